// The lint zones are tested, so they cannot silently pass: each fixture in ./fixtures is linted with the
// project's eslint.config.js as if it lived at the path on its first line (`// lint-as: <path>`), and every
// line marked `// expect: <rule>` must be reported by exactly that rule — and nothing else may be reported.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const fixturesDir = path.join(import.meta.dirname, "fixtures");
const eslint = new ESLint({ cwd: root });

function expectations(source: string): { lintAs: string; expected: string[] } {
  const lines = source.split("\n");
  const lintAs = /^\/\/ lint-as: (\S+)/.exec(lines[0] ?? "")?.[1];
  if (!lintAs) throw new Error("a fixture starts with `// lint-as: <path>`");
  const expected = lines.flatMap((line, index) => {
    const rules = /expect: (.+)$/.exec(line)?.[1];
    return rules ? rules.split(",").map((rule) => `${index + 1} ${rule.trim()}`) : [];
  });
  return { lintAs, expected };
}

const fixtures = readdirSync(fixturesDir).sort();

describe("lint zones", () => {
  it("has a fixture for every zone", () => {
    const covered = new Set(
      fixtures.flatMap((name) => expectations(readFileSync(path.join(fixturesDir, name), "utf8")).expected.map((e) => e.split(" ")[1])),
    );
    for (const rule of [
      "@typescript-eslint/no-restricted-imports",
      "@typescript-eslint/consistent-type-imports",
      "no-restricted-syntax",
      "no-restricted-globals",
      "no-restricted-properties",
      "ripple/no-cross-feature-imports",
      "ripple/kebab-case-files",
      "react-hooks/rules-of-hooks",
      "react-hooks/exhaustive-deps",
    ]) {
      expect(covered, rule).toContain(rule);
    }
  });

  it.each(fixtures)("%s: reports exactly the marked lines", async (name) => {
    const source = readFileSync(path.join(fixturesDir, name), "utf8");
    const { lintAs, expected } = expectations(source);
    const [result] = await eslint.lintText(source, { filePath: path.join(root, lintAs) });
    const reported = result!.messages.map((message) => `${message.line} ${message.ruleId ?? message.message}`);
    expect(reported.sort()).toEqual(expected.sort());
  });

  it("names the layer and the feature in its messages", async () => {
    const [result] = await eslint.lintText('import { entryView } from "../../ripples/lib/entry-view";\nexport const used = entryView;\n', {
      filePath: path.join(root, "src/client/features/journal/components/zone-fixture.tsx"),
    });
    expect(result!.messages.map((message) => message.message)).toEqual([
      "Feature 'journal' imports feature 'ripples'; compose them in src/client/app instead.",
    ]);
  });
});
