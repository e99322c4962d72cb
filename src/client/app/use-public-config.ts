// GET /api/config: which sign-in methods and providers are on. Read once per page.
import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../domain/contract/config";
import { configKeys } from "../lib/query-keys";

export type { PublicConfig };

/** What the client assumes until /api/config answers (or if it cannot): email only, local providers. */
const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  auth: { email: true, google: false, oidc: false, oidcName: null },
  providers: { emotion: "local", text: "local", speech: "native", chat: "none" },
  transcription: false,
  crisisRegion: null,
};

export function usePublicConfig(): PublicConfig {
  const query = useQuery({
    queryKey: configKeys.all,
    // Loaded on first use: the api client and the contract (zod) stay out of the landing JavaScript.
    queryFn: async () => {
      const [{ api }, { pathOf, routes }] = await Promise.all([import("../lib/api-client"), import("../../domain/contract/routes")]);
      return api.get(pathOf(routes.config), routes.config.response);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? DEFAULT_PUBLIC_CONFIG;
}
