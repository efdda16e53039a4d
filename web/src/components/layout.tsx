// Page chrome: the header with navigation and the space switcher, the skip link and the main landmark.
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "../router";
import { useSession } from "../session";
import { useSpaces } from "../spaces";

export function Layout({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { path } = useLocation();
  /** The link to the page shown is marked current, so a screen reader says where you are. */
  const current = (href: string) =>
    path === href || (href === "/app" && path.startsWith("/app/d/")) ? "page" : undefined;
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link href="/" className="brand" aria-label="Quire home">
          <span className="logo" aria-hidden="true" />
          Quire
        </Link>
        <nav aria-label="Main">
          {session ? (
            <>
              <SpaceSwitcher />
              <Link href="/app" aria-current={current("/app")}>
                Workspace
              </Link>
              <Link href="/app/brands" aria-current={current("/app/brands")}>
                Brands
              </Link>
              <Link href="/account" aria-current={current("/account")}>
                Account
              </Link>
            </>
          ) : (
            <>
              <a href="/api/docs">API</a>
              <Link href="/sign-in" className="button small" aria-current={current("/sign-in")}>
                Sign in
              </Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="foot">
        <span>Quire — decks, docs and sheets from a prompt.</span> <a href="/api/docs">API reference</a>
      </footer>
    </>
  );
}

/** The session's active space — Personal or an organization — as a select; choosing one switches and reloads. */
function SpaceSwitcher() {
  const { organizations, activeId, loaded, switchTo, refresh } = useSpaces();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!loaded) return null;
  async function choose(value: string) {
    setBusy(true);
    setError(null);
    try {
      await switchTo(value || null);
    } catch (err) {
      setError(err);
      setBusy(false);
      await refresh().catch(() => {});
    }
  }
  return (
    <div className="space-switcher">
      <label className="space-select">
        <span className="visually-hidden">Active space</span>
        <select value={activeId ?? ""} disabled={busy} onChange={(e) => void choose(e.target.value)}>
          <option value="">Personal</option>
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <Link href="/organizations" className="space-manage" aria-label="Manage organizations">
        Organizations
      </Link>
      {error ? (
        <span className="switch-error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </span>
      ) : null}
    </div>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}
