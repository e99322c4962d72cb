// POST /api/speech: text → audio/mpeg from the cloud voice. Any other answer (a JSON
// error with fallback 'native', 401, 429, 5xx, a network failure) means "use the
// browser's voice"; the caller switches mode. Aborts propagate as AbortError.
import type { SpeechRequest, SpeechStyle } from "../../../../domain/contract/speech";
import { errorFromResponse } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

export type { SpeechStyle };
export type CloudSpeechRequest = SpeechRequest;

/** The cloud voice could not serve this text; `code` is the server's error code or http_<status>. */
export class CloudSpeechUnavailable extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string) {
    super(`Cloud voice unavailable (${code})`);
    this.name = "CloudSpeechUnavailable";
    this.status = status;
    this.code = code;
  }
}

export async function postSpeech(body: CloudSpeechRequest, signal: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(pathOf(routes.speech), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "audio/mpeg, application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new CloudSpeechUnavailable(0, "network_error");
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("audio/")) {
    throw new CloudSpeechUnavailable(response.status, (await errorFromResponse(response)).code);
  }
  return response.blob();
}
