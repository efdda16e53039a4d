// The face of agent/: what the rest of the service imports of it (the dependency rules allow nothing else).
export type { AgentLine } from "./agent-lines.js";
export { createProvider, modelBindingFor } from "./create-provider.js";
export { checkDemoBudget } from "./demo-budget.js";
export { gatherMaterial, MAX_ATTACHMENTS } from "./material/load-material.js";
export type { Material } from "./material/material.js";
export { readOnboarding, resetOnboarding, seedOnboarding } from "./onboarding/seed-onboarding.js";
export { checkAttachments, prepareRun, TEXT_MODE_PROMPT_MAX } from "./prepare-run.js";
export { type Provider, TEXT_MODES } from "./provider.js";
export { createBuiltinProvider } from "./providers/builtin.js";
export { probeModel } from "./providers/probe-model.js";
export { claimRun, keepRun } from "./replay-run.js";
export { type AgentDeps, type Emit, runAgent } from "./run-agent.js";
export { regenerateDeckSlide } from "./regenerate-deck-slide.js";
export { createStreamSlots } from "./stream-slots.js";
