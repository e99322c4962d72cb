// The service worker that makes Ripple installable and open offline (decision 020), registered after
// the page has loaded (it is not part of the landing JavaScript). An update never swaps the app
// under the person: the new worker waits, a gentle toast offers `Reload to update`, and tapping it
// lets the new worker take over and reloads the page once. A tab left open looks for an update
// every hour.
import { registerSW } from "virtual:pwa-register";
import { UPDATE_COPY } from "../../domain/ui-copy";
import { showToast } from "../ui/toast";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      showToast("info", UPDATE_COPY.reload, { id: "app:update", duration: Number.POSITIVE_INFINITY, onTap: () => void update(true) });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
