// Onboarding state per user: welcome → seeded (with the seeded document ids) → dismissed.
import type { Kysely } from "kysely";
import type { DB, OnboardingTable } from "../schema.js";

export interface OnboardingRecord {
  userId: string;
  state: OnboardingTable["state"];
  itemIds: string[];
  updatedAt: string;
}

export interface OnboardingRepo {
  get(userId: string): Promise<OnboardingRecord | null>;
  put(record: OnboardingRecord): Promise<void>;
}

export function createOnboardingRepo(db: Kysely<DB>): OnboardingRepo {
  return {
    async get(userId) {
      const row = await db.selectFrom("onboarding_state").selectAll().where("userId", "=", userId).executeTakeFirst();
      return row ? { ...row, itemIds: JSON.parse(row.itemIds) as string[] } : null;
    },
    async put(record) {
      const values = { ...record, itemIds: JSON.stringify(record.itemIds) };
      await db
        .insertInto("onboarding_state")
        .values(values)
        .onConflict((oc) =>
          oc
            .column("userId")
            .doUpdateSet({ state: values.state, itemIds: values.itemIds, updatedAt: values.updatedAt }),
        )
        .execute();
    },
  };
}
