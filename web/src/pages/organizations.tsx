// Organizations: the ones you belong to (with your role) and a form to create one; an organization's page with its
// members and their roles, pending invitations and the invite form, organization API keys (shown once, with copy),
// the audit log, rename, leave and delete. Owners and admins manage; members read.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { usePageTitle } from "../page-title";
import { Link, navigate } from "../router";
import { useSession } from "../session";
import { ROLES, useSpaces, type Role } from "../spaces";

type Member = Schemas["OrganizationMember"];
type Invitation = Schemas["OrganizationInvitation"];
type OrganizationDetail = Schemas["OrganizationDetail"];
type OrganizationKey = Schemas["OrganizationApiKey"];
type AuditEvent = Schemas["AuditEvent"];
type KeyScope = Schemas["KeyScope"];

const SCOPES: { scope: KeyScope; help: string }[] = [
  { scope: "documents:read", help: "read documents, slide pictures and images; export" },
  { scope: "documents:write", help: "create, change and delete documents and images; import" },
  { scope: "agent", help: "make and revise documents by prompt" },
  { scope: "brands:generate", help: "list brands and generate decks on them" },
  { scope: "brands:manage", help: "upload and delete brands" },
  { scope: "jobs", help: "batch jobs" },
  { scope: "webhooks", help: "webhooks" },
];

const PERIODS: { seconds: number; label: string }[] = [
  { seconds: 60, label: "minute" },
  { seconds: 3_600, label: "hour" },
  { seconds: 86_400, label: "day" },
  { seconds: 30 * 86_400, label: "30 days" },
];

const manages = (role: Role | undefined) => role === "owner" || role === "admin";

// ---------------------------------------------------------------------------------------------------------------
// The list

export function OrganizationsPage() {
  const { organizations, activeId, loaded, refresh, switchTo } = useSpaces();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  usePageTitle("Organizations");

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await quire.ok(quire.api.POST("/api/organizations", { body: { name } }));
      setName("");
      await refresh();
      navigate(`/organizations/${created.id}`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page medium">
      <Breadcrumbs trail={[["Account", "/account"]]} here="Organizations" />
      <h1>Organizations</h1>
      <p className="lede">
        An organization is a shared space: its documents, brands, jobs and webhooks belong to every member. Your personal space stays yours. Choose
        the space you work in from the switcher at the top.
      </p>
      <ul className="doc-list org-list" aria-label="Your organizations">
        <li className={activeId === null ? "active" : undefined}>
          <span>
            <strong>Personal</strong> <span className="hint">only you</span>
          </span>
          <SwitchButton current={activeId === null} label="Personal" onSwitch={() => switchTo(null)} onError={setError} />
        </li>
        {organizations.map((o) => (
          <li key={o.id} className={o.id === activeId ? "active" : undefined}>
            <span>
              <Link href={`/organizations/${o.id}`}>
                <strong>{o.name}</strong>
              </Link>{" "}
              <span className={`role role-${o.role}`}>{o.role}</span>
            </span>
            <SwitchButton current={o.id === activeId} label={o.name} onSwitch={() => switchTo(o.id)} onError={setError} />
          </li>
        ))}
        {loaded && organizations.length === 0 && <li className="empty">You are not in any organization yet.</li>}
      </ul>
      <ErrorNote error={error} />
      <section className="card stack" aria-labelledby="create-org-title">
        <h2 id="create-org-title">Create an organization</h2>
        <p className="hint">You become its owner. Creating one does not switch to it.</p>
        <form className="row" onSubmit={(e) => void create(e)}>
          <label className="inline grow">
            Organization name
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} placeholder="e.g. Bean & Bloom marketing" />
          </label>
          <button className="button" type="submit" disabled={busy}>
            Create organization
          </button>
        </form>
      </section>
    </section>
  );
}

/** Where the page sits: links to the pages above it, then the page itself (marked current). */
function Breadcrumbs({ trail, here }: { trail: [label: string, href: string][]; here: string }) {
  return (
    <nav className="crumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map(([label, href]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
        <li aria-current="page">{here}</li>
      </ol>
    </nav>
  );
}

