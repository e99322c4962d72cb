// 'Emotional Landscape': primary emotion, intensity bar x/10, mood chip, wellness x/10.
import { useId } from "react";
import { emotionColour, intensityColour, wellnessColour } from "../../../../domain/analysis/colours";
import type { Analysis, Mood } from "../../../../domain/types";
import { EMOTION_TEXT_CLASS } from "../../../ui/emotion-classes";

const INTENSITY_BAR: Record<ReturnType<typeof intensityColour>, string> = {
  red: "bg-red-500",
  amber: "bg-amber-500",
  green: "bg-green-500",
};

const WELLNESS_TEXT: Record<ReturnType<typeof wellnessColour>, string> = {
  green: "text-green-700 bg-green-50 ring-green-200",
  yellow: "text-yellow-800 bg-yellow-50 ring-yellow-200",
  red: "text-red-700 bg-red-50 ring-red-200",
};

const MOOD_CHIP: Record<Mood, string> = {
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  negative: "bg-rose-50 text-rose-800 ring-rose-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  mixed: "bg-violet-50 text-violet-800 ring-violet-200",
};

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function EmotionalLandscape({ analysis }: { analysis: Analysis }) {
  const intensity = analysis.emotionIntensity;
  const wellness = analysis.wellnessScore;
  const intensityLabel = useId();
  return (
    // Every <dt>/<dd> pair sits in a <div> directly inside the <dl> (valid list markup).
    <dl className="flex flex-wrap items-center gap-x-6 gap-y-4">
      <div className="flex w-full flex-wrap items-baseline justify-between gap-2">
        <dt className="text-sm text-slate-500">Primary emotion</dt>
        <dd className={`text-lg font-semibold capitalize ${EMOTION_TEXT_CLASS[emotionColour(analysis.primaryEmotion)]}`}>
          {analysis.primaryEmotion}
        </dd>
      </div>
      <div className="grid w-full grid-cols-[1fr_auto] items-baseline gap-y-1.5">
        <dt className="text-sm text-slate-500" id={intensityLabel}>
          Intensity
        </dt>
        <dd className="text-sm font-medium text-slate-700">{intensity}/10</dd>
        <dd className="col-span-2">
          <div
            role="meter"
            aria-labelledby={intensityLabel}
            aria-valuemin={1}
            aria-valuemax={10}
            aria-valuenow={intensity}
            aria-valuetext={`${intensity} out of 10`}
            className="h-2.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              data-colour={intensityColour(intensity)}
              className={`h-full rounded-full ${INTENSITY_BAR[intensityColour(intensity)]}`}
              style={{ width: `${Math.min(10, Math.max(0, intensity)) * 10}%` }}
            />
          </div>
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-sm text-slate-500">Overall mood</dt>
        <dd className={`rounded-full px-3 py-0.5 text-sm font-medium capitalize ring-1 ${MOOD_CHIP[analysis.mood]}`}>
          {capitalise(analysis.mood)}
        </dd>
      </div>
      <div className="flex items-center gap-2 sm:ml-auto">
        <dt className="text-sm text-slate-500">Wellness</dt>
        <dd
          data-colour={wellnessColour(wellness)}
          className={`rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${WELLNESS_TEXT[wellnessColour(wellness)]}`}
        >
          {wellness}/10
        </dd>
      </div>
    </dl>
  );
}
