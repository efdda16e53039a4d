// Each page names itself in the tab and window title (WCAG 2.4.2), so a single-page app's pages are told apart.
import { useEffect } from "react";

const SITE = "Quire";

/** Sets document.title to "`title` — Quire" while the page is shown (just "Quire" when the title is not known yet). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE}` : SITE;
  }, [title]);
}
