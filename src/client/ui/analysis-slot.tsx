// Where an entry's analysis card goes. Features that show an analysis (the journal's result, a ripple's
// detail, a check-in's) place <AnalysisSlot>; the card itself belongs to the analysis feature, which they
// may not import, so the app says how it is drawn once, with <AnalysisSlotProvider> around the screen
// (docs/decisions/058) — instead of a render function handed down through every layer between.
import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { Analysis } from "../../domain/types";

interface AnalysisSlotProps {
  analysis: Analysis;
  transcript: string;
  /** The result view already shows the crisis lines above the reply. */
  crisisShownAbove?: boolean;
  /** The words are already shown above (a check-in's line, in its summary). */
  transcriptShownAbove?: boolean;
}

export type RenderAnalysis = (props: AnalysisSlotProps) => ReactNode;

const AnalysisSlotContext = createContext<RenderAnalysis | null>(null);

/** Given by the app: how an analysis is drawn. */
export const AnalysisSlotProvider = AnalysisSlotContext.Provider;

export function AnalysisSlot(props: AnalysisSlotProps) {
  const render = useContext(AnalysisSlotContext);
  // a screen composed without the app's provider would silently drop the analysis (and its crisis lines)
  if (!render) throw new Error("AnalysisSlot needs the app's AnalysisSlotProvider above it");
  return render(props);
}
