// The conversation view: user and companion bubbles with time stamps, the loading
// bubble, auto-scroll to the newest, the empty state, and after a companion reply the flow
// prompt, whose choice goes to the parent through onFlowAction. A companion reply to a message
// with crisis language is followed by the crisis lines, inline (decision 009).
import { MessageCircleHeart } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ChatMessage, ConversationFlow, SupportRecommendation } from "../../../../domain/types";
import { readCaptureSettings } from "../../../lib/capture-settings";
import { useCrisisDetector } from "../../../lib/crisis-detector";
import type { DetectCrisis } from "../../../lib/crisis-detector";
import { SupportResources } from "../../../ui/support-resources";
import { CONVERSATION_COPY } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import type { FlowAction } from "../lib/flow-prompt";
import { flowOptions, showsFlowPrompt } from "../lib/flow-prompt";
import { MessageBubble, ReflectingBubble } from "./message-bubble";

interface ConversationNotice {
  tone: "error" | "info";
  text: string;
}

/** One conversation's state as shown: its messages, whether the companion is replying, the flow prompt and a notice. */
export interface ConversationState {
  messages: readonly ChatMessage[];
  /** The companion is replying: shows "I'm reflecting on what you shared...". */
  loading?: boolean;
  /** The flow after the latest companion reply; null or omitted shows no prompt. */
  flow?: ConversationFlow | null;
  notice?: ConversationNotice | null;
}

export interface ConversationViewProps {
  conversation: ConversationState;
  /** Disables every play button. */
  muted: boolean;
  /** Plays a companion message; omit to hide the play buttons. */
  onPlay?: (message: ChatMessage) => Promise<void>;
  onFlowAction?: (action: FlowAction) => void;
  /** Accessible name of the conversation. */
  label?: string;
  /**
   * Follow the newest message: the log scrolls inside a bounded height and the page keeps its
   * end in view. Off (e.g. the result view), the whole conversation shows and nothing scrolls.
   */
  follow?: boolean;
  /** The person's regional crisis lines, shown after a reply to a message in crisis. */
  crisisLines?: readonly SupportRecommendation[];
}

/** The companion replies that answer a user message with crisis language. */
function repliesToCrisis(messages: readonly ChatMessage[], detectCrisis: DetectCrisis): Set<string> {
  const ids = new Set<string>();
  let crisisWaiting = false;
  for (const message of messages) {
    if (message.type === "user")
      crisisWaiting = crisisWaiting || detectCrisis(message.content, { language: readCaptureSettings().language }).crisis;
    else if (crisisWaiting) {
      ids.add(message.id);
      crisisWaiting = false;
    }
  }
  return ids;
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-center">
      <MessageCircleHeart className="size-9 text-violet-400" aria-hidden="true" />
      <p className="font-display text-xl text-slate-700">{CONVERSATION_COPY.emptyTitle}</p>
      <p className="text-slate-500">{CONVERSATION_COPY.emptyBody}</p>
    </div>
  );
}

function FlowPrompt({ flow, onFlowAction }: { flow: ConversationFlow; onFlowAction?: (action: FlowAction) => void }) {
  return (
    <div role="group" aria-label="How would you like to continue?" className="flex flex-wrap justify-center gap-2 pt-1">
      {flowOptions(flow).map((option) => (
        <Button
          key={option.action}
          variant={option.action === "complete" ? "secondary" : "soft"}
          size="sm"
          onClick={() => onFlowAction?.(option.action)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

export function ConversationView(props: ConversationViewProps) {
  const { muted, onPlay, onFlowAction, follow = true, crisisLines = [] } = props;
  const { messages, loading = false, flow, notice } = props.conversation;
  const detectCrisis = useCrisisDetector();
  const crisisReplies = crisisLines.length > 0 && detectCrisis ? repliesToCrisis(messages, detectCrisis) : new Set<string>();
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const empty = messages.length === 0 && !loading;

  // Keep the newest message (or the loading bubble) in view: the list scrolls inside itself,
  // and the page scrolls to the list's end.
  useEffect(() => {
    if (!follow) return;
    list.current?.scrollTo?.({ top: list.current.scrollHeight, behavior: "smooth" });
    end.current?.scrollIntoView?.({ behavior: "smooth", block: "nearest" });
  }, [follow, messages.length, loading]);

  return (
    <section aria-label={props.label ?? "Conversation"} className="flex w-full flex-col gap-3">
      {empty ? (
        <EmptyState />
      ) : (
        // The log scrolls; the list inside keeps its list semantics (role=log on the <ol> would drop them).
        <div
          ref={list}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          className={follow ? "max-h-[55vh] overflow-y-auto px-1 py-2" : "px-1 py-2"}
        >
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} muted={muted} onPlay={onPlay}>
                {crisisReplies.has(message.id) && <SupportResources resources={crisisLines} crisis compact />}
              </MessageBubble>
            ))}
            {loading && <ReflectingBubble text={CONVERSATION_COPY.reflecting} />}
          </ol>
        </div>
      )}
      {notice && (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-2xl px-3 py-2 text-center text-sm ${notice.tone === "error" ? "bg-rose-50 text-rose-800" : "bg-amber-50 text-amber-800"}`}
        >
          {notice.text}
        </p>
      )}
      {flow && showsFlowPrompt(messages, loading, flow) && <FlowPrompt flow={flow} onFlowAction={onFlowAction} />}
      <div ref={end} />
    </section>
  );
}
