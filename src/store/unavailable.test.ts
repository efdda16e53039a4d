// Which failures count as "store unavailable" (503) rather than a fault (500).
import { describe, expect, it } from "vitest";
import { isStoreUnavailable } from "./unavailable.js";

describe("isStoreUnavailable", () => {
  it("recognises connection failures of pg, ioredis and SQLite, also when wrapped", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (const err of [
      refused,
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
      new Error("Connection is closed."),
      new Error("wrapped", { cause: refused }),
      new AggregateError([refused], "all failed"),
    ]) {
      expect(isStoreUnavailable(err), String(err)).toBe(true);
    }
  });

  it("leaves real faults alone", () => {
    for (const err of [
      new Error("boom"),
      new TypeError("x is undefined"),
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      Object.assign(new Error("syntax"), { code: "SQLITE_ERROR" }),
      null,
      "ECONNREFUSED",
    ]) {
      expect(isStoreUnavailable(err), String(err)).toBe(false);
    }
  });
});
