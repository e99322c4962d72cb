// The app: providers, a top error boundary, and a tiny path switch
// (/terms-of-service; everything else is the single root view, root-view.tsx).
import { Suspense, lazy } from "react";
import { ONBOARDING_COPY } from "../../domain/ui-copy";
import { ErrorBoundary } from "../ui/error-boundary";
import { LoadingScreen } from "../ui/loading-screen";
import { Providers } from "./providers";
import { RootView } from "./root-view";

const TermsPage = lazy(() => import("../features/terms/components/terms-page").then((m) => ({ default: m.TermsPage })));

function currentPath(): string {
  return window.location.pathname.replace(/\/+$/, "") || "/";
}

export function App() {
  const path = currentPath();
  return (
    <ErrorBoundary region="Ripple" fullPage>
      <Providers>
        {path === ONBOARDING_COPY.termsPath ? (
          <Suspense fallback={<LoadingScreen message="Opening the terms" />}>
            <TermsPage />
          </Suspense>
        ) : (
          <RootView />
        )}
      </Providers>
    </ErrorBoundary>
  );
}
