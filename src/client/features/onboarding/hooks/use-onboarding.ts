// Onboarding status and cloud sync status.
//  - Completing sets the local flag and marks sync 'synced' at once; the consent is sent
//    5 s later in the background, and a failure only turns sync to 'failed'.
//  - Without a local flag a silent profile lookup runs; agreed → flag set, completed.
//    A failed lookup → not completed, sync 'failed'. No user → status null, sync idle.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ONBOARDING_SYNC_DELAY_MS, SYNC_FAILED_TOAST_MS, SYNC_SUCCESS_TOAST_MS } from "../../../../domain/constants";
import { SYNC_MESSAGES } from "../../../../domain/messages";
import { profileKeys } from "../../../lib/query-keys";
import { isOnboardingComplete, markOnboardingComplete } from "../../../lib/storage";
import { showToast } from "../../../ui/toast";
/** Loaded on first use, so the api client and the contract (zod) stay out of the landing JavaScript. */
const loadProfileApi = () => import("../api/profile");

type SyncStatus = "idle" | "syncing" | "synced" | "failed";

export interface OnboardingState {
  /** null while unknown (lookup in flight) or without a user. */
  completed: boolean | null;
  syncStatus: SyncStatus;
  complete: () => void;
  retrySync: () => void;
}

const SYNC_TOAST_ID = "sync-status";

export function useOnboarding(userId: string | null): OnboardingState {
  const [completedFor, setCompletedFor] = useState<string | null>(null);
  const [sync, setSync] = useState<{ userId: string; status: SyncStatus } | null>(null);
  const syncTimer = useRef<number | undefined>(undefined);

  const localFlag = userId ? isOnboardingComplete(userId) || completedFor === userId : false;

  function setSyncStatus(forUser: string, status: SyncStatus): void {
    setSync({ userId: forUser, status });
    // One toast id for sync: a new status replaces the last one's toast.
    if (status === "synced") {
      showToast("success", SYNC_MESSAGES.synced, { id: SYNC_TOAST_ID, duration: SYNC_SUCCESS_TOAST_MS });
    } else if (status === "failed") {
      showToast("warning", SYNC_MESSAGES.failed, {
        id: SYNC_TOAST_ID,
        duration: SYNC_FAILED_TOAST_MS,
        onTap: () => retryFor(forUser),
      });
    }
  }

  const lookup = useQuery({
    queryKey: profileKeys.detail(userId ?? "none"),
    enabled: userId !== null && !localFlag,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const forUser = userId as string;
      try {
        const { getProfile } = await loadProfileApi();
        const profile = await getProfile();
        if (profile.hasAgreedToTerms) markOnboardingComplete(forUser);
        return profile;
      } catch (error) {
        setSyncStatus(forUser, "failed");
        throw error;
      }
    },
  });

  async function pushConsent(forUser: string): Promise<void> {
    try {
      const { putConsent } = await loadProfileApi();
      await putConsent();
      return;
    } catch {
      setSyncStatus(forUser, "failed");
      throw new Error("sync failed");
    }
  }

  function retryFor(forUser: string): void {
    setSync({ userId: forUser, status: "syncing" });
    if (isOnboardingComplete(forUser)) {
      pushConsent(forUser).then(
        () => setSyncStatus(forUser, "synced"),
        () => undefined,
      );
    } else {
      // The lookup failed before: ask again.
      // refetch() resolves with the query's result (failures included) and does not reject.
      void lookup.refetch().then((result) => {
        if (result.isSuccess) setSyncStatus(forUser, "synced");
      });
    }
  }

  useEffect(() => () => window.clearTimeout(syncTimer.current), []);

  function complete(): void {
    if (!userId) return;
    const forUser = userId;
    markOnboardingComplete(forUser);
    setCompletedFor(forUser);
    setSyncStatus(forUser, "synced");
    window.clearTimeout(syncTimer.current);
    syncTimer.current = window.setTimeout(() => {
      pushConsent(forUser).catch(() => undefined);
    }, ONBOARDING_SYNC_DELAY_MS);
  }

  let completed: boolean | null = null;
  if (userId) {
    if (localFlag || lookup.data?.hasAgreedToTerms) completed = true;
    else if (lookup.isSuccess || lookup.isError) completed = false;
  }

  return {
    completed,
    syncStatus: userId && sync?.userId === userId ? sync.status : "idle",
    complete,
    retrySync: () => {
      if (userId) retryFor(userId);
    },
  };
}
