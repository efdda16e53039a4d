// Lucide icons (ISC, bundled from npm, loaded on first use) as SVG path data on a 24 × 24 grid, for every output.
import { createRequire } from "node:module";
import svgpath from "svgpath";

type IconNode = Array<[string, Record<string, string | number>]>;

let icons: Record<string, IconNode> | null = null;
function lucide(): Record<string, IconNode> {
  icons ??= (createRequire(import.meta.url)("lucide") as { icons: Record<string, IconNode> }).icons;
  return icons;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** Whether Quire can draw an icon of this name ("rocket", "shield-check"). */
export function hasIcon(name: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && Object.hasOwn(lucide(), pascal(name));
}

const num = (v: string | number | undefined) => Number(v ?? 0);

/** One SVG element of an icon as path data. */
function elementPath(tag: string, a: Record<string, string | number>): string {
  switch (tag) {
    case "path":
      return String(a.d ?? "");
    case "circle":
    case "ellipse": {
      const [cx, cy] = [num(a.cx), num(a.cy)];
      const [rx, ry] = tag === "circle" ? [num(a.r), num(a.r)] : [num(a.rx), num(a.ry)];
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case "rect": {
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      const r = Math.min(num(a.rx ?? a.ry), w / 2, h / 2);
      if (!r) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
    }
    case "line":
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case "polyline":
    case "polygon":
      return `M${String(a.points ?? "").trim()}${tag === "polygon" ? "Z" : ""}`;
    default:
      return "";
  }
}

const pathCache = new Map<string, string[]>();

/** The icon's outlines as SVG path data (24 × 24, stroked 2 wide with round caps); a plain dot when the name is unknown. */
export function iconPaths(name: string | undefined): string[] {
  const key = name && hasIcon(name) ? name : "";
  let paths = pathCache.get(key);
  if (!paths) {
    paths = key ? lucide()[pascal(key)]!.map(([tag, attrs]) => elementPath(tag, attrs)).filter(Boolean) : ["M12 8A4 4 0 1 0 12 16A4 4 0 1 0 12 8Z"];
    pathCache.set(key, paths);
  }
  return paths;
}

export type Segment = ["M" | "L", number, number] | ["C", number, number, number, number, number, number] | ["Z"];

const segmentCache = new Map<string, Segment[][]>();

/** The icon's outlines as absolute moves, lines and cubic curves only (what DrawingML's custGeom can hold). */
export function iconSegments(name: string | undefined): Segment[][] {
  const key = name ?? "";
  let segments = segmentCache.get(key);
  if (!segments) segmentCache.set(key, (segments = toSegments(iconPaths(name))));
  return segments;
}

function toSegments(paths: string[]): Segment[][] {
  return paths.map((d) => {
    const out: Segment[] = [];
    let x = 0;
    let y = 0;
    let start: [number, number] = [0, 0];
    svgpath(d)
      .abs()
      .unarc()
      .unshort()
      .iterate((seg) => {
        const [cmd, ...v] = seg as [string, ...number[]];
        if (cmd === "M") {
          [x, y] = [v[0]!, v[1]!];
          start = [x, y];
          out.push(["M", x, y]);
        } else if (cmd === "L" || cmd === "H" || cmd === "V") {
          x = cmd === "V" ? x : v[0]!;
          y = cmd === "H" ? y : cmd === "V" ? v[0]! : v[1]!;
          out.push(["L", x, y]);
        } else if (cmd === "C") {
          out.push(["C", v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!]);
          [x, y] = [v[4]!, v[5]!];
        } else if (cmd === "Q") {
          // A quadratic curve as the cubic that draws the same line.
          const [qx, qy, ex, ey] = v as [number, number, number, number];
          out.push(["C", x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey]);
          [x, y] = [ex, ey];
        } else if (cmd === "Z" || cmd === "z") {
          out.push(["Z"]);
          [x, y] = start;
        }
      });
    return out;
  });
}

/** Keywords → icon, first match wins: how the composer gives a card an icon that fits its words. */
const KEYWORD_ICONS: Array<[RegExp, string]> = [
  [/\b(revenue|sales|income|profit|margin|price|pricing|cost|budget|fund|invest|financ|cash|money|\$|€|£)/i, "circle-dollar-sign"],
  [/\b(grow|growth|increase|scale|expand|traction|up\b)/i, "trending-up"],
  [/\b(declin|decreas|churn|loss|drop)/i, "trending-down"],
  [/\b(customer|client|user|people|team|staff|hire|hiring|talent|member|communit|partner)/i, "users"],
  [/\b(secur|safe|risk|complian|privacy|protect|trust)/i, "shield-check"],
  [/\b(goal|target|aim|objective|focus|priorit|mission)/i, "target"],
  [/\b(launch|start|kick.?off|ship|release|rocket)/i, "rocket"],
  [/\b(idea|innovat|insight|research|learn|discover|lesson)/i, "lightbulb"],
  [/\b(speed|fast|quick|performance|efficien|energy|power)/i, "zap"],
  [/\b(time|deadline|schedule|hour|delay|on.?time|late)/i, "clock"],
  [/\b(date|calendar|week|month|quarter|year|plan)/i, "calendar"],
  [/\b(data|database|storage|record)/i, "database"],
  [/\b(cloud|hosting|infrastructure|server|platform)/i, "cloud"],
  [/\b(code|software|engineer|develop|api|tech|app\b|digital)/i, "code"],
  [/\b(ai\b|model|machine learning|automat|bot)/i, "bot"],
  [/\b(mobile|phone|smartphone)/i, "smartphone"],
  [/\b(mail|email|newsletter|contact)/i, "mail"],
  [/\b(market|brand|campaign|advertis|promot|awareness)/i, "megaphone"],
  [/\b(chat|feedback|message|support|communicat|talk)/i, "message-circle"],
  [/\b(quality|award|win|won|best|excellen|achiev)/i, "award"],
  [/\b(deliver|shipping|logistic|freight|transport|fleet|truck)/i, "truck"],
  [/\b(warehouse|inventory|stock|supply)/i, "warehouse"],
  [/\b(product|package|feature|offer)/i, "package"],
  [/\b(global|world|international|region|countr|europe|expansion)/i, "globe"],
  [/\b(location|site|store|shop|office|city|venue)/i, "map-pin"],
  [/\b(travel|flight|trip|airport)/i, "plane"],
  [/\b(school|student|teach|class|education|course|pupil)/i, "graduation-cap"],
  [/\b(book|read|document|report|write|content)/i, "book-open"],
  [/\b(health|care|medical|patient|wellbeing)/i, "stethoscope"],
  [/\b(green|sustainab|climate|carbon|environment|nature|plant|photosynth)/i, "leaf"],
  [/\b(food|menu|kitchen|cafe|café|restaurant|meal)/i, "utensils"],
  [/\b(coffee|drink)/i, "coffee"],
  [/\b(design|creative|brand look|colour|color|art)/i, "palette"],
  [/\b(tool|fix|maintain|repair|operat|process|workflow)/i, "settings"],
  [/\b(measure|metric|kpi|dashboard|analytic|report)/i, "chart-column"],
  [/\b(share|split|breakdown|mix)/i, "chart-pie"],
  [/\b(quality|check|done|complete|verified|approve)/i, "circle-check"],
  [/\b(issue|problem|warning|alert|incident|injur)/i, "triangle-alert"],
  [/\b(deal|agreement|contract|partnership)/i, "handshake"],
  [/\b(build|factory|manufactur|production|plant)/i, "factory"],
  [/\b(home|house|rent|property)/i, "house"],
  [/\b(law|legal|regulat|policy|govern)/i, "scale"],
  [/\b(search|find|explore)/i, "search"],
  [/\b(heart|love|care|passion)/i, "heart"],
];

const FALLBACK_ICONS = ["sparkles", "layers", "compass", "flag", "star", "puzzle"];

/** An icon for a card's words; `index` spreads the fallbacks so unmatched cards do not all look alike. */
export function iconFor(words: string, index = 0): string {
  for (const [pattern, icon] of KEYWORD_ICONS) if (pattern.test(words)) return icon;
  return FALLBACK_ICONS[index % FALLBACK_ICONS.length]!;
}
