// ESLint (flat config) for src/, test/, bench/, scripts/, web/src and packages/sdk/src: promises that are awaited or
// handled, no unused code, type-only imports marked as such, and British spelling in the names the project coins.
// `npm run lint` runs it after Prettier's check (.prettierrc.json) and before knip (knip.jsonc), and `npm test` runs
// that; every rule is an error, none a warning.
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

// The project writes British English, in prose and in the names it coins (analyse-template.ts, colour.ts, rasterise.ts,
// summariseDoc, normalise). Each entry: a stem of the American spelling, matched inside one word of a name (camelCase,
// snake_case and kebab-case split into words), and the British spelling to use instead. Left out on purpose:
// "organization" and "authorization", which are the public API's, better-auth's and HTTP's words (routes, tables,
// headers), and "license"/"program"/"artifact", which British English spells that way too.
const AMERICAN = [
  ["analyz", "analys"],
  ["color", "colour"],
  ["normaliz", "normalis"],
  ["serializ", "serialis"],
  ["initializ", "initialis"],
  ["behavior", "behaviour"],
  ["optimiz", "optimis"],
  ["summariz", "summaris"],
  ["recogniz", "recognis"],
  ["sanitiz", "sanitis"],
  ["finaliz", "finalis"],
  ["customiz", "customis"],
  ["tokeniz", "tokenis"],
  ["categoriz", "categoris"],
  ["prioritiz", "prioritis"],
  ["synchroniz", "synchronis"],
  ["materializ", "materialis"],
  ["visualiz", "visualis"],
  ["minimiz", "minimis"],
  ["maximiz", "maximis"],
  ["capitaliz", "capitalis"],
  ["rasteriz", "rasteris"],
  ["standardiz", "standardis"],
  ["utiliz", "utilis"],
  ["localiz", "localis"],
  ["favor", "favour"],
  ["honor", "honour"],
  ["neighbor", "neighbour"],
  ["gray", "grey"],
  ["center", "centre"],
  ["catalog(?!ue)", "catalogue"],
  ["cancel(?:ed|ing)", "cancelled/cancelling"],
  ["label(?:ed|ing)", "labelled/labelling"],
  ["model(?:ed|ing)", "modelled/modelling"],
].map(([stem, british]) => ({ re: new RegExp(stem), british }));

/** The words of a name or path: "normalizeSource" → normalize, source; "../x/analyze-prompt.js" → x, analyze, prompt, js. */
function words(text) {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The first American spelling in `text`: what matched ("color", "labeled") and the British spelling. */
function americanIn(text) {
  for (const word of words(text)) {
    for (const { re, british } of AMERICAN) {
      const found = re.exec(word);
      if (found) return { stem: found[0], british };
    }
  }
  return null;
}

const britishSpelling = {
  meta: {
    type: "suggestion",
    docs: {
      description: "British spelling in the identifiers, file names and relative import paths the project coins",
    },
    schema: [],
    messages: {
      identifier:
        '"{{name}}" spells "{{stem}}" the American way: the project writes "{{british}}" in the names it coins.',
      path: 'Import path "{{name}}" spells "{{stem}}" the American way: rename the file to "{{british}}".',
      file: 'File name "{{name}}" spells "{{stem}}" the American way: rename it to "{{british}}".',
    },
  },
  create(context) {
    const report = (node, messageId, name) => {
      const found = americanIn(name);
      if (found) context.report({ node, messageId, data: { name, stem: found.stem, british: found.british } });
    };
    // A name the project chooses (not one a library, a wire format or an object's shape dictates).
    const checkPattern = (node) => {
      if (!node) return;
      switch (node.type) {
        case "Identifier":
          report(node, "identifier", node.name);
          break;
        case "AssignmentPattern":
          checkPattern(node.left);
          break;
        case "RestElement":
          checkPattern(node.argument);
          break;
        case "ArrayPattern":
          node.elements.forEach(checkPattern);
          break;
        case "ObjectPattern":
          for (const p of node.properties) {
            if (p.type === "RestElement") checkPattern(p);
            // `{ color }` takes the property's own name; `{ color: c }` chooses one.
            else if (!p.shorthand) checkPattern(p.value);
          }
          break;
        case "TSParameterProperty":
          checkPattern(node.parameter);
          break;
      }
    };
    const checkSource = (node) => {
      if (node?.type === "Literal" && typeof node.value === "string" && node.value.startsWith("."))
        report(node, "path", node.value);
    };
    const checkFunction = (node) => {
      if (node.id) checkPattern(node.id);
      node.params.forEach(checkPattern);
    };
    return {
      Program(node) {
        const relative = context.filename.slice(context.cwd.length + 1);
        const found = americanIn(relative);
        if (found)
          context.report({
            node,
            loc: { line: 1, column: 0 },
            messageId: "file",
            data: { name: relative, stem: found.stem, british: found.british },
          });
      },
      VariableDeclarator: (node) => checkPattern(node.id),
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: checkFunction,
      CatchClause: (node) => checkPattern(node.param),
      ClassDeclaration: (node) => checkPattern(node.id),
      TSInterfaceDeclaration: (node) => checkPattern(node.id),
      TSTypeAliasDeclaration: (node) => checkPattern(node.id),
      TSEnumDeclaration: (node) => checkPattern(node.id),
      TSModuleDeclaration: (node) => node.id.type === "Identifier" && checkPattern(node.id),
      TSTypeParameter: (node) => checkPattern(node.name),
      ImportSpecifier(node) {
        const imported = node.imported.type === "Identifier" ? node.imported.name : node.imported.value;
        if (node.local.name !== imported) checkPattern(node.local);
      },
      ImportDefaultSpecifier: (node) => checkPattern(node.local),
      ImportNamespaceSpecifier: (node) => checkPattern(node.local),
      ImportDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
    };
  },
};

const unusedVars = [
  "error",
  {
    args: "after-used",
    argsIgnorePattern: "^_",
    varsIgnorePattern: "^_",
    caughtErrorsIgnorePattern: "^_",
    destructuredArrayIgnorePattern: "^_",
    ignoreRestSiblings: true,
  },
];

export default defineConfig([
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "build/",
    "coverage/",
    "data/",
    "content/",
    "assets/",
    "docs/",
    "bench/results/",
    "bench/.tmp*/",
    ".tmp/",
    ".scratch*/",
    "test/fixtures/",
    // Generated from the OpenAPI document by `npm run generate:sdk`.
    "packages/sdk/src/openapi.ts",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
    plugins: { quire: { rules: { "british-spelling": britishSpelling } } },
    rules: {
      "no-unused-private-class-members": "error",
      "quire/british-spelling": "error",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    rules: { "no-unused-vars": unusedVars },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "@typescript-eslint": tseslint.plugin },
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        // Each file is checked with the types of its own tsconfig (tsconfig.json, web/tsconfig.json); the few config
        // files outside both are checked with default options.
        projectService: { allowDefaultProject: ["vitest.config.ts", "vitest.solo.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unused-vars": unusedVars,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
]);
