// No client component takes more than MAX_PROPS props (docs/decisions/058): a screen that needs more
// is composed at src/client/app from smaller parts (children, or a context the app provides) instead
// of being handed everything. Every component in src/client (a capitalised function or arrow function
// whose first parameter is its props) is read with the TypeScript compiler; props declared by React or
// the DOM (a button's own attributes passed through) are not counted, only those the project declares.
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MAX_PROPS = 8;
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "src/client");

/** Components allowed more, each with its reason. Keep this short: a new entry needs a reason a reviewer accepts. */
const EXCEPTIONS: Record<string, string> = {
  "src/client/ui/drawer.tsx: Drawer":
    "a primitive over Radix Dialog: open state, width, title, description, header parts, overlay and focus return are the sheet's own, set by each caller",
};

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return componentFiles(full);
    return item.name.endsWith(".tsx") && !item.name.includes(".test.") ? [full] : [];
  });
}

/** The props parameter of each component declared at a file's top level, by name. */
function componentsOf(file: ts.SourceFile): Array<{ name: string; props: ts.ParameterDeclaration }> {
  const found: Array<{ name: string; props: ts.ParameterDeclaration }> = [];
  const add = (name: string | undefined, fn: ts.SignatureDeclaration | undefined) => {
    const props = fn?.parameters[0];
    if (name && /^[A-Z]/.test(name) && props) found.push({ name, props });
  };
  /** The function inside `memo(...)`, `forwardRef(...)` or as it is. */
  const functionIn = (node: ts.Expression | undefined): ts.SignatureDeclaration | undefined => {
    if (!node) return undefined;
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
    if (ts.isCallExpression(node)) return functionIn(node.arguments[0]);
    return undefined;
  };
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement)) add(statement.name?.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) add(declaration.name.text, functionIn(declaration.initializer));
      }
    }
  }
  return found;
}

describe("client components", () => {
  it(`take at most ${MAX_PROPS} props of the project's own (exceptions listed with a reason)`, () => {
    const files = componentFiles(clientDir);
    const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram(files, { ...options, noEmit: true });
    const checker = program.getTypeChecker();
    const counts: Record<string, number> = {};
    for (const fileName of files) {
      const file = program.getSourceFile(fileName)!;
      for (const { name, props } of componentsOf(file)) {
        const type = checker.getTypeAtLocation(props);
        const own = type
          .getProperties()
          .filter((symbol) =>
            (symbol.declarations ?? []).some((declaration) => !declaration.getSourceFile().fileName.includes("/node_modules/")),
          );
        counts[`${path.relative(root, fileName)}: ${name}`] = own.length;
      }
    }
    expect(Object.keys(counts).length, "components found").toBeGreaterThan(50);
    const tooMany = Object.entries(counts)
      .filter(([component, count]) => count > MAX_PROPS && !(component in EXCEPTIONS))
      .map(([component, count]) => `${component} (${count})`);
    expect(tooMany).toEqual([]);
    // an exception no longer needed goes
    const stale = Object.keys(EXCEPTIONS).filter((component) => !(component in counts) || counts[component]! <= MAX_PROPS);
    expect(stale).toEqual([]);
    // Budget: one TypeScript program over the whole client, type-checked to read each props type
    // (10 s in a clean-clone run beside the other checks); nothing here waits for time, the budget only bounds a busy machine.
  }, 60_000);
});
