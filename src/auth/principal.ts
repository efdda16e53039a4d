// Who is calling: what authentication makes of a request, for the routes and the domain alike.

/** A signed-in user, by cookie session or by API key. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  via: "session" | "key";
  /** Set when `via` is "key". */
  keyId?: string;
}
