// Table types of share links (migration 018): a document's links, their views by day and time by slide, and whether a space lets its members share.

export interface ShareTable {
  id: string;
  /** Who made it. */
  userId: string;
  /** Whose document it shares: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  documentId: string;
  label: string | null;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: string;
  /** The token's first characters, to tell links apart in a list. */
  tokenStart: string;
  /** The version it shows; null: the latest. */
  version: number | null;
  expiresAt: string | null;
  /** scrypt$N$salt$hash, or null: no password. */
  passwordHash: string | null;
  /** 1 or 0, in both dialects. */
  downloads: number;
  present: number;
  views: number;
  createdAt: string;
  updatedAt: string;
  revokedAt: string | null;
}

/** One link's views and seconds watched on one day (UTC). */
export interface ShareDayTable {
  shareId: string;
  day: string;
  views: number;
  seconds: number;
}

/** One link's seconds watched on one slide, all days together. */
export interface ShareSlideTable {
  shareId: string;
  slide: number;
  seconds: number;
}

/** A space's settings: only organizations have a row (a person's space shares by default). */
export interface SpaceSettingTable {
  spaceId: string;
  /** 1 or 0: whether members may share documents outside the organization. */
  sharing: number;
  updatedAt: string;
}

export interface ShareTables {
  share: ShareTable;
  share_day: ShareDayTable;
  share_slide: ShareSlideTable;
  space_setting: SpaceSettingTable;
}
