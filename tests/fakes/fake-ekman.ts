// Loopback fake of the Ekman emotion service behind its API marketplace: POST /ekman-emotion.
import { garbageBody, isRecord, jsonBody, scriptedAnswer, startFakeServer } from "./fake-server";
import type { FakeControl, FakeProvider, FakeResponse, RenderedBody, StartOptions } from "./fake-server";

export const EKMAN_FAKE_LABELS = ["joy", "surprise", "sadness", "anger", "fear", "disgust", "neutral"] as const;

/** Without a scripted label the fake answers by keyword, so e2e runs read naturally. */
const KEYWORDS: Array<[RegExp, string]> = [
  [/\b(happy|joy|great|wonderful|excited|love|grateful)\b/i, "joy"],
  [/\b(sad|down|lonely|cry|crying|grief|miss)\b/i, "sadness"],
  [/\b(angry|furious|mad|annoyed|frustrated)\b/i, "anger"],
  [/\b(afraid|scared|anxious|worried|nervous|panic)\b/i, "fear"],
  [/\b(surprised|shocked|unexpected|wow)\b/i, "surprise"],
  [/\b(disgusted|gross|revolting)\b/i, "disgust"],
];

export function classify(text: string): string {
  return KEYWORDS.find(([pattern]) => pattern.test(text))?.[1] ?? "neutral";
}

function errorBody(status: number, message?: string): RenderedBody {
  const defaults: Record<number, string> = {
    401: "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.",
    403: "You are not subscribed to this API.",
    429: "You have exceeded the rate limit per second for your plan, BASIC, by the API provider",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
  };
  return jsonBody(status, { message: message ?? defaults[status] ?? "Error" });
}

export function ekmanProvider(options: StartOptions = {}): FakeProvider {
  return {
    name: "ekman",
    handles: (request) => request.method === "POST" && request.path === "/ekman-emotion",
    authorize(request) {
      const key = request.headers["x-rapidapi-key"];
      if (!key) return { status: 401, message: "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info." };
      if (options.apiKey !== undefined && key !== options.apiKey) return { status: 403, message: "You are not subscribed to this API." };
      return undefined;
    },
    render(request, response) {
      const scripted = scriptedAnswer(response, errorBody);
      if (scripted) return scripted;
      if (response.garbage) return garbageBody();
      const items = Array.isArray(request.body) ? request.body : undefined;
      const first = items?.[0];
      if (!isRecord(first) || typeof first.text !== "string") {
        return errorBody(400, "Body must be an array of {id, language, text}");
      }
      const top = response.text ?? classify(first.text);
      const probability = response.probability ?? 0.82;
      const rest = EKMAN_FAKE_LABELS.filter((label) => label !== top)
        .slice(0, 2)
        .map((label, i) => ({ prediction: label, probability: Number(((1 - probability) / (i + 2)).toFixed(4)) }));
      return jsonBody(
        200,
        items!.map((item) => ({
          id: isRecord(item) ? item.id : "1",
          predictions: response.empty ? [] : [{ prediction: top, probability }, ...rest],
        })),
      );
    },
    notFound: () => errorBody(404, "Endpoint '/' does not exist"),
  };
}

export function startFakeEkman(options: StartOptions = {}): Promise<FakeControl> {
  return startFakeServer(ekmanProvider(options), options);
}

export type { FakeResponse };
