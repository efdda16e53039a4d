// What a revision instruction's clause asks for, as read-instruction.ts reads it and the builtin's revision carries out:
// an intent (add, remove, shorten, move, swap, rename, retitle, change, sync the agenda, or unknown) and its parts.

export type Unit = "slide" | "section" | "tab" | "row";

export type Position =
  | { at: "start" }
  | { at: "end" }
  | { at: "before"; ref: string }
  | { at: "after"; ref: string }
  | { at: "place"; place: number };

/** "add tariff changes to the Risks slide", "put X under Risks": points for the part named, when the document has it. */
export interface Onto {
  target: string;
  points: string[];
}

export type Intent =
  | { do: "retitle"; title: string }
  | { do: "rename"; target: string; title: string }
  /**
   * `topic` is the new part's subject and `points` what the instruction says it holds ("risks: supplier delays");
   * `whole` is the topic as written before that split; `another` asks for a second part even when one is there already;
   * `into` names an existing part to add the points to ("add to the risks slide: …", "add a row to the Budget tab").
   */
  | {
      do: "add";
      unit: Unit | null;
      count: number;
      role: "closing" | "agenda" | null;
      topic: string;
      points: string[];
      whole: string;
      another: boolean;
      position: Position | null;
      into: string | null;
      group: "income" | "costs" | null;
      onto?: Onto;
    }
  | { do: "remove"; targets: string[] }
  | { do: "shorten"; target: string | null; toCount: number | null }
  | { do: "move"; target: string; position: Position }
  | { do: "swap"; a: string; b: string }
  /** "change X to Y" replaces the text X; "set X to Y" (and "X was Y") puts the value Y where the label X is. */
  | { do: "change"; from: string; to: string; how: "replace" | "set" }
  /** "update the agenda to match the slides": the agenda lists the slides as they are. */
  | { do: "agenda" }
  | { do: "unknown"; text: string };
