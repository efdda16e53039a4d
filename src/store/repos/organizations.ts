// Reads of better-auth's organization tables that every call needs (membership, role), and a deleted organization's purge.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB } from "../schema.js";

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
  memberOf(organizationId: string, memberId: string): Promise<{ userId: string; role: string; email: string; name: string } | null>;
  /** The organizations the user belongs to, with their role, oldest first. */
  membershipsOf(userId: string): Promise<Membership[]>;
  /** Deletes every row of the space (documents, brands, images, jobs, webhooks) in one transaction; answers the blob keys they held. */
  purgeSpace(spaceId: SpaceId): Promise<string[]>;
}

export function createOrganizationRepo(db: Kysely<DB>): OrganizationRepo {
  return {
    async roleOf(organizationId, userId) {
      const row = await db.selectFrom("member").select("role").where("organizationId", "=", organizationId).where("userId", "=", userId).executeTakeFirst();
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
    async purgeSpace(spaceId) {
      return db.transaction().execute(async (trx) => {
        const items = await trx.selectFrom("job_item as i").innerJoin("job as j", "j.id", "i.jobId").select("i.resultKey").where("j.spaceId", "=", spaceId).where("i.resultKey", "is not", null).execute();
        const versions = await trx.selectFrom("brand_version as v").innerJoin("brand as b", "b.id", "v.brandId").select("v.blobKey").where("b.spaceId", "=", spaceId).execute();
        await trx.deleteFrom("brand_version").where("brandId", "in", trx.selectFrom("brand").select("id").where("spaceId", "=", spaceId)).execute();
        const brands = await trx.deleteFrom("brand").where("spaceId", "=", spaceId).returning("blobKey").execute();
        const assets = await trx.deleteFrom("asset").where("spaceId", "=", spaceId).returning("blobKey").execute();
        const jobs = await trx.deleteFrom("job").where("spaceId", "=", spaceId).returning("resultKey").execute();
        await trx.deleteFrom("document").where("spaceId", "=", spaceId).execute();
        await trx.deleteFrom("webhook_delivery").where("spaceId", "=", spaceId).execute();
        await trx.deleteFrom("webhook_endpoint").where("spaceId", "=", spaceId).execute();
        return [...new Set([...brands.map((b) => b.blobKey), ...versions.map((v) => v.blobKey)]), ...assets.map((a) => a.blobKey), ...jobs.flatMap((j) => (j.resultKey ? [j.resultKey] : [])), ...items.flatMap((i) => (i.resultKey ? [i.resultKey] : []))];
      });
    },
  };
}
