// Debian's Chromium, as every browser run here uses it (Playwright's tests, the benches, the icon
// script): the project never downloads a browser. The flags keep a headless run quiet and offline.
import { chromium } from "@playwright/test";
import type { Browser } from "@playwright/test";

export const CHROMIUM_PATH = "/usr/bin/chromium";

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
