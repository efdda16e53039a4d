// A deck's first slide as a picture in a box of fixed size (so the list never moves as pictures arrive), loaded lazily.
import { useState } from "react";
import type { Schemas } from "@quire/sdk";
import { slideImageUrl } from "../api";

/** The box in CSS pixels; the picture is drawn at twice its width, sharp on high-density screens. */
const BOX = { width: 160, height: 90 };

export function SlideThumb({ doc }: { doc: Schemas["DocumentSummary"] }) {
  const [failed, setFailed] = useState(false);
  if (doc.kind !== "deck" || failed) {
    return (
      <span className={`thumb thumb-${doc.kind}`} aria-hidden="true">
        {doc.kind === "deck" ? "No preview" : doc.kind}
      </span>
    );
  }
  return (
    <span className="thumb">
      <img
        src={slideImageUrl(doc.id, 1, BOX.width * 2)}
        width={BOX.width}
        height={BOX.height}
        loading="lazy"
        decoding="async"
        alt={`First slide of “${doc.title}”`}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
