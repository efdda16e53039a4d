// A map keeping its most recently used entries: a thread's last few decks or templates, drawn once and asked for again.
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  /** The entry for `key`, made by `make` when there is none; either way it becomes the newest, the oldest past `size` going. */
  take(key: K, make: () => V): V {
    const value = this.entries.has(key) ? this.entries.get(key)! : make();
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }
}
