// The API version this SDK's types describe, sent as Quire-Version (docs/api/versions.md); kept equal to the service's newest by test/sdk/sdk.test.ts.
export const API_VERSION = "2026-11-28";
