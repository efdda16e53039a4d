// The share page's one script (served as /s/viewer.js, the only script its CSP allows): pages through a deck by keys,
// swipes and its own links without reloading, and reports the seconds each slide was on screen while the page is
// visible — every 15 s at most, and when it is hidden or left. It reads nothing of the document and sets no cookie.
export const VIEWER_SCRIPT = `"use strict";
(() => {
  const parts = location.pathname.split("/");
  const token = parts[2];
  const unlock = new URLSearchParams(location.search).get("k");
  const views = "/api/shared/" + token + "/views" + (unlock ? "?k=" + encodeURIComponent(unlock) : "");
  const main = document.querySelector("main[data-picture]");
  const img = document.getElementById("slide");
  const count = main ? Number(main.dataset.count) : 1;
  let current = img ? Number(img.dataset.slide) : 1;
  let shownSince = document.visibilityState === "visible" ? Date.now() : null;
  let pending = 0;

  function send(slide, seconds) {
    if (seconds < 1) return;
    const body = JSON.stringify({ slide: slide, seconds: Math.min(300, Math.round(seconds)) });
    // Not sendBeacon: it always sends the origin's cookies, and a report carries none.
    fetch(views, { method: "POST", body: body, headers: { "Content-Type": "application/json" }, keepalive: true, credentials: "omit" }).catch(() => {});
  }
  function flush() {
    if (shownSince === null) return;
    const now = Date.now();
    pending += (now - shownSince) / 1000;
    shownSince = document.visibilityState === "visible" ? now : null;
    if (pending >= 1) { send(current, pending); pending = 0; }
  }
  setInterval(() => { if (document.visibilityState === "visible") flush(); }, 15000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") shownSince = Date.now();
    else flush();
  });
  addEventListener("pagehide", flush);
  if (!main || !img) return;

  const picture = (n) => main.dataset.picture.replace("{n}", String(n));
  const links = Array.from(main.querySelectorAll(".contents a"));
  const prev = main.querySelector("a[rel=prev]");
  const next = main.querySelector("a[rel=next]");
  const label = main.querySelector(".count");
  function href(n) {
    const q = new URLSearchParams(location.search);
    q.set("slide", String(n));
    return "?" + q.toString();
  }
  function show(n) {
    n = Math.min(Math.max(n, 1), count);
    if (n === current) return;
    flush();
    current = n;
    img.src = picture(n);
    img.alt = links[n - 1] ? links[n - 1].dataset.alt : "";
    img.dataset.slide = String(n);
    label.textContent = n + " / " + count;
    for (const [a, to] of [[prev, n - 1], [next, n + 1]]) {
      const off = to < 1 || to > count;
      a.href = href(Math.min(Math.max(to, 1), count));
      if (off) { a.setAttribute("aria-disabled", "true"); a.tabIndex = -1; } else { a.removeAttribute("aria-disabled"); a.removeAttribute("tabindex"); }
    }
    links.forEach((a, i) => (i + 1 === n ? a.setAttribute("aria-current", "page") : a.removeAttribute("aria-current")));
    history.replaceState(null, "", href(n));
    if (n < count) new Image().src = picture(n + 1);
  }
  main.addEventListener("click", (e) => {
    const a = e.target.closest("a");
    if (!a || a.hasAttribute("download")) return;
    const to = a === prev ? current - 1 : a === next ? current + 1 : links.indexOf(a) + 1;
    if (to < 1) return;
    e.preventDefault();
    show(to);
  });
  addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target && e.target.closest && e.target.closest("input,textarea,summary"))) return;
    const keys = { ArrowRight: 1, PageDown: 1, " ": 1, ArrowLeft: -1, PageUp: -1 };
    if (e.key in keys) { e.preventDefault(); show(current + keys[e.key]); }
    else if (e.key === "Home") { e.preventDefault(); show(1); }
    else if (e.key === "End") { e.preventDefault(); show(count); }
  });
  let touchX = null;
  main.addEventListener("touchstart", (e) => { touchX = e.changedTouches[0].clientX; }, { passive: true });
  main.addEventListener("touchend", (e) => {
    if (touchX === null) return;
    const dx = e.changedTouches[0].clientX - touchX;
    touchX = null;
    if (Math.abs(dx) > 40) show(current + (dx < 0 ? 1 : -1));
  });
  if (current < count) new Image().src = picture(current + 1);
})();
`;
