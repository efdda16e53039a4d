// Idempotency-Key bookkeeping without HTTP: claim a (user, key), replay a finished answer, refuse reuse and overlap.
import { createHash } from "node:crypto";
import { runSteps, runStepsYielding } from "../lib/steps.js";
import { AppError } from "../lib/errors.js";
import type { IdempotencyRepo } from "../store/repos/idempotency.js";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A pending claim older than this is from a crashed process (the longest call, an agent run, stops at 180 s). */
export const PENDING_LEASE_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** What a finished call stored: its status and content type, and a body that is the answer or a reference to it. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface IdempotencyScope {
  userId: string;
  key: string;
  /** A short name of the operation ("export", "agent"), kept for operators. */
  route: string;
  /** hashRequest(...) of what makes two calls "the same call". */
  requestHash: string;
}

/** The first call holds the key until it completes (answer stored) or releases it (the key is free again). */
export interface IdempotencyClaim {
  replay: false;
  complete(answer: StoredAnswer): Promise<void>;
  release(): Promise<void>;
}

export interface IdempotencyReplay {
  replay: true;
  answer: StoredAnswer;
}

export interface IdempotencyService {
  /** Throws 409 conflict when the key was used for a different request, or its first call is still running. */
  begin(scope: IdempotencyScope): Promise<IdempotencyClaim | IdempotencyReplay>;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

/** A stable hash of method, path (with query) and body; JSON bodies are compared by value, not by spelling. */
export function hashRequest(method: string, path: string, body: unknown): string {
  return runSteps(hashSteps(method, path, body));
}

/**
 * hashRequest, letting the event loop turn after each HASHED_PER_TURN characters: for a request body, on the server's
 * one thread (a 2.8 MB body written out canonically and hashed at once held it 100-150 ms). `unparsedJson`, the bytes of
 * a value the body reader left unparsed (a large source, empty in `body`), is hashed as it was spelled.
 */
export function hashRequestYielding(
  method: string,
  path: string,
  body: unknown,
  unparsedJson?: Uint8Array,
): Promise<string> {
  return runStepsYielding(hashSteps(method, path, body, unparsedJson));
}

const HASHED_PER_TURN = 64 * 1024;

function* hashSteps(method: string, path: string, body: unknown, unparsedJson?: Uint8Array): Generator<void, string> {
  const hash = createHash("sha256").update(`${method.toUpperCase()}\n${path}\n`);
  let pending = "";
  for (const piece of typeof body === "string" ? stringSlices(body) : canonicalJson(body)) {
    pending += piece;
    if (pending.length >= HASHED_PER_TURN) {
      hash.update(pending);
      pending = "";
      yield;
    }
  }
  hash.update(pending);
  if (unparsedJson) {
    hash.update("\n");
    for (let at = 0; at < unparsedJson.length; at += HASHED_PER_TURN) {
      hash.update(unparsedJson.subarray(at, at + HASHED_PER_TURN));
      yield;
    }
  }
  return hash.digest("base64url");
}

/** The body written with its keys sorted, in pieces (a long string in slices of its JSON spelling). */
function* canonicalJson(value: unknown): Generator<string> {
  if (typeof value === "string" && value.length > HASHED_PER_TURN) {
    yield '"';
    for (const slice of stringSlices(value)) yield JSON.stringify(slice).slice(1, -1);
    yield '"';
  } else if (value === null || typeof value !== "object") yield JSON.stringify(value) ?? "null";
  else if (Array.isArray(value)) {
    yield "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ",";
      yield* canonicalJson(value[i]);
    }
    yield "]";
  } else {
    yield "{";
    for (const [i, key] of Object.keys(value).sort().entries()) {
      yield `${i > 0 ? "," : ""}${JSON.stringify(key)}:`;
      yield* canonicalJson((value as Record<string, unknown>)[key]);
    }
    yield "}";
  }
}

/** A string in slices of about HASHED_PER_TURN characters, never between the two halves of a surrogate pair. */
function* stringSlices(value: string): Generator<string> {
  for (let at = 0; at < value.length;) {
    let end = Math.min(value.length, at + HASHED_PER_TURN);
    const last = value.charCodeAt(end - 1);
    if (end < value.length && last >= 0xd800 && last <= 0xdbff) end++;
    yield value.slice(at, end);
    at = end;
  }
}

export interface IdempotencyServiceOptions {
  now?: () => number;
  ttlMs?: number;
  onSweepError?: (err: unknown) => void;
}

export function createIdempotencyService(
  repo: IdempotencyRepo,
  options: IdempotencyServiceOptions = {},
): IdempotencyService {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    repo.deleteExpired(new Date(at).toISOString()).catch((err) => options.onSweepError?.(err));
  }

  async function begin(scope: IdempotencyScope, attempt = 0): Promise<IdempotencyClaim | IdempotencyReplay> {
    if (!IDEMPOTENCY_KEY_PATTERN.test(scope.key)) {
      throw new AppError("invalid_request", "Idempotency-Key must be 1 to 255 visible ASCII characters.", {
        details: [{ path: "Idempotency-Key", message: "1..255 printable ASCII characters" }],
      });
    }
    const at = now();
    sweep(at);
    const createdAt = new Date(at).toISOString();
    const claimed = await repo.claim({
      userId: scope.userId,
      key: scope.key,
      route: scope.route,
      requestHash: scope.requestHash,
      state: "pending",
      status: null,
      contentType: null,
      body: null,
      createdAt,
      expiresAt: new Date(at + ttlMs).toISOString(),
    });
    if (claimed) return claim(scope);

    const existing = await repo.find(scope.userId, scope.key, createdAt);
    if (!existing) {
      // Released or expired between our claim and our look: try once more, then give up as a conflict.
      if (attempt < 2) return begin(scope, attempt + 1);
      throw inProgress();
    }
    if (existing.state === "pending" && at - Date.parse(existing.createdAt) > PENDING_LEASE_MS && attempt < 2) {
      // The call that claimed it never finished: nothing was answered under this key, so it is free again.
      await repo.releaseStale(scope.userId, scope.key, new Date(at - PENDING_LEASE_MS).toISOString());
      return begin(scope, attempt + 1);
    }
    if (existing.requestHash !== scope.requestHash) {
      throw new AppError("conflict", "This Idempotency-Key was already used for a different request.");
    }
    if (existing.state === "pending") throw inProgress();
    return {
      replay: true,
      answer: { status: existing.status ?? 200, contentType: existing.contentType, body: existing.body ?? "" },
    };
  }

  function claim(scope: IdempotencyScope): IdempotencyClaim {
    let settled = false;
    return {
      replay: false,
      async complete(answer) {
        if (settled) return;
        settled = true;
        await repo.complete(scope.userId, scope.key, answer);
      },
      async release() {
        if (settled) return;
        settled = true;
        await repo.release(scope.userId, scope.key);
      },
    };
  }

  return { begin: (scope) => begin(scope) };
}

function inProgress(): AppError {
  return new AppError(
    "conflict",
    "A request with this Idempotency-Key is still being processed; retry when it has finished.",
    { retryAfter: 1 },
  );
}
