// Export and import of the journal (decision 019): the export's address for each format (a plain
// same-origin GET, so a download link carries the session cookie), the import's preview
// (POST /api/import?dryRun=1, nothing written) and the import itself, whose progress arrives as
// NDJSON (one ImportProgressEvent a line) and is read by the client's NDJSON reader as it streams. The file is
// sent with XMLHttpRequest, whose upload events say how much of it has gone (fetch has none), and
// a file past its limit is refused here before a byte is sent, with the server's own words
// (importLimitFor, decision 053).
import { API_CLIENT_HEADER, API_CLIENT_HEADER_VALUE } from "../../../../domain/lib/api-client-header";
import { runtimeTimeZone } from "../../../../domain/lib/zoned-days";
import { pathOf, routes } from "../../../../domain/contract/routes";
import { ImportProgressEventSchema, importLimitFor } from "../../../../domain/contract/transfer";
import type { ExportFormat, ImportSummary } from "../../../../domain/contract/transfer";
import { ApiError, errorFromResponse, invalidResponse, networkError, readJson } from "../../../lib/api-client";
import { readNdjson } from "../../../lib/api-ndjson";

export type { ExportFormat, ImportSummary };

/** The export's address; Markdown notes are named and dated in the person's own time zone (`tz`). */
export function exportUrl(format: ExportFormat, timeZone: string | undefined = runtimeTimeZone()): string {
  return pathOf(routes.export, {}, { format, tz: format === "markdown" && timeZone ? timeZone : undefined });
}

/** What the file input offers (the server decides the format from the content). */
export const IMPORT_ACCEPT = ".json,.zip,.md,.markdown,.txt";

const CONTENT_TYPES: Record<string, string> = {
  json: "application/json",
  zip: "application/zip",
  md: "text/markdown",
  markdown: "text/markdown",
  txt: "text/plain",
};

/** The file's content type: from its extension first (browsers leave .md blank or guess), else what the browser says. */
export function importContentType(file: { name: string; type: string }): string {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  return CONTENT_TYPES[extension] ?? (file.type || "application/octet-stream");
}

/** Bytes of the file sent so far, and its size. */
export type UploadProgress = (sent: number, total: number) => void;

/** The file's size checked against its limit before anything is sent: ApiError 413 with the server's words. */
export function checkImportSize(file: { name: string; type: string; size: number }): void {
  const limit = importLimitFor(file);
  if (file.size > limit.maxBytes) throw new ApiError({ status: 413, code: "payload_too_large", message: limit.message });
}

/**
 * Sends the file as the body with its content type (XMLHttpRequest, for upload progress); resolves
 * with the answer as a Response once its headers have come, its body streaming what the server
 * writes (NDJSON lines arrive as they are sent). A non-2xx answer is ApiError with the server's words.
 */
function postFile(file: File, dryRun: boolean, accept: string, onUpload?: UploadProgress, signal?: AbortSignal): Promise<Response> {
  checkImportSize(file);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(routes.import.method, pathOf(routes.import, {}, { dryRun: dryRun ? "1" : undefined }));
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", accept);
    xhr.setRequestHeader("content-type", importContentType(file));
    // A Markdown note can take its date from its file name.
    xhr.setRequestHeader("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader(API_CLIENT_HEADER, API_CLIENT_HEADER_VALUE);
    xhr.upload.onprogress = (event) => onUpload?.(event.loaded, event.lengthComputable ? event.total : file.size);
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    let read = 0;
    const encoder = new TextEncoder();
    const pushText = () => {
      const text = xhr.responseText;
      if (text.length > read) controller?.enqueue(encoder.encode(text.slice(read)));
      read = text.length;
    };
    let settled = false;
    const answer = () => {
      if (settled) return;
      settled = true;
      const ok = xhr.status >= 200 && xhr.status < 300;
      const headers = { "content-type": xhr.getResponseHeader("content-type") ?? "" };
      if (!ok) {
        // the error body is small: wait for all of it
        return;
      }
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          pushText();
        },
      });
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onreadystatechange = () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED && xhr.status >= 200 && xhr.status < 300) answer();
    };
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        answer();
        pushText();
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        answer();
        pushText();
        controller?.close();
        return;
      }
      settled = true;
      const failed = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { "content-type": xhr.getResponseHeader("content-type") ?? "" },
      });
      void errorFromResponse(failed).then(reject, reject);
    };
    const broken = () => {
      const error = networkError(new TypeError("network"));
      if (!settled) reject(error);
      else controller?.error(error);
      settled = true;
    };
    xhr.onerror = broken;
    xhr.onabort = broken;
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    onUpload?.(0, file.size);
    xhr.send(file);
  });
}

/** What the import would do, without writing anything. */
export async function previewImport(file: File, onUpload?: UploadProgress, signal?: AbortSignal): Promise<ImportSummary> {
  return readJson(await postFile(file, true, "application/json", onUpload, signal), routes.import.response);
}

/**
 * Imports the file: `onProgress` gets the count processed so far while the server reads and
 * analyses, and the summary resolves at the end. An error event or a stream that ends without
 * a summary throws ApiError. A server that answers plain JSON instead of the stream is read too.
 */
export async function runImport(
  file: File,
  onProgress: (processed: number) => void,
  onUpload?: UploadProgress,
  signal?: AbortSignal,
): Promise<ImportSummary> {
  const response = await postFile(file, false, "application/x-ndjson", onUpload, signal);
  if (!(response.headers.get("content-type") ?? "").includes("ndjson") || !response.body) return readJson(response, routes.import.response);
  try {
    for await (const event of readNdjson(response.body, ImportProgressEventSchema, response.status)) {
      if (event.type === "progress") onProgress(event.processed);
      else if (event.type === "summary") return event.summary;
      else throw new ApiError({ status: response.status, code: event.error.code, message: event.error.message });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkError(error);
  }
  throw invalidResponse(response.status, "no summary");
}
