// A CSV file read as a spreadsheet reads it (Excel, LibreOffice, Google Sheets): a line break of
// any kind (CRLF, LF or CR) outside quotes ends a row, so an RFC 4180 file must quote every cell
// that holds one. csv-parse is told to split on all three; a row of the wrong length throws.
import { parse } from "csv-parse/sync";

export function spreadsheetRows(text: string | Uint8Array): string[][] {
  return parse(typeof text === "string" ? text : Buffer.from(text), { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
}
