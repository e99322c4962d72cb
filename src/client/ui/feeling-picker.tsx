// The app's feelings and a strength 1–10, each a group of native radio buttons named by its legend:
// arrow keys move within a group, Tab between them, a screen reader names each group by its legend.
// Each radio is transparent over its chip, so a tap anywhere on the chip is a tap on it. Used by the
// check-in sheet (decision 048: a roomy grid, the whole sheet for it) and by "Change the feeling"
// (decision 026: compact chips that wrap under the ripple).
import { useId } from "react";
import { emotionColour } from "../../domain/analysis/colours";
import { PICKABLE_EMOTIONS } from "../../domain/analysis/emotion-choices";
import { EMOTION_DOT_CLASS } from "./emotion-classes";

const INTENSITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The radio button itself, transparent over its chip: a tap anywhere on the chip is a tap on it. */
const RADIO = "peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0";
const CHIP_STATES =
  "cursor-pointer bg-white text-sm text-slate-700 capitalize ring-1 ring-slate-200 " +
  "peer-checked:bg-violet-600 peer-checked:text-white peer-checked:ring-violet-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-500 hover:ring-violet-300";

/** How each layout places the chips; the radios, names and legends are the same in both. */
const LAYOUTS = {
  /** The check-in sheet: a grid of large chips, 2 to 4 feelings and 5 or 10 strengths a row. */
  grid: {
    emotions: "grid grid-cols-2 gap-2 min-[400px]:grid-cols-3 sm:grid-cols-4",
    chip: `inline-flex min-h-11 w-full items-center gap-2 rounded-2xl px-3 ${CHIP_STATES}`,
    dot: "size-2.5 shrink-0 rounded-full",
    intensities: "grid grid-cols-5 gap-2 sm:grid-cols-10",
    intensityChip: "justify-center px-0 tabular-nums",
  },
  /** Under a ripple: small round chips that wrap. */
  compact: {
    emotions: "flex flex-wrap gap-2",
    chip: `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 ${CHIP_STATES}`,
    dot: "size-2 rounded-full",
    intensities: "flex flex-wrap gap-1.5",
    intensityChip: "w-9 justify-center px-0 tabular-nums",
  },
} as const;

interface Props {
  layout: keyof typeof LAYOUTS;
  emotionLegend: string;
  intensityLegend: string;
  /** The feeling chosen, or null for none yet. */
  emotion: string | null;
  onEmotion: (emotion: string) => void;
  /** The strength chosen 1–10, or null for none yet. */
  intensity: number | null;
  onIntensity: (intensity: number) => void;
}

export function FeelingPicker({ layout, emotionLegend, intensityLegend, emotion, onEmotion, intensity, onIntensity }: Props) {
  const name = useId();
  const look = LAYOUTS[layout];
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{emotionLegend}</legend>
        <div className={look.emotions}>
          {PICKABLE_EMOTIONS.map((option) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={`${name}-emotion`}
                value={option}
                checked={emotion === option}
                onChange={() => onEmotion(option)}
                className={RADIO}
              />
              <span className={look.chip}>
                <span aria-hidden="true" className={`${look.dot} ${EMOTION_DOT_CLASS[emotionColour(option)]}`} />
                {option}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{intensityLegend}</legend>
        <div className={look.intensities}>
          {INTENSITIES.map((value) => (
            <label key={value} className="relative">
              <input
                type="radio"
                name={`${name}-intensity`}
                value={value}
                checked={intensity === value}
                onChange={() => onIntensity(value)}
                className={RADIO}
              />
              <span className={`${look.chip} ${look.intensityChip}`}>{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
