// The sonner Toaster, loaded on the first toast so the landing page stays small.
//
// Where: top right, below the top bar, on a wide screen. On a phone a drawer takes
// the whole width and its header (title, Close, Back) sits where a top toast would: there toasts
// rise from the bottom edge instead (decision 044).
import { useEffect, useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { TOAST_DEFAULT_DURATION_MS } from "../../domain/constants";

/** sonner's own phone width: up to it, its mobileOffset applies. */
const NARROW = "(max-width: 600px)";

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isNarrow = () => window.matchMedia(NARROW).matches;

export default function SonnerHost({ onReady }: { onReady: () => void }) {
  // Runs after the Toaster's own effect has subscribed to the toast store.
  useEffect(onReady, [onReady]);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  return (
    <Toaster
      position={narrow ? "bottom-center" : "top-right"}
      duration={TOAST_DEFAULT_DURATION_MS}
      richColors
      closeButton
      // below the top bar, so a toast never covers mute, account or sign-out
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ bottom: 16, right: 12, left: 12 }}
      toastOptions={{ className: "rounded-2xl! font-sans!" }}
    />
  );
}
