// An entry's Markdown rendered safely (decision 037): react-markdown builds React elements from the
// CommonMark tree (no innerHTML anywhere); raw HTML in the text is dropped, not rendered
// (`skipHtml`); only prose elements are allowed — anything else (images, which would fetch from
// another origin) is left out or reduced to its words; links keep react-markdown's safe URL
// filter (no javascript:) and open in a new tab without the opener. Loaded only when a text uses
// Markdown (entry-text.tsx), so it stays out of the landing page and the first screen.
import Markdown from "react-markdown";
import type { Components } from "react-markdown";

const ALLOWED = [
  "p",
  "br",
  "strong",
  "em",
  "del",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
];

/** Headings inside an entry are the entry's own sections: shown small, as bold lines. */
const heading = ({ children }: { children?: React.ReactNode }) => <p className="font-semibold not-italic">{children}</p>;

const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-violet-700 underline">
      {children}
    </a>
  ),
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
};

export default function MarkdownText({ text }: { text: string }) {
  return (
    <div
      data-markdown=""
      className="grid gap-2 [&_blockquote]:border-l-2 [&_blockquote]:border-violet-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
    >
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
