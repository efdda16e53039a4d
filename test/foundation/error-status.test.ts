// The generic code for a bare HTTP status (what Hono's HTTPException and better-auth's errors become).
import { describe, expect, it } from "vitest";
import { ERROR_STATUS, genericCodeForStatus } from "../../src/lib/errors.js";
import { codeForStatus } from "../../src/auth/auth-errors.js";

describe("genericCodeForStatus", () => {
  it("gives one generic code per client status, whose own status is that status", () => {
    const expected = {
      400: "invalid_request",
      401: "unauthorized",
      403: "forbidden",
      404: "not_found",
      405: "method_not_allowed",
      413: "body_too_large",
      415: "unsupported_media_type",
      429: "rate_limit_minute",
      503: "unavailable",
    } as const;
    for (const [status, code] of Object.entries(expected)) {
      expect(genericCodeForStatus(Number(status))).toBe(code);
      expect(ERROR_STATUS[code]).toBe(Number(status));
    }
  });

  it("has none for statuses without a generic code", () => {
    for (const status of [200, 409, 418, 500, 501, 502, 504]) expect(genericCodeForStatus(status)).toBeUndefined();
  });
});

describe("better-auth status → code", () => {
  it("falls back to internal_error for 5xx and invalid_request for other client errors", () => {
    expect(codeForStatus(429)).toBe("rate_limit_minute");
    expect(codeForStatus(500)).toBe("internal_error");
    expect(codeForStatus(502)).toBe("internal_error");
    expect(codeForStatus(422)).toBe("invalid_request");
    expect(codeForStatus(503)).toBe("unavailable");
  });
});
