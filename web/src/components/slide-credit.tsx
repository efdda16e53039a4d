// The credits of the pictures on the slide shown, in small print under it: whoever shows the deck owes them.
import type { Schemas } from "@quire/sdk";

type Slide = Schemas["Slide"];
type ImageRef = { src: string; alt: string; credit?: string };

/** A slide's pictures in reading order: its own, its cards', its people's portraits. */
function picturesOf(slide: Slide): ImageRef[] {
  const s = slide as { image?: ImageRef; cards?: { image?: ImageRef }[]; people?: { image?: ImageRef }[] };
  return [s.image, ...(s.cards ?? []).map((c) => c.image), ...(s.people ?? []).map((p) => p.image)].filter(
    (i): i is ImageRef => !!i,
  );
}

export function SlideCredit({ slide }: { slide: Slide | undefined }) {
  const credits = [...new Set((slide ? picturesOf(slide) : []).map((p) => p.credit?.trim() ?? "").filter(Boolean))];
  if (!credits.length) return null;
  return <p className="slide-credit">{credits.join(" · ")}</p>;
}
