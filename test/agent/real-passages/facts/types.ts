// A stated fact of a real passage, annotated here (the passage itself stays in ../shared/fixtures/real-writing):
// the figure and the words that say what it measures, each exactly as the passage writes them.
export interface PassageFact {
  /** The words naming what the figure measures, a contiguous phrase of the passage ("Cash flows provided by operating activities"). */
  label: string;
  /** The figure exactly as written ("$7.2 million", "40.000", "43,3%", "14.9万人"). */
  value: string;
  /** The date or period the passage gives the figure, as written ("fiscal 2019", "1466", "2004年"), when it gives one. */
  date?: string;
}

/** A language's annotations: passage id → its facts. */
export type PassageFacts = Readonly<Record<string, readonly PassageFact[]>>;
