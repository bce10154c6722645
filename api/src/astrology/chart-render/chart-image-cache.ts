import { createHash } from 'node:crypto';

export interface CachedChartImage {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

/**
 * Recently drawn charts by their request: the same birth details asked again (a reload, a second
 * download) cost nothing. Bounded by entry count and by bytes; the oldest go first.
 */
export class ChartImageCache {
  private readonly entries = new Map<string, CachedChartImage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 200,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  static keyOf(input: unknown, day: string): string {
    return createHash('sha256').update(day).update('\n').update(JSON.stringify(input)).digest('base64url');
  }

  get(key: string): CachedChartImage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedChartImage): void {
    const size = entry.body.length;
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
