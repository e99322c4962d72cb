// The strength meter's verdicts: common and personal passphrases are weak, a few unrelated words strong.
import { describe, expect, it } from "vitest";
import { MIN_PASSPHRASE_SCORE, passphraseStrength } from "./passphrase-strength";

describe("passphraseStrength", () => {
  it("rates common passwords, keyboard walks and the person's own e-mail below what a private journal needs", () => {
    for (const weak of ["password1", "qwertyuiop", "ripplejournal", "iloveyou2024"]) {
      expect(passphraseStrength(weak).score, weak).toBeLessThan(MIN_PASSPHRASE_SCORE);
    }
    expect(passphraseStrength("ada.lovelace", ["ada.lovelace@example.com", "ada", "lovelace"]).score).toBeLessThan(MIN_PASSPHRASE_SCORE);
    expect(passphraseStrength("qwertyuiop").advice).not.toBeNull();
  });

  it("rates a few unrelated words as strong enough", () => {
    expect(passphraseStrength("lantern cobalt meadow thistle").score).toBeGreaterThanOrEqual(MIN_PASSPHRASE_SCORE);
    expect(passphraseStrength("Velvet-harbour-7-quietly").score).toBeGreaterThanOrEqual(MIN_PASSPHRASE_SCORE);
  });
});
