// The rules src/ keeps (checked by test/foundation/dependencies.test.ts): no cycles, and dependencies that point one
// way — http → domain → store → lib, formats on lib alone, Hono in http alone; inside formats/ each room imports only
// the rooms below it, and each domain module only the modules it is allowed. ARCHITECTURE.md draws the same layers.
// The module lists are the folders: the test fails on a folder with no rule and on a rule that names no folder.
const { readdirSync } = require("node:fs");
const { join } = require("node:path");

const folders = (dir) =>
  readdirSync(join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// The folders of src/ that are layers with rules of their own rather than domain modules: the command line and HTTP
// above the domain; the configuration, the store, the formats and lib below it.
const ABOVE_DOMAIN = ["cli", "http"];
const LAYERS = [...ABOVE_DOMAIN, "config", "store", "formats", "lib"];
const BELOW_HTTP = `^src/(${folders("src")
  .filter((name) => !ABOVE_DOMAIN.includes(name))
  .join("|")})/`;

// formats/ in rooms. The source model (model/: the source, blocks, Markdown, themes, colour, language…) stands on lib
// alone; the OOXML package layer beside it; compute/, slide-kinds/ and doc-to-deck/ on the model; each writer on those,
// never on another writer; raster/ on pdf/; drawing/ (a pptx drawn as PDF) on pptx/, pdf/ and ooxml/; exporters.ts and export-source.ts at the top on all.
const MODEL = "^src/formats/model/";
const ROOMS = {
  model: { from: MODEL, may: [] },
  ooxml: { from: "^src/formats/ooxml/", may: ["ooxml"], noModel: true },
  compute: { from: "^src/formats/compute/", may: ["compute"] },
  "slide-kinds": { from: "^src/formats/slide-kinds/", may: ["slide-kinds"] },
  "doc-to-deck": { from: "^src/formats/doc-to-deck/", may: ["doc-to-deck", "slide-kinds"] },
  ...Object.fromEntries(
    ["pptx", "pdf", "html", "docx", "xlsx", "csv"].map((w) => [
      w,
      { from: `^src/formats/${w}/`, may: [w, "ooxml", "compute", "slide-kinds", "doc-to-deck"] },
    ]),
  ),
  raster: { from: "^src/formats/raster/", may: ["raster", "pdf"] },
  // A pptx drawn as PDF pages (a brand deck's PDF and pictures): reads the package as the pptx writer's design reads
  // templates, and lays text out with the PDF writer's fonts.
  drawing: { from: "^src/formats/drawing/", may: ["drawing", "pdf", "pptx", "ooxml"] },
};
const roomRules = Object.entries(ROOMS).map(([name, room]) => ({
  name: `formats-${name}-room`,
  severity: "error",
  comment: `formats/${name === "model" ? " source model" : name + "/"} imports only ${[room.noModel ? null : "the source model", ...room.may, "lib"].filter(Boolean).join(", ")}`,
  from: { path: room.from },
  to: {
    path: "^src/",
    pathNot: [room.noModel ? null : MODEL, ...room.may.map((m) => `^src/formats/${m}/`), "^src/lib/"]
      .filter(Boolean)
      .join("|"),
  },
}));

// agent/ in rooms. reading/ reads a prompt, an instruction or a slide's words into typed facts, on nothing else of
// agent/; material/ ranks and fits the user's files and documents; builtin/ is the offline composer on those two and
// documents/'s edit engine; providers/ are the model providers, of the composer only its face
// (compose-builtin.ts); the run (the files at agent/'s top: run-agent, prepare-run, coverage, …) reaches the composer
// and the providers only through their faces, never their internals (the composer's second face, compose-in-thread.ts,
// loads it on first use in a thread that does not compose on the pool); onboarding/ seeds a person's first documents
// through the run's files alone.
const AGENT_ROOMS = {
  reading: { from: "^src/agent/reading/", may: "^src/agent/reading/" },
  material: { from: "^src/agent/material/", may: "^src/agent/(material/|tokens\\.ts$)" },
  builtin: {
    from: "^src/agent/builtin/",
    may: "^src/agent/(builtin/|reading/|material/|provider\\.ts$|tokens\\.ts$)",
  },
  providers: {
    from: "^src/agent/providers/",
    may:
      "^src/agent/(providers/|material/|builtin/compose-(builtin|in-thread)\\.ts$|" +
      "provider\\.ts$|tokens\\.ts$|model-error\\.ts$)",
  },
  onboarding: { from: "^src/agent/onboarding/", may: "^src/agent/(onboarding/|[^/]+\\.ts$)" },
};
const agentRules = [
  ...Object.entries(AGENT_ROOMS).map(([name, room]) => ({
    name: `agent-${name}-room`,
    severity: "error",
    comment: `agent/${name}/ imports of agent/ only what its room allows (see AGENT_ROOMS)`,
    from: { path: room.from },
    to: { path: "^src/agent/", pathNot: room.may },
  })),
  {
    name: "agent-run-through-faces",
    severity: "error",
    comment:
      "the run reaches the builtin composer through its faces (compose-builtin.ts, compose-in-thread.ts) " +
      "and a provider through its own module, never their internals",
    from: { path: "^src/agent/[^/]+\\.ts$", pathNot: "^src/agent/(create-provider|index|thread)\\.ts$" },
    to: { path: "^src/agent/(builtin/(?!compose-(builtin|in-thread)\\.ts$)|providers/(?!builtin\\.ts$))" },
  },
];

// Domain modules and what each may import (besides itself and lib): drawn from the code, kept so by this test. A new
// arrow between modules is a decision — add it here and to ARCHITECTURE.md. Every folder of src/ but the LAYERS has an
// entry, and every arrow here is one some import draws (the test says which is missing or unused).
const DOMAIN = {
  agent: ["config", "documents", "formats", "idempotency", "import", "pictures", "quality", "store", "webhooks"],
  assets: ["formats", "outbound", "store"],
  auth: ["config", "store"],
  brands: ["agent", "documents", "formats", "quality", "store", "webhooks", "workers"],
  documents: ["assets", "formats", "store"],
  exports: ["assets", "brands", "formats", "store"],
  idempotency: ["store"],
  import: ["assets", "formats"],
  jobs: ["brands", "config", "store"],
  limits: ["config", "store"],
  mcp: ["formats"],
  metrics: [],
  outbound: [],
  pictures: ["assets", "config", "formats", "outbound", "store"],
  quality: ["formats"],
  shares: ["brands", "documents", "exports", "formats", "store"],
  webhooks: ["config", "outbound", "store"],
  workers: ["agent", "assets", "documents", "formats", "import", "quality"],
};
const domainRules = Object.entries(DOMAIN).map(([name, may]) => ({
  name: `domain-${name}`,
  severity: "error",
  comment: `${name}/ imports only ${[...may, "lib"].join(", ")}`,
  from: { path: `^src/${name}/` },
  to: { path: "^src/", pathNot: `^src/(${[name, ...may, "lib"].join("|")})/` },
}));

// Outside a domain module only its faces are imported: index.ts (what the service uses of it), thread.ts (the work a
// worker thread runs, kept apart so a thread loads that work without the module's store and network code, and the
// server without the work), and a part's index.ts (documents/edits/, the edit engine the composer and the edit thread
// run; import/text/, the Markdown reader the composer runs) for the same reason. Inside, files import each other.
const FACE = "(index|thread)\\.ts$|[^/]+/index\\.ts$";
const faceRules = Object.keys(DOMAIN).map((name) => ({
  name: `${name}-through-its-face`,
  severity: "error",
  comment: `outside ${name}/, import only its faces (index.ts, thread.ts, a part's index.ts)`,
  from: { path: "^src/", pathNot: `^src/${name}/` },
  to: { path: `^src/${name}/`, pathNot: `^src/${name}/(${FACE})` },
}));

module.exports = {
  // Not dependency-cruiser's: the module lists, for the test that holds them to the folders (it cruises without them).
  modules: { folders, LAYERS, DOMAIN, ROOMS, AGENT_ROOMS },
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "two modules that import each other, directly or round a loop",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "lib-is-a-leaf",
      severity: "error",
      comment: "src/lib imports nothing of ours",
      from: { path: "^src/lib/" },
      to: { path: "^src/", pathNot: "^src/lib/" },
    },
    {
      name: "formats-on-lib-alone",
      severity: "error",
      comment: "the formats (sources, readers' model, writers) import only lib",
      from: { path: "^src/formats/" },
      to: { path: "^src/", pathNot: "^src/(formats|lib)/" },
    },
    {
      name: "config-on-lib",
      severity: "error",
      comment: "the configuration is read before anything else exists",
      from: { path: "^src/config/" },
      to: { path: "^src/", pathNot: "^src/(config|lib)/|^src/outbound/index\\.ts$" },
    },
    {
      name: "store-below-domain",
      severity: "error",
      comment: "the store knows tables, not the domain",
      from: { path: "^src/store/" },
      to: { path: "^src/", pathNot: "^src/(store|lib|config)/" },
    },
    {
      name: "nothing-below-http-reaches-up",
      severity: "error",
      comment: "domain code never imports http, the app, the server, the CLI or the composition root",
      from: { path: BELOW_HTTP },
      to: { path: "^src/(http/|app\\.ts|server\\.ts|main\\.ts|cli/|deps\\.ts)" },
    },
    ...roomRules,
    ...domainRules,
    ...faceRules,
    ...agentRules,
    {
      name: "hono-only-in-http",
      severity: "error",
      comment: "only the HTTP layer speaks Hono",
      from: { path: "^src/", pathNot: "^src/(http/|app\\.ts|server\\.ts)" },
      to: { path: "node_modules/(hono|@hono)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
