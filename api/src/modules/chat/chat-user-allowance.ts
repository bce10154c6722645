import { AppError } from '../../shared/errors/app-error';
import { TokenBucket } from '../../shared/time/token-bucket';
import { apiText } from '../../shared/i18n/api-text';

export type ChatAction = 'message' | 'join';

const IDLE_AFTER_MS = 10 * 60_000;
const PRUNE_ABOVE = 5_000;

interface Allowance {
  bucket: TokenBucket;
  lastUsedAt: number;
}

/**
 * One allowance per user and action, shared by all of the user's sockets and HTTP calls in this process
 * (a per-connection limit let 10 sockets send 200 messages in 60 ms). With several API instances each
 * keeps its own, so a user spread over N instances gets at most N times the rate (docs/security.md).
 */
class ChatUserAllowances {
  private readonly allowances = new Map<string, Allowance>();

  /** Throws 429 when the user has used up their allowance for this action. */
  take(action: ChatAction, userId: number, rate: { burst: number; perSecond: number }): void {
    const now = Date.now();
    const key = `${action}:${userId}`;
    let allowance = this.allowances.get(key);
    if (!allowance) {
      this.prune(now);
      allowance = { bucket: new TokenBucket(rate.burst, rate.perSecond), lastUsedAt: now };
      this.allowances.set(key, allowance);
    }
    allowance.lastUsedAt = now;
    if (!allowance.bucket.take()) {
      throw new AppError(429, 'RATE_LIMITED', apiText(action === 'message' ? 'errors.chat.tooFastMessages' : 'errors.chat.tooFastOpening'));
    }
  }

  /** Idle allowances have refilled: forgetting them changes nothing and keeps the map small. */
  private prune(now: number): void {
    if (this.allowances.size < PRUNE_ABOVE) return;
    for (const [key, allowance] of this.allowances) if (now - allowance.lastUsedAt > IDLE_AFTER_MS) this.allowances.delete(key);
  }

  clear(): void {
    this.allowances.clear();
  }
}

export const chatUserAllowances = new ChatUserAllowances();
