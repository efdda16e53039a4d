// Twelve constructed templates, each reproducing one real-world failure class of the brand-template engine.
import {
  buildTemplate,
  WIDESCREEN,
  type Box,
  type LayoutSpec,
  type MasterSpec,
  type PhSpec,
  type TemplateSpec,
  type ThemeSpec,
} from "./build-template.js";

export interface ConstructedTemplate {
  why: string;
  bytes: () => Uint8Array;
  /** The description it is built from, for tests that need a variant. */
  spec: () => TemplateSpec;
}

// ---------------------------------------------------------------- themes

const OFFICE_COLOURS: ThemeSpec["colours"] = {
  dk1: "000000",
  lt1: "FFFFFF",
  dk2: "44546A",
  lt2: "E7E6E6",
  accent1: "4472C4",
  accent2: "ED7D31",
  accent3: "A5A5A5",
  accent4: "FFC000",
  accent5: "5B9BD5",
  accent6: "70AD47",
  hlink: "0563C1",
  folHlink: "954F72",
};

const theme = (
  name: string,
  colours: Partial<ThemeSpec["colours"]> = {},
  major = "Calibri Light",
  minor = "Calibri",
): ThemeSpec => ({
  name,
  colours: { ...OFFICE_COLOURS, ...colours },
  major,
  minor,
});

// ---------------------------------------------------------------- standard geometry (16:9, scaled for other widths)

const MASTER_TITLE: Box = [0.92, 0.4, 11.5, 1.45];
const MASTER_BODY: Box = [0.92, 1.99, 11.5, 4.76];

/** Scales a 16:9 box horizontally to a slide `width` inches wide. */
const fit = ([x, y, cx, cy]: Box, width: number): Box => {
  const k = width / WIDESCREEN[0];
  return [x * k, y, cx * k, cy];
};

type StandardKind = "title" | "obj" | "secHead" | "twoObj" | "twoTxTwoObj" | "titleOnly" | "blank" | "picTx";

const STANDARD_NAMES: Record<StandardKind, string> = {
  title: "Title Slide",
  obj: "Title and Content",
  secHead: "Section Header",
  twoObj: "Two Content",
  twoTxTwoObj: "Comparison",
  titleOnly: "Title Only",
  blank: "Blank",
  picTx: "Picture with Caption",
};

/** The placeholders of PowerPoint's default layout of each kind. */
function standardPlaceholders(kind: StandardKind): PhSpec[] {
  switch (kind) {
    case "title":
      return [
        { type: "ctrTitle", box: [1.67, 1.23, 10, 2.61] },
        { type: "subTitle", idx: 1, box: [1.67, 3.94, 10, 1.81] },
      ];
    case "obj":
      return [{ type: "title" }, { idx: 1 }];
    case "secHead":
      return [
        { type: "title", box: [0.91, 1.87, 11.5, 3.12] },
        { type: "body", idx: 1, box: [0.91, 5.02, 11.5, 1.64] },
      ];
    case "twoObj":
      return [{ type: "title" }, { idx: 1, box: [0.92, 1.99, 5.67, 4.76] }, { idx: 2, box: [6.75, 1.99, 5.67, 4.76] }];
    case "twoTxTwoObj":
      return [
        { type: "title" },
        { type: "body", idx: 1, box: [0.92, 1.83, 5.64, 0.82] },
        { idx: 2, box: [0.92, 2.65, 5.64, 4.1] },
        { type: "body", idx: 3, box: [6.75, 1.83, 5.67, 0.82] },
        { idx: 4, box: [6.75, 2.65, 5.67, 4.1] },
      ];
    case "titleOnly":
      return [{ type: "title" }];
    case "blank":
      return [];
    case "picTx":
      return [
        { type: "title", box: [0.92, 0.5, 4.3, 1.75] },
        { type: "pic", idx: 1, box: [5.67, 1.08, 6.75, 5.33] },
        { type: "body", idx: 2, box: [0.92, 2.25, 4.3, 4.17] },
      ];
  }
}

