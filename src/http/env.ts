// The Hono environment shared by every route: request id, the caller, and the logger for this request.
import type { RequestBindings } from "./request-context.js";

/** Who is calling: a signed-in user by cookie session or by API key. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  via: "session" | "key";
  /** Set when `via` is "key". */
  keyId?: string;
}

export interface AppEnv {
  Bindings: RequestBindings;
  Variables: {
    principal: Principal;
    /** Parsed JSON body, set by the json-body middleware. */
    jsonBody: unknown;
  };
}
