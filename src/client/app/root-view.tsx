// The root view switch, in this order:
//  1. 'Preparing your space' while the session loads or a sign-in redirect is starting;
//  2. landing for the first 3 s and whenever signed out;
//  3. onboarding until consent; 4. a loading screen while consent is unknown; 5. main screen.
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, useEffect, useState } from "react";
import { INTRO_DURATION_MS } from "../../domain/constants";
import { displayFirstName } from "../../domain/account/display-name";
import { LOADING_COPY } from "../../domain/ui-copy";
import { LandingScreen } from "../features/landing/components/landing-screen";
import { OnboardingScreen } from "../features/onboarding/components/onboarding-screen";
import { useOnboarding } from "../features/onboarding/hooks/use-onboarding";
import { useAudio } from "../lib/audio/audio-context";
import { authClient } from "../lib/auth-client";
import { forgetKnownUser, isUnreachable, readKnownUser, rememberKnownUser } from "../lib/known-user";
import type { KnownUser } from "../lib/known-user";
import { forgetReplicaInBrowser } from "../lib/replica/replica-name";
import { forgetPersonAtSignOut, markUserInteracted, markVisited } from "../lib/storage";
import { ErrorBoundary } from "../ui/error-boundary";
import { LoadingScreen } from "../ui/loading-screen";
import { INITIAL_OAUTH_ERROR } from "./oauth-error";
import { requestMicAndAudioPermission } from "./request-permission";
import { usePublicConfig } from "./use-public-config";

// Lazy, to keep the landing page small: the dialog code loads when "Enter Ripple" is pressed.
const loadSignInModal = () => import("../features/auth/components/sign-in-modal");
const SignInModal = lazy(() => loadSignInModal().then((m) => ({ default: m.SignInModal })));
const MainScreen = lazy(() => import("./main-screen").then((m) => ({ default: m.MainScreen })));

export function RootView() {
  const session = authClient.useSession();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const { requestAudioPermission } = useAudio();
  const securePermission = () => requestMicAndAudioPermission(requestAudioPermission);
  const [introOver, setIntroOver] = useState(INITIAL_OAUTH_ERROR !== null);
  const [signInOpen, setSignInOpen] = useState(INITIAL_OAUTH_ERROR !== null);
  const [entering, setEntering] = useState(false);
  const [redirectPending, setRedirectPending] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // Only the first session read shows the loader: later refetches (after a sign-in attempt,
  // a two-factor step) must not unmount the landing page and its sign-in dialog.
  const [sessionSettled, setSessionSettled] = useState(false);
  if (!session.isPending && !sessionSettled) setSessionSettled(true);
  // Offline (or the server down), the person last signed in here still reaches their journal, and
  // keeps it while the session is asked for again (back online), until the server answers.
  const [knownUser] = useState(readKnownUser);
  const [offlineUser, setOfflineUser] = useState<KnownUser | null>(null);
  if (!offlineUser && knownUser && !session.data && isUnreachable(session.error)) setOfflineUser(knownUser);
  const answered = session.data !== null || (!session.isPending && !session.isRefetching && !session.error);
  if (offlineUser && answered) setOfflineUser(null);
  const user = session.data?.user ?? offlineUser;
  const onboarding = useOnboarding(user?.id ?? null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setIntroOver(true);
      markVisited();
    }, INTRO_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Remember who is signed in for an offline start; forget them once the server says nobody is.
  const sessionUser = session.data?.user;
  const signedOut = sessionSettled && !session.isPending && !session.data && !session.error;
  useEffect(() => {
    if (sessionUser) {
      rememberKnownUser({
        id: sessionUser.id,
        email: sessionUser.email,
        name: sessionUser.name,
        twoFactorEnabled: Boolean(sessionUser.twoFactorEnabled),
      });
    } else if (signedOut) {
      forgetKnownUser();
    }
  }, [sessionUser, signedOut]);

  // A signed-in person's journal is read from the browser replica while the intro plays (warm start).
  const userId = user?.id;
  useEffect(() => {
    if (userId) void import("../lib/replica/early-read").then((replica) => replica.startEarlyRead(userId));
  }, [userId]);

  async function enter(): Promise<void> {
    markUserInteracted();
    setIntroOver(true);
    if (user) return;
    void loadSignInModal();
    setEntering(true);
    await securePermission();
    setEntering(false);
    setSignInOpen(true);
  }

  // What is the person's in this browser (the replica, a remembered private-journal key, their
  // settings and drafts; not their unsent words) goes first: it is gone even if the sign-out
  // request fails.
  async function signOut(userId: string): Promise<void> {
    setSigningOut(true);
    queryClient.clear();
    forgetPersonAtSignOut(userId);
    try {
      await import("../features/account/lib/push-device").then((push) => push.forgetThisDeviceSoon()); // reminders end with this session (decision 047)
      await forgetReplicaInBrowser(userId);
      await authClient.signOut();
    } finally {
      window.location.reload();
    }
  }

  if (signingOut) return <LoadingScreen message="Until next time…" />;
  if (!sessionSettled) return <LoadingScreen message={LOADING_COPY.preparing} />;

  if (!introOver || !user) {
    return (
      <>
        <LandingScreen canSignIn={config.auth.email} entering={entering} onEnter={() => void enter()} />
        <ErrorBoundary region="sign-in" fallback={() => null}>
          {signInOpen && (
            <Suspense fallback={<LoadingScreen message={LOADING_COPY.preparing} overlay />}>
              <SignInModal
                open={signInOpen && !user}
                onOpenChange={setSignInOpen}
                google={config.auth.google}
                oidc={config.auth.oidc}
                oidcName={config.auth.oidcName}
                securePermission={securePermission}
                onRedirectPending={setRedirectPending}
                initialError={INITIAL_OAUTH_ERROR}
              />
            </Suspense>
          )}
        </ErrorBoundary>
        {redirectPending && <LoadingScreen message={LOADING_COPY.preparing} overlay />}
      </>
    );
  }

  const firstName = displayFirstName({ fullName: user.name, email: user.email });

  if (onboarding.completed === false) {
    return (
      <ErrorBoundary region="onboarding" fullPage>
        <OnboardingScreen firstName={firstName} providers={config.providers} onComplete={onboarding.complete} />
      </ErrorBoundary>
    );
  }
  if (onboarding.completed === null) return <LoadingScreen message={LOADING_COPY.preparing} />;

  return (
    <ErrorBoundary region="your journal" fullPage>
      <Suspense fallback={<LoadingScreen message={LOADING_COPY.preparing} />}>
        <MainScreen
          user={{ id: user.id, email: user.email, name: user.name, twoFactorEnabled: Boolean(user.twoFactorEnabled) }}
          firstName={firstName}
          config={config}
          syncStatus={onboarding.syncStatus}
          onRetrySync={onboarding.retrySync}
          onSignOut={() => void signOut(user.id)}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
