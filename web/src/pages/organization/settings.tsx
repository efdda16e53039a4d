// An organization's settings: rename, leave, and delete (the slug typed to confirm).
import { useEffect, useState, type FormEvent } from "react";
import { quire } from "../../api";
import { ErrorNote } from "../../components/layout";
import { navigate } from "../../router";
import { useSpaces } from "../../spaces";
import { type SectionProps, manages } from "./section";

export function Settings({ org, role, onChanged }: SectionProps) {
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
      await quire.ok(
        quire.api.DELETE("/api/organizations/{id}", {
          params: { path: { id: org.id } },
          body: { confirm: confirmSlug },
        }),
      );
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
            This deletes its documents, brands, images, jobs, webhooks and keys for good. Type its slug{" "}
            <code>{org.slug}</code> to confirm.
          </p>
          <div className="row">
            <label className="inline grow">
              Slug
              <input
                value={confirmSlug}
                onChange={(e) => setConfirmSlug(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                placeholder={org.slug}
              />
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
