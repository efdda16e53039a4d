#!/usr/bin/env node
// The `quire` command: registers the TypeScript loader, then runs src/cli/index.ts (serve | migrate | doctor).
import { register } from "tsx/esm/api";

register();
await import("../src/cli/index.ts");
