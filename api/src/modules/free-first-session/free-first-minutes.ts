import type { ClientSession } from 'mongoose';
import { FREE_FIRST_MINUTES, nationalMobileNumber, type User } from '@astrosetu/contracts';
import { freeSessionClaimRepository } from './free-session-claim.repository';

/**
 * A new customer's first consultation has its first FREE_FIRST_MINUTES minutes free, paid by the
 * platform: once per account and once per verified mobile number (a booking needs one:
 * docs/trust.md#verified-accounts), so a new e-mail address with the same phone gets nothing again.
 */
export function freeSessionKeys(customer: Pick<User, 'id' | 'phone' | 'phoneVerified'>): string[] {
  const keys = [`user:${customer.id}`];
  if (customer.phoneVerified && customer.phone) keys.push(`phone:${nationalMobileNumber(customer.phone)}`);
  return keys;
}

/** What the offer needs to know of the customer's past sessions (consultations answers it: gets-free-first-minutes.ts). */
export interface SessionHistory {
  /** Whether the customer has had a session that was not cancelled (running or completed). */
  hasStartedSession(userId: number, session?: ClientSession): Promise<boolean>;
}

/**
 * Whether the customer's next booking gets the free first minutes. `offered`: whether this API offers them at all
 * (FREE_FIRST_MINUTES_OFFER, passed by the caller from its configuration).
 */
export async function isEligibleForFreeFirstMinutes(customer: User, history: SessionHistory, offered: boolean, session?: ClientSession): Promise<boolean> {
  // Only for a verified number: the offer is once per person, and the number is how the platform tells.
  if (!offered || customer.role !== 'user' || !customer.phoneVerified) return false;
  if (await freeSessionClaimRepository.anyClaimed(freeSessionKeys(customer), session)) return false;
  // Customers from before this offer who already had a session are not new.
  return !(await history.hasStartedSession(customer.id, session));
}

/**
 * Whether a session that ended before it started gives its free first minutes back for the next booking
 * (docs/billing.md#free-first-minutes). Yes when the astrologer never joined (nobody worked), or when the
 * astrologer or an admin ended it (not the customer's doing). No once the astrologer has joined and the
 * customer cancels, books elsewhere or never comes: otherwise summoning an astrologer and cancelling before
 * the start could be repeated without end, each time with the offer intact.
 */
export function freeFirstMinutesGoBack(ended: { astrologerJoinedAt?: string; endedBy?: 'user' | 'astrologer' | 'admin' | 'system' }): boolean {
  if (!ended.astrologerJoinedAt) return true;
  return ended.endedBy === 'astrologer' || ended.endedBy === 'admin';
}

/** Seed only: the demo customer is a returning customer (their demo bookings are charged in full). */
export async function markFreeFirstMinutesUsed(customer: Pick<User, 'id' | 'phone' | 'phoneVerified'>, session: ClientSession): Promise<void> {
  await freeSessionClaimRepository.claim(freeSessionKeys(customer), customer.id, 0, session);
}

export { FREE_FIRST_MINUTES };
