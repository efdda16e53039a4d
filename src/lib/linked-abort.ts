// A signal that aborts when any of the given ones does, detached from them once disposed. AbortSignal.any would do,
// but on Node 20 every composite made over a long-lived signal stays alive with it (measured: about 1.2 KB each, so
// a process's drain signal would keep one per job item it ever worked).

export interface LinkedAbort {
  signal: AbortSignal;
  dispose(): void;
}

export function linkedAbort(...sources: AbortSignal[]): LinkedAbort {
  const linked = new AbortController();
  const detach: (() => void)[] = [];
  for (const source of sources) {
    if (source.aborted) {
      linked.abort(source.reason);
      break;
    }
    const follow = () => linked.abort(source.reason);
    source.addEventListener("abort", follow, { once: true });
    detach.push(() => source.removeEventListener("abort", follow));
  }
  return { signal: linked.signal, dispose: () => detach.forEach((d) => d()) };
}
