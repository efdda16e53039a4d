// Share by link (docs/api/shares.md), in one dialog on the document's page: the document's links with their state,
// a new one (its address and embed code shown this once, each with a copy button), a link changed or revoked, and who
// looked — views by day and the time spent on each slide.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { shares, type MadeShare, type NewShare, type Share, type ShareChanges } from "../share-api";
import { ErrorNote } from "./layout";
import { dateInput, endOfDay, Field, FormActions, LinkOptions, tomorrow, yearAhead } from "./share-fields";
import { ShareViewsPanel } from "./share-views";
import { SlideDialog } from "./slide-dialog";

type QuireDocument = Schemas["Document"];
type Screen =
  | { name: "list" }
  | { name: "new" }
  | { name: "made"; made: MadeShare }
  | { name: "change"; share: Share }
  | { name: "views"; share: Share };

export function ShareDialog({ doc, onClose }: { doc: QuireDocument; onClose: () => void }) {
  const [screen, setScreen] = useState<Screen>({ name: "list" });
  const [links, setLinks] = useState<Share[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [said, setSaid] = useState("");
  const body = useRef<HTMLDivElement>(null);

  const load = () =>
    shares.list(doc.id).then(
      (items) => (setLinks(items), setError(null)),
      (e: unknown) => setError(e),
    );
  useEffect(() => void load(), [doc.id]);
  // A new screen: the keyboard starts where its work does (its first field, or its heading).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    body.current?.querySelector<HTMLElement>("[data-screen-focus]")?.focus();
  }, [screen]);

  const back = (note = "") => (setSaid(note), setScreen({ name: "list" }), void load());

  async function revoke(share: Share) {
    if (
      !confirm(
        `Revoke ${nameOf(share)}? Whoever has it can no longer open it, from this moment. This cannot be undone.`,
      )
    )
      return;
    setError(null);
    try {
      await shares.revoke(doc.id, share.id);
      setSaid(`${nameOf(share)} revoked.`);
      await load();
    } catch (e) {
      setError(e);
    }
  }

  return (
    <SlideDialog title={`Share “${doc.title}”`} onClose={onClose} wide>
      <div ref={body} className="share-dialog stack">
        {screen.name === "list" && (
          <>
            <p className="hint">
              Anyone with a link sees this {doc.kind} as it exports, without an account. Each link can expire, ask for a
              password, offer downloads and be revoked at any time.
            </p>
            <div className="row">
              <button
                type="button"
                className="button"
                data-autofocus
                onClick={() => (setSaid(""), setScreen({ name: "new" }))}
              >
                New link
              </button>
            </div>
            <p role="status" className="hint">
              {said}
            </p>
            <ErrorNote error={error} />
            <LinkList
              links={links}
              onChange={(share) => setScreen({ name: "change", share })}
              onViews={(share) => setScreen({ name: "views", share })}
              onRevoke={(s) => void revoke(s)}
            />
          </>
        )}
        {screen.name === "new" && (
          <NewLink doc={doc} onMade={(made) => setScreen({ name: "made", made })} onCancel={() => back()} />
        )}
        {screen.name === "made" && (
          <Made made={screen.made} onDone={() => back(`${nameOf(screen.made.share)} made.`)} />
        )}
        {screen.name === "change" && (
          <ChangeLink
            doc={doc}
            share={screen.share}
            onSaved={(s) => back(`${nameOf(s)} saved.`)}
            onCancel={() => back()}
          />
        )}
        {screen.name === "views" && (
          <ShareViewsPanel doc={doc} share={screen.share} name={nameOf(screen.share)} onBack={() => back()} />
        )}
      </div>
    </SlideDialog>
  );
}

const STATUS: Record<Share["status"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
  blocked: "Blocked by the organization",
};

