// Sign-in: e-mail for a magic link ("check your inbox"), link errors, and one button per configured provider.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { usePageTitle } from "../page-title";
import { useLocation } from "../router";

const LINK_ERRORS: Record<string, string> = {
  EXPIRED_TOKEN: "That sign-in link has expired (links last 5 minutes). Ask for a new one below.",
  INVALID_TOKEN: "That sign-in link was already used or is not valid. Ask for a new one below.",
};

const PROVIDER_NAMES: Record<string, string> = { github: "GitHub", google: "Google", oidc: "your organisation (SSO)" };

/** Only same-site paths are followed after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/app";
}

export function SignInPage() {
  const { query } = useLocation();
  const next = safeNext(query.get("next"));
  const linkError = query.get("error");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [providers, setProviders] = useState<string[]>([]);
  // A development server without mail keeps the link in its log and outbox: the page says where to look.
  const [devMailOutbox, setDevMailOutbox] = useState(false);
  // The form and the "check your inbox" note replace each other: focus follows, so it is never left on a control gone.
  const notice = useRef<HTMLDivElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    (sent ? notice.current : emailField.current)?.focus();
  }, [sent]);
  usePageTitle(sent ? "Check your inbox" : "Sign in");
  useEffect(() => {
    quire.ok(quire.api.GET("/api/auth/providers")).then(
      (r) => {
        setProviders(r.providers);
        setDevMailOutbox(r.devMailOutbox === true);
      },
      () => setProviders([]),
    );
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await quire.ok(quire.api.POST("/api/auth/sign-in/magic-link", { body: { email, callbackURL: next } }));
      switched.current = true;
      setSent(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page narrow">
      <h1>Sign in to Quire</h1>
      {linkError && (
        <p className="error" role="alert">
          {LINK_ERRORS[linkError] ?? "That sign-in link did not work. Ask for a new one below."}
        </p>
      )}
      {sent ? (
        <div className="notice" role="status" tabIndex={-1} ref={notice}>
          <h2>Check your inbox</h2>
          <p>
            We sent a sign-in link to <strong>{email}</strong>. It works once and expires in 5 minutes.
          </p>
          {devMailOutbox && (
            <p className="hint" data-testid="dev-mail-outbox">
              This server has no mail set up: the link is in the server's log (and the outbox_mail table).
            </p>
          )}
          <button className="button ghost" onClick={() => setSent(false)}>
            Use another address
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="stack">
          <label htmlFor="email">E-mail address</label>
          <input
            id="email"
            ref={emailField}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button className="button" type="submit" disabled={busy}>
            {busy ? "Sending…" : "Email me a sign-in link"}
          </button>
          <ErrorNote error={error} />
        </form>
      )}
      {providers.length > 0 && (
        <div className="stack providers">
          <p className="hint">Or continue with</p>
          {providers.map((p) => (
            <a
              key={p}
              className="button ghost"
              href={`/api/auth/sign-in/social?provider=${encodeURIComponent(p)}&callbackURL=${encodeURIComponent(next)}`}
            >
              {PROVIDER_NAMES[p] ?? p}
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
