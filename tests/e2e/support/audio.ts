// Audio helpers for the e2e specs: a returning listener whose replies are spoken, and an ear
// on the sound effects (every HTMLMediaElement.play of an /audio/ file, with its volume).
import type { Page } from "@playwright/test";

export interface PlayedSound {
  file: string;
  volume: number;
}

declare global {
  interface Window {
    __sounds?: PlayedSound[];
  }
}

/** Audio allowed, the page interacted with before, and the welcome clip heard (the three stored flags). */
export async function allowSpokenReplies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("ripple:audio-permission", "granted");
    localStorage.setItem("ripple:user-interacted", "true");
    // the welcome clip counts as played for whoever signs in
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key.startsWith("ripple:welcome-played:") ? "true" : getItem.call(this, key);
    };
  });
}

/** Records each sound file played and its volume; the returned function reads the list. */
export async function listenToSoundEffects(page: Page): Promise<() => Promise<PlayedSound[]>> {
  await page.addInitScript(() => {
    const played: PlayedSound[] = [];
    window.__sounds = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const file = (this.currentSrc || this.src).split("/").pop() ?? "";
      if (file.endsWith(".mp3")) played.push({ file, volume: Math.round(this.volume * 100) / 100 });
      return play.call(this);
    };
  });
  return () => page.evaluate(() => window.__sounds ?? []);
}
