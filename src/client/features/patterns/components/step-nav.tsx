// Previous / next around a label ("March 2026"): the label is a live region, so a screen reader
// hears where a step led. A step with nowhere to go is disabled.
import { ChevronLeft, ChevronRight } from "lucide-react";

interface Props {
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Id of the label, for a grid or section it names. */
  labelId?: string;
}

const stepButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-violet-700 hover:bg-violet-50 disabled:text-slate-300 disabled:hover:bg-transparent";

export function StepNav({ label, previousLabel, nextLabel, onPrevious, onNext, labelId }: Props) {
  return (
    <div className="flex items-center justify-between gap-1">
      <button type="button" className={stepButton} aria-label={previousLabel} disabled={!onPrevious} onClick={onPrevious}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <p id={labelId} aria-live="polite" className="min-w-0 flex-1 text-center font-display text-lg text-slate-800">
        {label}
      </p>
      <button type="button" className={stepButton} aria-label={nextLabel} disabled={!onNext} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
