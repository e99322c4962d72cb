// The app wired to the provider fakes, one per Playwright worker: playwright.config.ts starts, for
// each worker, an app and the five fakes it calls. A test here scripts and reads the fakes of the
// worker it runs in, and a worker runs one test at a time, so no other test touches them while it
// runs: these specs run in parallel with each other and with the rest (reset() at a test's start
// forgets what the worker's last test left).
import { E2E_WORKERS, cloudAppUrl, fakesBasePort } from "../../../playwright.config";
import { remoteFakeControl } from "../../fakes/remote-control";
import type { RemoteFakeControl } from "../../fakes/remote-control";
import { FAKE_NAMES } from "../../fakes/start-fakes";
import type { FakeName } from "../../fakes/start-fakes";

/**
 * This worker's index among those running at once (Playwright sets it in each worker). A spec file
 * is also loaded once in Playwright's main process, only to list its tests, where it is unset.
 */
function workerIndex(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (!Number.isInteger(index) || index < 0 || index >= E2E_WORKERS) {
    throw new Error(`worker ${index} has no cloud app: playwright.config.ts starts ${E2E_WORKERS} (set E2E_WORKERS instead of --workers)`);
  }
  return index;
}

const worker = workerIndex();

/** This worker's app with every cloud provider pointed at its fakes. */
export const CLOUD_APP = cloudAppUrl(worker);

/** This worker's fakes, by provider (the order of FAKE_NAMES is the order of their ports, as in serve.ts). */
export const fakes = Object.fromEntries(
  FAKE_NAMES.map((name, offset) => [name, remoteFakeControl(`http://127.0.0.1:${fakesBasePort(worker) + offset}`)]),
) as Record<FakeName, RemoteFakeControl>;

/** Forgets every fake's requests, script and default. */
export async function resetFakes(): Promise<void> {
  await Promise.all(Object.values(fakes).map((fake) => fake.reset()));
}
