// One showcase demo, previewed full width, with "Use this".
import { useEffect, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";
import { ErrorNote } from "../components/layout";
import { Preview } from "../components/preview";
import { usePageTitle } from "../page-title";
import { navigate } from "../router";
import { useSession } from "../session";

export function ShowcaseDemoPage({ id }: { id: string }) {
  const { session } = useSession();
  const [demo, setDemo] = useState<Schemas["ShowcaseDemoWithSource"] | null>(null);
  const [error, setError] = useState<unknown>(null);
  usePageTitle(demo?.title ?? (error ? "Example not found" : null));
  useEffect(() => {
    quire
      .ok(quire.api.GET("/api/showcase/{demo_id}", { params: { path: { demo_id: id } } }))
      .then((r) => setDemo(r.demo), setError);
  }, [id]);
  async function use() {
    if (!session) return navigate(`/sign-in?next=${encodeURIComponent(`/app?fork=${id}`)}`);
    try {
      const { document } = await quire.ok(quire.api.POST("/api/showcase/fork", { body: { demoId: id } }));
      navigate(`/app/d/${document.id}`);
    } catch (e) {
      setError(e);
    }
  }
  return (
    <section className="page">
      {error && !demo ? <h1>Example not found</h1> : null}
      <ErrorNote error={error} />
      {demo && (
        <>
          <div className="row spread">
            <div>
              <h1>{demo.title}</h1>
              <p className="lede">{demo.description}</p>
            </div>
            <button className="button" onClick={() => void use()}>
              Use this
            </button>
          </div>
          <Preview source={demo.source} title={demo.title} className="preview tall" />
        </>
      )}
    </section>
  );
}
