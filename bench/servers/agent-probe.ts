// The real service from its sources (src/main.ts) with the bench probe (probe-preload.mjs: event-loop delay, RSS on SIGUSR2).
import "./probe-preload.mjs";

await import("../../src/main.js");
