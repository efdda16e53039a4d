// An organization's members (roles, removal) and its pending invitations with the invite form.
import { useState, type FormEvent } from "react";
import { quire } from "../../api";
import { ErrorNote } from "../../components/layout";
import { ROLES, type Role } from "../../spaces";
import { type Member, type Invitation, type SectionProps, manages } from "./section";

export function Members({ org, role, myUserId, onChanged }: SectionProps & { myUserId: string | undefined }) {
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
                  onChange={(e) =>
                    void act(() =>
                      quire.ok(
                        quire.api.PATCH("/api/organizations/{id}/members/{memberId}", {
                          params: { path: { id: org.id, memberId: m.id } },
                          body: { role: e.target.value as Role },
                        }),
                      ),
                    )
                  }
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
                    if (confirm(`Remove ${m.email} from ${org.name}?`))
                      void act(() =>
                        quire.ok(
                          quire.api.DELETE("/api/organizations/{id}/members/{memberId}", {
                            params: { path: { id: org.id, memberId: m.id } },
                          }),
                        ),
                      );
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

export function Invitations({ org, role, onChanged }: SectionProps) {
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
      await quire.ok(
        quire.api.POST("/api/organizations/{id}/invitations", {
          params: { path: { id: org.id } },
          body: { email, role: inviteRole },
        }),
      );
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
      await quire.ok(
        quire.api.DELETE("/api/organizations/{id}/invitations/{invitationId}", {
          params: { path: { id: org.id, invitationId: invitation.id } },
        }),
      );
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
          <p className="hint">
            The invited person gets an e-mail with a link that works once, for that address only, for 48 hours.
          </p>
          <form className="row" onSubmit={(e) => void invite(e)} aria-label="Invite someone">
            <label className="inline grow">
              E-mail
              <input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                maxLength={254}
                placeholder="sam@example.com"
              />
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
                <button
                  className="button danger small"
                  aria-label={`Revoke the invitation to ${i.email}`}
                  onClick={() => void revoke(i)}
                >
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
