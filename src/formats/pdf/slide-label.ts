// A slide's name for its bookmark and its tagged section: its title, else the words it leads with, else its number.
import type { Slide } from "../model/source.js";

const MAX = 120;

export function slideLabel(slide: Slide, index: number): string {
  const s = slide as { title?: string; quote?: string; subtitle?: string };
  const words = (s.title?.trim() || s.quote?.trim() || s.subtitle?.trim() || "").replace(/\s+/g, " ");
  if (!words) return `Slide ${index + 1}`;
  return words.length > MAX ? `${words.slice(0, MAX - 1)}…` : words;
}
