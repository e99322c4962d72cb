// The analysis card: the crisis lines first when crisis language was detected
// (decision 009), amber error banner, support resources (intensity ≥ 7 with a negative or mixed mood; chosen
// for the feeling the words show, decision 024),
// 'Your Reflection', 'Emotional Landscape', disclaimer, 'Insights', 'Gentle Suggestions',
// 'Themes', and a footer saying AI-powered or basic detection.
import { AlertTriangle, Cpu, Languages, Lightbulb, Sparkles, Tags } from "lucide-react";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { ANALYSIS_MESSAGES } from "../../../../domain/messages";
import type { Analysis } from "../../../../domain/types";
import { ANALYSIS_CARD_COPY } from "../../../../domain/ui-copy";
import { EntryText } from "../../../ui/entry-text";
import { SupportResources } from "../../../ui/support-resources";
import { resourcesToShow } from "../lib/resources-to-show";
import { EmotionalLandscape } from "./emotional-landscape";

interface Props {
  analysis: Analysis;
  transcript: string;
  /** The person's regional crisis lines (for entries loaded from storage). */
  lines: CrisisLines;
  /** The result view already shows the crisis lines above the reply. */
  crisisShownAbove?: boolean;
  /** The words are already shown above the card (a check-in's line in its summary, decision 048). */
  transcriptShownAbove?: boolean;
}

function Section({ title, icon, children }: { title: string; icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white/80 p-3.5 ring-1 ring-slate-100 sm:p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-700">
        {icon}
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function AnalysisCard({ analysis, transcript, lines, crisisShownAbove = false, transcriptShownAbove = false }: Props) {
  const support = resourcesToShow(analysis, lines, transcript);
  const crisisBlock = support?.crisis && !crisisShownAbove;
  // With the lines already above the reply, the card keeps the other help there was.
  const otherHelp = support?.crisis && crisisShownAbove ? support.resources.filter((r) => !r.isEmergency) : [];
  return (
    <article
      aria-label="Reflection analysis"
      className="grid gap-3 rounded-3xl bg-gradient-to-b from-white/90 to-violet-50/70 p-2 text-left shadow-sm ring-1 ring-violet-100 sm:p-4"
    >
      {crisisBlock && <SupportResources resources={support.resources} crisis note={analysis.supportNote} />}

      {analysis.errorMessage && (
        <div role="status" className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <div>
            <p className="font-medium">{analysis.errorMessage}</p>
            <p className="mt-1 text-amber-800">{ANALYSIS_MESSAGES.basicDetectionNote}</p>
          </div>
        </div>
      )}

      {support && !support.crisis && <SupportResources resources={support.resources} crisis={false} note={analysis.supportNote} />}
      {otherHelp.length > 0 && <SupportResources resources={otherHelp} crisis={false} note={analysis.supportNote} />}

      {analysis.languageNote && (
        // Words in a language the on-device reading does not cover (docs/decisions/025).
        <p role="note" className="flex gap-2 rounded-2xl bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-100">
          <Languages className="mt-0.5 size-4 shrink-0 text-sky-600" aria-hidden="true" />
          {analysis.languageNote}
        </p>
      )}

      {/* No empty section for a check-in without a line, and no second copy of a check-in's line
          shown in its summary above (decision 048). */}
      {!transcriptShownAbove && transcript.trim() !== "" && (
        <Section title={ANALYSIS_CARD_COPY.yourReflection}>
          <EntryText text={transcript} className="font-display text-[15px] leading-relaxed text-slate-700" />
        </Section>
      )}

      <Section title={ANALYSIS_CARD_COPY.emotionalLandscape}>
        <EmotionalLandscape analysis={analysis} />
      </Section>

      <p className="px-1 text-xs text-slate-500">{ANALYSIS_CARD_COPY.disclaimer}</p>

      {analysis.insights && (
        <Section title={ANALYSIS_CARD_COPY.insights} icon={<Lightbulb className="size-4 text-amber-500" aria-hidden="true" />}>
          <p className="text-[15px] leading-relaxed text-slate-700">{analysis.insights}</p>
        </Section>
      )}

      {analysis.suggestions.length > 0 && (
        <Section title={ANALYSIS_CARD_COPY.gentleSuggestions} icon={<Sparkles className="size-4 text-violet-500" aria-hidden="true" />}>
          <ul className="grid gap-2">
            {analysis.suggestions.map((suggestion) => (
              <li key={suggestion} className="flex gap-2 text-[15px] leading-relaxed text-slate-700">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-violet-400" />
                {suggestion}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {analysis.themes.length > 0 && (
        <Section title={ANALYSIS_CARD_COPY.themes} icon={<Tags className="size-4 text-ripple-600" aria-hidden="true" />}>
          <ul className="flex flex-wrap gap-2">
            {analysis.themes.map((theme) => (
              <li key={theme} className="rounded-full bg-ripple-50 px-3 py-1 text-sm text-ripple-800 ring-1 ring-ripple-100">
                {theme}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <footer className="flex items-center justify-center gap-1.5 px-1 pb-1 text-xs text-slate-500">
        {analysis.isAiGenerated ? <Sparkles className="size-3.5" aria-hidden="true" /> : <Cpu className="size-3.5" aria-hidden="true" />}
        {analysis.isAiGenerated ? ANALYSIS_CARD_COPY.footerAi : ANALYSIS_CARD_COPY.footerBasic}
      </footer>
    </article>
  );
}
