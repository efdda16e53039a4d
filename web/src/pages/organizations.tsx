// Organizations: the ones you belong to (with your role) and a form to create one; an organization's page with its
// members and their roles, pending invitations and the invite form, organization API keys (shown once, with copy),
// the audit log, rename, leave and delete. Owners and admins manage; members read.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { usePageTitle } from "../page-title";
import { Link, navigate } from "../router";
import { useSession } from "../session";
import { useSpaces, type Role } from "../spaces";
import { manages, type OrganizationDetail } from "./organization/section";
import { Members, Invitations } from "./organization/members";
import { OrganizationKeys } from "./organization/keys";
import { AuditLog } from "./organization/audit-log";
import { Settings } from "./organization/settings";

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
        An organization is a shared space: its documents, brands, jobs and webhooks belong to every member. Your
        personal space stays yours. Choose the space you work in from the switcher at the top.
      </p>
      <ul className="doc-list org-list" aria-label="Your organizations">
        <li className={activeId === null ? "active" : undefined}>
          <span>
            <strong>Personal</strong> <span className="hint">only you</span>
          </span>
          <SwitchButton
            current={activeId === null}
            label="Personal"
            onSwitch={() => switchTo(null)}
            onError={setError}
          />
        </li>
        {organizations.map((o) => (
          <li key={o.id} className={o.id === activeId ? "active" : undefined}>
            <span>
              <Link href={`/organizations/${o.id}`}>
                <strong>{o.name}</strong>
              </Link>{" "}
              <span className={`role role-${o.role}`}>{o.role}</span>
            </span>
            <SwitchButton
              current={o.id === activeId}
              label={o.name}
              onSwitch={() => switchTo(o.id)}
              onError={setError}
            />
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
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
              placeholder="e.g. Bean & Bloom marketing"
            />
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

function SwitchButton({
  current,
  label,
  onSwitch,
  onError,
}: {
  current: boolean;
  label: string;
  onSwitch: () => Promise<void>;
  onError: (e: unknown) => void;
}) {
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
      <Breadcrumbs
        trail={[
          ["Account", "/account"],
          ["Organizations", "/organizations"],
        ]}
        here={org.name}
      />
      <div className="row spread org-head">
        <div>
          <h1>{org.name}</h1>
          <p className="hint">
            <code>{org.slug}</code> · created {new Date(org.createdAt).toLocaleDateString()} · you are{" "}
            {role === "admin" || role === "owner" ? "an" : "a"}{" "}
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
      {!canManage && (
        <p className="notice">
          Only owners and admins manage members, invitations and API keys, and read the audit log. You can work in this
          organization's documents and brands.
        </p>
      )}
      <Members org={org} role={role} myUserId={session?.user.id} onChanged={changed} />
      <Invitations org={org} role={role} onChanged={changed} />
      {canManage && <OrganizationKeys orgId={org.id} onChanged={() => setAuditTick((t) => t + 1)} />}
      {canManage && <AuditLog orgId={org.id} members={org.members} tick={auditTick} />}
      <Settings org={org} role={role} onChanged={changed} />
    </section>
  );
}
