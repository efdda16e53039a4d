// A brand's template shown as itself: its master and each of its layouts as a picture with its name, loaded as scrolled to.
import type { Schemas } from "@quire/sdk";
import { templatePageUrl } from "../api";

/** Each picture's width in CSS pixels; drawn at twice that, sharp on high-density screens. */
const WIDTH = 200;

export function TemplatePages({ brand }: { brand: Schemas["Brand"] }) {
  if (!brand.templatePages.length) return null;
  // Width and height set before the pictures arrive, so the grid never moves as they do.
  const height = Math.round((WIDTH * brand.slideSize.height) / brand.slideSize.width);
  return (
    <section className="stack" aria-labelledby="template-pages-title">
      <h3 id="template-pages-title">Master and layouts</h3>
      <ul className="template-pages">
        {brand.templatePages.map((p) => (
          <li key={p.n}>
            <figure>
              <img
                src={templatePageUrl(brand.id, p.n, WIDTH * 2)}
                width={WIDTH}
                height={height}
                loading="lazy"
                decoding="async"
                alt={`${p.n === 1 ? "Master" : "Layout"}: ${p.name}`}
              />
              {/* The picture's text alternative names it already: the caption is for the eye. */}
              <figcaption aria-hidden="true">{p.n === 1 ? `Master: ${p.name}` : p.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
