// The sonner Toaster, loaded on the first toast so the landing page stays small.
import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOAST_DEFAULT_DURATION_MS } from "../../domain/constants";

export default function SonnerHost({ onReady }: { onReady: () => void }) {
  // Runs after the Toaster's own effect has subscribed to the toast store.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DEFAULT_DURATION_MS}
      richColors
      closeButton
      // below the top bar, so a toast never covers mute, account or sign-out
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      toastOptions={{ className: "rounded-2xl! font-sans!" }}
    />
  );
}
