// GET /api/greeting: the personalised greeting, with 'How are you feeling today?' when it fails.
import { useQuery } from "@tanstack/react-query";
import { GreetingResponseSchema } from "../../../../domain/contract/greeting";
import { DEFAULT_GREETING } from "../../../../domain/constants";
import { api } from "../../../lib/api-client";
import { greetingKeys } from "../../../lib/query-keys";
import { pathOf, routes } from "../../../../domain/contract/routes";

/** `hour`: the person's own clock picks morning, afternoon, evening or night, not the server's. */
function getGreeting(hour: number) {
  return api.get(pathOf(routes.greeting, {}, { hour }), GreetingResponseSchema, { timeoutMs: 8000 });
}

export function useGreeting(userId: string, enabled = true): string | undefined {
  const query = useQuery({
    enabled,
    queryKey: greetingKeys.detail(userId),
    queryFn: () => getGreeting(new Date().getHours()),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  if (query.isError) return DEFAULT_GREETING;
  return query.data?.greeting || (query.isSuccess ? DEFAULT_GREETING : undefined);
}
