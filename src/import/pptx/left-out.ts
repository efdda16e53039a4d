// What an import could not carry over, said once per kind with the slides it happened on ("… (slides 3, 5 and 9).").

const MESSAGES = {
  media: "Video and audio were left out",
  ole: "Embedded objects (OLE: a spreadsheet, document or other file placed on a slide) were left out",
  ink: "Ink drawings were left out",
  object: "Objects of a kind Quire does not read were left out",
  smartartNoDrawing: "SmartArt left out: the file holds no drawing of it to read its text from",
  smartartEmpty: "SmartArt without text was left out",
  pictureFormat: "Pictures in formats other than PNG, JPEG and GIF (e.g. EMF, WMF, SVG, TIFF) were left out",
  pictureLinked: "Pictures linked from outside the file were left out; linked files are never fetched",
  pictureDamaged: "Pictures that could not be read were left out",
  pictureExtra: "Only one picture per slide is kept; the other pictures were left out",
  pictureBesideData: "Pictures beside a table or chart were left out",
  pictureOnTitle: "Pictures on title and section slides were left out",
  pictureSize: "Pictures were left out to keep the deck within the 2 MiB a Quire source may hold",
  hidden: "Hidden slides were imported as ordinary slides",
  extraData: "Slides with more than one table or chart became one slide per table or chart, with the same title",
  textBesideData: "Text beside a table or chart became a slide of its own, placed before it",
  captionBesideData: "Short text beside a table or chart (a caption or source line) was moved to the speaker notes",
  chartKind:
    "Charts of kinds Quire does not draw (scatter, area, radar, bubble, stock, surface) became tables of their data",
  chartMixed: "Charts mixing kinds (e.g. bars and a line) are drawn as one kind",
  chartBlank: "Blank chart values are shown as 0",
  chartCut: "Charts with more than 200 categories or 20 series were cut",
  chartNew: "Charts of newer kinds (waterfall, treemap, sunburst, funnel, histogram, map) were left out",
  chartUnreadable: "Charts whose data could not be read were left out",
  tableCut: "Tables were cut to 1,000 rows, 50 columns and 5,000 characters a cell",
  textCut: "Text longer than a slide holds was cut",
  empty: "Slides with nothing Quire could carry over were kept as empty slides",
  unreadable: "Slides that could not be read (damaged, oversized or too deeply nested XML) were left out",
} as const;

export type LeftOutKind = keyof typeof MESSAGES;

/** Collects kinds of loss per slide number and words them for the result's warnings. */
export class LeftOut {
  private readonly seen = new Map<LeftOutKind, Set<number>>();

  add(kind: LeftOutKind, slide: number): void {
    let slides = this.seen.get(kind);
    if (!slides) this.seen.set(kind, (slides = new Set()));
    slides.add(slide);
  }

  warnings(): string[] {
    return [...this.seen].map(
      ([kind, slides]) => `${MESSAGES[kind]} (${slideList([...slides].sort((a, b) => a - b))}).`,
    );
  }
}

/** "slide 3", "slides 3 and 5", "slides 3, 5 and 9", "slides 1–4 and 9". */
export function slideList(slides: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < slides.length;) {
    let j = i;
    while (j + 1 < slides.length && slides[j + 1] === slides[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${slides[i]}–${slides[j]}` : j > i ? `${slides[i]}, ${slides[j]}` : `${slides[i]}`);
    i = j + 1;
  }
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0]!;
  return `${slides.length > 1 ? "slides" : "slide"} ${joined}`;
}
