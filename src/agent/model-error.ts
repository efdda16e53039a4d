// A run's failure at the model: what the user is told, whether trying again can help, and the provider's own words.
import { AppError } from "../lib/errors.js";

/** The provider's own account of a failure: its error type and code, its message, the HTTP status. */
export interface ProviderFault {
  type?: string;
  code?: string;
  message?: string;
  status?: number;
}

export class ModelError extends AppError {
  constructor(
    message: string,
    /** Whether the same request may succeed if sent again (an overloaded or rate-limited provider, a dropped connection). */
    readonly retryable: boolean,
    readonly provider?: ProviderFault,
    cause?: unknown,
  ) {
    super("model_error", message, { cause });
    this.name = "ModelError";
  }
}
