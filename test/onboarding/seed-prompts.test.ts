// The onboarding prompts read right whatever the user's name: possessives, and no name at all.
import { describe, expect, it } from "vitest";
import { possessive, seedPrompts } from "../../src/agent/onboarding/seed-onboarding.js";

describe("onboarding prompts", () => {
  it.each([
    ["Ana", "Ana's"],
    ["James", "James'"],
    ["  ", "your"],
    ["", "your"],
    ["Zoë Müller", "Zoë Müller's"],
  ])("%j → %s", (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });

  it('never writes "You\'s" or "for you\'s" for a user without a name', () => {
    const text = seedPrompts("")
      .map((p) => p.prompt)
      .join("\n");
    expect(text).not.toMatch(/you's/i);
    expect(text).toContain("A tracker for your first week with Quire");
  });
});
