// Reads of better-auth's organization tables that every call needs (membership, role), and a deleted organization's purge.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB } from "../schema.js";
import { SPACE_RESOURCES, type SpaceResource } from "../space-resources.js";

export interface Membership {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  role: string;
}

export interface OrganizationRepo {
  /** The user's role in the organization, or null when they are not (or no longer) a member. */
  roleOf(organizationId: string, userId: string): Promise<string | null>;
  /** A member of the organization by member id (their user id, role, and the person's e-mail and name), or null. */
  memberOf(
    organizationId: string,
    memberId: string,
  ): Promise<{ userId: string; role: string; email: string; name: string } | null>;
  /** The organizations the user belongs to, with their role, oldest first. */
  membershipsOf(userId: string): Promise<Membership[]>;
  /** Deletes every row of the space (each table of SPACE_RESOURCES) in one transaction; answers the blob keys they held. */
  purgeSpace(spaceId: SpaceId): Promise<string[]>;
}

export function createOrganizationRepo(db: Kysely<DB>): OrganizationRepo {
  return {
    async roleOf(organizationId, userId) {
      const row = await db
        .selectFrom("member")
        .select("role")
        .where("organizationId", "=", organizationId)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return row?.role ?? null;
    },
    async memberOf(organizationId, memberId) {
      const row = await db
        .selectFrom("member as m")
        .innerJoin("user as u", "u.id", "m.userId")
        .select(["m.userId", "m.role", "u.email", "u.name"])
        .where("m.organizationId", "=", organizationId)
        .where("m.id", "=", memberId)
        .executeTakeFirst();
      return row ?? null;
    },
    async membershipsOf(userId) {
      const rows = await db
        .selectFrom("member as m")
        .innerJoin("organization as o", "o.id", "m.organizationId")
        .select(["o.id", "o.name", "o.slug", "o.createdAt", "m.role"])
        .where("m.userId", "=", userId)
        .orderBy("o.createdAt", "asc")
        .orderBy("o.id", "asc")
        .execute();
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },
    purgeSpace: (spaceId) => purgeSpace(db, spaceId),
  };
}

/**
 * Deletes every row of the space in each declared table, in the declaration's order, in one transaction: a row's
 * declared children (those holding blobs) are read for their keys and deleted first, then the rows, read for theirs
 * as they go (other child rows go by their foreign keys' cascade). Answers each blob key once.
 */
export async function purgeSpace(
  db: Kysely<DB>,
  spaceId: SpaceId,
  resources: readonly SpaceResource[] = SPACE_RESOURCES,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // Table names come from the declaration, typed there; here they are strings.
    const q = trx as unknown as Kysely<Record<string, Record<string, string | null>>>;
    const keys = new Set<string>();
    const keep = (rows: Record<string, unknown>[], columns: readonly string[] = []) => {
      for (const row of rows) for (const c of columns) if (typeof row[c] === "string" && row[c]) keys.add(row[c]);
    };
    for (const resource of resources) {
      const ids = q.selectFrom(resource.table).select("id").where("spaceId", "=", spaceId);
      for (const child of resource.children ?? []) {
        if (child.blobs?.length)
          keep(
            await q
              .selectFrom(child.table)
              .select(child.blobs as string[])
              .where(child.parent, "in", ids)
              .execute(),
            child.blobs,
          );
        await q.deleteFrom(child.table).where(child.parent, "in", ids).execute();
      }
      const blobs = (resource.blobs ?? []) as readonly string[];
      const deleted = q.deleteFrom(resource.table).where("spaceId", "=", spaceId);
      if (blobs.length) keep(await deleted.returning(blobs as string[]).execute(), blobs);
      else await deleted.execute();
    }
    return [...keys];
  });
}
