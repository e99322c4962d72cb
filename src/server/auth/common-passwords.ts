// The 10,000 most common passwords of 8 to 128 characters (common-passwords.txt beside this file;
// provenance and licence in common-passwords.README.md). Compared case-insensitively.
import { readFileSync } from "node:fs";

const LIST_URL = new URL("./common-passwords.txt", import.meta.url);

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(LIST_URL, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
