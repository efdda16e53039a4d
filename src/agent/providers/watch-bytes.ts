// Every byte a provider sends counts as life: a fetch that reports each chunk of a response body to the call waiting
// on it (found by the call's abort signal), so keep-alive comments and reasoning the AI SDK drops still reset the clock.
const listeners = new WeakMap<AbortSignal, (bytes: number) => void>();

/** Calls `onBytes` for each chunk of a response fetched with `signal` (and once, with 0, when its headers arrive). */
export function watchBytes(signal: AbortSignal, onBytes: (bytes: number) => void): () => void {
  listeners.set(signal, onBytes);
  return () => listeners.delete(signal);
}

/** `base` with the response body of a watched call passed through a counter; other calls go through untouched. */
export function watchingFetch(base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    const onBytes = init?.signal ? listeners.get(init.signal) : undefined;
    if (!onBytes || !res.body) return res;
    onBytes(0);
    const counted = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          onBytes(chunk.byteLength);
          out.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
