// The decoder corpus: for every format Quire reads, files that ask a decoder for unbounded work — pictures declaring
// huge sizes over tiny bodies, deep and wide drawings, metadata with 100,000 elements, packages full of each — made in
// memory in milliseconds. A typed table, so a suite that sends each to every route reading files is checked by the
// compiler; what each must get is in its `expect`.
import {
  deflatingPng,
  gifDeclaring,
  jpegDeclaring,
  jpegWithXmp,
  pngDeclaring,
  pngWithXmp,
  svgDeclaring,
  webpDeclaring,
  xmpWithAreas,
} from "./corpus-pictures.js";
import { chartPoints, gradientStops, nestedGroups, pathSegments, tableCells } from "./corpus-drawings.js";
import {
  docxWithPicture,
  pdfWithHugeImage,
  pdfWithNestedContent,
  templateWithDrawing,
  templateWithPicture,
  xlsxWithPicture,
} from "./corpus-packages.js";
import type { PictureExt } from "../brands/template-kit/master-picture.js";

export type CorpusFormat = "pptx" | "potx" | "docx" | "xlsx" | "pdf" | "png" | "jpeg" | "gif" | "webp" | "svg";

export interface CorpusExpect {
  /** What a route that stores or reads the file answers: a clear refusal, an acceptance, or either — never a 5xx. */
  answer: "4xx" | "2xx" | "2xx-or-4xx";
  /**
   * The warning Quire's drawing (a template) or PDF writer (a picture in a deck) gives when it draws the file: what it
   * left out or simplified, named. Absent: it draws the file without leaving anything out (a picture downscaled).
   */
  warning?: RegExp;
}

export interface CorpusEntry {
  format: CorpusFormat;
  /** What the file holds, in words. */
  what: string;
  /** The file's bytes, made anew on each call. */
  bytes(): Uint8Array;
  expect: CorpusExpect;
}

const REFUSED_DECODE = /more than the 100 million Quire decodes/;

/** The hostile pictures, each with what an upload of it gets and what drawing it says. */
const PICTURES: Record<
  string,
  {
    ext: Extract<PictureExt, CorpusFormat>;
    what: string;
    bytes: () => Uint8Array;
    upload: CorpusExpect["answer"];
    warning?: RegExp;
  }
