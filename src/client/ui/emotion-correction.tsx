// "Not quite right? Change the feeling" (decision 026): a button that opens a small picker of the
// app's emotions and an intensity 1–10, each a group of native radio buttons (arrow keys move within
// a group, Tab between them, a screen reader names each group by its legend); Escape or Cancel
// closes it and gives focus back to the button. Shown on the result after a reflection and in the
// ripple's detail; the caller gets the entry as saved.
import { useQueryClient } from "@tanstack/react-query";
import { Check, SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { emotionColour } from "../../domain/analysis/colours";
import { PICKABLE_EMOTIONS, isPickableEmotion } from "../../domain/analysis/emotion-choices";
import { CORRECTION_COPY } from "../../domain/analysis/emotion-correction";
import type { EmotionChoice } from "../../domain/analysis/emotion-correction";
import type { JournalEntry } from "../../domain/types";
import { ApiError } from "../lib/api-client";
import { correctEmotion } from "../lib/correct-emotion";
import { greetingKeys } from "../lib/query-keys";
import { sealingKey, usePrivateJournal } from "../lib/private-journal/private-journal-context";
import { Button, buttonClasses } from "./button";
import { EMOTION_DOT_CLASS } from "./emotion-classes";
import { Spinner } from "./spinner";
import { showToast } from "./toast";

interface Props {
  userId: string;
  entryId: string;
  /** What the ripple shows now. */
  emotion: string;
  intensity: number;
  /** The person chose it already: said beside the button. */
  setByPerson?: boolean;
  onCorrected: (entry: JournalEntry) => void;
}

const INTENSITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The radio button itself, transparent over its chip: a tap anywhere on the chip is a tap on it. */
const RADIO = "peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0";

const chip =
  "inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full bg-white px-3 text-sm text-slate-700 capitalize ring-1 ring-slate-200 " +
  "peer-checked:bg-violet-600 peer-checked:text-white peer-checked:ring-violet-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-500 hover:ring-violet-300";

function failureMessage(error: unknown): string {
  // the connection, a signed-out session or a refusal the server explains: its own words
  if (error instanceof ApiError && (error.isNetworkError || error.status === 401 || error.status === 404 || error.status === 409)) {
    return error.message;
  }
  return CORRECTION_COPY.failed;
}

export function EmotionCorrection({ userId, entryId, emotion, intensity, setByPerson = false, onCorrected }: Props) {
  const current = emotion.trim().toLowerCase();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(isPickableEmotion(current) ? current : null);
  const [strength, setStrength] = useState(intensity);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const privateKey = sealingKey(usePrivateJournal());
  const queryClient = useQueryClient();
  const pickerId = useId();
  const name = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLFormElement>(null);
  const focusToggleAfter = useRef(false);

  useEffect(() => {
    // the chosen emotion first (a radio group is entered at its checked button), else the first one
    if (open) (picker.current?.querySelector<HTMLInputElement>("input:checked") ?? picker.current?.querySelector("input"))?.focus();
    else if (focusToggleAfter.current) toggle.current?.focus();
    focusToggleAfter.current = false;
  }, [open]);

  // Escape closes the picker, not the drawer around it: the drawer listens on the document in the
  // capture phase, so the key is taken on the window first, only when it comes from the picker.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !(event.target instanceof Node) || !picker.current?.contains(event.target)) return;
      event.stopPropagation();
      focusToggleAfter.current = true;
      setOpen(false);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [open]);

  const openPicker = () => {
    setPicked(isPickableEmotion(current) ? current : null);
    setStrength(intensity);
    setError(null);
    setOpen(true);
  };
  const close = () => {
    focusToggleAfter.current = true;
    setOpen(false);
  };

  const submit = async () => {
    if (saving) return;
    const choice: EmotionChoice = {
      ...(picked !== null && picked !== current ? { emotion: picked } : {}),
      ...(strength !== intensity ? { emotionIntensity: strength } : {}),
    };
    if (choice.emotion === undefined && choice.emotionIntensity === undefined) {
      close();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await correctEmotion({ userId, entryId, choice, privateKey });
      onCorrected(saved);
      // the greeting speaks of the last feelings: it is asked for again
      void queryClient.invalidateQueries({ queryKey: greetingKeys.detail(userId) });
      close();
      showToast("success", CORRECTION_COPY.saved);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid justify-items-start gap-2 text-left" data-testid="emotion-correction">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          ref={toggle}
          type="button"
          className={buttonClasses("soft", "sm")}
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={open ? close : openPicker}
        >
          <SlidersHorizontal className="size-3.5" aria-hidden="true" /> {CORRECTION_COPY.open}
        </button>
        {setByPerson && (
          <p className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Check className="size-3.5" aria-hidden="true" /> {CORRECTION_COPY.setByYou}
          </p>
        )}
      </div>
      {open && (
        <form
          id={pickerId}
          ref={picker}
          aria-label={CORRECTION_COPY.pickerLabel}
          className="grid w-full gap-4 rounded-2xl bg-white/90 p-3 ring-1 ring-violet-100 sm:p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">{CORRECTION_COPY.emotionLegend}</legend>
            <div className="flex flex-wrap gap-2">
              {PICKABLE_EMOTIONS.map((option) => (
                <label key={option} className="relative">
                  <input
                    type="radio"
                    name={`${name}-emotion`}
                    value={option}
                    checked={picked === option}
                    onChange={() => setPicked(option)}
                    className={RADIO}
                  />
                  <span className={chip}>
                    <span aria-hidden="true" className={`size-2 rounded-full ${EMOTION_DOT_CLASS[emotionColour(option)]}`} />
                    {option}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">{CORRECTION_COPY.intensityLegend}</legend>
            <div className="flex flex-wrap gap-1.5">
              {INTENSITIES.map((value) => (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={`${name}-intensity`}
                    value={value}
                    checked={strength === value}
                    onChange={() => setStrength(value)}
                    className={RADIO}
                  />
                  <span className={`${chip} w-9 justify-center px-0 tabular-nums`}>{value}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" aria-busy={saving} disabled={saving}>
              {saving && <Spinner className="size-3.5" />}
              {CORRECTION_COPY.save}
            </Button>
            <Button variant="ghost" size="sm" onClick={close} disabled={saving}>
              {CORRECTION_COPY.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
