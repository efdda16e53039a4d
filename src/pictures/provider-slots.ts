// At most so many pictures asked of a provider at once, first come first served: a slot is given back as soon as the
// provider's part is done, so checking a picture that has arrived does not hold the next one's request back.

/** Waits for a slot; the function it resolves to gives the slot back (once; later calls do nothing). */
export type TakeSlot = () => Promise<() => void>;

export function providerSlots(count: number): TakeSlot {
  let free = count;
  const waiting: (() => void)[] = [];
  return async () => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = waiting.shift();
      if (next) next();
      else free++;
    };
  };
}