function standardLayout(
  kind: StandardKind,
  width: number = WIDESCREEN[0],
  overrides: Partial<LayoutSpec> = {},
): LayoutSpec {
  const placeholders = standardPlaceholders(kind).map((ph) => (ph.box ? { ...ph, box: fit(ph.box, width) } : ph));
  return { name: STANDARD_NAMES[kind], type: kind, placeholders, ...overrides };
}

const SIX_STANDARD: StandardKind[] = ["title", "obj", "secHead", "twoObj", "titleOnly", "blank"];
const SEVEN_STANDARD: StandardKind[] = [...SIX_STANDARD, "picTx"];

function standardMaster(themeSpec: ThemeSpec, kinds: StandardKind[], extra: Partial<MasterSpec> = {}): MasterSpec {
  return {
    theme: themeSpec,
    title: MASTER_TITLE,
    body: MASTER_BODY,
    layouts: kinds.map((k) => standardLayout(k)),
    ...extra,
  };
}

/** The same placeholders as a standard layout, but typed `cust` under a localised name. */
const customLayout = (name: string, kind: StandardKind): LayoutSpec => ({
  ...standardLayout(kind),
  name,
  type: "cust",
});

// ---------------------------------------------------------------- the templates

function verticalTitleBar(): TemplateSpec {
  const horizontalTitle = { vert: "horz", textColour: "tx1" } as const;
  return {
    masters: [
      {
        theme: theme("Sidebar", { accent1: "1F3A5F", dk2: "1F3A5F" }),
        title: [0.3, 0.4, 1.1, 6.7],
        titleVert: "vert270",
        titleColour: "bg1",
        body: [1.8, 0.6, 11, 6.2],
        artwork: [{ box: [0, 0, 1.6, 7.5], fill: "accent1" }],
        layouts: [
          {
            name: "Title Slide",
            type: "title",
            placeholders: [
              { type: "ctrTitle", box: [1.8, 2.2, 11, 1.6], ...horizontalTitle },
              { type: "subTitle", idx: 1, box: [1.8, 4.0, 11, 1.0] },
            ],
          },
          { name: "Title and Content", type: "obj", placeholders: [{ type: "title" }, { idx: 1 }] },
          {
            name: "Section Header",
            type: "secHead",
            placeholders: [
              { type: "title", box: [1.8, 2.0, 11, 2.0], ...horizontalTitle },
              { type: "body", idx: 1, box: [1.8, 4.2, 11, 1.2] },
            ],
          },
          {
            name: "Two Content",
            type: "twoObj",
            placeholders: [
              { type: "title" },
              { idx: 1, box: [1.8, 0.6, 5.4, 6.2] },
              { idx: 2, box: [7.5, 0.6, 5.4, 6.2] },
            ],
          },
          { name: "Title Only", type: "titleOnly", placeholders: [{ type: "title" }] },
          { name: "Blank", type: "blank", placeholders: [] },
        ],
      },
    ],
  };
}

function brandOnMaster3(): TemplateSpec {
  const plain = (name: string) => standardMaster(theme(name), ["title", "obj"]);
  const brandTitle: Box = [0.6, 0.7, 12.1, 1.0];
  const brandBody: Box = [0.6, 1.9, 11, 4.7]; // stops short of the logo so the footers do not run under it
  return {
    masters: [
      plain("Office Theme"),
      plain("Office Theme 2"),
      {
        name: "Brand",
        theme: theme(
          "Acme Brand",
          { accent1: "0B5FFF", dk2: "0A2540", accent2: "00C2A8", lt2: "EEF3FF" },
          "Montserrat",
          "Open Sans",
        ),
        title: brandTitle,
        body: brandBody,
        titleColour: "tx2",
        artwork: [
          { box: [0, 0, 13.333, 0.5], fill: "accent1" },
          { box: [11.8, 6.8, 1.2, 0.5], fill: "accent1", shape: "ellipse", text: "ACME" },
        ],
        layouts: SEVEN_STANDARD.map((k) => standardLayout(k)),
      },
    ],
  };
}

