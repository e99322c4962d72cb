import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale";

/** What requestLocale reads from a request with this body locale and these headers. */
async function read(bodyLocale: string | undefined, headers: Record<string, string> = {}) {
  const app = new Hono().get("/", (c) => c.json(requestLocale(c, bodyLocale)));
  return (await app.request("/", { headers })).json();
}

describe("requestLocale", () => {
  it("keeps the locale the client sent, and Accept-Language's first language beside it", async () => {
    expect(await read("en-GB", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" })).toEqual({ locale: "en-GB", acceptLanguage: "fr-FR" });
  });

  it("takes Accept-Language's first language, without its weight, when the client sent no locale", async () => {
    expect(await read(undefined, { "accept-language": "pt-BR;q=0.9, en;q=0.5" })).toEqual({ acceptLanguage: "pt-BR" });
    expect(await read(undefined, { "accept-language": " de " })).toEqual({ acceptLanguage: "de" });
  });

  it("leaves out a header that is not a language tag, and says nothing when there is neither", async () => {
    expect(await read(undefined, { "accept-language": "*" })).toEqual({});
    expect(await read(undefined, { "accept-language": "<script>" })).toEqual({});
    expect(await read("ja-JP", { "accept-language": "" })).toEqual({ locale: "ja-JP" });
    expect(await read(undefined)).toEqual({});
  });
});
