// The rules src/ keeps (checked by test/foundation/dependencies.test.ts): no cycles, and dependencies that point one
// way — http → domain → store → lib, formats on lib alone, Hono in http alone. ARCHITECTURE.md draws the same layers.
const BELOW_HTTP = "^src/(agent|brands|assets|workspace|auth|limits|idempotency|jobs|webhooks|workers|import|mcp|metrics|outbound|config|store|formats|quality|lib)/";

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "two modules that import each other, directly or round a loop", from: { path: "^src/" }, to: { circular: true } },
    { name: "lib-is-a-leaf", severity: "error", comment: "src/lib imports nothing of ours", from: { path: "^src/lib/" }, to: { path: "^src/", pathNot: "^src/lib/" } },
    { name: "formats-on-lib-alone", severity: "error", comment: "the formats (sources, readers' model, writers) import only lib", from: { path: "^src/formats/" }, to: { path: "^src/", pathNot: "^src/(formats|lib)/" } },
    { name: "config-on-lib", severity: "error", comment: "the configuration is read before anything else exists", from: { path: "^src/config/" }, to: { path: "^src/", pathNot: "^src/(config|lib)/|^src/outbound/host-list\\.ts$" } },
    { name: "store-below-domain", severity: "error", comment: "the store knows tables, not the domain", from: { path: "^src/store/" }, to: { path: "^src/", pathNot: "^src/(store|lib|config)/" } },
    { name: "nothing-below-http-reaches-up", severity: "error", comment: "domain code never imports http, the app, the server, the CLI or the composition root", from: { path: BELOW_HTTP }, to: { path: "^src/(http/|app\\.ts|server\\.ts|main\\.ts|cli/|deps\\.ts)" } },
    { name: "hono-only-in-http", severity: "error", comment: "only the HTTP layer speaks Hono", from: { path: "^src/", pathNot: "^src/(http/|app\\.ts|server\\.ts)" }, to: { path: "node_modules/(hono|@hono)/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
