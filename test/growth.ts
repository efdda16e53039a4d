// How a computation's cost grows with its input: its time at 4× the size over its time at 1×, each the best of a few runs.

/** Linear work gives about 4 for 4× the input, n·log n a little more, quadratic work about 16: assert below 10. */
export const LINEAR_AT_4X = 10;

function bestOf(tries: number, run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

/**
 * The time of `run(4 × size)` over that of `run(size)`: a ratio of two sizes on one machine, never a clock against a
 * constant. A busy machine (the suite's other files, a collection) only ever inflates it, so a ratio over the linear
 * bound is measured again, up to three times, and the smallest kept: quadratic work stays near 16 every time.
 */
export function growthAt4x(run: (size: number) => void, size: number, tries = 3): number {
  run(size); // warm: the first call pays for compiling and loading
  let ratio = Infinity;
  for (let attempt = 0; attempt < 3 && ratio >= LINEAR_AT_4X; attempt++) {
    const small = bestOf(tries, () => run(size));
    const large = bestOf(tries, () => run(size * 4));
    ratio = Math.min(ratio, large / Math.max(small, 0.05));
  }
  return ratio;
}
