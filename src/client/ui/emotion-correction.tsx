// "Not quite right? Change the feeling" (decision 026): a button that opens a small picker of the
// app's emotions and an intensity 1–10, each a group of native radio buttons (arrow keys move within
// a group, Tab between them, a screen reader names each group by its legend); Escape or Cancel
// closes it and gives focus back to the button. Shown on the result after a reflection and in the
// ripple's detail; the caller gets the entry as saved. Saving is one TanStack Query mutation for both
// journals (decision 058): correctEmotion sends an ordinary journal's choice to the server and seals a
// private journal's here (decision 021).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { isPickableEmotion } from "../../domain/analysis/emotion-choices";
import { CORRECTION_COPY } from "../../domain/analysis/emotion-correction";
import type { EmotionChoice } from "../../domain/analysis/emotion-correction";
import type { JournalEntry } from "../../domain/types";
import { ApiError } from "../lib/api-client";
import { correctEmotion } from "../lib/correct-emotion";
import { greetingKeys } from "../lib/query-keys";
import { sealingKey, usePrivateJournal } from "../lib/private-journal/private-journal-context";
import { Button, buttonClasses } from "./button";
import { FeelingPicker } from "./feeling-picker";
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
  const [error, setError] = useState<string | null>(null);
  const privateKey = sealingKey(usePrivateJournal());
  const queryClient = useQueryClient();
  const pickerId = useId();
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

  const correction = useMutation({
    mutationFn: (choice: EmotionChoice) => correctEmotion({ userId, entryId, choice, privateKey }),
    onSuccess: (saved) => {
      onCorrected(saved);
      // the greeting speaks of the last feelings: it is asked for again
      void queryClient.invalidateQueries({ queryKey: greetingKeys.detail(userId) });
      close();
      showToast("success", CORRECTION_COPY.saved);
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  const saving = correction.isPending;

  const submit = () => {
    if (saving) return;
    const choice: EmotionChoice = {
      ...(picked !== null && picked !== current ? { emotion: picked } : {}),
      ...(strength !== intensity ? { emotionIntensity: strength } : {}),
    };
    if (choice.emotion === undefined && choice.emotionIntensity === undefined) {
      close();
      return;
    }
    setError(null);
    correction.mutate(choice);
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
            submit();
          }}
        >
          <FeelingPicker
            layout="compact"
            emotionLegend={CORRECTION_COPY.emotionLegend}
            intensityLegend={CORRECTION_COPY.intensityLegend}
            emotion={picked}
            onEmotion={setPicked}
            intensity={strength}
            onIntensity={setStrength}
          />
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
