// Page chrome: the header with navigation, the skip link and the main landmark.
import type { ReactNode } from "react";
import { Link } from "../router";
import { useSession } from "../session";

export function Layout({ children }: { children: ReactNode }) {
  const { session } = useSession();
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
              <Link href="/app">Workspace</Link>
              <Link href="/app/brands">Brands</Link>
              <Link href="/account">Account</Link>
            </>
          ) : (
            <>
              <a href="/api/docs">API</a>
              <Link href="/sign-in" className="button small">
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

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}
