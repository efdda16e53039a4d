// The organization's audit log: who did what and when, newest first, a page at a time.
import { useCallback, useEffect, useState } from "react";
import { quire } from "../../api";
import { ErrorNote } from "../../components/layout";
import type { Member, AuditEvent } from "./section";

export function AuditLog({ orgId, members, tick }: { orgId: string; members: Member[]; tick: number }) {
  const [items, setItems] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (cursor?: string) => {
      setLoading(true);
      try {
        const page = await quire.ok(
          quire.api.GET("/api/organizations/{id}/audit", {
            params: { path: { id: orgId }, query: { limit: 20, cursor } },
          }),
        );
        setItems((prev) => (cursor ? [...prev, ...page.items] : page.items));
        setNext(page.nextCursor);
        setError(null);
      } catch (err) {
        setError(err);
      } finally {
        setLoading(false);
      }
    },
    [orgId],
  );
  useEffect(() => void load(), [load, tick]);

  const emailOf = (userId: unknown) => members.find((m) => m.userId === userId)?.email;
  return (
    <section className="card stack" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <p className="hint">
        What happened in this organization, newest first: who did it (a person, or a key by its name) and when.
      </p>
      <ErrorNote error={error} />
      <ol className="doc-list audit" aria-label="Audit log">
        {items.map((e) => (
          <li key={e.id} data-action={e.action}>
            <span className="audit-what">
              <strong>{e.actor.label}</strong>
              {e.actor.type === "key" && <span className="hint"> (key)</span>} {describe(e, emailOf)}{" "}
              <code className="action">{e.action}</code>
            </span>
            <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
          </li>
        ))}
        {!loading && items.length === 0 && !error && <li className="empty">Nothing yet.</li>}
      </ol>
      {next && (
        <div>
          <button className="button ghost" disabled={loading} onClick={() => void load(next)}>
            Load more
          </button>
        </div>
      )}
    </section>
  );
}

/** An audit event in words, from its action and data. */
function describe(e: AuditEvent, emailOf: (userId: unknown) => string | undefined): string {
  const d = e.data;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const quoted = (v: unknown) => (str(v) ? ` “${str(v)}”` : "");
  switch (e.action) {
    case "organization.created":
      return `created the organization${quoted(d.name)}`;
    case "organization.renamed":
      return `renamed the organization to${quoted(d.name)}`;
    case "member.invited":
      return `invited ${str(d.email) || "someone"}${str(d.role) ? ` as ${str(d.role)}` : ""}`;
    case "invitation.revoked":
      return "revoked an invitation";
    case "member.joined":
      return "joined";
    case "member.role_changed": {
      const who = emailOf(d.userId);
      const role = str(d.role) || "another role";
      return who ? `made ${who} ${role}` : `changed a member's role to ${role}`;
    }
    case "member.removed":
      return "removed a member";
    case "member.left":
      return "left";
    case "key.created": {
      const scopes = Array.isArray(d.scopes) ? d.scopes.filter((s): s is string => typeof s === "string") : [];
      return `issued the API key${quoted(d.name)}${scopes.length ? ` (${scopes.join(", ")})` : ""}`;
    }
    case "key.revoked":
      return `revoked the API key${quoted(d.name)}`;
    case "brand.uploaded":
      return `uploaded the brand${quoted(d.name)}`;
    case "brand.deleted":
      return "deleted a brand";
    case "document.deleted":
      return "deleted a document";
    case "webhook.created":
      return `created a webhook${str(d.url) ? ` to ${str(d.url)}` : ""}`;
    case "webhook.updated":
      return `changed a webhook${str(d.url) ? ` to ${str(d.url)}` : ""}`;
    case "webhook.deleted":
      return "deleted a webhook";
    default:
      return "did";
  }
}