function misleadingCustNames(): TemplateSpec {
  return {
    masters: [
      standardMaster(theme("Northwind"), [], {
        layouts: [
          {
            name: "Section Header",
            type: "cust",
            placeholders: [
              { type: "title", box: [0.6, 0.3, 12, 1.2] },
              { type: "body", idx: 1, box: [0.6, 1.7, 12, 5.2] },
            ],
          },
          {
            name: "Heading Strip",
            type: "cust",
            placeholders: [
              { type: "title", box: [0.6, 0.3, 12, 1.2] },
              { type: "body", idx: 1, box: [0.6, 1.5, 12, 0.45], size: 14 },
            ],
          },
          {
            name: "Layout 7",
            type: "obj",
            placeholders: [
              { type: "title", box: [0.6, 0.3, 12, 1.2] },
              { idx: 1, box: [0.6, 1.7, 12, 5.2] },
            ],
          },
          {
            name: "Section",
            type: "secHead",
            placeholders: [
              { type: "ctrTitle", box: [0.9, 2.5, 11.5, 1.5] },
              { type: "subTitle", idx: 1, box: [0.9, 4.1, 11.5, 0.8] },
            ],
          },
          standardLayout("title"),
          standardLayout("titleOnly"),
        ],
      }),
    ],
    samples: [
      { master: 0, layout: 4, kind: "title" },
      { master: 0, layout: 2, kind: "bullets", title: "Where We Stand" },
      { master: 0, layout: 2, kind: "bullets", title: "What Changed" },
      { master: 0, layout: 3, kind: "section", title: "Next Year" },
      { master: 0, layout: 2, kind: "bullets", title: "Priorities" },
      { master: 0, layout: 2, kind: "bullets", title: "Risks" },
      { master: 0, layout: 2, kind: "table", title: "Budget" },
    ],
  };
}

function bodyWithoutIdx(): TemplateSpec {
  // LibreOffice writes body placeholders without idx; the slide-to-layout match must then go by type and order.
  return {
    masters: [
      standardMaster(theme("LibreOffice"), [], {
        layouts: [
          standardLayout("title"),
          { name: "Title and Content", type: "obj", placeholders: [{ type: "title" }, { type: "body" }] },
          {
            name: "Two Content",
            type: "twoObj",
            placeholders: [
              { type: "title" },
              { type: "body", box: [0.6, 1.7, 5.9, 5.2] },
              { type: "body", box: [6.8, 1.7, 5.9, 5.2] },
            ],
          },
          standardLayout("titleOnly"),
        ],
      }),
    ],
  };
}

function swappedColourMap(): TemplateSpec {
  const colours = {
    dk1: "101828",
    lt1: "F8FAFC",
    dk2: "1D2939",
    lt2: "E4E7EC",
    accent1: "FDB022",
    accent2: "1D2939",
    accent3: "32D583",
    accent4: "53B1FD",
    accent5: "F97066",
    accent6: "9E77ED",
    hlink: "53B1FD",
    folHlink: "9E77ED",
  };
  return {
    masters: [
      standardMaster(theme("Midnight", colours), SIX_STANDARD, {
        clrMap: { bg1: "dk1", tx1: "lt1", bg2: "dk2", tx2: "lt2" },
      }),
    ],
  };
}

function darkLayout(): TemplateSpec {
  const DARK = "14213D";
  const onDark = { textColour: "bg1" } as const;
  return {
    masters: [
      standardMaster(theme("Harbour", { accent1: "FCA311", dk2: "14213D" }), [], {
        background: "FFFFFF",
        layouts: [
          standardLayout("title"),
          standardLayout("obj", undefined, {
            background: DARK,
            placeholders: [
              { type: "title", ...onDark },
              { idx: 1, ...onDark },
            ],
          }),
          standardLayout("secHead"),
          standardLayout("twoObj"),
          standardLayout("titleOnly", undefined, { background: DARK, placeholders: [{ type: "title", ...onDark }] }),
          standardLayout("blank"),
        ],
      }),
    ],
  };
}

