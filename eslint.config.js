// ESLint flat config. The layer zones here replace the old regex architecture test; each zone is
// proven by a fixture in tests/lint/fixtures (tests/lint/zones.test.ts). See docs/decisions/015.
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const FEATURES_DIR = "src/client/features";
const KEBAB_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// A file name is kebab-case words, then dotted kebab-case parts (x.test.ts, vite.config.ts, a11y.spec.ts).
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx)$/;

/** A path relative to the repository root, with forward slashes. */
const fromRoot = (cwd, file) => path.relative(cwd, file).split(path.sep).join("/");

/** The feature folder a path (relative to the repository root) lies in, or undefined. */
function featureOf(relative) {
  return new RegExp(`^${FEATURES_DIR}/([^/]+)/`).exec(relative)?.[1];
}

/** Local rules: small enough to read here, so no plugin with native parts is needed. */
const ripple = {
  rules: {
    "no-cross-feature-imports": {
      meta: {
        type: "problem",
        docs: { description: "A feature never imports another feature; src/client/app composes them (style rule 3, docs/style.md)." },
        schema: [],
        messages: { crossFeature: "Feature '{{own}}' imports feature '{{other}}'; compose them in src/client/app instead." },
      },
      create(context) {
        const own = featureOf(fromRoot(context.cwd, context.filename));
        if (!own) return {};
        const check = (source) => {
          if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
          const other = featureOf(fromRoot(context.cwd, path.resolve(path.dirname(context.filename), source.value)) + "/");
          if (other && other !== own) context.report({ node: source, messageId: "crossFeature", data: { own, other } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
    "kebab-case-files": {
      meta: {
        type: "suggestion",
        docs: { description: "kebab-case file and folder names; no barrel index files (style rules 3, 4)." },
        schema: [],
        messages: {
          fileName: "File name '{{name}}' is not kebab-case.",
          folderName: "Folder name '{{name}}' is not kebab-case.",
          barrel: "No barrel index files: import the module itself.",
        },
      },
      create(context) {
        return {
          Program(node) {
            const relative = fromRoot(context.cwd, context.filename);
            const parts = relative.split("/");
            const name = parts.pop();
            const folder = parts.find((part) => !KEBAB_SEGMENT.test(part));
            const loc = { line: 1, column: 0 };
            if (folder) context.report({ node, loc, messageId: "folderName", data: { name: folder } });
            if (!KEBAB_FILE.test(name)) context.report({ node, loc, messageId: "fileName", data: { name } });
            if (/^index\.tsx?$/.test(name) && relative !== "src/server/index.ts") context.report({ node, loc, messageId: "barrel" });
          },
        };
      },
    },
  },
};

/** A relative import that reaches into the named top-level layer of src (server, client). */
const layer = (name) => `^(\\.{1,2}/)+(src/)?${name}(/|$)`;

// process.env (and its aliases) is read by src/server/config.ts alone (style rule 7, docs/style.md).
const PROCESS_ENV_SYNTAX = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: "Read settings from src/server/config.ts; process.env is read there only.",
  },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
    message: "Read settings from src/server/config.ts; process.env is read there only.",
  },
];
const PROCESS_ENV_IMPORTS = ["process", "node:process"].map((name) => ({
  name,
  importNames: ["env"],
  message: "Read settings from src/server/config.ts; process.env is read there only.",
}));

/** Both client zones (the whole client, and its shared tier, which ESLint's later zone replaces): server types only. */
const CLIENT_TAKES_SERVER_TYPES = {
  regex: layer("server"),
  allowTypeImports: true,
  message: "The client takes only types from the server (`import type`); shared code lives in src/domain.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      ".e2e-data/**",
      "test-results/**",
      "playwright-report/**",
      "tmp-probe/**",
      "bench/crisis-eval/**",
      "src/server/db/migrations/**",
      "tests/lint/fixtures/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "react-hooks": reactHooks, ripple },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "ripple/kebab-case-files": "error",
    },
  },
  {
    // React code lives in the client only (Playwright's fixture `use` is not a hook).
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // Error, not warn: a missing dependency is a stale-closure bug, and a warning never fails `npm test`.
      // A deliberate omission is written down on that line with an eslint-disable comment and its reason.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // Layer zones (style rules 1, 2, 7 in docs/style.md). Later blocks for the same files replace the rule, so each zone lists everything it forbids.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/config.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...PROCESS_ENV_SYNTAX],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: PROCESS_ENV_IMPORTS }],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: PROCESS_ENV_IMPORTS,
          patterns: [
            { regex: layer("server"), message: "src/domain imports nothing of the server." },
            { regex: layer("client"), message: "src/domain imports nothing of the client." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: PROCESS_ENV_IMPORTS,
          patterns: [
            { regex: layer("server"), message: "src/domain imports nothing of the server." },
            { regex: layer("client"), message: "src/domain imports nothing of the client." },
            { regex: "^node:", message: "src/domain does no I/O: no Node modules (pass what you need in)." },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["fetch", "setTimeout", "setInterval", "localStorage", "sessionStorage", "XMLHttpRequest", "WebSocket"].map((name) => ({
          name,
          message: "src/domain does no I/O and has no timers: pass it in.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "src/domain has no hidden clock: pass `now` in." },
        { object: "Math", property: "random", message: "src/domain has no hidden randomness: pass ids or a random source in." },
        ...["fetch", "setTimeout", "setInterval", "localStorage", "sessionStorage"].map((property) => ({
          object: "globalThis",
          property,
          message: "src/domain does no I/O and has no timers: pass it in.",
        })),
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/config.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: PROCESS_ENV_IMPORTS, patterns: [{ regex: layer("client"), message: "The server imports nothing of the client." }] },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: PROCESS_ENV_IMPORTS,
          patterns: [CLIENT_TAKES_SERVER_TYPES],
        },
      ],
    },
  },
  // The shared tier (docs/decisions/058): src/client/lib — the browser's shared state (the replica, the outbox,
  // the private journal's keys and sealing) and the API client — and src/client/ui. Features and the app
  // import it; it imports no feature and not the app, so state every feature reads has one home.
  {
    files: ["src/client/lib/**/*.{ts,tsx}", "src/client/ui/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: PROCESS_ENV_IMPORTS,
          patterns: [
            CLIENT_TAKES_SERVER_TYPES,
            { regex: layer("features"), message: "src/client/lib and src/client/ui are the shared tier: they import no feature." },
            {
              regex: layer("app"),
              message: "src/client/lib and src/client/ui are the shared tier: the app composes them, not the reverse.",
            },
          ],
        },
      ],
    },
  },
  // Features stay apart (style rule 3): the rule resolves each relative import and compares feature folders,
  // so a new feature folder is covered without editing this file.
  { files: [`${FEATURES_DIR}/**/*.{ts,tsx}`], rules: { "ripple/no-cross-feature-imports": "error" } },
);
