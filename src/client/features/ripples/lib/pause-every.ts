// Time slices for work the page must not wait on (building the search index over thousands of
// entries): a pause for EntrySearchIndex.syncInSlices that gives the page a turn whenever the
// work has run a slice's time since its last one.
import type { Pause } from "../../../../domain/search/entry-index";

/** How long the page goes without a pause. */
const SLICE_MS = 10;

/** A pause every `sliceMs` of work, the clock starting at the first ask (the work's start). */
export function pauseEvery(sliceMs = SLICE_MS): Pause {
  let sliceStarted: number | null = null;
  return () => {
    const now = performance.now();
    sliceStarted ??= now;
    if (now - sliceStarted < sliceMs) return null;
    return nextTask().then(() => {
      sliceStarted = performance.now();
    });
  };
}

/** A fresh task: unlike setTimeout (held to 4 ms once calls nest), a message comes back at once. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
