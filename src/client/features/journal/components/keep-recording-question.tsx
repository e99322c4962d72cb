// Asked once, after the first spoken reflection (decision 051): keep the recording with the entry?
// Keep keeps this one and those to come; Don't keep lets it go. Either answer can be changed in the
// account menu (Keep recordings). Until answered, nothing is kept.
import { Mic } from "lucide-react";
import { useId } from "react";
import { KEEP_RECORDING_COPY } from "../../../../domain/voice/recording-copy";
import { Button } from "../../../ui/button";
import { showToast } from "../../../ui/toast";

export function KeepRecordingQuestion({ onAnswer }: { onAnswer(keep: boolean): void }) {
  const titleId = useId();
  const helpId = useId();
  const answer = (keep: boolean) => {
    onAnswer(keep);
    showToast("success", keep ? KEEP_RECORDING_COPY.kept : KEEP_RECORDING_COPY.notKept, { id: "keep-recording" });
  };
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={helpId}
      className="grid w-full animate-fade-in gap-3 rounded-2xl bg-violet-50 p-4 text-sm text-violet-950 ring-1 ring-violet-100"
    >
      <div className="flex items-start gap-3">
        <Mic className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id={titleId} className="font-medium">
            {KEEP_RECORDING_COPY.question}
          </h2>
          <p id={helpId} className="text-violet-900/80">
            {KEEP_RECORDING_COPY.questionHelp}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        <Button size="sm" onClick={() => answer(true)}>
          {KEEP_RECORDING_COPY.keep}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => answer(false)}>
          {KEEP_RECORDING_COPY.dontKeep}
        </Button>
      </div>
    </section>
  );
}
