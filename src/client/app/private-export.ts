// A private journal's export (decision 021), made in the browser from the opened journal; its code loads only now.
import type { ExportFormat } from "../../domain/contract/transfer";
import { runtimeTimeZone } from "../../domain/lib/zoned-days";
import type { JournalEntry } from "../../domain/types";
import { saveFile } from "../lib/save-file";

export async function exportPrivately(
  format: ExportFormat,
  entries: JournalEntry[],
  openWith: { key: CryptoKey; userId: string },
): Promise<void> {
  const { buildPrivateExport, buildPrivateDayOneExport, fetchServerExport } =
    await import("../features/private-journal/lib/private-export");
  if (format === "dayone") {
    // each photo and recording opened here with the journal key (decision 053)
    const { fetchMedia } = await import("../lib/media/media-api");
    const zip = await buildPrivateDayOneExport({ entries, open: (item) => fetchMedia(item, openWith) });
    saveFile(zip.blob, zip.name);
    return;
  }
  const serverExport = format === "json" ? await fetchServerExport() : undefined;
  const timeZone = runtimeTimeZone();
  const file = buildPrivateExport({ format, entries, serverExport, timeZone });
  saveFile(file.blob, file.name);
}
