// Writes packages/sdk/src/openapi.ts: the API's paths and components as TypeScript types, by openapi-typescript from
// the service's own OpenAPI document (generated, not committed: `npm test` writes it before type-checking).
import { writeFileSync } from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";
import { openapiDocument } from "./openapi-document.js";

const OUT = new URL("../packages/sdk/src/openapi.ts", import.meta.url);
const HEADER =
  "// The Quire API's types, generated from its OpenAPI document by scripts/generate-sdk-types.ts: do not edit.\n";

export async function sdkTypes(): Promise<string> {
  const ast = await openapiTS((await openapiDocument()) as never, {
    exportType: true,
    alphabetize: true,
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUT, await sdkTypes());
}
