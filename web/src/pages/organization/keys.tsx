// Organization API keys: issued with scopes and an optional quota (the secret shown once, with copy), listed, revoked.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { quire } from "../../api";
import { ErrorNote } from "../../components/layout";
import type { OrganizationKey, KeyScope } from "./section";

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

export function OrganizationKeys({ orgId, onChanged }: { orgId: string; onChanged: () => void }) {
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
  const refresh = useCallback(
    () =>
      quire
        .ok(quire.api.GET("/api/organizations/{id}/keys", { params: { path: { id: orgId } } }))
        .then(setKeys, onError),
    [orgId, onError],
  );
  useEffect(() => void refresh(), [refresh]);

  const toggle = (scope: KeyScope, on: boolean) =>
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

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
      const body = {
        name,
        scopes: SCOPES.map((s) => s.scope).filter((s) => scopes.includes(s)),
        ...(quota ? { quota } : {}),
      };
      const r = await quire.ok(
        quire.api.POST("/api/organizations/{id}/keys", { params: { path: { id: orgId } }, body }),
      );
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
      await quire.ok(
        quire.api.DELETE("/api/organizations/{id}/keys/{keyId}", { params: { path: { id: orgId, keyId: k.id } } }),
      );
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
        A key works in this organization's space whoever made it, and keeps working when its maker leaves. Use it as{" "}
        <code>Authorization: Bearer …</code>.
      </p>
      {created && (
        <div className="notice" role="status">
          <p>Copy the key “{created.name}” now — it is shown only once.</p>
          <code className="secret" data-testid="new-org-key">
            {created.key}
          </code>
          <div className="row">
            <button
              className="button small"
              onClick={() => void navigator.clipboard?.writeText(created.key).then(() => setCopied(true), onError)}
            >
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
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={100}
            placeholder="e.g. CMS sync"
          />
        </label>
        <fieldset className="scopes">
          <legend>Scopes</legend>
          {SCOPES.map((s) => (
            <label key={s.scope} className="check">
              <input
                type="checkbox"
                checked={scopes.includes(s.scope)}
                onChange={(e) => toggle(s.scope, e.target.checked)}
              />
              <code>{s.scope}</code> <span className="hint">{s.help}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="quota">
          <legend>Quota (optional)</legend>
          <div className="row">
            <label className="inline">
              Calls
              <input
                type="number"
                min={1}
                max={100_000_000}
                step={1}
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
                placeholder="no limit"
              />
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
          <p className="hint">
            Each call spends one; when none are left, calls are refused (429) until the quota refills.
          </p>
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
                {k.quota
                  ? `${k.quota.remaining ?? k.quota.limit} of ${k.quota.limit} calls left per ${periodName(k.quota.refillSeconds)} · `
                  : ""}
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
