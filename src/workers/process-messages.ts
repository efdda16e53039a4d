// The messages a work process and the server exchange (frames.ts carries them), and the markers a task's MessagePorts
// and cached blobs travel as: a port is relayed message by message, a blob sent once per process and named after.
import { AppError, ERROR_STATUS, type ErrorCode, type ErrorDetail } from "../lib/errors.js";

/** Where a task held a MessagePort: the server relays what either side posts on it. */
export interface PortMarker {
  "@quire/port": number;
}

/** Where a task held bytes the process may have already (a template by its key): `bytes` only when it has not. */
export interface BlobMarker {
  "@quire/blob": string;
  bytes?: Uint8Array;
}

/** An error as it crosses: an AppError keeps its code, details and Retry-After, anything else its name and message. */
export interface CarriedError {
  name: string;
  message: string;
  stack?: string;
  code?: ErrorCode;
  details?: ErrorDetail[];
  retryAfter?: number;
}

export type ToChild =
  | { t: "run"; id: number; filename: string; name: string | null; task: unknown }
  | { t: "port"; id: number; port: number; message: unknown }
  | { t: "port-close"; id: number; port: number };

export type FromChild =
  | { t: "ready" }
  /** The task's module was loaded for it (its first task of that module): the task's own time starts now. */
  | { t: "loaded"; id: number }
  | { t: "done"; id: number; result: unknown; heavy?: boolean }
  | { t: "fail"; id: number; error: CarriedError; heavy?: boolean }
  /** The task named a blob this process no longer holds: the server sends the task again with its bytes. */
  | { t: "need-blob"; id: number; key: string }
  | { t: "port"; id: number; port: number; message: unknown }
  | { t: "port-close"; id: number; port: number };

export const isPortMarker = (v: unknown): v is PortMarker => typeof v === "object" && v !== null && "@quire/port" in v;
export const isBlobMarker = (v: unknown): v is BlobMarker => typeof v === "object" && v !== null && "@quire/blob" in v;

/** The name an allocation refused by the memory cap crosses as: the server answers it as the task's own weight (413). */
export const OUT_OF_MEMORY = "WorkOutOfMemory";

/**
 * An allocation the memory cap refused, as each allocator says it (an ArrayBuffer, Skia's surface, WebAssembly's
 * memory), or a stack a file nested past its depth: the task's own weight, whatever code met it first.
 */
export function isOutOfMemory(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return /allocation failed|out of memory|skia surface failed|could not allocate|Cannot allocate memory|WebAssembly\.Memory|Maximum call stack size exceeded/i.test(
    err.message,
  );
}

export function carryError(err: unknown): CarriedError {
  if (isOutOfMemory(err)) return { name: OUT_OF_MEMORY, message: (err as Error).message };
  if (err instanceof AppError)
    return { name: err.name, message: err.message, code: err.code, details: err.details, retryAfter: err.retryAfter };
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { name: "Error", message: String(err) };
}

/** The error again on the server's side: an AppError as thrown, anything else an Error of the same name. */
export function reviveError(carried: CarriedError): Error {
  if (carried.code && carried.code in ERROR_STATUS)
    return new AppError(carried.code, carried.message, { details: carried.details, retryAfter: carried.retryAfter });
  const err = new Error(carried.message);
  err.name = carried.name;
  if (carried.stack) err.stack = `${carried.stack}\n    (in a work process)`;
  return err;
}
