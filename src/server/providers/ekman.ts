// Ekman emotion service behind an API marketplace: POST {baseUrl}/ekman-emotion.
import { z } from "zod";
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions } from "./types";

export interface EkmanOptions extends ProviderOptions {
  /** The marketplace host header, e.g. ekman-emotion-analysis.p.rapidapi.com. */
  host: string;
}

interface EkmanPrediction {
  /** The service's label as sent (its vocabulary: joy, surprise, sadness, anger, fear, disgust, neutral). */
  prediction: string;
  /** 0–1; the intensity is probability × 10, rounded. */
  probability: number;
}

export interface EkmanClient {
  /**
   * The top prediction for the text, or null when the service returned no predictions
   * (the pipeline then falls back silently). Throws ProviderError('empty_input') for blank
   * text without calling the service, and ProviderError with status and detail on non-OK.
   */
  analyze(text: string, call?: CallOptions): Promise<EkmanPrediction | null>;
}

const PredictionSchema = z.object({
  prediction: z.string().min(1),
  probability: z.number().min(0).max(1),
});

const EkmanResponseSchema = z.array(
  z.looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    predictions: z.array(PredictionSchema).nullish(),
  }),
);

export function createEkman(options: EkmanOptions): EkmanClient {
  const http = createHttp(options);
  const url = `${options.baseUrl.replace(/\/+$/, "")}/ekman-emotion`;
  return {
    async analyze(text, call) {
      const trimmed = text.trim();
      if (trimmed === "") throw new ProviderError("empty_input");
      const items = await http.json(
        {
          url,
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-rapidapi-key": options.apiKey,
            "x-rapidapi-host": options.host,
          },
          json: [{ id: "1", language: "en", text: trimmed }],
        },
        EkmanResponseSchema,
        call,
      );
      const top = items[0]?.predictions?.[0];
      return top ? { prediction: top.prediction, probability: top.probability } : null;
    },
  };
}
