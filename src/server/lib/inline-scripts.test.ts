// The page's inline scripts allowed by hash, and nothing else.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./inline-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptSources", () => {
  it("names each inline script by the SHA-256 of its exact text, and skips scripts loaded from a file", () => {
    const map = '{"integrity":{"/assets/a.js":"sha384-abc"}}';
    const html = `<head><script type="importmap">${map}</script>
      <script type="module" crossorigin src="/assets/index.js" integrity="sha384-x"></script></head>
      <body><script>console.log(1)</script></body>`;
    expect(inlineScriptSources(html)).toEqual([sha(map), sha("console.log(1)")]);
    expect(inlineScriptSources("<p>no scripts</p>")).toEqual([]);
  });
});
