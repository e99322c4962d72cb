// The result view in conversational mode: the message list, the analysis, and
// 'Want to talk more?' (back to recording) / 'Not today' (back to idle). The analysis card
// comes in as a node, so this feature does not import the analysis feature.
import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../../domain/types";
import { RESULT_COPY } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { ConversationView } from "./conversation-view";

export interface ConversationResultProps {
  messages: readonly ChatMessage[];
  /** The analysis of the whole conversation (e.g. the analysis card); omitted when there is none to show. */
  analysisCard?: ReactNode;
  muted: boolean;
  onPlay?: (message: ChatMessage) => Promise<void>;
  onTalkMore: () => void;
  onNotToday: () => void;
}

export function ConversationResult({ messages, analysisCard, muted, onPlay, onTalkMore, onNotToday }: ConversationResultProps) {
  // The button that saved the conversation is gone: focus (and scroll to) the result's heading.
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: "start" });
  }, []);
  return (
    <section
      ref={section}
      aria-labelledby="conversation-result-heading"
      className="grid w-full scroll-mt-20 animate-fade-in gap-6 rounded-[2rem] bg-white/80 p-5 shadow-lg shadow-violet-100 ring-1 ring-white sm:p-8"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <Heart className="size-7 text-rose-400" aria-hidden="true" />
        <h2 ref={heading} id="conversation-result-heading" className="font-display text-2xl text-slate-800 outline-none" tabIndex={-1}>
          {RESULT_COPY.saved}
        </h2>
      </div>
      <ConversationView conversation={{ messages }} muted={muted} onPlay={onPlay} label="Our conversation" follow={false} />
      {analysisCard && (
        <div className="grid gap-3">
          <p className="text-slate-600">{RESULT_COPY.noticed}</p>
          {analysisCard}
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onTalkMore}>
          {RESULT_COPY.wantToTalkMore}
        </Button>
        <Button variant="ghost" size="lg" onClick={onNotToday}>
          {RESULT_COPY.notToday}
        </Button>
      </div>
    </section>
  );
}
