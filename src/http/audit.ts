// Records an organization's audit event for the calling principal and request: who (a person or an organization key), what, on what.
import type { Context } from "hono";
import type { Deps } from "../deps.js";
import { newId } from "../lib/ids.js";
import type { AppEnv } from "./env.js";
import { requestIdOf, requestLog } from "./request-context.js";

export const AUDIT_ACTIONS = [
  "organization.created",
  "organization.renamed",
  "member.invited",
  "invitation.revoked",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
  "key.created",
  "key.revoked",
  "brand.uploaded",
  "brand.replaced",
  "brand.deleted",
  "document.deleted",
  "document.moved",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const SWEEP_EVERY_MS = 3_600_000;
let lastSweep = 0;

/**
 * Writes the event when the call works in an organization (or names one); a failed write is logged and never fails
 * the call it records, which has already happened. Old events are swept at most once an hour per process.
 */
export async function audit(deps: Deps, c: Context<AppEnv>, action: AuditAction, target: { organizationId?: string; id?: string | null; data?: Record<string, unknown> } = {}): Promise<void> {
  const principal = c.get("principal");
  const organizationId = target.organizationId ?? principal.organization?.id;
  if (!organizationId) return;
  const byKey = principal.via === "key" && principal.scopes !== undefined;
  try {
    await deps.repos.audit.insert({
      id: newId("audit"),
      organizationId,
      actorType: byKey ? "key" : "user",
      actorId: byKey ? principal.keyId! : principal.userId,
      actorLabel: byKey ? principal.name : principal.email,
      action,
      targetId: target.id ?? null,
      data: JSON.stringify(target.data ?? {}),
      requestId: requestIdOf(c),
      createdAt: new Date().toISOString(),
    });
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await deps.repos.audit.sweep(new Date(Date.now() - deps.config.AUDIT_RETENTION_DAYS * 86_400_000).toISOString());
    }
  } catch (err) {
    requestLog(c).error({ err, action }, "audit event could not be written");
  }
}
