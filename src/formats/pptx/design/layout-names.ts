// What a layout's name says it is for, in the languages PowerPoint, Keynote, Google Slides and LibreOffice name layouts in.

/** A name's meaning: a slide role, or a kind of layout that serves none directly. */
export type NameMeaning =
  | "title"
  | "section"
  | "bullets"
  | "two-column"
  | "comparison"
  | "table"
  | "chart"
  | "image"
  | "quote"
  | "big-number"
  | "closing"
  | "title-only"
  | "blank"
  | "caption"
  | "vertical"
  | "agenda";

// Phrases are compared with letters and digits only, lower case ("Abschnitts-\nüberschrift" → "abschnittsüberschrift");
// the longest phrase found in a name decides, so "Picture with Caption" is an image layout, not a caption one.
const PHRASES: Record<NameMeaning, string[]> = {
  title: [
    "title slide",
    "titleslide",
    "cover",
    "title page",
    "opening",
    "titelfolie",
    "titelseite",
    "deckblatt",
    "diapositive de titre",
    "page de titre",
    "diapositiva de título",
    "diapositiva titolo",
    "slide de título",
    "titeldia",
    "タイトル スライド",
    "表紙",
    "标题幻灯片",
    "標題投影片",
    "封面",
  ],
  section: [
    "section header",
    "section title",
    "section",
    "divider",
    "chapter",
    "abschnittsüberschrift",
    "abschnitt",
    "kapitel",
    "trenner",
    "trennfolie",
    "en-tête de section",
    "chapitre",
    "intercalaire",
    "encabezado de sección",
    "capítulo",
    "intestazione sezione",
    "cabeçalho da seção",
    "sectiekop",
    "セクション見出し",
    "セクション",
    "节标题",
    "章節標題",
    "章节",
  ],
  bullets: [
    "title and content",
    "title and text",
    "title & content",
    "content",
    "text",
    "bullets",
    "titel und inhalt",
    "titel und text",
    "inhalt",
    "titre et contenu",
    "titre et texte",
    "contenu",
    "título y objetos",
    "título y texto",
    "título y contenido",
    "titolo e contenuto",
    "título e conteúdo",
    "titel en object",
    "タイトルとコンテンツ",
    "タイトルとテキスト",
    "コンテンツ",
    "标题和内容",
    "標題及內容",
    "内容",
  ],
  "two-column": [
    "two content",
    "2 content",
    "two columns",
    "two column",
    "zwei inhalte",
    "zwei spalten",
    "deux contenus",
    "deux colonnes",
    "dos objetos",
    "dos columnas",
    "due contenuti",
    "duas partes de conteúdo",
    "twee objecten",
    "2 つのコンテンツ",
    "2つのコンテンツ",
    "两栏内容",
    "兩項物件",
  ],
  comparison: [
    "comparison",
    "compare",
    "vergleich",
    "comparaison",
    "comparación",
    "confronto",
    "comparação",
    "vergelijking",
    "比較",
    "比较",
  ],
  table: ["table", "tabelle", "tableau", "tabla", "tabella", "tabela", "表格"],
  chart: ["chart", "graph", "diagramm", "graphique", "gráfico", "grafico", "grafiek", "グラフ", "图表", "圖表"],
  image: [
    "picture with caption",
    "picture",
    "image",
    "photo",
    "bild mit überschrift",
    "bild",
    "foto",
    "image avec légende",
    "imagen con título",
    "imagen",
    "immagine",
    "imagem",
    "afbeelding",
    "タイトル付きの図",
    "画像",
    "写真",
    "图片与标题",
    "含標題的圖片",
    "图片",
    "圖片",
  ],
  quote: ["quote", "quotation", "statement", "zitat", "citation", "cita", "citazione", "citação", "引用"],
  "big-number": ["big number", "key figure", "kpi", "metric", "kennzahl", "chiffre clé", "cifra clave", "数字"],
  closing: [
    "closing",
    "thank you",
    "thanks",
    "the end",
    "end slide",
    "contact",
    "abschluss",
    "schluss",
    "danke",
    "kontakt",
    "conclusion",
    "merci",
    "cierre",
    "gracias",
    "contacto",
    "chiusura",
    "grazie",
    "encerramento",
    "obrigado",
    "afsluiting",
    "終わり",
    "エンディング",
    "结束",
    "結束",
    "谢谢",
    "謝謝",
  ],
  agenda: [
    "agenda",
    "overview",
    "contents",
    "table of contents",
    "inhaltsverzeichnis",
    "übersicht",
    "sommaire",
    "índice",
    "sommario",
    "目次",
    "目录",
    "目錄",
  ],
  "title-only": [
    "title only",
    "titel only",
    "nur titel",
    "titre seul",
    "solo el título",
    "solo titolo",
    "somente título",
    "alleen titel",
    "タイトルのみ",
    "仅标题",
    "只有標題",
  ],
  blank: ["blank", "empty", "leer", "vide", "en blanco", "vuota", "em branco", "leeg", "白紙", "空白"],
  caption: [
    "content with caption",
    "caption",
    "inhalt mit überschrift",
    "contenu avec légende",
    "contenido con título",
    "タイトル付きのコンテンツ",
    "内容与标题",
    "含標題的內容",
  ],
  vertical: ["vertical", "vertikal", "vertical text", "縦書き", "竖排", "直排"],
};

const normalise = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

const TABLE: Array<[string, NameMeaning]> = Object.entries(PHRASES)
  .flatMap(([meaning, phrases]) => phrases.map((p) => [normalise(p), meaning as NameMeaning] as [string, NameMeaning]))
  .sort((a, b) => b[0].length - a[0].length);

/** The role a layout's name announces, or null when it says nothing we know ("Layout 7", "Custom Layout"). */
export function meaningOfName(name: string): NameMeaning | null {
  // "1_Title Slide", "2_Section Header": PowerPoint's prefixes for copied layouts.
  const clean = normalise(name.replace(/^\s*\d+_/, ""));
  if (!clean) return null;
  for (const [phrase, meaning] of TABLE) if (phrase && clean.includes(phrase)) return meaning;
  return null;
}
