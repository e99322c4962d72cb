// Which support block an analysis card shows: the server's list when it sent one (its crisis
// lines already first), else one built here for an entry loaded from storage; none when the
// support block is not for this analysis (crisis always, else intensity ≥ 7 with a negative or
// mixed mood). Outside a crisis: at most three resources chosen for the feeling, then the region's
// lines, which the block keeps behind one "Talk to someone now" (docs/decisions/024-support-in-proportion.md).
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { isCrisisLine } from "../../../../domain/crisis/lines";
import { shouldShowSupport, withCrisisLinesFirst, withRegionalLines } from "../../../../domain/crisis/safety";
import type { Analysis, SupportRecommendation } from "../../../../domain/types";

export interface SupportToShow {
  crisis: boolean;
  resources: SupportRecommendation[];
}

export function resourcesToShow(analysis: Analysis, lines: CrisisLines, transcript?: string): SupportToShow | null {
  const crisis = analysis.crisis === true;
  if (!shouldShowSupport({ emotionIntensity: analysis.emotionIntensity, mood: analysis.mood, crisis })) return null;
  const sent = analysis.supportResources ?? [];
  if (crisis) return { crisis, resources: sent[0] && isCrisisLine(sent[0]) ? sent : withCrisisLinesFirst(lines, sent) };
  return { crisis, resources: withRegionalLines(lines, sent, { emotion: analysis.primaryEmotion, text: transcript }) };
}
