// Loopback fake of ElevenLabs text-to-speech: POST /v1/text-to-speech/{voiceId} → audio/mpeg.
import { garbageBody, isRecord, jsonBody, scriptedAnswer, startFakeServer } from "./fake-server";
import type { FakeControl, FakeProvider, FakeResponse, RenderedBody, StartOptions } from "./fake-server";

const ROUTE = /^\/v1\/text-to-speech\/([^/]+)$/;

/**
 * A real, playable mp3: silent MPEG-1 Layer III frames, 128 kbps, 44.1 kHz, mono
 * (header FF FB 90 C4, 417 bytes a frame, zeroed side info = silence). ~26 ms a frame.
 */
export function silentMp3(frames = 40): Uint8Array {
  const frameSize = 417;
  const bytes = new Uint8Array(frames * frameSize);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0xc4], i * frameSize);
  return bytes;
}

function errorBody(status: number, message?: string): RenderedBody {
  const defaults: Record<number, { status: string; message: string }> = {
    401: { status: "invalid_api_key", message: "Invalid API key" },
    429: { status: "too_many_concurrent_requests", message: "Too many concurrent requests." },
    500: { status: "internal_error", message: "An internal server error occurred." },
  };
  const known = defaults[status] ?? { status: "error", message: "Error" };
  return jsonBody(status, { detail: { status: known.status, message: message ?? known.message } });
}

export function elevenLabsProvider(options: StartOptions = {}): FakeProvider {
  return {
    name: "elevenlabs",
    handles: (request) => request.method === "POST" && ROUTE.test(request.path),
    authorize(request) {
      const key = request.headers["xi-api-key"];
      if (!key) {
        return { status: 401, message: "Neither authorization header nor xi-api-key received, please provide one." };
      }
      if (options.apiKey !== undefined && key !== options.apiKey) return { status: 401, message: "Invalid API key" };
      return undefined;
    },
    render(request, response) {
      const scripted = scriptedAnswer(response, errorBody);
      if (scripted) return scripted;
      if (response.garbage) return garbageBody();
      const body = request.body;
      if (!isRecord(body) || typeof body.text !== "string" || body.text === "") {
        return jsonBody(422, { detail: [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }] });
      }
      return {
        kind: "body",
        status: 200,
        headers: { "content-type": "audio/mpeg" },
        body: response.empty ? new Uint8Array() : silentMp3(),
      };
    },
    notFound: () => jsonBody(404, { detail: "Not Found" }),
  };
}

export function startFakeElevenLabs(options: StartOptions = {}): Promise<FakeControl> {
  return startFakeServer(elevenLabsProvider(options), options);
}

export type { FakeResponse };
