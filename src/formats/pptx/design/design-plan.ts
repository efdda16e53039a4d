// What a design plan is: the master chosen and why, every layout's rating per role, and the layout per role.
import type { LayoutFacts } from "./layout-facts.js";
import type { DesignRole, Rating } from "./rate-layouts.js";

/** Which master to build on: its position in the template's master list, or its name (or its theme's name). */
export interface MasterRequest {
  masterIndex?: number;
  masterName?: string;
}

export interface RoleChoice {
  /** Layout part, e.g. "ppt/slideLayouts/slideLayout2.xml". */
  layout: string;
  rating: Rating;
  /** Set when no layout of the master can hold the role and another role's layout stands in. */
  fallbackFrom?: DesignRole;
}

export interface DesignPlan {
  master: number;
  /** Why this master, in words. */
  masterReason: string;
  facts: Map<string, LayoutFacts>;
  /** Every layout's rating for every role (all masters, so an analysis can show them). */
  ratings: Map<string, Record<DesignRole, Rating>>;
  roles: Record<DesignRole, RoleChoice>;
  /** The master's layouts able to hold each role, best first (for re-flowing text that does not fit). */
  ranked: Record<DesignRole, string[]>;
}
