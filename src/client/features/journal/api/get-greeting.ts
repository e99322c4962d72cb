// GET /api/greeting: the personalised greeting, with the spec's default when it fails.
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { greetingKeys } from "../../../lib/query-keys";

/** spec §8: the fixed default greeting. */
export const DEFAULT_GREETING = "How are you feeling today?";

export function useGreeting(userId: string): string | undefined {
  const query = useQuery({
    queryKey: greetingKeys.detail(userId),
    // the person's own clock picks morning, afternoon, evening or night, not the server's
    queryFn: () => api.get<{ greeting: string }>(`/api/greeting?hour=${new Date().getHours()}`, { timeoutMs: 8000 }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  if (query.isError) return DEFAULT_GREETING;
  return query.data?.greeting || (query.isSuccess ? DEFAULT_GREETING : undefined);
}
