// Loopback fake of an OpenAI-compatible speech-to-text server: POST /v1/audio/transcriptions as
// multipart/form-data (file, model, language, response_format). It reads the multipart body and
// refuses what a real server refuses: no file, no model, a file that is not audio (checked by its
// magic bytes: RIFF/WAVE, WebM's EBML, OggS, MP4's ftyp), an extension that does not match it,
// and any response_format but json. The answer is {text}, as whisper.cpp's server gives it;
// `json` in a scripted response answers a verbose server's {text, language, duration} instead.
// No key configured: no Authorization needed (a local server); with one, only that bearer.
import { garbageBody, jsonBody, startFakeServer } from "./fake-server";
import type { FakeControl, FakeProvider, FakeResponse, RecordedRequest, RenderedBody, StartOptions } from "./fake-server";

export const WHISPER_FAKE_DEFAULT_TEXT = "I walked by the river after work and felt calm and grateful for the quiet evening.";

const PATH = "/v1/audio/transcriptions";
const EXTENSIONS = ["flac", "m4a", "mp3", "mp4", "mpeg", "mpga", "oga", "ogg", "wav", "webm"];

export type AudioKind = "wav" | "webm" | "ogg" | "mp4";

/** Which extensions each kind of audio may carry. */
const EXTENSIONS_OF: Record<AudioKind, string[]> = {
  wav: ["wav"],
  webm: ["webm"],
  ogg: ["ogg", "oga"],
  mp4: ["mp4", "m4a"],
};

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  /** The part's content as the recorder decoded it (UTF-8; binary bytes outside ASCII come out altered, magic bytes survive). */
  content: string;
}

/** The parts of a multipart/form-data request the fake recorded, or undefined when it is not one. */
export function parseMultipart(request: Pick<RecordedRequest, "headers" | "rawBody">): MultipartPart[] | undefined {
  const type = request.headers["content-type"] ?? "";
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return undefined;
  const sections = request.rawBody.split(`--${marker}`);
  if (sections.length < 3 || !sections.at(-1)?.startsWith("--")) return undefined;
  const parts: MultipartPart[] = [];
  for (const section of sections.slice(1, -1)) {
    const split = section.indexOf("\r\n\r\n");
    if (!section.startsWith("\r\n") || split === -1 || !section.endsWith("\r\n")) return undefined;
    const head = section.slice(2, split);
    const content = section.slice(split + 4, -2);
    const disposition = /^content-disposition:\s*form-data;(.*)$/im.exec(head)?.[1] ?? "";
    const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
    const contentType = /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim();
    parts.push({ name, content, ...(filename === undefined ? {} : { filename }), ...(contentType === undefined ? {} : { contentType }) });
  }
  return parts;
}

/** The kind of audio a file's first bytes announce, or undefined when they announce none. */
export function audioKind(content: string): AudioKind | undefined {
  if (content.startsWith("RIFF") && content.slice(4, 16).includes("WAVE") && content.includes("fmt ")) return "wav";
  if (content.startsWith("\u001aE\u07e3")) return "webm"; // 1A 45 DF A3 read as UTF-8
  if (content.startsWith("OggS")) return "ogg";
  const ftyp = content.indexOf("ftyp");
  if (ftyp >= 1 && ftyp <= 8) return "mp4";
  return undefined;
}

/** The form fields of a recorded transcription request (file as {filename, contentType, kind}). */
export function transcriptionFields(request: Pick<RecordedRequest, "headers" | "rawBody">) {
  const parts = parseMultipart(request) ?? [];
  const field = (name: string) => parts.find((part) => part.name === name && part.filename === undefined)?.content;
  const file = parts.find((part) => part.name === "file");
  return {
    model: field("model"),
    language: field("language"),
    responseFormat: field("response_format"),
    file: file ? { filename: file.filename, contentType: file.contentType, kind: audioKind(file.content) } : undefined,
  };
}

function errorBody(status: number, message?: string, code: string | null = null): RenderedBody {
  const defaults: Record<number, string> = {
    401: "Incorrect API key provided.",
    429: "Rate limit reached for requests",
    500: "The server had an error while processing your request. Sorry about that!",
    503: "The engine is currently overloaded, please try again later",
  };
  const type = status >= 500 ? "server_error" : "invalid_request_error";
  return jsonBody(status, { error: { message: message ?? defaults[status] ?? "Error", type, param: null, code } });
}

/** The first thing wrong with a transcription request, as the real service words it, or undefined. */
function refuse(request: RecordedRequest): RenderedBody | undefined {
  const parts = parseMultipart(request);
  if (!parts) return errorBody(400, "Could not parse multipart form");
  const fields = transcriptionFields(request);
  const file = parts.find((part) => part.name === "file" && part.filename !== undefined);
  if (!file) return errorBody(400, "You must provide a file.", "missing_file");
  if (!fields.model) return errorBody(400, "you must provide a model parameter", "missing_model");
  const extension = file.filename?.split(".").pop()?.toLowerCase() ?? "";
  const kind = audioKind(file.content);
  if (!EXTENSIONS.includes(extension) || !kind || !EXTENSIONS_OF[kind].includes(extension)) {
    return errorBody(400, `Invalid file format. Supported formats: ${JSON.stringify(EXTENSIONS)}`, "invalid_file_format");
  }
  if (fields.responseFormat !== "json") return errorBody(400, "The fake answers response_format=json only.", "invalid_response_format");
  if (fields.language !== undefined && !/^[a-z]{2}$/.test(fields.language)) {
    return errorBody(400, `Invalid language '${fields.language}'. Language parameter must be specified in ISO-639-1 format.`);
  }
  return undefined;
}

export function whisperProvider(options: StartOptions = {}): FakeProvider {
  return {
    name: "whisper",
    basePath: "/v1",
    handles: (request) => request.method === "POST" && request.path === PATH,
    authorize(request) {
      if (options.apiKey === undefined) return undefined; // a local server takes no key
      const header = request.headers.authorization ?? "";
      const key = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!key) {
        return {
          status: 401,
          message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
        };
      }
      if (key !== options.apiKey) return { status: 401, message: "Incorrect API key provided." };
      return undefined;
    },
    render(request, response) {
      if (response.status !== undefined && response.status >= 400 && response.json === undefined) {
        return errorBody(response.status, response.message);
      }
      const refused = refuse(request);
      if (refused) return refused;
      if (response.garbage) return garbageBody();
      if (response.json !== undefined) return jsonBody(response.status ?? 200, response.json);
      return jsonBody(200, { text: response.empty ? "" : (response.text ?? WHISPER_FAKE_DEFAULT_TEXT) });
    },
    notFound: (request) => errorBody(404, `Unknown request URL: ${request.method} ${request.path}`),
  };
}

export function startFakeWhisper(options: StartOptions = {}): Promise<FakeControl> {
  return startFakeServer(whisperProvider(options), options);
}

export type { FakeResponse };
