// The client's calls take their paths from the route table (domain/contract/routes.ts, decision
// 056) through pathOf, and better-auth's client its base path from contract/routes/auth.ts: no
// string or template literal in src/client names an /api/ path itself, no file excepted, so a
// route the server moves is a type error or a failing test, never a silent 404. Comments may.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const CLIENT = join(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const path = join(folder, item.name);
    if (item.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [path] : [];
  });
}

/** An import's or export's module name ("../api/chat"), which is no path on the server. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isStringLiteral(node) &&
    parent !== undefined &&
    (((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
      (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword))
  );
}

/** Each string or template literal's text that holds "/api/", with its line. */
function apiLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isModuleName(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/\/api(\/|$)/.test(node.text)) found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the client's API paths", () => {
  it("come from the route table in every file", () => {
    const files = sourceFiles(CLIENT);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => {
      const name = relative(CLIENT, path);
      return apiLiterals(name, readFileSync(path, "utf8")).map((literal) => `${name}:${literal}`);
    });
    expect(offenders).toEqual([]);
  });

  it("finds a path in a string or a template, not in a comment", () => {
    const text =
      '// GET /api/health\nconst a = "/api/config";\nconst b = `/api/entries/${id}`;\nconst c = "/apiary";\nimport { x } from "../api/chat";\nconst d = import("../api/chat");\n';
    expect(apiLiterals("x.ts", text)).toEqual(["2: /api/config", "3: /api/entries/"]);
  });
});
