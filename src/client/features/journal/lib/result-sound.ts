// The sound that marks a new result: a water drop for a saved ripple, a gentle
// chime for an honoured moment. A result recovered after a reload is shown quietly, and a
// reflection in crisis gets no sound at all: nothing celebratory answers despair.
import type { OrchestratorResult } from "../../../../domain/types";

type SoundedResult = Pick<OrchestratorResult, "shouldShowAnalysis"> & { analysis: Pick<OrchestratorResult["analysis"], "crisis"> };
export type ResultSound = "waterDrop" | "gentle";

export function resultSound(result: SoundedResult, recovered: boolean): ResultSound | null {
  if (recovered || result.analysis.crisis) return null;
  return result.shouldShowAnalysis ? "waterDrop" : "gentle";
}
