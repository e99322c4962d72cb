import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-error";
import { AudioProvider } from "../lib/audio/audio-context";
import { Toaster } from "../ui/toast";

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry network blips once; a 4xx answer will not change on retry.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // A write is tried even when the browser says it is offline: it fails at once with the app's
      // own message (and a reflection is answered on the device) instead of waiting, paused, unseen.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AudioProvider>{children}</AudioProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
