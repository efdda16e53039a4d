// The face of mcp/: what the rest of the service imports of it (the dependency rules allow nothing else).
export { createQuireMcpServer } from "./quire-tools.js";
