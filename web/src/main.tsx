// The web app's entry: session, layout and the route table.
import { StrictMode, useEffect, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { Layout } from "./components/layout";
import { AccountPage } from "./pages/account";
import { BrandsPage } from "./pages/brands";
import { DocumentPage } from "./pages/document";
import { InvitationPage } from "./pages/invitation";
import { LandingPage } from "./pages/landing";
import { OrganizationPage, OrganizationsPage } from "./pages/organizations";
import { OwnerPresentPage, SharedPresentPage } from "./pages/present";
import { ShowcaseDemoPage } from "./pages/showcase-demo";
import { SignInPage } from "./pages/sign-in";
import { WorkspacePage } from "./pages/workspace";
import { match, navigate, useLocation } from "./router";
import { usePageTitle } from "./page-title";
import { SessionProvider, useSession } from "./session";
import { SpacesProvider } from "./spaces";
import "./styles.css";

function Protected({ children }: { children: ReactElement }) {
  const { session, loading } = useSession();
  const { path } = useLocation();
  useEffect(() => {
    if (!loading && !session) navigate(`/sign-in?next=${encodeURIComponent(path + location.search)}`, true);
  }, [loading, session, path]);
  return session ? children : <section className="page" aria-busy="true" />;
}

function Routes() {
  const { path } = useLocation();
  let params: Record<string, string> | null;
  if (path === "/") return <LandingPage />;
  if (path === "/sign-in") return <SignInPage />;
  if ((params = match("/showcase/:id", path))) return <ShowcaseDemoPage id={params.id!} />;
  if (path === "/app" || path === "/app/")
    return (
      <Protected>
        <WorkspacePage />
      </Protected>
    );
  if (path === "/app/brands")
    return (
      <Protected>
        <BrandsPage />
      </Protected>
    );
  if ((params = match("/app/d/:id", path)))
    return (
      <Protected>
        <DocumentPage id={params.id!} />
      </Protected>
    );
  if (path === "/account")
    return (
      <Protected>
        <AccountPage />
      </Protected>
    );
  if (path === "/organizations" || path === "/organizations/")
    return (
      <Protected>
        <OrganizationsPage />
      </Protected>
    );
  if ((params = match("/organizations/:id", path)))
    return (
      <Protected>
        <OrganizationPage id={params.id!} />
      </Protected>
    );
  if ((params = match("/invitations/:id", path)))
    return (
      <Protected>
        <InvitationPage id={params.id!} />
      </Protected>
    );
  return <NotFound />;
}

function NotFound() {
  usePageTitle("Page not found");
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to the start</a>
      </p>
    </section>
  );
}

/**
 * The presenter views fill the window without the app's header and footer. A share link's is a page of its own: no
 * session asked for, nothing of an account on it.
 */
function App() {
  const { path } = useLocation();
  let params: Record<string, string> | null;
  if ((params = match("/s/:token/present", path))) return <SharedPresentPage token={params.token!} />;
  const own = match("/app/d/:id/present", path);
  return (
    <SessionProvider>
      <SpacesProvider>
        {own ? (
          <Protected>
            <OwnerPresentPage id={own.id!} />
          </Protected>
        ) : (
          <Layout>
            <Routes />
          </Layout>
        )}
      </SpacesProvider>
    </SessionProvider>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
