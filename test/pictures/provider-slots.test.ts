// The provider's slots: at most so many at once, handed on in the order asked, each given back once.
import { describe, expect, it } from "vitest";
import { providerSlots } from "../../src/pictures/provider-slots.js";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("providerSlots", () => {
  it("gives at most `count` slots at once and hands each one given back to the longest waiting, in order", async () => {
    const take = providerSlots(2);
    const got: string[] = [];
    const releases = new Map<string, () => void>();
    for (const name of ["a", "b", "c", "d"])
      void take().then((release) => (got.push(name), releases.set(name, release)));
    await tick();
    expect(got).toEqual(["a", "b"]);
    releases.get("b")!();
    await tick();
    expect(got).toEqual(["a", "b", "c"]);
    // Given back twice (the provider's part done, then the picture settled): the second time does nothing.
    releases.get("b")!();
    await tick();
    expect(got).toEqual(["a", "b", "c"]);
    releases.get("a")!();
    await tick();
    expect(got).toEqual(["a", "b", "c", "d"]);
    for (const name of ["c", "d"]) releases.get(name)!();
    // All free again: two at once, no more.
    const again = await Promise.all([take(), take()]);
    let third = false;
    void take().then(() => (third = true));
    await tick();
    expect(third).toBe(false);
    again[0]!();
    await tick();
    expect(third).toBe(true);
  });
});
