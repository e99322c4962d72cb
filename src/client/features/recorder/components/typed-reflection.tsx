// Typing a reflection instead of speaking it (decision 020): a field that takes focus and grows with
// the words, a count near the limit, `Save reflection` (or Ctrl/Cmd+Enter) and Cancel (or
// Escape). Saving hands the words to the same pipeline as a recording, with the time spent
// writing as its duration; blank words save nothing, as a silent recording does.
import { Keyboard } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { MAX_ENTRY_TEXT } from "../../../../domain/entries/entry-schema";
import { TYPING_COPY, charactersLeftText } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import type { RecordingResult } from "../../../lib/recording-result";
import { typingDurationSeconds } from "../lib/typing-duration";

/** The count shows from this many characters before the limit. */
const COUNTER_FROM_LEFT = 1_000;

interface Props {
  onComplete(result: RecordingResult): void;
  onCancel(): void;
  /** Checking a transcript instead of writing from nothing (decision 020): its words, labels and length. */
  check?: { text: string; label: string; hint: string; cancel: string; durationSeconds: number };
}

export function TypedReflection({ onComplete, onCancel, check }: Props) {
  const fieldId = useId();
  const counterId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(check?.text ?? "");
  const [openedAt] = useState(() => performance.now());
  const firstInputAt = useRef<number | null>(null);
  const left = MAX_ENTRY_TEXT - text.length;
  const blank = text.trim() === "";

  // Grows with the words (up to a screenful, then it scrolls).
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, window.innerHeight * 0.6)}px`;
  }, [text]);

  function save(): void {
    if (blank) return;
    const duration = check ? check.durationSeconds : typingDurationSeconds(openedAt, firstInputAt.current, performance.now());
    onComplete({ transcript: text.trim(), duration, speechDetected: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      className="flex w-full max-w-xl flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={fieldId} className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Keyboard className="size-4 text-violet-600" aria-hidden="true" />
        {check?.label ?? TYPING_COPY.fieldLabel}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        autoFocus // the person asked for this field by pressing `Type instead`
        value={text}
        onChange={(event) => {
          firstInputAt.current ??= performance.now();
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        maxLength={MAX_ENTRY_TEXT}
        rows={4}
        placeholder={TYPING_COPY.placeholder}
        aria-describedby={`${hintId}${left <= COUNTER_FROM_LEFT ? ` ${counterId}` : ""}`}
        className="min-h-32 w-full resize-none rounded-2xl bg-white/90 p-4 font-display text-lg leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-violet-400"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-500">
          {check ? `${check.hint} ${TYPING_COPY.shortcut}` : TYPING_COPY.shortcut}
        </p>
        {left <= COUNTER_FROM_LEFT && (
          <p id={counterId} aria-live="polite" className={`text-xs ${left === 0 ? "text-amber-700" : "text-slate-500"}`}>
            {charactersLeftText(left)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {check?.cancel ?? TYPING_COPY.cancel}
        </Button>
        <Button type="submit" disabled={blank}>
          {TYPING_COPY.save}
        </Button>
      </div>
    </form>
  );
}
