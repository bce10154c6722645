import type { DigitFragment } from './mask-contact-details';

/**
 * A sender's recent digit groups in one consultation, so a number sent in parts ("98765", then "43210") is caught
 * when its last part arrives: the digit groups of the sender's last `messages` messages (the new one included)
 * sent within `withinMs` are joined in order, and when a run of them ending in the new message makes an Indian
 * mobile number, the new message's part is hidden. The earlier parts were delivered already (each alone is no
 * number); the attempt is recorded and the number is no longer whole on either screen.
 *
 * Kept in this instance's memory: one small entry per sender who wrote in the last `withinMs`, swept as it ages.
 * A sender's messages reach the instance their socket is connected to, so the window sees them all; a part sent
 * through another instance (a reconnect to another machine in between) is not joined.
 */
export interface SplitNumberWindowSettings {
  messages: number;
  withinMs: number;
}

interface Entry {
  at: number;
  clientMessageId?: string;
  fragments: string[];
}

/** An Indian mobile number with or without 0, 91 or 0091 before it. */
const MOBILE = /^(?:0|91|0091)?[6-9]\d{9}$/;
/** The only lengths MOBILE accepts: a run of digit groups of another length is not tried (nor joined). */
const MOBILE_LENGTHS = new Set([10, 11, 12, 14]);
const SWEEP_ABOVE = 5_000;

const windows = new Map<string, Entry[]>();

function sweep(now: number, withinMs: number): void {
  for (const [key, entries] of windows) {
    if (entries.length === 0 || now - entries[entries.length - 1].at > withinMs) windows.delete(key);
  }
}

export const splitNumberWindow = {
  /**
   * Reads a new message's digit groups against the sender's previous ones, remembers them, and answers the groups
   * of the new message that complete a number (empty when none do). A retried message (same clientMessageId) is
   * neither read nor remembered twice.
   */
  take(
    key: string,
    message: { fragments: DigitFragment[]; clientMessageId?: string; now: number },
    settings: SplitNumberWindowSettings,
  ): DigitFragment[] {
    const { fragments, clientMessageId, now } = message;
    const recent = (windows.get(key) ?? []).filter((entry) => now - entry.at <= settings.withinMs).slice(-(settings.messages - 1));
    if (clientMessageId && recent.some((entry) => entry.clientMessageId === clientMessageId)) return [];

    const earlier = recent.flatMap((entry) => entry.fragments);
    let completing: DigitFragment[] = [];
    if (fragments.length > 0 && earlier.length > 0) {
      // The digits of earlier[first..]: a run is joined and tested only when its length can be a number.
      const earlierFrom: number[] = new Array<number>(earlier.length + 1).fill(0);
      for (let first = earlier.length - 1; first >= 0; first -= 1) earlierFrom[first] = earlierFrom[first + 1] + earlier[first].length;
      let ownLength = 0;
      for (const fragment of fragments) ownLength += fragment.digits.length;
      // Runs that start in an earlier message and end in this one, the longest first.
      search: for (let last = fragments.length - 1; last >= 0; last -= 1) {
        if (last < fragments.length - 1) ownLength -= fragments[last + 1].digits.length;
        let own: string | undefined;
        for (let first = 0; first < earlier.length; first += 1) {
          if (!MOBILE_LENGTHS.has(earlierFrom[first] + ownLength)) continue;
          own ??= fragments.slice(0, last + 1).map((fragment) => fragment.digits).join('');
          if (MOBILE.test(earlier.slice(first).join('') + own)) {
            completing = fragments.slice(0, last + 1);
            break search;
          }
        }
      }
    }

    // Once a number is completed its parts are spent: the window starts again.
    const entries = completing.length > 0 ? [] : [...recent, { at: now, ...(clientMessageId ? { clientMessageId } : {}), fragments: fragments.map((fragment) => fragment.digits) }];
    if (entries.length > 0) windows.set(key, entries);
    else windows.delete(key);
    if (windows.size > SWEEP_ABOVE) sweep(now, settings.withinMs);
    return completing;
  },

  /** Forgets everything (tests). */
  clear(): void {
    windows.clear();
  },
};
