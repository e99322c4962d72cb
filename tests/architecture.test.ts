// The layout rules of STYLE.md, checked on every run: imports flow one way, domain does no I/O,
// features stay apart, no barrels, kebab-case names, process.env only in the config module.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const source = filesUnder("src");
const imports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms)].map((m) => ({
    typeOnly: Boolean(m[1]),
    target: m[2]!,
    resolved: m[2]!.startsWith(".") ? path.normalize(path.join(path.dirname(file), m[2]!)) : m[2]!,
  }));

describe("architecture", () => {
  it("keeps src/domain pure: no server, client or Node imports, no I/O, clock or randomness", () => {
    const problems: string[] = [];
    for (const file of source.filter((f) => f.startsWith("src/domain/") && !f.endsWith(".test.ts"))) {
      for (const imp of imports(file)) {
        if (imp.resolved.startsWith("src/server") || imp.resolved.startsWith("src/client") || imp.target.startsWith("node:")) {
          problems.push(`${file} imports ${imp.target}`);
        }
      }
      const text = readFileSync(file, "utf8");
      for (const banned of ["process.env", "fetch(", "Date.now(", "Math.random(", "setTimeout(", "localStorage"]) {
        if (text.includes(banned)) problems.push(`${file} uses ${banned}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets the client take only types from the server", () => {
    const problems = source
      .filter((f) => f.startsWith("src/client/"))
      .flatMap((file) => imports(file).filter((i) => i.resolved.startsWith("src/server") && !i.typeOnly).map((i) => `${file} imports ${i.target}`));
    expect(problems).toEqual([]);
  });

  it("keeps the server out of the client", () => {
    const problems = source
      .filter((f) => f.startsWith("src/server/"))
      .flatMap((file) => imports(file).filter((i) => i.resolved.startsWith("src/client")).map((i) => `${file} imports ${i.target}`));
    expect(problems).toEqual([]);
  });

  it("keeps features from importing each other", () => {
    const featureOf = (p: string) => /^src\/client\/features\/([^/]+)\//.exec(p)?.[1];
    const problems = source.flatMap((file) => {
      const own = featureOf(file);
      if (!own) return [];
      return imports(file)
        .filter((i) => featureOf(i.resolved + "/") !== undefined && featureOf(i.resolved + "/") !== own)
        .map((i) => `${file} imports ${i.target}`);
    });
    expect(problems).toEqual([]);
  });

  it("has no barrel index.ts files and only kebab-case names", () => {
    const bad = source.filter((f) => /\/index\.tsx?$/.test(f) || !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.tsx?$/.test(path.basename(f)));
    expect(bad.filter((f) => f !== "src/server/index.ts")).toEqual([]);
  });

  it("reads process.env only in the config module", () => {
    const readers = source.filter((f) => !f.endsWith(".test.ts") && readFileSync(f, "utf8").includes("process.env"));
    expect(readers).toEqual(["src/server/config.ts"]);
  });
});
