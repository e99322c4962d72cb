// What an uploaded file is, from its first bytes rather than its declared type: a ZIP (local
// file header, or the end record of an empty archive), JSON (an object after any BOM and
// white space), text (UTF-8 without NUL bytes: read as Markdown) or anything else. And which
// paths inside a ZIP are read. Pure.
import { isNoteName } from "./markdown-import";

export type FileKind = "zip" | "json" | "text" | "binary";

/** The kind of a file from its start (a few hundred bytes are plenty; a text's last character may be cut). */
export function sniffKind(head: Uint8Array): FileKind {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))) {
    return "zip";
  }
  let start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (start < head.length && (head[start] === 0x20 || head[start] === 0x0a || head[start] === 0x0d || head[start] === 0x09)) start += 1;
  if (head[start] === 0x7b) return "json";
  if (head.includes(0)) return "binary";
  // a multi-byte character cut at the end of the head is not an error
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    decoder.decode(head, { stream: true });
    return "text";
  } catch {
    return "binary";
  }
}

export type ZipMember = "json" | "note" | "skip" | "unsafe";

/**
 * How a ZIP member is treated. Nothing is written to disk, but a path that climbs out of the
 * archive (`../`, an absolute or drive path) marks a crafted file: it is refused and listed.
 * Folders, macOS resource forks, hidden files and media are skipped quietly.
 */
export function zipMemberKind(path: string): ZipMember {
  if (path.includes("\u0000") || /^([a-z]:)?[/\\]/i.test(path) || path.split(/[/\\]/).includes("..")) return "unsafe";
  const parts = path.split(/[/\\]/).filter((part) => part !== ".");
  const base = parts.at(-1) ?? "";
  if (base === "" || parts.some((part) => part === "__MACOSX" || part.startsWith("."))) return "skip";
  if (base.toLowerCase().endsWith(".json")) return "json";
  if (isNoteName(base)) return "note";
  return "skip";
}
