// The private journal's recovery key as a person sees it (decision 021): 160 random bits written as
// 32 characters of Crockford's base32 in eight groups of four ("7KQ2-…"), easy to print, copy or
// read aloud. Reading it back forgives case, spaces, dashes and the look-alike letters (O for 0,
// I and L for 1). Pure: the random bytes come from the caller.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECOVERY_KEY_BYTES = 20;
const CHARS = (RECOVERY_KEY_BYTES * 8) / 5;
const GROUP = 4;

const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

/** The key's bytes as the grouped code. */
export function formatRecoveryKey(bytes: Uint8Array): string {
  if (bytes.length !== RECOVERY_KEY_BYTES) throw new RangeError(`a recovery key is ${RECOVERY_KEY_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(new RegExp(`.{${GROUP}}`, "g"))!.join("-");
}

/** The bytes of a typed or pasted code; null when it is not one (wrong length or a letter not in the code). */
export function parseRecoveryKey(text: string): Uint8Array | null {
  const chars = text
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c]!);
  if (chars.length !== CHARS) return null;
  const bytes = new Uint8Array(RECOVERY_KEY_BYTES);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of chars) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bytes[at++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  return bytes;
}
