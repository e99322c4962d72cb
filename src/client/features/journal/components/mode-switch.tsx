// 'Voice Mood' / 'Conversational'.
import { MessageCircle, Mic } from "lucide-react";
import type { JournalMode } from "../../../../domain/ui-copy";
import { MAIN_COPY } from "../../../../domain/ui-copy";

interface Props {
  mode: JournalMode;
  disabled: boolean;
  onVoice: () => void;
  onConversational: () => void;
}

export function ModeSwitch({ mode, disabled, onVoice, onConversational }: Props) {
  const base =
    "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";
  const active = "bg-white text-violet-800 shadow-sm ring-1 ring-violet-100";
  const inactive = "text-slate-600 hover:text-slate-800";
  return (
    <div role="group" aria-label="Journal mode" className="inline-flex gap-1 rounded-full bg-violet-100/60 p-1">
      <button
        type="button"
        aria-pressed={mode === "voice"}
        disabled={disabled}
        onClick={onVoice}
        className={`${base} ${mode === "voice" ? active : inactive}`}
      >
        <Mic className="size-4" aria-hidden="true" />
        {MAIN_COPY.voiceMoodMode}
      </button>
      <button
        type="button"
        aria-pressed={mode === "conversational"}
        disabled={disabled}
        onClick={onConversational}
        className={`${base} ${mode === "conversational" ? active : inactive}`}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {MAIN_COPY.conversationalMode}
      </button>
    </div>
  );
}
