// The audit log from the HTTP side: who the call's actor is (a person or an organization key) and its request, as a
// stamp the domain writes into its change's transaction; and, for the changes better-auth makes (organizations,
// members, invitations), the event written after them.
import type { Context } from "hono";
import type { Deps } from "../deps.js";
import { auditEvent, type AuditAction, type AuditStamp } from "../store/repos/audit.js";
import type { AppEnv } from "./env.js";
import { requestIdOf, requestLog } from "./request-context.js";

const SWEEP_EVERY_MS = 3_600_000;
let lastSweep = 0;

/** The call's actor and request, for the events its change writes (an organization key names itself, else the person). */
export function auditStamp(c: Context<AppEnv>): AuditStamp {
  const principal = c.get("principal");
  const byKey = principal.via === "key" && principal.scopes !== undefined;
  return {
    ...(principal.organization ? { organizationId: principal.organization.id } : {}),
    actorType: byKey ? "key" : "user",
    actorId: byKey ? principal.keyId! : principal.userId,
    actorLabel: byKey ? principal.name : principal.email,
    requestId: requestIdOf(c),
  };
}

/** Old events go, at most once an hour per process. */
export async function sweepAuditLog(deps: Deps): Promise<void> {
  if (Date.now() - lastSweep <= SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await deps.repos.audit.sweep(new Date(Date.now() - deps.config.AUDIT_RETENTION_DAYS * 86_400_000).toISOString());
}

/**
 * Writes the event of a change better-auth has made (outside Quire's repositories, so not in its transaction) when the
 * call works in an organization or names one; a failed write is logged and never fails the call it records.
 */
export async function audit(
  deps: Deps,
  c: Context<AppEnv>,
  action: AuditAction,
  target: { organizationId?: string; id?: string | null; data?: Record<string, unknown> } = {},
): Promise<void> {
  const event = auditEvent(auditStamp(c), action, target);
  if (!event) return;
  try {
    await deps.repos.audit.insert(event);
    await sweepAuditLog(deps);
  } catch (err) {
    requestLog(c).error({ err, action }, "audit event could not be written");
  }
}