function whiteAccent(): TemplateSpec {
  const colours = {
    accent1: "FFFFFF",
    accent2: "FAFAFA",
    accent3: "FFF9E6",
    accent4: "2F5597",
    accent5: "C00000",
    accent6: "7F7F7F",
  };
  return { masters: [standardMaster(theme("Paper", colours), SIX_STANDARD, { background: "FFFFFF" })] };
}

/** pandoc's reference decks' shape: a white-to-grey gradient behind every slide, light accents, mid-grey secondary text. */
function gradientBackground(): TemplateSpec {
  const colours = {
    dk1: "000000",
    lt1: "FFFFFF",
    dk2: "7F7F7F",
    lt2: "F2F2F2",
    accent1: "FFE699",
    accent2: "BDD7EE",
    accent3: "A9D18E",
    accent4: "F4B183",
    accent5: "8FAADC",
    accent6: "C9C9C9",
  };
  return {
    masters: [
      standardMaster(theme("Reference", colours), SIX_STANDARD, {
        background: { gradient: ["FFFFFF", "808080"] },
        bodyColour: "tx2",
      }),
    ],
  };
}

function onlyTitleLayout(): TemplateSpec {
  const width = 10;
  return {
    size: [width, 7.5],
    masters: [
      {
        theme: theme("Classic 4:3"),
        title: fit(MASTER_TITLE, width),
        body: fit(MASTER_BODY, width),
        layouts: [standardLayout("title", width), standardLayout("titleOnly", width)],
      },
    ],
  };
}

function potxSamplesChartSmartart(): TemplateSpec {
  const obj = SEVEN_STANDARD.indexOf("obj");
  return {
    potx: true,
    masters: [
      standardMaster(theme("Contoso", { accent1: "2E7D32", accent2: "F9A825" }, "Georgia", "Verdana"), SEVEN_STANDARD),
    ],
    samples: [
      { master: 0, layout: SEVEN_STANDARD.indexOf("title"), kind: "title" },
      { master: 0, layout: obj, kind: "bullets" },
      { master: 0, layout: obj, kind: "chart" },
      { master: 0, layout: obj, kind: "smartart" },
      { master: 0, layout: obj, kind: "table" },
      { master: 0, layout: SEVEN_STANDARD.indexOf("secHead"), kind: "section" },
    ],
  };
}

const LOCALISED_KINDS = {
  titleSlide: "title",
  content: "obj",
  section: "secHead",
  twoContent: "twoObj",
  comparison: "twoTxTwoObj",
  titleOnly: "titleOnly",
  blank: "blank",
  pictureCaption: "picTx",
} as const satisfies Record<string, StandardKind>;
type LocalisedRole = keyof typeof LOCALISED_KINDS;

/** Every layout typed `cust`, in the given (name, role) order: only names and geometry say what each is. */
function localisedTemplate(names: [string, LocalisedRole][], fonts: [string, string]): TemplateSpec {
  return {
    masters: [
      standardMaster(theme("Lokal", {}, ...fonts), [], {
        layouts: names.map(([name, role]) => customLayout(name, LOCALISED_KINDS[role])),
      }),
    ],
  };
}

function germanCustNames(): TemplateSpec {
  return localisedTemplate(
    [
      ["Titelfolie", "titleSlide"],
      ["Titel und Inhalt", "content"],
      ["Abschnittsüberschrift", "section"],
      ["Zwei Inhalte", "twoContent"],
      ["Vergleich", "comparison"],
      ["Nur Titel", "titleOnly"],
      ["Leer", "blank"],
      ["Bild mit Überschrift", "pictureCaption"],
    ],
    ["Calibri Light", "Calibri"],
  );
}

function japaneseCustNames(): TemplateSpec {
  // A different file order from the German one, so nothing may rely on layout order.
  return localisedTemplate(
    [
      ["白紙", "blank"],
      ["タイトルのみ", "titleOnly"],
      ["タイトル付きの図", "pictureCaption"],
      ["比較", "comparison"],
      ["タイトルとコンテンツ", "content"],
      ["セクション見出し", "section"],
      ["タイトル スライド", "titleSlide"],
      ["2 つのコンテンツ", "twoContent"],
    ],
    ["Yu Gothic Light", "Yu Gothic"],
  );
}

