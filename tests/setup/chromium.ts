// Debian's Chromium, as every browser run here uses it (Playwright's tests, the benches, the icon
// script): the project never downloads a browser. The flags keep a headless run quiet and offline.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";

/** The full browser (Debian's `chromium`): the benches, the icon script, and the specs that need it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's build of Chromium's headless shell (`chromium-headless-shell`): the same engine without
 * the browser's windowing layers, about a fifth less CPU per browser test (decision 060). It
 * refuses notifications, so the specs that show one run on the full browser. When it is not
 * installed, every spec runs on the full browser.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
