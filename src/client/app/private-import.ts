// A private journal's import (decision 021), composed for the account menu: the file is read,
// previewed, analysed and sealed in the browser (features/private-journal/lib/private-import.ts)
// and each entry put as an envelope. Its code (the reader, the analyser's path, SHA-256) loads when
// a file is chosen. The preview's reading is kept for the import of that same file.
import type { CrisisLines } from "../../domain/crisis/lines";
import type { InBrowserImport } from "../features/account/components/import-data";
import { importContentType } from "../features/account/api/transfer";
import type { PrivateImportRead } from "../features/private-journal/lib/private-import";

export function privateImporter(options: {
  key: CryptoKey;
  userId: string;
  crisisLines: CrisisLines;
  /** Every id the journal has now: opened, and sealed ones this key cannot open. */
  knownIds: () => ReadonlySet<string>;
}): InBrowserImport {
  let last: { file: File; read: PrivateImportRead } | null = null;
  const read = async (file: File): Promise<PrivateImportRead> => {
    const { readPrivateImport } = await import("../features/private-journal/lib/private-import");
    const done = await readPrivateImport(file, importContentType(file), options.knownIds());
    last = { file, read: done };
    return done;
  };
  return {
    preview: async (file) => (await read(file)).preview,
    async run(file, onProgress) {
      const [{ writePrivateImport }, { putSealedEntry }, { uploadMedia }] = await Promise.all([
        import("../features/private-journal/lib/private-import"),
        import("../lib/private-journal/sealed-entries"),
        import("../lib/media/media-api"),
      ]);
      const prepared = last?.file === file ? last.read : await read(file);
      return writePrivateImport(prepared, {
        crisisLines: options.crisisLines,
        onProgress,
        put: (entry, createdAt) => putSealedEntry(options.key, options.userId, entry, createdAt),
        // each photo and recording sealed with the journal key before it leaves (decision 053)
        putMedia: (upload) => uploadMedia({ ...upload, sealWith: { key: options.key, userId: options.userId } }),
      });
    },
  };
}
