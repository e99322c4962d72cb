// The 'Live Transcription' card: final text in normal weight, the interim guess in
// italics, and before any speech 'Listening for your voice...' with three pulsing dots.
import { RECORDER_COPY } from "../../../../domain/ui-copy";

export function LiveTranscription({ finalText, interimText }: { finalText: string; interimText: string }) {
  const heard = finalText.length > 0 || interimText.length > 0;
  return (
    <section
      aria-label={RECORDER_COPY.liveTranscription}
      className="w-full rounded-3xl bg-white/85 p-5 shadow-sm ring-1 ring-violet-100 backdrop-blur"
    >
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-violet-500">{RECORDER_COPY.liveTranscription}</h3>
      <div aria-live="polite" className="max-h-48 min-h-14 overflow-y-auto text-[17px] leading-relaxed text-slate-700">
        {heard ? (
          <p>
            {finalText && <span className="font-normal">{finalText}</span>}
            {finalText && interimText && " "}
            {interimText && <span className="italic text-slate-500">{interimText}</span>}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-slate-500">
            {RECORDER_COPY.listening}
            <span aria-hidden="true" className="inline-flex gap-1">
              {[0, 150, 300].map((delay) => (
                <span key={delay} className="size-1.5 animate-pulse rounded-full bg-violet-400" style={{ animationDelay: `${delay}ms` }} />
              ))}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
