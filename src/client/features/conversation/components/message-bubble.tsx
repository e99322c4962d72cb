// One chat bubble in the conversation view: the user's on the right, the companion's on
// the left with a play button (disabled when muted); each with its time stamp.
import { Volume2 } from "lucide-react";
import { useState } from "react";
import type { ReactNode } from "react";
import { COMPANION_NAME } from "../../../../domain/replies/prompts";
import type { ChatMessage } from "../../../../domain/types";
import { Spinner } from "../../../ui/spinner";

function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

interface BubbleProps {
  message: ChatMessage;
  muted: boolean;
  onPlay?: (message: ChatMessage) => Promise<void>;
  /** Shown under the bubble (e.g. the crisis lines after a reply to a message in crisis). */
  children?: ReactNode;
}

function PlayButton({ message, muted, onPlay }: Required<Omit<BubbleProps, "children">>) {
  const [playing, setPlaying] = useState(false);
  return (
    <button
      type="button"
      aria-label={muted ? "Play this message (unmute to hear it)" : "Play this message"}
      title={muted ? "Unmute to hear it" : "Play"}
      disabled={muted || playing}
      onClick={() => {
        setPlaying(true);
        onPlay(message)
          .catch(() => undefined)
          .finally(() => setPlaying(false));
      }}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-violet-700 ring-1 ring-violet-100 transition-colors hover:bg-violet-50 disabled:cursor-not-allowed disabled:text-slate-300 disabled:ring-slate-100"
    >
      {playing ? <Spinner className="size-3.5" /> : <Volume2 className="size-4" aria-hidden="true" />}
    </button>
  );
}

export function MessageBubble({ message, muted, onPlay, children }: BubbleProps) {
  const mine = message.type === "user";
  const time = formatMessageTime(message.timestamp);
  const playable = !mine && onPlay;
  // The play button sits in the bubble's footer, beside the time, so the text keeps the width on phones.
  return (
    <li className={`flex animate-fade-in flex-col gap-2 ${mine ? "items-end" : "items-start"}`}>
      <article
        aria-label={mine ? "You said" : `${COMPANION_NAME} said`}
        className={
          mine
            ? "max-w-[85%] rounded-3xl rounded-br-md bg-gradient-to-br from-violet-600 to-ripple-700 px-4 py-2.5 text-white shadow-sm"
            : "max-w-[85%] rounded-3xl rounded-bl-md bg-white px-4 py-2.5 text-slate-700 shadow-sm ring-1 ring-slate-100"
        }
      >
        <p className="leading-relaxed whitespace-pre-line">{message.content}</p>
        {(time || playable) && (
          <div className={`flex items-center gap-2 ${playable ? "-mr-1.5 mt-0.5 justify-between" : "mt-1"}`}>
            {time && (
              <time dateTime={message.timestamp} className={`text-xs ${mine ? "text-violet-50" : "text-slate-500"}`}>
                {time}
              </time>
            )}
            {playable && <PlayButton message={message} muted={muted} onPlay={onPlay} />}
          </div>
        )}
      </article>
      {children && <div className="w-full max-w-[95%]">{children}</div>}
    </li>
  );
}

export function ReflectingBubble({ text }: { text: string }) {
  return (
    <li className="flex justify-start">
      <div
        role="status"
        className="flex items-center gap-2 rounded-3xl rounded-bl-md bg-white/80 px-4 py-2.5 text-slate-500 italic ring-1 ring-slate-100"
      >
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-1.5 animate-pulse rounded-full bg-violet-400" />
          <span className="size-1.5 animate-pulse rounded-full bg-violet-400 [animation-delay:150ms]" />
          <span className="size-1.5 animate-pulse rounded-full bg-violet-400 [animation-delay:300ms]" />
        </span>
        {text}
      </div>
    </li>
  );
}