function nameOf(share: Share): string {
  return share.label ? `“${share.label}”` : `The link ${share.tokenStart}…`;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

function LinkList({
  links,
  onChange,
  onViews,
  onRevoke,
}: {
  links: Share[] | null;
  onChange: (s: Share) => void;
  onViews: (s: Share) => void;
  onRevoke: (s: Share) => void;
}) {
  if (links === null)
    return (
      <p aria-busy="true" className="hint">
        Loading the links…
      </p>
    );
  if (links.length === 0) return <p className="empty">No links yet.</p>;
  return (
    <div className="share-table-wrap">
      <table className="share-table">
        <caption className="visually-hidden">Links, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Link</th>
            <th scope="col">Status</th>
            <th scope="col">Expires</th>
            <th scope="col">Password</th>
            <th scope="col">Downloads</th>
            <th scope="col">Views</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <span className="share-label">{s.label || "Untitled link"}</span>
                <code className="share-token">{s.tokenStart}…</code>
              </th>
              <td data-label="Status">
                <span className={`share-status share-${s.status}`}>{STATUS[s.status]}</span>
              </td>
              <td data-label="Expires">{s.expiresAt ? day(s.expiresAt) : "Never"}</td>
              <td data-label="Password">{s.hasPassword ? "Yes" : "No"}</td>
              <td data-label="Downloads">{s.downloads ? "Yes" : "No"}</td>
              <td data-label="Views">{s.views}</td>
              <td className="share-actions-cell">
                <div className="row share-actions">
                  <button
                    type="button"
                    className="button ghost small"
                    onClick={() => onViews(s)}
                    aria-label={`Views of ${s.label || `link ${s.tokenStart}`}`}
                  >
                    Views
                  </button>
                  {s.status !== "revoked" && (
                    <>
                      <button
                        type="button"
                        className="button ghost small"
                        onClick={() => onChange(s)}
                        aria-label={`Change ${s.label || `link ${s.tokenStart}`}`}
                      >
                        Change
                      </button>
                      <button
                        type="button"
                        className="button danger small"
                        onClick={() => onRevoke(s)}
                        aria-label={`Revoke ${s.label || `link ${s.tokenStart}`}`}
                      >
                        Revoke
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NewLink({
  doc,
  onMade,
  onCancel,
}: {
  doc: QuireDocument;
  onMade: (m: MadeShare) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [label, setLabel] = useState("");
  const [expires, setExpires] = useState("");
  const [password, setPassword] = useState("");
  const [downloads, setDownloads] = useState(false);
  const [present, setPresent] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body: NewShare = {
      downloads,
      ...(label.trim() ? { label: label.trim() } : {}),
      ...(expires ? { expiresAt: endOfDay(expires) } : {}),
      ...(password ? { password } : {}),
      ...(doc.kind === "deck" ? { present } : {}),
    };
    try {
      onMade(await shares.create(doc.id, body));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} tabIndex={-1}>
        A new link
      </h3>
      <Field id={`${ids}-label`} label="Label (optional)" hint="Only you see it: who the link is for.">
        <input
          id={`${ids}-label`}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          maxLength={100}
          data-screen-focus
          aria-describedby={`${ids}-label-hint`}
        />
      </Field>
      <Field
        id={`${ids}-expires`}
        label="Expires after (optional)"
        hint="The link works until the end of that day; empty: until you revoke it."
      >
        <input
          id={`${ids}-expires`}
          type="date"
          value={expires}
          min={tomorrow()}
          max={yearAhead()}
          onChange={(e) => setExpires(e.target.value)}
          aria-describedby={`${ids}-expires-hint`}
        />
      </Field>
      <Field
        id={`${ids}-password`}
        label="Password (optional)"
        hint="8 to 128 characters. Nothing of the document shows before it is typed."
      >
        <input
          id={`${ids}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          minLength={8}
          maxLength={128}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={`${ids}-password-hint`}
        />
      </Field>
      <LinkOptions
        kind={doc.kind}
        downloads={downloads}
        onDownloads={setDownloads}
        present={present}
        onPresent={setPresent}
      />
      <ErrorNote error={error} />
      <FormActions busy={busy} onCancel={onCancel} submit="Make the link" submitting="Making the link…" />
    </form>
  );
}

/** Copies `text`; falls back to selecting the field and the browser's copy command where the clipboard is not offered. */
async function copy(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.("copy") ?? false;
  }
}

function Made({ made, onDone }: { made: MadeShare; onDone: () => void }) {
  const ids = useId();
  const url = useRef<HTMLInputElement>(null);
  const embed = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState("");
  const copyOf = async (what: "address" | "embed code") => {
    const ok = await copy(what === "address" ? made.url : made.embed, what === "address" ? url.current : embed.current);
    setCopied(ok ? `The ${what} is copied.` : `Select the ${what} and copy it (Ctrl+C or ⌘C).`);
  };
  return (
    <div className="stack share-made">
      <h3 id={`${ids}-h`} tabIndex={-1} data-screen-focus>
        {nameOf(made.share)} is ready
      </h3>
      <p className="notice">
        Copy the address now: it is shown only this once. Lost it? Revoke the link and make another.
      </p>
      <Field id={`${ids}-url`} label="Address">
        <div className="row share-copy">
          <input
            id={`${ids}-url`}
            ref={url}
            readOnly
            value={made.url}
            onFocus={(e) => e.target.select()}
            className="grow"
          />
          <button type="button" className="button small" onClick={() => void copyOf("address")}>
            Copy the address
          </button>
        </div>
      </Field>
      <Field
        id={`${ids}-embed`}
        label="Embed in a web page"
        hint="An iframe of the same page without its header; the host page needs Quire's origin in its frame-src."
      >
        <textarea
          id={`${ids}-embed`}
          ref={embed}
          readOnly
          rows={3}
          className="code"
          value={made.embed}
          onFocus={(e) => e.target.select()}
          aria-describedby={`${ids}-embed-hint`}
        />
        <div className="row">
          <button type="button" className="button ghost small" onClick={() => void copyOf("embed code")}>
            Copy the embed code
          </button>
        </div>
      </Field>
      <p role="status" className="hint">
        {copied}
      </p>
      <div className="row dialog-actions">
        <button type="button" className="button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

type PasswordChoice = "keep" | "none" | "set";

function ChangeLink({
  doc,
  share,
  onSaved,
  onCancel,
}: {
  doc: QuireDocument;
  share: Share;
  onSaved: (s: Share) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [label, setLabel] = useState(share.label ?? "");
  const [expires, setExpires] = useState(share.expiresAt ? dateInput(new Date(share.expiresAt)) : "");
  const [choice, setChoice] = useState<PasswordChoice>(share.hasPassword ? "keep" : "none");
  const [password, setPassword] = useState("");
  const [downloads, setDownloads] = useState(share.downloads);
  const [present, setPresent] = useState(share.present);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: ShareChanges = {};
    if (label.trim() !== (share.label ?? "")) body.label = label.trim() || null;
    const wasDate = share.expiresAt ? dateInput(new Date(share.expiresAt)) : "";
    if (expires !== wasDate) body.expiresAt = expires ? endOfDay(expires) : null;
    if (choice === "set") body.password = password;
    else if (choice === "none" && share.hasPassword) body.password = null;
    if (downloads !== share.downloads) body.downloads = downloads;
    if (present !== share.present) body.present = present;
    if (Object.keys(body).length === 0) return onCancel();
    setBusy(true);
    setError(null);
    try {
      onSaved(await shares.update(doc.id, share.id, body));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }
  const choices: [PasswordChoice, string][] = share.hasPassword
    ? [
        ["keep", "Keep its password"],
        ["set", "A new password"],
        ["none", "No password"],
      ]
    : [
        ["none", "No password"],
        ["set", "Ask for a password"],
      ];
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} tabIndex={-1}>
        Change {nameOf(share)}
      </h3>
      <Field id={`${ids}-label`} label="Label">
        <input
          id={`${ids}-label`}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          maxLength={100}
          data-screen-focus
        />
      </Field>
      <Field id={`${ids}-expires`} label="Expires after" hint="Empty: until you revoke it.">
        <div className="row">
          <input
            id={`${ids}-expires`}
            type="date"
            value={expires}
            min={tomorrow()}
            max={yearAhead()}
            onChange={(e) => setExpires(e.target.value)}
            className="grow"
            aria-describedby={`${ids}-expires-hint`}
          />
          {expires && (
            <button type="button" className="button ghost small" onClick={() => setExpires("")}>
              Never expire
            </button>
          )}
        </div>
      </Field>
      <fieldset className="share-password">
        <legend>Password</legend>
        {choices.map(([value, text]) => (
          <label key={value} className="check">
            <input
              type="radio"
              name={`${ids}-pw`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span>{text}</span>
          </label>
        ))}
        {choice === "set" && (
          <Field id={`${ids}-password`} label="New password" hint="8 to 128 characters.">
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              minLength={8}
              maxLength={128}
              required
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${ids}-password-hint`}
            />
          </Field>
        )}
      </fieldset>
      <LinkOptions
        kind={doc.kind}
        downloads={downloads}
        onDownloads={setDownloads}
        present={present}
        onPresent={setPresent}
      />
      <ErrorNote error={error} />
      <FormActions busy={busy} onCancel={onCancel} submit="Save" submitting="Saving…" />
    </form>
  );
}
