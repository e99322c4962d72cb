// Which voice the server offers, from GET /api/config (same query and cache as the app's).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PublicConfig } from "../../../../domain/contract/config";
import { PublicConfigSchema } from "../../../../domain/contract/config";
import { api } from "../../../lib/api-client";
import { configKeys } from "../../../lib/query-keys";
import type { SpeechProvider } from "../lib/voice-mode";
import { pathOf, routes } from "../../../../domain/contract/routes";

const speechConfigQuery = {
  queryKey: configKeys.all,
  queryFn: () => api.get(pathOf(routes.config), PublicConfigSchema),
  staleTime: Number.POSITIVE_INFINITY,
} as const;

function providerOf(config: PublicConfig | undefined): SpeechProvider {
  return config?.providers.speech === "elevenlabs" ? "elevenlabs" : "native";
}

/** The configured provider, plus a reader for callbacks that run later. 'native' until known. */
export function useSpeechProvider(): { provider: SpeechProvider; readProvider: () => SpeechProvider } {
  const queryClient = useQueryClient();
  const query = useQuery(speechConfigQuery);
  return {
    provider: providerOf(query.data),
    readProvider: () => providerOf(queryClient.getQueryData<PublicConfig>(configKeys.all)),
  };
}
