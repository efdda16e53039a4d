// Account: profile, personal API keys (shown once, with copy), workspace reset, sign out.
import { useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { Link, navigate } from "../router";
import { usePageTitle } from "../page-title";
import { useSession } from "../session";
import { useSpaces } from "../spaces";

type ApiKey = Schemas["ApiKeyList"][number];

export function AccountPage() {
  const { session, signOut } = useSession();
  const [error, setError] = useState<unknown>(null);
  usePageTitle("Account");
  if (!session) return null;
  return (
    <section className="page narrow">
      <h1>Account</h1>
      <dl className="profile">
        <dt>Name</dt>
        <dd>{session.user.name || "—"}</dd>
        <dt>E-mail</dt>
        <dd>{session.user.email}</dd>
        <dt>Member since</dt>
        <dd>{new Date(session.user.createdAt).toLocaleDateString()}</dd>
      </dl>
      <Organizations />
      <ApiKeys onError={setError} />
      <Reset onError={setError} />
      <ErrorNote error={error} />
      <button className="button ghost" onClick={() => void signOut().then(() => navigate("/"), setError)}>
        Sign out
      </button>
    </section>
  );
}

function Organizations() {
  const { organizations, active } = useSpaces();
  return (
    <section className="card stack" aria-labelledby="orgs-title">
      <h2 id="orgs-title">Organizations</h2>
      <p>
        You are working in <strong>{active ? active.name : "your personal space"}</strong>
        {organizations.length > 0
          ? ` and belong to ${organizations.length === 1 ? "one organization" : `${organizations.length} organizations`}.`
          : "."}{" "}
        Share documents and brands with a team in an organization.
      </p>
      <p>
        <Link href="/organizations" className="button ghost small">
          Manage organizations
        </Link>
      </p>
    </section>
  );
}

function ApiKeys({ onError }: { onError: (e: unknown) => void }) {
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [name, setName] = useState("");
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const refresh = () => quire.ok(quire.api.GET("/api/auth/api-key/list")).then(setKeys, onError);
  useEffect(() => void refresh(), []);

  async function create(e: FormEvent) {
    e.preventDefault();
    try {
      const r = await quire.ok(quire.api.POST("/api/auth/api-key/create", { body: { name } }));
      setCreated(r.key);
      setCopied(false);
      setName("");
      await refresh();
    } catch (err) {
      onError(err);
    }
  }
  async function revoke(id: string) {
    try {
      await quire.ok(quire.api.POST("/api/auth/api-key/delete", { body: { keyId: id } }));
      await refresh();
    } catch (err) {
      onError(err);
    }
  }

  return (
    <section className="card stack" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      <p className="hint">
        Use a key from scripts as <code>Authorization: Bearer …</code>. Keys never expire; revoke the ones you no longer
        use.
      </p>
      {created && (
        <div className="notice" role="status">
          <p>Copy your new key now — it is shown only once.</p>
          <code className="secret" data-testid="new-key">
            {created}
          </code>
          <button
            className="button small"
            onClick={() => void navigator.clipboard?.writeText(created).then(() => setCopied(true))}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        </div>
      )}
      <form className="row" onSubmit={(e) => void create(e)}>
        <label className="inline grow">
          Name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={100}
            placeholder="e.g. CI export script"
          />
        </label>
        <button className="button" type="submit">
          Create key
        </button>
      </form>
      <ul className="doc-list" aria-label="Your API keys">
        {keys.map((k) => (
          <li key={k.id}>
            <span>
              <strong>{k.name}</strong> <code>{k.start}…</code>
            </span>
            <span className="hint">
              {k.lastUsedAt ? `last used ${new Date(k.lastUsedAt).toLocaleString()}` : "never used"}
            </span>
            <button className="button danger small" onClick={() => void revoke(k.id)} aria-label={`Revoke ${k.name}`}>
              Revoke
            </button>
          </li>
        ))}
        {keys.length === 0 && <li className="empty">No keys yet.</li>}
      </ul>
    </section>
  );
}

function Reset({ onError }: { onError: (e: unknown) => void }) {
  const { active } = useSpaces();
  const [done, setDone] = useState<number | null>(null);
  async function reset() {
    if (!confirm("Delete every document in your personal workspace? Brands and API keys stay.")) return;
    try {
      const r = await quire.ok(quire.api.POST("/api/onboarding/reset", { body: { confirm: true } }));
      setDone(r.deleted);
    } catch (err) {
      onError(err);
    }
  }
  return (
    <section className="card stack" aria-labelledby="reset-title">
      <h2 id="reset-title">Settings</h2>
      <p>Start over: delete every document in your personal workspace (brands and API keys are kept).</p>
      {/* The reset is the personal space's alone: the API refuses it while an organization is the active space. */}
      {active && <p className="hint">You are working in {active.name}: switch to your personal space to reset it.</p>}
      <button className="button danger" onClick={() => void reset()} disabled={active !== null}>
        Reset my workspace
      </button>
      {done !== null && <p role="status">Deleted {done} documents.</p>}
    </section>
  );
}