function SwitchButton({ current, label, onSwitch, onError }: { current: boolean; label: string; onSwitch: () => Promise<void>; onError: (e: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  if (current) return <span className="current">Active space</span>;
  return (
    <button
      className="button ghost small"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        onSwitch().catch((err) => {
          onError(err);
          setBusy(false);
        });
      }}
    >
      Switch<span className="visually-hidden"> to {label}</span>
    </button>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// One organization

export function OrganizationPage({ id }: { id: string }) {
  const { session } = useSession();
  const spaces = useSpaces();
  const [org, setOrg] = useState<OrganizationDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [auditTick, setAuditTick] = useState(0);
  usePageTitle(org ? `${org.name} — Organizations` : "Organization");

  const reload = useCallback(async () => {
    try {
      setOrg(await quire.ok(quire.api.GET("/api/organizations/{id}", { params: { path: { id } } })));
      setLoadError(null);
    } catch (err) {
      setLoadError(err);
    }
  }, [id]);
  useEffect(() => {
    setOrg(null);
    void reload();
  }, [reload]);

  // Something changed: read the organization and the audit log again.
  const changed = useCallback(async () => {
    setError(null);
    await reload();
    setAuditTick((t) => t + 1);
  }, [reload]);

  const membership = spaces.organizations.find((o) => o.id === id);
  const me = org?.members.find((m) => m.userId === session?.user.id);
  const role: Role | undefined = me?.role ?? membership?.role;
  const canManage = manages(role);

  if (loadError && !org) {
    return (
      <section className="page medium">
        <Breadcrumbs trail={[["Organizations", "/organizations"]]} here="Organization" />
        <h1>Organization</h1>
        <ErrorNote error={loadError} />
      </section>
    );
  }
  if (!org) return <section className="page medium" aria-busy="true" />;

  return (
    <section className="page medium org-page">
      <Breadcrumbs trail={[["Account", "/account"], ["Organizations", "/organizations"]]} here={org.name} />
      <div className="row spread org-head">
        <div>
          <h1>{org.name}</h1>
          <p className="hint">
            <code>{org.slug}</code> · created {new Date(org.createdAt).toLocaleDateString()} · you are {role === "admin" || role === "owner" ? "an" : "a"}{" "}
            <span className={`role role-${role}`}>{role ?? "member"}</span>
          </p>
        </div>
        {spaces.activeId === org.id ? (
          <span className="current">Active space</span>
        ) : (
          <button className="button" onClick={() => void spaces.switchTo(org.id).catch(setError)}>
            Switch to {org.name}
          </button>
        )}
      </div>
      <ErrorNote error={error} />
      {!canManage && <p className="notice">Only owners and admins manage members, invitations and API keys, and read the audit log. You can work in this organization's documents and brands.</p>}
      <Members org={org} role={role} myUserId={session?.user.id} onChanged={changed} />
      <Invitations org={org} role={role} onChanged={changed} />
      {canManage && <OrganizationKeys orgId={org.id} onChanged={() => setAuditTick((t) => t + 1)} />}
      {canManage && <AuditLog orgId={org.id} members={org.members} tick={auditTick} />}
      <Settings org={org} role={role} onChanged={changed} />
    </section>
  );
}

interface SectionProps {
  org: OrganizationDetail;
  role: Role | undefined;
  onChanged: () => Promise<void>;
}

function Members({ org, role, myUserId, onChanged }: SectionProps & { myUserId: string | undefined }) {
  const canManage = manages(role);
  const [error, onError] = useState<unknown>(null);
  async function act(run: () => Promise<unknown>) {
    onError(null);
    try {
      await run();
      await onChanged();
    } catch (err) {
      onError(err);
    }
  }
  // Only an owner makes or unmakes an owner; nobody changes their own role.
  const editable = (m: Member) => canManage && m.userId !== myUserId && (role === "owner" || m.role !== "owner");
  return (
    <section className="card stack" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <ul className="doc-list member-list" aria-label="Members">
        {org.members.map((m) => (
          <li key={m.id}>
            <span className="who">
              <strong>{m.name || m.email}</strong>
              {m.userId === myUserId && <span className="hint"> (you)</span>}
              {m.name && <span className="hint"> {m.email}</span>}
            </span>
            <span className="row">
              {editable(m) ? (
                <select
                  className="role-select"
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  onChange={(e) => void act(() => quire.ok(quire.api.PATCH("/api/organizations/{id}/members/{memberId}", { params: { path: { id: org.id, memberId: m.id } }, body: { role: e.target.value as Role } })))}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r} disabled={r === "owner" && role !== "owner"}>
                      {r}
                    </option>
                  ))}
                </select>
              ) : (
                <span className={`role role-${m.role}`}>{m.role}</span>
              )}
              {editable(m) && (
                <button
                  className="button danger small"
                  aria-label={`Remove ${m.email}`}
                  onClick={() => {
                    if (confirm(`Remove ${m.email} from ${org.name}?`)) void act(() => quire.ok(quire.api.DELETE("/api/organizations/{id}/members/{memberId}", { params: { path: { id: org.id, memberId: m.id } } })));
                  }}
                >
                  Remove
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ErrorNote error={error} />
    </section>
  );
}

function Invitations({ org, role, onChanged }: SectionProps) {
  const canManage = manages(role);
  const [error, onError] = useState<unknown>(null);
  const [email, setEmail] = useState("");
  const [inviteRole, setInviteRole] = useState<Role>("member");
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = org.invitations.filter((i) => i.status === "pending");

  async function invite(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    onError(null);
    setSent(null);
    try {
      await quire.ok(quire.api.POST("/api/organizations/{id}/invitations", { params: { path: { id: org.id } }, body: { email, role: inviteRole } }));
      setSent(email);
      setEmail("");
      await onChanged();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  }
  async function revoke(invitation: Invitation) {
    onError(null);
    try {
      await quire.ok(quire.api.DELETE("/api/organizations/{id}/invitations/{invitationId}", { params: { path: { id: org.id, invitationId: invitation.id } } }));
      await onChanged();
    } catch (err) {
      onError(err);
    }
  }

  return (
    <section className="card stack" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      {canManage && (
        <>
          <p className="hint">The invited person gets an e-mail with a link that works once, for that address only, for 48 hours.</p>
          <form className="row" onSubmit={(e) => void invite(e)} aria-label="Invite someone">
            <label className="inline grow">
              E-mail
              <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required maxLength={254} placeholder="sam@example.com" />
            </label>
            <label className="inline">
              Role
              <select value={inviteRole} onChange={(e) => setInviteRole(e.target.value as Role)}>
                {ROLES.map((r) => (
                  <option key={r} value={r} disabled={r === "owner" && role !== "owner"}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
            <button className="button" type="submit" disabled={busy}>
              Send invitation
            </button>
          </form>
          {sent && <p role="status">Invitation sent to {sent}.</p>}
        </>
      )}
      <ErrorNote error={error} />
      <ul className="doc-list invitation-list" aria-label="Pending invitations">
        {pending.map((i) => (
          <li key={i.id}>
            <span>
              <strong>{i.email}</strong> <span className={`role role-${i.role}`}>{i.role}</span>
            </span>
            <span className="row">
              <span className="hint">pending · expires {new Date(i.expiresAt).toLocaleString()}</span>
              {canManage && (
                <button className="button danger small" aria-label={`Revoke the invitation to ${i.email}`} onClick={() => void revoke(i)}>
                  Revoke
                </button>
              )}
            </span>
          </li>
        ))}
        {pending.length === 0 && <li className="empty">No pending invitations.</li>}
      </ul>
    </section>
  );
}

function OrganizationKeys({ orgId, onChanged }: { orgId: string; onChanged: () => void }) {
  const [keys, setKeys] = useState<OrganizationKey[]>([]);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<KeyScope[]>([]);
  const [limit, setLimit] = useState("");
  const [period, setPeriod] = useState(86_400);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const [error, onError] = useState<unknown>(null);
  const refresh = useCallback(() => quire.ok(quire.api.GET("/api/organizations/{id}/keys", { params: { path: { id: orgId } } })).then(setKeys, onError), [orgId, onError]);
  useEffect(() => void refresh(), [refresh]);

  const toggle = (scope: KeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  async function create(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (scopes.length === 0) {
      setFormError(new Error("Choose at least one scope: a key can call only the routes its scopes allow."));
      return;
    }
    setBusy(true);
    try {
      const quota = limit.trim() ? { limit: Number(limit), refillSeconds: period } : undefined;
      const body = { name, scopes: SCOPES.map((s) => s.scope).filter((s) => scopes.includes(s)), ...(quota ? { quota } : {}) };
      const r = await quire.ok(quire.api.POST("/api/organizations/{id}/keys", { params: { path: { id: orgId } }, body }));
      setCreated({ name: r.name, key: r.key });
      setCopied(false);
      setName("");
      setScopes([]);
      setLimit("");
      await refresh();
      onChanged();
    } catch (err) {
      setFormError(err);
    } finally {
      setBusy(false);
    }
  }
  async function revoke(k: OrganizationKey) {
    if (!confirm(`Revoke ${k.name}? Calls with it stop working at once.`)) return;
    onError(null);
    try {
      await quire.ok(quire.api.DELETE("/api/organizations/{id}/keys/{keyId}", { params: { path: { id: orgId, keyId: k.id } } }));
      if (created && created.name === k.name) setCreated(null);
      await refresh();
      onChanged();
    } catch (err) {
      onError(err);
    }
  }

  return (
    <section className="card stack" aria-labelledby="org-keys-title">
      <h2 id="org-keys-title">Organization API keys</h2>
      <p className="hint">
        A key works in this organization's space whoever made it, and keeps working when its maker leaves. Use it as <code>Authorization: Bearer …</code>.
      </p>
      {created && (
        <div className="notice" role="status">
          <p>Copy the key “{created.name}” now — it is shown only once.</p>
          <code className="secret" data-testid="new-org-key">
            {created.key}
          </code>
          <div className="row">
            <button className="button small" onClick={() => void navigator.clipboard?.writeText(created.key).then(() => setCopied(true), onError)}>
              {copied ? "Copied" : "Copy"}
            </button>
            <button className="button ghost small" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      <form className="stack key-form" onSubmit={(e) => void create(e)} aria-label="New organization key">
        <label className="inline">
          Key name
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} placeholder="e.g. CMS sync" />
        </label>
        <fieldset className="scopes">
          <legend>Scopes</legend>
          {SCOPES.map((s) => (
            <label key={s.scope} className="check">
              <input type="checkbox" checked={scopes.includes(s.scope)} onChange={(e) => toggle(s.scope, e.target.checked)} />
              <code>{s.scope}</code> <span className="hint">{s.help}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="quota">
          <legend>Quota (optional)</legend>
          <div className="row">
            <label className="inline">
              Calls
              <input type="number" min={1} max={100_000_000} step={1} value={limit} onChange={(e) => setLimit(e.target.value)} placeholder="no limit" />
            </label>
            <label className="inline">
              per
              <select value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
                {PERIODS.map((p) => (
                  <option key={p.seconds} value={p.seconds}>
                    {p.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="hint">Each call spends one; when none are left, calls are refused (429) until the quota refills.</p>
        </fieldset>
        <ErrorNote error={formError} />
        <div>
          <button className="button" type="submit" disabled={busy}>
            Create key
          </button>
        </div>
      </form>
      <ul className="doc-list" aria-label="Organization API keys">
        {keys.map((k) => (
          <li key={k.id}>
            <span className="key-info">
              <span>
                <strong>{k.name}</strong> <code>{k.start}…</code>
              </span>
              <span className="scope-tags">
                {k.scopes.map((s) => (
                  <code key={s} className="scope">
                    {s}
                  </code>
                ))}
              </span>
              <span className="hint">
                {k.quota ? `${k.quota.remaining ?? k.quota.limit} of ${k.quota.limit} calls left per ${periodName(k.quota.refillSeconds)} · ` : ""}
                {k.lastUsedAt ? `last used ${new Date(k.lastUsedAt).toLocaleString()}` : "never used"}
              </span>
            </span>
            <button className="button danger small" onClick={() => void revoke(k)} aria-label={`Revoke ${k.name}`}>
              Revoke
            </button>
          </li>
        ))}
        {keys.length === 0 && <li className="empty">No organization keys yet.</li>}
      </ul>
      <ErrorNote error={error} />
    </section>
  );
}

function periodName(seconds: number): string {
  const known = PERIODS.find((p) => p.seconds === seconds);
  if (known) return known.label;
  if (seconds % 86_400 === 0) return `${seconds / 86_400} days`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} hours`;
  return `${Math.round(seconds / 60)} minutes`;
}

function AuditLog({ orgId, members, tick }: { orgId: string; members: Member[]; tick: number }) {
  const [items, setItems] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (cursor?: string) => {
      setLoading(true);
      try {
        const page = await quire.ok(quire.api.GET("/api/organizations/{id}/audit", { params: { path: { id: orgId }, query: { limit: 20, cursor } } }));
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
      <p className="hint">What happened in this organization, newest first: who did it (a person, or a key by its name) and when.</p>
      <ErrorNote error={error} />
      <ol className="doc-list audit" aria-label="Audit log">
        {items.map((e) => (
          <li key={e.id} data-action={e.action}>
            <span className="audit-what">
              <strong>{e.actor.label}</strong>
              {e.actor.type === "key" && <span className="hint"> (key)</span>} {describe(e, emailOf)} <code className="action">{e.action}</code>
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

function Settings({ org, role, onChanged }: SectionProps) {
  const spaces = useSpaces();
  const [error, onError] = useState<unknown>(null);
  const [name, setName] = useState(org.name);
  const [confirmSlug, setConfirmSlug] = useState("");
  const [renamed, setRenamed] = useState(false);
  useEffect(() => setName(org.name), [org.name]);

  async function rename(e: FormEvent) {
    e.preventDefault();
    onError(null);
    setRenamed(false);
    try {
      await quire.ok(quire.api.PATCH("/api/organizations/{id}", { params: { path: { id: org.id } }, body: { name } }));
      setRenamed(true);
      await spaces.refresh();
      await onChanged();
    } catch (err) {
      onError(err);
    }
  }
  // After leaving or deleting, the session is back in the personal space: read everything again there.
  function gone() {
    if (spaces.activeId === org.id) location.assign("/organizations");
    else {
      void spaces.refresh();
      navigate("/organizations");
    }
  }
  async function leave() {
    if (!confirm(`Leave ${org.name}? You lose access to its documents and brands.`)) return;
    onError(null);
    try {
      await quire.ok(quire.api.POST("/api/organizations/{id}/leave", { params: { path: { id: org.id } } }));
      gone();
    } catch (err) {
      onError(err);
    }
  }
  async function remove(e: FormEvent) {
    e.preventDefault();
    onError(null);
    try {
      await quire.ok(quire.api.DELETE("/api/organizations/{id}", { params: { path: { id: org.id } }, body: { confirm: confirmSlug } }));
      gone();
    } catch (err) {
      onError(err);
    }
  }

  return (
    <section className="card stack" aria-labelledby="org-settings-title">
      <h2 id="org-settings-title">Settings</h2>
      {manages(role) && (
        <form className="row" onSubmit={(e) => void rename(e)} aria-label="Rename the organization">
          <label className="inline grow">
            Name
            <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
          </label>
          <button className="button" type="submit" disabled={name.trim() === org.name || !name.trim()}>
            Rename
          </button>
          {renamed && <span role="status">Renamed.</span>}
        </form>
      )}
      <ErrorNote error={error} />
      <div className="row spread">
        <p>Leave the organization: you lose access to its documents and brands. The last owner cannot leave.</p>
        <button className="button danger" onClick={() => void leave()}>
          Leave {org.name}
        </button>
      </div>
      {role === "owner" && (
        <form className="stack danger-zone" onSubmit={(e) => void remove(e)} aria-label="Delete the organization">
          <h3>Delete the organization</h3>
          <p>
            This deletes its documents, brands, images, jobs, webhooks and keys for good. Type its slug <code>{org.slug}</code> to confirm.
          </p>
          <div className="row">
            <label className="inline grow">
              Slug
              <input value={confirmSlug} onChange={(e) => setConfirmSlug(e.target.value)} autoComplete="off" spellCheck={false} placeholder={org.slug} />
            </label>
            <button className="button danger" type="submit" disabled={confirmSlug !== org.slug}>
              Delete {org.name}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
