// `Ask the AI about this` (decision 021): the cloud's reading of one private reflection, in place of
// the device's. Sent with `ephemeral: true` (answered, stored and logged nowhere on the server), the
// answer is sealed here over the device's and shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MutableRefObject } from "react";
import { analysisWithChoice } from "../../../../domain/analysis/emotion-correction";
import type { OrchestratorResult } from "../../../../domain/types";
import { currentEntry } from "../../../lib/correct-emotion";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { createReflection } from "../api/create-reflection";
import type { ReflectionInput } from "../api/create-reflection";
import { deviceEntry, readingOver } from "../lib/outbox-sync";

/** The reflection on screen, as far as asking the AI goes. */
interface Shown {
  input: ReflectionInput;
  savedOnDevice: boolean;
}

/**
 * `keyRef`: the private journal's sealing key (null for an ordinary journal); `shown`: the completed
 * reflection on screen, or null; `speak`: reads the cloud's reply aloud.
 */
export function useAskAi(userId: string, keyRef: MutableRefObject<CryptoKey | null>, shown: Shown | null, speak: (reply: string) => void) {
  const queryClient = useQueryClient();
  const [cloud, setCloud] = useState<{ id: string; result: OrchestratorResult | null } | null>(null);

  // The one write of this path: the cloud's answer sealed over the device's, under the same id.
  const ask = useMutation({
    mutationFn: async ({ key, input }: { key: CryptoKey; input: ReflectionInput }) => {
      const { result } = await createReflection({ ...input, ephemeral: true });
      // Same id: the sealed entry is replaced, its time kept by the server; a feeling the person
      // chose on this result (or since) stays theirs, as a re-analysis keeps it (decision 026).
      const stored = await currentEntry(userId, input.id, key).catch(() => null);
      const entry = readingOver(stored, deviceEntry(input, result));
      await putSealedEntry(key, userId, entry);
      return { result, shown: entry.emotionSetBy ? { ...result, analysis: analysisWithChoice(result.analysis, entry) } : result };
    },
    onMutate: ({ input }) => setCloud({ id: input.id, result: null }),
    onSuccess: ({ result, shown: answer }, { input }) => {
      setCloud({ id: input.id, result: answer });
      speak(result.aiResponse);
      void refreshAfterSave(queryClient, userId);
    },
    onError: () => setCloud(null),
  });

  return {
    /** The cloud's reading of the reflection with this id, once it has come. */
    cloudResult: (id: string): OrchestratorResult | null => (cloud?.id === id ? cloud.result : null),
    /** Whether `askAi` can run: a private journal's reflection, saved, not yet read by the AI. */
    canAskAi: keyRef.current !== null && shown !== null && !shown.savedOnDevice && cloud?.id !== shown.input.id,
    asking: cloud !== null && shown !== null && cloud.id === shown.input.id && cloud.result === null,
    /**
     * Sends this one reflection to the server's cloud pipeline with `ephemeral: true` (answered,
     * stored and logged nowhere there), seals the answer here in place of the device's and shows it.
     */
    async askAi(): Promise<boolean> {
      const key = keyRef.current;
      if (!key || !shown) return false;
      return ask.mutateAsync({ key, input: shown.input }).then(
        () => true,
        () => false,
      );
    },
  };
}
