// Pictures with a known subject box for the crop evaluation: a person (head and shoulders), a sign with lettering or a
// product, drawn off-centre at varied places on a plain, textured or outdoor background, in five picture shapes.
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { seeded } from "../agent/prompt-suite/rng.js";

export type SubjectKind = "person" | "sign" | "product";
export type Background = "plain" | "textured" | "outdoor";

/** A picture and where its subject is, in pixels of the picture as drawn. */
export interface SubjectPicture {
  name: string;
  jpeg: Buffer;
  width: number;
  height: number;
  box: { x: number; y: number; w: number; h: number };
}

export const SUBJECTS: readonly SubjectKind[] = ["person", "sign", "product"];
export const BACKGROUNDS: readonly Background[] = ["plain", "textured", "outdoor"];
/** Landscape 3:2, 4:3 and 16:9, portrait 2:3, square. */
export const SHAPES: readonly [number, number][] = [
  [960, 640],
  [900, 675],
  [1024, 576],
  [640, 960],
  [800, 800],
];

/** Every subject on every background in every shape, at `places` positions each. */
export function evaluationSet(places = 3): SubjectPicture[] {
  const out: SubjectPicture[] = [];
  let seed = 1;
  for (const [width, height] of SHAPES)
    for (const subject of SUBJECTS)
      for (const background of BACKGROUNDS)
        for (let i = 0; i < places; i++) out.push(subjectPicture(width, height, subject, background, seed++));
  return out;
}

/**
 * One picture: the subject's box is at most 28% of each side (so it fits in every crop to 16:9, 1:1 and 3:4 of any of
 * the shapes) and placed anywhere in the picture with a margin of 3%, or with its centre `at` (fractions) when given.
 */
