// The landing page: what Quire does, a live demo box, and the showcase gallery with "Use this".
import { useEffect, useState, type FormEvent } from "react";
import type { Schemas } from "@quire/sdk";
import { demoRun, quire, type Kind } from "../api";
import { KindPicker } from "../components/kind-picker";
import { LiveRunView, useLiveRun } from "../components/live-run";
import { ErrorNote } from "../components/layout";
import { navigate } from "../router";
import { usePageTitle } from "../page-title";
import { useSession } from "../session";

const EXAMPLES = [
  "A 6-slide pitch for a neighbourhood bike-repair co-op",
  "A one-page brief on heat pumps for a city council",
  "A monthly budget for a 4-person household with totals",
];

export function LandingPage() {
  const [prompt, setPrompt] = useState("");
  const [kind, setKind] = useState<Kind | "">("");
  const demo = useLiveRun();
  usePageTitle("Decks, docs and sheets from one sentence");

  function submit(e: FormEvent) {
    e.preventDefault();
    if (prompt.trim().length < 8) return;
    // The finished deck comes with its quality report: what a visitor sees Quire check.
    void demo.start((signal) => demoRun(kind ? { prompt, kind, quality: true } : { prompt, quality: true }, signal));
  }

  return (
    <>
      <section className="hero">
        <h1>Decks, docs and sheets from one sentence.</h1>
        <p className="lede">
          Quire writes presentations, documents and spreadsheets as you watch, keeps them in your workspace, and exports
          .pptx, .docx, .xlsx and .pdf files that open cleanly in PowerPoint, Word, Excel, Keynote and LibreOffice — on
          your own company template if you have one.
        </p>
        <form className="prompt" onSubmit={submit} aria-label="Try the demo">
          <label htmlFor="demo-prompt">What should Quire make?</label>
          <textarea
            id="demo-prompt"
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            rows={3}
            minLength={8}
            maxLength={8000}
            placeholder={EXAMPLES[0]}
            required
          />
          <div className="row">
            <KindPicker value={kind} onChange={setKind} allowAuto />
            <button className="button" type="submit" disabled={demo.state.running || prompt.trim().length < 8}>
              {demo.state.running ? "Writing…" : "Make it"}
            </button>
          </div>
          <p className="hint">
            Try:{" "}
            {EXAMPLES.map((ex) => (
              <button key={ex} type="button" className="chip" onClick={() => setPrompt(ex)}>
                {ex}
              </button>
            ))}
          </p>
        </form>
        <LiveRunView state={demo.state} />
      </section>
      <Showcase />
    </>
  );
}

function Showcase() {
  const { session } = useSession();
  const [items, setItems] = useState<Schemas["ShowcaseDemo"][]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    quire.ok(quire.api.GET("/api/showcase")).then((r) => setItems(r.items), setError);
  }, []);

  async function use(demo: Schemas["ShowcaseDemo"]) {
    if (!session) return navigate(`/sign-in?next=${encodeURIComponent(`/app?fork=${demo.id}`)}`);
    try {
      const { document } = await quire.ok(quire.api.POST("/api/showcase/fork", { body: { demoId: demo.id } }));
      navigate(`/app/d/${document.id}`);
    } catch (e) {
      setError(e);
    }
  }

  return (
    <section className="showcase" aria-labelledby="showcase-title">
      <h2 id="showcase-title">Made with Quire</h2>
      <ErrorNote error={error} />
      <ul className="cards">
        {items.map((demo) => (
          <li key={demo.id} className="card">
            <span className={`kind kind-${demo.kind}`}>{demo.kind}</span>
            <h3>{demo.title}</h3>
            <p>{demo.description}</p>
            <p className="tags">{demo.tags.join(" · ")}</p>
            <div className="row">
              {/* The title is spoken after the visible words, so each card's buttons are told apart and voice control still matches. */}
              <a
                className="button ghost small"
                href={`/showcase/${demo.id}`}
                onClick={(e) => (e.preventDefault(), navigate(`/showcase/${demo.id}`))}
              >
                Preview<span className="visually-hidden">: {demo.title}</span>
              </a>
              <button className="button small" onClick={() => void use(demo)}>
                Use this<span className="visually-hidden">: {demo.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
