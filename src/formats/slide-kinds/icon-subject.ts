// One subject of the icon words (icon-words.ts): the Lucide icons that show it, how sure its words make it, its words.

/** How sure a word makes the subject: a thing (flour, truck) beats a domain (prices, staff), which beats a direction (rising). */
export type Weight = 1 | 2 | 3;

export interface IconSubject {
  /** Icons in order of fit; the first one not yet used on the slide is drawn. */
  icons: string[];
  weight: Weight;
  /** Space-separated words per language; "_" joins a phrase ("tableau_de_bord"). Upper-case words match only in upper case (IT, KI). */
  words: Record<"en" | "de" | "fr" | "es" | "pt" | "it" | "nl" | "ja" | "zh" | "ar", string>;
}

export const subject = (icons: string[], weight: Weight, words: IconSubject["words"]): IconSubject => ({
  icons,
  weight,
  words,
});
