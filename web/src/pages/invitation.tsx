// An invitation to an organization, opened from its e-mail: who invited whom, as what; Accept joins and switches to it.
import { useEffect, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { usePageTitle } from "../page-title";
import { navigate } from "../router";
import { useSession } from "../session";

export function InvitationPage({ id }: { id: string }) {
  const { session } = useSession();
  const [invitation, setInvitation] = useState<Schemas["InvitationPreview"] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle(invitation ? `Join ${invitation.organizationName}` : "Join an organization");
  useEffect(() => {
    quire
      .ok(quire.api.GET("/api/invitations/{invitationId}", { params: { path: { invitationId: id } } }))
      .then(setInvitation, setError);
  }, [id]);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await quire.ok(
        quire.api.POST("/api/invitations/{invitationId}/accept", { params: { path: { invitationId: id } } }),
      );
      navigate("/app");
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  return (
    <section className="page narrow">
      <h1>Join an organization</h1>
      {invitation ? (
        <>
          <p>
            {invitation.inviterEmail} invited <strong>{invitation.email}</strong> to join{" "}
            <strong>{invitation.organizationName}</strong> as {invitation.role}. Its documents, brands and jobs are
            shared with every member.
          </p>
          <p className="muted">
            The invitation works once and expires on {new Date(invitation.expiresAt).toLocaleString()}.
          </p>
          <button className="button" disabled={busy} onClick={() => void accept()}>
            Accept and switch to {invitation.organizationName}
          </button>
        </>
      ) : (
        !error && <p aria-busy="true">Reading the invitation…</p>
      )}
      <ErrorNote error={error} />
      {error ? (
        <p className="muted">
          You are signed in as {session?.user.email}. An invitation opens only for the address it was sent to: sign in
          with that address, or ask for a new invitation.
        </p>
      ) : null}
    </section>
  );
}
