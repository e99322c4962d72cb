// Which support block an analysis card shows: the server's list when it sent one (its crisis
// lines already first), else one built here for an entry loaded from storage; none when the
// support block is not for this analysis (issue 8: crisis always, else intensity ≥ 7 with a
// negative or mixed mood).
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { isCrisisLine } from "../../../../domain/crisis/lines";
import { shouldShowSupport, withCrisisLinesFirst, withRegionalLines } from "../../../../domain/crisis/safety";
import { builtInSupportResources } from "../../../../domain/support-resources";
import type { Analysis, SupportRecommendation } from "../../../../domain/types";

export interface SupportToShow {
  crisis: boolean;
  resources: SupportRecommendation[];
}

export function resourcesToShow(analysis: Analysis, lines: CrisisLines): SupportToShow | null {
  const crisis = analysis.crisis === true;
  if (!shouldShowSupport({ emotionIntensity: analysis.emotionIntensity, mood: analysis.mood, crisis })) return null;
  const sent = analysis.supportResources ?? [];
  if (crisis) return { crisis, resources: sent[0] && isCrisisLine(sent[0]) ? sent : withCrisisLinesFirst(lines, sent) };
  return { crisis, resources: withRegionalLines(lines, sent.length > 0 ? sent : builtInSupportResources(analysis.primaryEmotion)) };
}
