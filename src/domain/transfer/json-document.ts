// One JSON document of an import, Ripple's export or a Day One journal, parsed with
// @streamparser/json one entry at a time (`$.entries.*`, nothing else kept).
import { JSONParser } from "@streamparser/json";
import { dayOneEntryItem, looksLikeDayOneEntry } from "./dayone-import";
import type { ImportItem, Sha256 } from "./imported-entry";
import { fail } from "./imported-entry";
import { READ_MESSAGES, malformed } from "./read-messages";
import { RIPPLE_EXPORT_FORMAT, rippleEntryItem, rippleHeaderProblem } from "./ripple-import";

/** One JSON document: Ripple's export or a Day One journal, read one entry at a time. */
export class JsonDocument {
  private readonly parser = new JSONParser({
    paths: ["$.format", "$.version", "$.metadata", "$.entries.*", "$.unreadable.*", "$.sealed.*"],
    keepStack: false,
  });
  private format: unknown;
  private version: unknown;
  private hasMetadata = false;
  private entries = 0;
  private dayOneEntries = 0;
  private started = false;
  readonly items: ImportItem[] = [];

  constructor(
    private readonly fileName: string,
    private readonly sha256: Sha256,
  ) {
    this.parser.onValue = ({ value, key, stack }) => {
      if (stack.length === 1) {
        if (key === "format") this.format = value;
        else if (key === "version") this.version = value;
        else if (key === "metadata") this.hasMetadata = true;
        return;
      }
      const list = stack[1]?.key;
      if (list === "entries") this.entry(value);
      else if (list === "sealed" || list === "unreadable") {
        const id = typeof value === "object" && value !== null && "id" in value ? String((value as { id: unknown }).id) : "";
        this.items.push(fail(`${this.fileName} ${list} ${id}`.trim(), list === "sealed" ? READ_MESSAGES.sealed : READ_MESSAGES.unreadable));
      }
    };
  }

  private entry(value: unknown): void {
    const index = this.entries;
    this.entries += 1;
    const ripple = this.format === RIPPLE_EXPORT_FORMAT || (this.format === undefined && !looksLikeDayOneEntry(value));
    if (ripple) this.items.push(rippleEntryItem(value, index, this.fileName));
    else {
      this.dayOneEntries += 1;
      this.items.push(dayOneEntryItem(value, index, this.fileName, this.sha256));
    }
  }

  write(chunk: Uint8Array): void {
    if (!this.started) {
      this.started = true;
      // a UTF-8 byte-order mark is not JSON
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    if (chunk.length === 0) return;
    try {
      this.parser.write(chunk);
    } catch {
      throw malformed(READ_MESSAGES.notJson);
    }
  }

  finish(): "ripple" | "dayone" {
    try {
      if (!this.parser.isEnded) this.parser.end();
    } catch {
      throw malformed(READ_MESSAGES.notJson);
    }
    if (this.format !== undefined) {
      const problem = rippleHeaderProblem(this.format, this.version);
      if (problem) throw malformed(problem);
      return "ripple";
    }
    if (this.hasMetadata || this.dayOneEntries > 0) return "dayone";
    if (this.entries > 0) throw malformed(READ_MESSAGES.notExport);
    throw malformed(READ_MESSAGES.notExport);
  }
}