> = {
  "png-65535-ihdr": {
    ext: "png",
    what: "a PNG whose IHDR declares 65535×65535 RGBA over a 9-byte IDAT",
    bytes: () => pngDeclaring(65535, 65535),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "png-16000-rgba-1000-to-1": {
    ext: "png",
    what: "a valid 16000×16000 RGBA PNG (1 GB of pixels) whose own deflate runs 1000:1 (1 MB)",
    bytes: () => deflatingPng(16000, 16000),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "png-10000-rgba-at-upload-limit": {
    ext: "png",
    what: "a valid 10000×10000 RGBA PNG, exactly the 100-million-pixel upload limit (440 KB): drawn downscaled",
    bytes: () => deflatingPng(10000, 10000),
    upload: "2xx",
  },
  "jpeg-30000-sof-for-focus": {
    ext: "jpeg",
    what: "a JPEG whose frame header declares 30000×30000 (900 million pixels) over a 16×8 scan and names no focus: refused from its header before sharp would decode it to find its subject",
    bytes: () => jpegDeclaring(30_000, 30_000),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "jpeg-65500-sof": {
    ext: "jpeg",
    what: "a JPEG whose frame header declares 65500×65500 over a 16×8 scan",
    bytes: () => jpegDeclaring(65500, 65500),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "gif-65535-screen": {
    ext: "gif",
    what: "a GIF whose logical screen is 65535×65535 around a one-pixel frame",
    bytes: () => gifDeclaring(65535, 65535),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "webp-vp8x-16383": {
    ext: "webp",
    what: "a WebP whose VP8X canvas is 16383×16383 around a 1×1 frame",
    bytes: () => webpDeclaring(16383, 16383),
    upload: "4xx",
    warning: REFUSED_DECODE,
  },
  "svg-30000": {
    ext: "svg",
    what: "an SVG whose root declares 30000×30000: rasterised at the working size, never at its own",
    bytes: () => svgDeclaring(30000, 30000),
    upload: "4xx",
  },
  "png-xmp-100000-areas": {
    ext: "png",
    what: "a 2×2 PNG whose iTXt XMP holds one face region of 100,000 Area elements (900 KB)",
    bytes: () => pngWithXmp(xmpWithAreas(100_000)),
    upload: "2xx",
  },
  "jpeg-xmp-100000-areas": {
    ext: "jpeg",
    what: "a 16×8 JPEG whose XMP of 100,000 Area elements runs over 14 APP1 segments (no one segment holds 900 KB)",
    bytes: () => jpegWithXmp(xmpWithAreas(100_000)),
    upload: "2xx",
  },
};

/** The pictures a package carries: those whose size is the attack (metadata is an upload's concern). */
const PACKAGED = [
  "png-65535-ihdr",
  "png-16000-rgba-1000-to-1",
  "jpeg-65500-sof",
  "gif-65535-screen",
  "webp-vp8x-16383",
  "svg-30000",
] as const;

const pictureEntries = Object.entries(PICTURES).map(([name, p]): [string, CorpusEntry] => [
  name,
  {
    format: p.ext,
    what: p.what,
    bytes: p.bytes,
    expect: { answer: p.upload, ...(p.warning ? { warning: p.warning } : {}) },
  },
]);

const packageEntries = PACKAGED.flatMap((name): Array<[string, CorpusEntry]> => {
  const p = PICTURES[name]!;
  const warning = p.warning ? { warning: p.warning } : {};
  return [
    [
      `pptx-master-${name}`,
      {
        format: "pptx",
        what: `a template whose master shows ${p.what}`,
        bytes: () => templateWithPicture(p.bytes(), p.ext),
        expect: { answer: "2xx", ...warning },
      },
    ],
    [
      `potx-master-${name}`,
      {
        format: "potx",
        what: `a .potx whose master shows ${p.what}`,
        bytes: () => templateWithPicture(p.bytes(), p.ext, true),
        expect: { answer: "2xx", ...warning },
      },
    ],
    [
      `docx-inline-${name}`,
      {
        format: "docx",
        what: `a Word document showing ${p.what}`,
        bytes: () => docxWithPicture(p.bytes(), p.ext),
        expect: { answer: "2xx-or-4xx" },
      },
    ],
    [
      `xlsx-sheet-${name}`,
      {
        format: "xlsx",
        what: `a workbook whose sheet shows ${p.what}`,
        bytes: () => xlsxWithPicture(p.bytes(), p.ext),
        expect: { answer: "2xx-or-4xx" },
      },
    ],
  ];
});

const drawingEntries: Array<[string, CorpusEntry]> = [
  [
    "pptx-1000000-path-segments",
    {
      format: "pptx",
      what: "a master shape whose custom geometry is one path of 1,000,000 segments (43 MB of XML): an upload refused before it is parsed, a drawing cut down",
      bytes: () => templateWithDrawing(pathSegments(1_000_000)),
      expect: { answer: "4xx", warning: /more than 120,000 elements/ },
    },
  ],
  [
    "pptx-50000-path-segments",
    {
      format: "pptx",
      what: "a master shape of 50,000 path segments: parsed, its outline cut at the budget",
      bytes: () => templateWithDrawing(pathSegments(50_000)),
      expect: { answer: "2xx", warning: /more than 20,000 path commands/ },
    },
  ],
  [
    "pptx-10000-nested-groups",
    {
      format: "pptx",
      what: "10,000 groups on the master, each the only child of the one around it: an upload refused before it is parsed, a drawing cut down",
      bytes: () => templateWithDrawing(nestedGroups(10_000)),
      expect: { answer: "4xx", warning: /nests them more than 256 deep/ },
    },
  ],
  [
    "pptx-100-nested-groups",
    {
      format: "pptx",
      what: "100 nested groups: parsed, those past 32 levels left out",
      bytes: () => templateWithDrawing(nestedGroups(100)),
      expect: { answer: "2xx", warning: /Groups nested more than 32 deep/ },
    },
  ],
  [
    "pptx-10000-stop-gradient",
    {
      format: "pptx",
      what: "a master rectangle filled with a linear gradient of 10,000 stops",
      bytes: () => templateWithDrawing(gradientStops(10_000)),
      expect: { answer: "2xx", warning: /more than 64 stops/ },
    },
  ],
  [
    "pptx-1000x1000-table",
    {
      format: "pptx",
      what: "a table of 1000×1000 cells on the master (190 MB of XML)",
      bytes: () => templateWithDrawing(tableCells(1000, 1000)),
      expect: { answer: "2xx-or-4xx", warning: /more than 120,000 elements/ },
    },
  ],
  [
    "pptx-80x80-table",
    {
      format: "pptx",
      what: "a table of 80×80 cells: parsed, the rows past 6,000 cells left out",
      bytes: () => templateWithDrawing(tableCells(80, 80)),
      expect: { answer: "2xx", warning: /more than 6,000 cells/ },
    },
  ],
  [
    "pptx-100000-point-chart",
    {
      format: "pptx",
      what: "a line chart of 100,000 cached points on the master",
      bytes: () => templateWithDrawing(chartPoints(100_000)),
      expect: { answer: "2xx", warning: /more than 120,000 elements/ },
    },
  ],
  [
    "pptx-5000-point-chart",
    {
      format: "pptx",
      what: "a line chart of 5,000 points: parsed, the values past 2,000 left out",
      bytes: () => templateWithDrawing(chartPoints(5_000)),
      expect: { answer: "2xx", warning: /more than 2,000 values/ },
    },
  ],
];

const pdfEntries: Array<[string, CorpusEntry]> = [
  [
    "pdf-65535-image-xobject",
    {
      format: "pdf",
      what: "a page painting an image XObject declaring 65535×65535 RGB over 3 bytes",
      bytes: pdfWithHugeImage,
      expect: { answer: "2xx-or-4xx" },
    },
  ],
  [
    "pdf-nested-content-10000",
    {
      format: "pdf",
      what: "a page whose content nests 10,000 graphics states and 10,000 arrays",
      bytes: () => pdfWithNestedContent(10_000),
      expect: { answer: "2xx-or-4xx" },
    },
  ],
];

/** Every file of the corpus, by name. */
export const DECODER_CORPUS: Readonly<Record<string, CorpusEntry>> = Object.fromEntries([
  ...pictureEntries,
  ...packageEntries,
  ...drawingEntries,
  ...pdfEntries,
]);

/** The formats the corpus covers: every format Quire reads, checked by the compiler against CorpusFormat. */
export const CORPUS_FORMATS: readonly CorpusFormat[] = [
  "pptx",
  "potx",
  "docx",
  "xlsx",
  "pdf",
  "png",
  "jpeg",
  "gif",
  "webp",
  "svg",
];
