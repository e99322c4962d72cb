// A finished reflection on the journal screen: 'Your reflection has been saved' with the analysis card,
// `Not quite right? Change the feeling` (decision 026), `Ask the AI about this` in a private journal
// (decision 021) and the entry's photos; or 'Your moment has been honored'.
import { useState } from "react";
import { analysisWithChoice } from "../../../../domain/analysis/emotion-correction";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { AnalysisSlot } from "../../../ui/analysis-slot";
import { EmotionCorrection } from "../../../ui/emotion-correction";
import { EntryPhotos } from "../../../ui/entry-photos";
import { showToast } from "../../../ui/toast";
import type { ReflectionInput } from "../api/create-reflection";
import type { useReflection } from "../hooks/use-reflection";
import type { JournalVoice } from "./journal-types";
import { AskAiButton, HonoredView, SavedView, crisisLinesFirst } from "./result-views";

interface Props {
  userId: string;
  /** The completed reflection. */
  done: { input: ReflectionInput; result: OrchestratorResult; recovered: boolean; savedOnDevice: boolean; synced: boolean };
  reflection: Pick<ReturnType<typeof useReflection>, "canAskAi" | "asking" | "askAi">;
  voice: Pick<JournalVoice, "muted" | "speak">;
  /** The server has a cloud AI: a private journal's result offers `Ask the AI about this`. */
  cloudAi?: boolean;
  onContinue: () => void;
}

export function ReflectionResult({ userId, done, reflection, voice, cloudAi, onContinue }: Props) {
  // The feeling the person chose on this result (decision 026), shown in place of the analyser's.
  const [corrected, setCorrected] = useState<JournalEntry | null>(null);
  const { input, result } = done;
  const common = {
    recovered: done.recovered,
    device: done.savedOnDevice ? { synced: done.synced } : undefined,
    result,
    muted: voice.muted,
    onReplay: () => voice.speak(result.aiResponse),
    onContinue,
  };
  // Photos join a saved reflection once the server has it (decision 052): not one kept on this device only.
  const photos =
    !done.savedOnDevice || done.synced ? <EntryPhotos key={input.id} userId={userId} entry={{ id: input.id }} titled /> : undefined;
  if (!result.shouldShowAnalysis) {
    return (
      <HonoredView {...common} transcript={input.transcript}>
        {photos}
      </HonoredView>
    );
  }
  const chosen = corrected?.id === input.id ? corrected : null;
  const shown = chosen ? analysisWithChoice(result.analysis, chosen) : result.analysis;
  const askAi = cloudAi && (reflection.canAskAi || reflection.asking);
  return (
    <SavedView {...common}>
      <AnalysisSlot analysis={shown} transcript={input.transcript} crisisShownAbove={crisisLinesFirst(result).length > 0} />
      {/* answered on this device and not yet on the server: nothing there to change yet */}
      {!done.savedOnDevice && (
        <EmotionCorrection
          userId={userId}
          entryId={input.id}
          emotion={shown.primaryEmotion}
          intensity={shown.emotionIntensity}
          setByPerson={chosen !== null}
          onCorrected={setCorrected}
        />
      )}
      {askAi && (
        <AskAiButton
          asking={reflection.asking}
          onAsk={() =>
            void reflection.askAi().then((answered) => {
              if (answered) showToast("success", PRIVATE_JOURNAL_COPY.aiAnswered);
              else showToast("error", PRIVATE_JOURNAL_COPY.aiFailed);
            })
          }
        />
      )}
      {photos}
    </SavedView>
  );
}
