// The page's inline scripts, named in the Content Security Policy by their hashes. The built page
// has one: the import map that carries the subresource integrity of every chunk
// (vite-plugin-sri-gen, decision 021). Allowing exactly it, by its SHA-256, keeps `script-src`
// free of 'unsafe-inline' while the browser checks each chunk it loads against the map.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source for each inline script of `html`: `'sha256-…'` of its text exactly as written. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
  );
}

/** Those of the built page in `clientDir`; none when there is no page (an API-only server, a test). */
export function pageScriptSources(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  try {
    return inlineScriptSources(readFileSync(path.join(clientDir, "index.html"), "utf8"));
  } catch {
    return [];
  }
}
