// A lease with an expiry, held by one holder token at a time: taken only when free or expired, renewed, dropped by its holder.

export interface LeaseStore {
  /** Takes `key` for `holder` for `ttlMs` when nobody holds it or the last holder's lease expired; false otherwise. */
  take(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Pushes the expiry out to now + `ttlMs` if `holder` still holds `key`; false when the lease was lost. */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Frees `key` if (and only if) `holder` holds it: a late drop never frees someone else's lease. */
  drop(key: string, holder: string): Promise<void>;
}
