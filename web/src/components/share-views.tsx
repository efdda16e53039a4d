// Who looked at a share link: its views by day and the time on each slide, in the Share dialog.
import { useEffect, useId, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { shares, type Share, type ShareViews } from "../share-api";
import { ErrorNote } from "./layout";

/** "2 min 10 s", "45 s", "1 h 5 min". */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const m = Math.round(s / 60);
  return m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`;
}

export function ShareViewsPanel({
  doc,
  share,
  name,
  onBack,
}: {
  doc: Schemas["Document"];
  share: Share;
  name: string;
  onBack: () => void;
}) {
  const ids = useId();
  const [views, setViews] = useState<ShareViews | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    shares.views(doc.id, share.id).then(setViews, setError);
  }, [doc.id, share.id]);
  const most = Math.max(1, ...(views?.days.map((d) => d.views) ?? []));
  return (
    <section className="stack share-views" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} tabIndex={-1} data-screen-focus>
        Who looked at {name}
      </h3>
      <ErrorNote error={error} />
      {!views && !error && (
        <p className="hint" aria-busy="true">
          Loading…
        </p>
      )}
      {views && (
        <>
          <p>
            <strong>{views.total.views === 1 ? "1 view" : `${views.total.views} views`}</strong> in the last 30 days,{" "}
            {duration(views.total.seconds)} spent on it in all.
          </p>
          {views.days.length === 0 ? (
            <p className="empty">Nobody has opened it in the last 30 days.</p>
          ) : (
            <table className="share-days">
              <caption>Views by day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Views</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {views.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">
                      {new Date(`${d.date}T12:00:00`).toLocaleDateString(undefined, {
                        weekday: "short",
                        month: "short",
                        day: "numeric",
                      })}
                    </th>
                    <td>
                      <span className="share-bar" aria-hidden="true" style={{ width: `${(d.views / most) * 100}%` }} />
                      <span className="share-bar-value">{d.views}</span>
                    </td>
                    <td>{duration(d.seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {doc.kind === "deck" && (
            <>
              <h4>Time on each slide</h4>
              {views.slides.length === 0 ? (
                <p className="empty">No time on a slide reported yet.</p>
              ) : (
                <ul className="share-slides" aria-label="Time on each slide">
                  {[...views.slides]
                    .sort((a, b) => a.slide - b.slide)
                    .map((s) => (
                      <li key={s.slide}>
                        Slide {s.slide} — {duration(s.seconds)}
                      </li>
                    ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
      <div className="row dialog-actions">
        <button type="button" className="button ghost" onClick={onBack}>
          Back to the links
        </button>
      </div>
    </section>
  );
}
