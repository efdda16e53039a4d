// The shapes a section of the builtin's outline takes: points, figures, two columns or steps.
export type SectionShape = "points" | "figures" | "two-column" | "steps";
