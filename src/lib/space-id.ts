// Whose a row is: the personal space (its user's id) or an organization (its id); branded so a user id is never passed where a space is meant.
declare const SPACE: unique symbol;

export type SpaceId = string & { readonly [SPACE]: true };

export function personalSpace(userId: string): SpaceId {
  return userId as SpaceId;
}

export function organizationSpace(organizationId: string): SpaceId {
  return organizationId as SpaceId;
}

/** Who makes a row and whose it becomes; a Principal is one. */
export interface Owner {
  userId: string;
  spaceId: SpaceId;
}

/** The space a stored row belongs to. */
export function spaceOf(row: { spaceId: string }): SpaceId {
  return row.spaceId as SpaceId;
}