export function subjectPicture(
  width: number,
  height: number,
  subject: SubjectKind,
  background: Background,
  seed: number,
  at?: { x: number; y: number },
): SubjectPicture {
  const rnd = seeded(seed).next;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext("2d");
  drawBackground(g, width, height, background, rnd);
  const short = Math.min(width, height);
  // The subject's own proportions (width / height), its height a share of the shorter side.
  const aspect = subject === "person" ? 0.8 : subject === "sign" ? 1.5 : 0.6;
  let h = short * (0.2 + rnd() * 0.08);
  let w = h * aspect;
  const fit = Math.min(1, (width * 0.28) / w, (height * 0.28) / h);
  w *= fit;
  h *= fit;
  const margin = 0.03;
  const x = at ? width * at.x - w / 2 : width * margin + rnd() * (width * (1 - 2 * margin) - w);
  const y = at ? height * at.y - h / 2 : height * margin + rnd() * (height * (1 - 2 * margin) - h);
  const box = { x, y, w, h };
  if (subject === "person") drawPerson(g, box, rnd);
  else if (subject === "sign") drawSign(g, box, rnd);
  else drawProduct(g, box, rnd);
  return {
    name: `${subject}-${background}-${width}x${height}-${seed}`,
    jpeg: canvas.toBuffer("image/jpeg", 90),
    width,
    height,
    box,
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

function drawBackground(
  g: SKRSContext2D,
  width: number,
  height: number,
  background: Background,
  rnd: () => number,
): void {
  if (background === "plain") {
    const [a, b] = pick(rnd, [
      ["#e9e4dc", "#d8d2c8"],
      ["#dfe6ea", "#c9d3da"],
      ["#3a3f47", "#2b2f35"],
      ["#f2efe9", "#e4ded3"],
    ] as const);
    const grad = g.createLinearGradient(0, 0, width, height);
    grad.addColorStop(0, a);
    grad.addColorStop(1, b);
    g.fillStyle = grad;
    g.fillRect(0, 0, width, height);
    return;
  }
  if (background === "textured") {
    // A wall or fabric: a muted base with many small, low-contrast blotches and a fine grain.
    const base = pick(rnd, ["#8a8f7a", "#9c8c7c", "#7d8791", "#a39e93"]);
    g.fillStyle = base;
    g.fillRect(0, 0, width, height);
    for (let i = 0; i < 900; i++) {
      const shade = 90 + Math.floor(rnd() * 80);
      g.fillStyle = `rgba(${shade}, ${shade - 5}, ${shade - 12}, 0.18)`;
      g.beginPath();
      g.ellipse(rnd() * width, rnd() * height, 4 + rnd() * 24, 3 + rnd() * 14, rnd() * Math.PI, 0, Math.PI * 2);
      g.fill();
    }
    for (let i = 0; i < 2500; i++) {
      g.fillStyle = rnd() < 0.5 ? "rgba(255,255,255,0.08)" : "rgba(0,0,0,0.08)";
      g.fillRect(rnd() * width, rnd() * height, 2, 2);
    }
    return;
  }
  // Outdoors: a sky, a horizon at a random height, grass or pavement below with strokes of texture.
  const horizon = height * (0.35 + rnd() * 0.3);
  const sky = g.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, pick(rnd, ["#6f9fd8", "#9fb8cf", "#c7d6e3"]));
  sky.addColorStop(1, "#e8eef2");
  g.fillStyle = sky;
  g.fillRect(0, 0, width, horizon);
  const ground = pick(rnd, ["#6b8f4e", "#8d8a80", "#a08a66"]);
  g.fillStyle = ground;
  g.fillRect(0, horizon, width, height - horizon);
  for (let i = 0; i < 700; i++) {
    g.strokeStyle = rnd() < 0.5 ? "rgba(0,0,0,0.12)" : "rgba(255,255,255,0.1)";
    g.lineWidth = 1 + rnd() * 2;
    const px = rnd() * width;
    const py = horizon + rnd() * (height - horizon);
    g.beginPath();
    g.moveTo(px, py);
    g.lineTo(px + (rnd() - 0.5) * 20, py - 4 - rnd() * 8);
    g.stroke();
  }
}

function drawPerson(g: SKRSContext2D, box: SubjectPicture["box"], rnd: () => number): void {
  const { x, y, w, h } = box;
  const skin = pick(rnd, ["#e0ac8a", "#c68863", "#f1c9a5", "#8d5a3c"]);
  const cx = x + w / 2;
  // Shoulders and shirt: the lower 45% of the box, full width.
  g.fillStyle = pick(rnd, ["#2f5d8a", "#a23b3b", "#3c6e47", "#e0a526", "#444a55"]);
  g.beginPath();
  g.moveTo(x, y + h);
  g.quadraticCurveTo(x, y + h * 0.58, cx - w * 0.12, y + h * 0.55);
  g.lineTo(cx + w * 0.12, y + h * 0.55);
  g.quadraticCurveTo(x + w, y + h * 0.58, x + w, y + h);
  g.closePath();
  g.fill();
  // Neck, head, hair.
  g.fillStyle = skin;
  g.fillRect(cx - w * 0.08, y + h * 0.45, w * 0.16, h * 0.14);
  const rx = w * 0.22;
  const ry = h * 0.26;
  const hy = y + ry + h * 0.02;
  g.beginPath();
  g.ellipse(cx, hy, rx, ry, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = pick(rnd, ["#2a1d14", "#5a3b22", "#b08850", "#111111"]);
  g.beginPath();
  g.ellipse(cx, hy - ry * 0.45, rx * 1.05, ry * 0.6, 0, Math.PI, Math.PI * 2);
  g.fill();
  g.fillStyle = "#1b1b1b";
  for (const side of [-1, 1]) {
    g.beginPath();
    g.ellipse(cx + side * rx * 0.4, hy - ry * 0.05, rx * 0.1, ry * 0.07, 0, 0, Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = "#7a3a2e";
  g.lineWidth = Math.max(1, w * 0.02);
  g.beginPath();
  g.arc(cx, hy + ry * 0.3, rx * 0.35, 0.15 * Math.PI, 0.85 * Math.PI);
  g.stroke();
}

function drawSign(g: SKRSContext2D, box: SubjectPicture["box"], rnd: () => number): void {
  const { x, y, w, h } = box;
  const [board, ink] = pick(rnd, [
    ["#f7f7f2", "#b3121b"],
    ["#f2c318", "#111111"],
    ["#1f4e99", "#ffffff"],
    ["#1d6b3a", "#ffffff"],
  ] as const);
  g.fillStyle = "#333333";
  g.fillRect(x, y, w, h);
  g.fillStyle = board;
  g.fillRect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.88);
  g.fillStyle = ink;
  g.textAlign = "center";
  g.textBaseline = "middle";
  const [top, bottom] = pick(rnd, [
    ["OPEN", "9 – 18"],
    ["EXIT", "→ GATE 4"],
    ["SALE", "50% OFF"],
    ["CAFÉ", "BAKERY"],
  ] as const);
  g.font = `bold ${Math.round(h * 0.36)}px sans-serif`;
  g.fillText(top, x + w / 2, y + h * 0.36, w * 0.84);
  g.font = `bold ${Math.round(h * 0.2)}px sans-serif`;
  g.fillText(bottom, x + w / 2, y + h * 0.72, w * 0.84);
}

function drawProduct(g: SKRSContext2D, box: SubjectPicture["box"], rnd: () => number): void {
  const { x, y, w, h } = box;
  const body = pick(rnd, ["#d62828", "#1982c4", "#ff924c", "#6a4c93", "#2a9d8f"]);
  // A bottle: a neck and cap in the top fifth, the body below, a white label with a line of text and a highlight.
  g.fillStyle = "#222222";
  g.fillRect(x + w * 0.36, y, w * 0.28, h * 0.08);
  g.fillStyle = body;
  g.fillRect(x + w * 0.38, y + h * 0.08, w * 0.24, h * 0.14);
  g.beginPath();
  g.moveTo(x + w * 0.38, y + h * 0.22);
  g.quadraticCurveTo(x, y + h * 0.26, x, y + h * 0.4);
  g.lineTo(x, y + h);
  g.lineTo(x + w, y + h);
  g.lineTo(x + w, y + h * 0.4);
  g.quadraticCurveTo(x + w, y + h * 0.26, x + w * 0.62, y + h * 0.22);
  g.closePath();
  g.fill();
  g.fillStyle = "#fbfbf8";
  g.fillRect(x + w * 0.06, y + h * 0.5, w * 0.88, h * 0.3);
  g.fillStyle = "#222222";
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.font = `bold ${Math.round(h * 0.09)}px sans-serif`;
  g.fillText(pick(rnd, ["FRESH", "Nº 5", "OLIVA", "TONIC"]), x + w / 2, y + h * 0.65, w * 0.8);
  g.fillStyle = "rgba(255,255,255,0.35)";
  g.fillRect(x + w * 0.12, y + h * 0.3, w * 0.07, h * 0.18);
}
