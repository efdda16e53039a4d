// AppError and the closed list of API error codes with their HTTP statuses (docs/api/conventions.md#errors).

export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  prompt_too_short: 400,
  invalid_template: 400,
  invalid_brand_id: 400,
  unsupported_format: 400,
  confirmation_required: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  prompt_too_long: 413,
  file_too_large: 413,
  body_too_large: 413,
  document_too_large: 413,
  unsupported_media_type: 415,
  rate_limit_minute: 429,
  rate_limit_day: 429,
  concurrency_limit: 429,
  quota_exhausted: 429,
  internal_error: 500,
  not_implemented: 501,
  model_error: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The one code that stands for a bare HTTP status from a library (better-auth, Hono), where nothing more is known. */
const GENERIC_CODES: readonly ErrorCode[] = [
  "invalid_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "body_too_large",
  "unsupported_media_type",
  "rate_limit_minute",
  "unavailable",
];
const GENERIC_CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map(
  GENERIC_CODES.map((code) => [ERROR_STATUS[code], code]),
);

/** The generic code for an HTTP status, or undefined when the status has none (500 and the other 5xx among them). */
export function genericCodeForStatus(status: number): ErrorCode | undefined {
  return GENERIC_CODE_BY_STATUS.get(status);
}

/** The message of every internal_error answer: nothing about the failure itself reaches the client. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please report it with the traceId.";

/** Codes where the same call may succeed later; their bodies carry `retryable: true`. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set([
  "rate_limit_minute",
  "rate_limit_day",
  "concurrency_limit",
  "quota_exhausted",
  "model_error",
  "unavailable",
]);

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  details?: ErrorDetail[];
  /** Seconds; becomes the `Retry-After` header. */
  retryAfter?: number;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type the service throws on purpose; anything else is an internal_error. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly retryAfter?: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  traceId?: string;
  retryable?: boolean;
}

/** The JSON body for an error; 5xx bodies carry the request id as `traceId`. */
export function errorBody(err: AppError, requestId: string): ErrorBody {
  const body: ErrorBody = { error: err.code, message: err.message };
  if (err.details?.length) body.details = err.details;
  if (err.status >= 500) body.traceId = requestId;
  if (RETRYABLE.has(err.code)) body.retryable = true;
  else if (err.status >= 500) body.retryable = false;
  return body;
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
