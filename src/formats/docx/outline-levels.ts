// Heading levels without gaps: screen readers and Word's navigation pane list headings as an outline, so none may skip a level.

export class OutlineLevels {
  /** @param last the level already open (1 after a Title paragraph, which is the outline's first level). */
  constructor(private last = 0) {}

  /** The level a heading asked for at `level` is written at: at most one below the heading before it. */
  next(level: number): number {
    this.last = Math.max(1, Math.min(level, this.last + 1));
    return this.last;
  }
}