/** Six picture placeholders in a 3 × 2 grid below the title. */
function galleryFrames(): PhSpec[] {
  const [left, top, width, height, gap] = [0.6, 1.7, 12.13, 5.1, 0.25];
  const cx = (width - 2 * gap) / 3;
  const cy = (height - gap) / 2;
  return Array.from({ length: 6 }, (_, i): PhSpec => ({
    type: "pic",
    idx: i + 1,
    box: [left + (i % 3) * (cx + gap), top + Math.floor(i / 3) * (cy + gap), cx, cy],
  }));
}

function pictureFrames(): TemplateSpec {
  return {
    masters: [
      standardMaster(theme("Gallery"), [], {
        layouts: [
          standardLayout("title"),
          {
            name: "Gallery",
            type: "cust",
            placeholders: [{ type: "title", box: [0.6, 0.35, 12.13, 1.1] }, ...galleryFrames()],
          },
          {
            name: "Picture with Caption",
            type: "picTx",
            placeholders: [
              { type: "title", box: [0.6, 0.5, 4.0, 1.5] },
              { type: "pic", idx: 1, box: [4.9, 0.5, 7.9, 6.3] },
              { type: "body", idx: 2, box: [0.6, 2.2, 4.0, 4.6] },
            ],
          },
          standardLayout("obj"),
          standardLayout("titleOnly"),
        ],
      }),
    ],
  };
}

const template = (why: string, spec: () => TemplateSpec): ConstructedTemplate => ({
  why,
  spec,
  bytes: () => buildTemplate(spec()),
});

export const CONSTRUCTED: Record<string, ConstructedTemplate> = {
  "vertical-title-bar": template(
    "The master title is a vertical (vert270) bar on a dark left panel; content sits to its right.",
    verticalTitleBar,
  ),
  "brand-on-master-3": template(
    "Three masters and no samples: the brand (colours, top panel, logo) lives only on the third master.",
    brandOnMaster3,
  ),
  "misleading-cust-names": template(
    'Layout names lie: a cust "Section Header" is really a content layout and the real one is called "Layout 7".',
    misleadingCustNames,
  ),
  "body-without-idx": template(
    "LibreOffice-style body placeholders without idx, two on one layout and one with no xfrm of its own.",
    bodyWithoutIdx,
  ),
  "swapped-colour-map": template(
    "The master's colour map swaps bg1/tx1 to dk1/lt1: light-named theme colours, dark slides.",
    swappedColourMap,
  ),
  "dark-layout": template(
    "A light master whose content and title-only layouts paint their own dark background with bg1 text.",
    darkLayout,
  ),
  "gradient-background": template(
    "A white-to-grey gradient behind every slide with light accents and grey body text, as pandoc's reference decks.",
    gradientBackground,
  ),
  "white-accent": template(
    "accent1–3 are white or near-white on a white background, so accent-coloured shapes vanish.",
    whiteAccent,
  ),
  "only-title-layout": template(
    "4:3 with only Title Slide and Title Only layouts: no layout has a body placeholder.",
    onlyTitleLayout,
  ),
  "potx-samples-chart-smartart": template(
    "Saved as .potx with sample slides holding a real chart, SmartArt and a table.",
    potxSamplesChartSmartart,
  ),
  "german-cust-names": template(
    "Every layout typed cust with German names; only names and geometry reveal their roles.",
    germanCustNames,
  ),
  "japanese-cust-names": template(
    "Every layout typed cust with Japanese names, in a different order from the German one.",
    japaneseCustNames,
  ),
  "picture-frames": template(
    "A gallery layout with six picture placeholders and a picture-with-caption layout.",
    pictureFrames,
  ),
};

export function constructedTemplate(name: string): Uint8Array {
  const entry = CONSTRUCTED[name];
  if (!entry) throw new Error(`no constructed template "${name}" (have: ${Object.keys(CONSTRUCTED).join(", ")})`);
  return entry.bytes();
}
