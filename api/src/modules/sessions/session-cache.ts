/**
 * Sessions recently found live, kept in this process for a few seconds so that the per-request check
 * costs no database read most of the time. Only positive answers are kept. Ending a session removes it
 * here at once, and (with REDIS_URL) on every other instance through the realtime adapter; an instance
 * that misses that message serves an ended session for at most CACHE_LIFE_MS (see docs/security.md).
 */
export const SESSION_CACHE_LIFE_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  userId: number;
  /** When this entry stops being trusted: the cache life, or the session's own expiry if sooner. */
  trustedUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifeMs = SESSION_CACHE_LIFE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user of a session found live less than lifeMs ago, else undefined. */
  get(sessionId: string): number | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.trustedUntil <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.userId;
  }

  remember(sessionId: string, userId: number, expiresAt: Date): void {
    // A bounded map: past the limit the oldest entries go (Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size < MAX_ENTRIES / 2) break;
      }
    }
    this.entries.set(sessionId, { userId, trustedUntil: Math.min(this.now() + this.lifeMs, expiresAt.getTime()) });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }
}
