// An entry's words in the detail and the analysis card: plain words as they always were (quoted,
// line breaks kept); words that use Markdown (imported notes) rendered by markdown-text.tsx, which
// loads only then — until it has, the words show as they are.
import { Suspense, lazy } from "react";
import { looksLikeMarkdown } from "../../domain/entries/markdown-plain";

const MarkdownText = lazy(() => import("./markdown-text"));

export function EntryText({ text, className }: { text: string; className: string }) {
  if (!looksLikeMarkdown(text)) return <blockquote className={`${className} whitespace-pre-line italic`}>“{text}”</blockquote>;
  return (
    <div className={className}>
      <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
        <MarkdownText text={text} />
      </Suspense>
    </div>
  );
}
