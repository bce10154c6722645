import {
  type AstrologerQueueStatus,
  WAITLIST_CALL_MINUTES,
  WAITLIST_MINUTES_PER_CUSTOMER_AHEAD,
  type AstrologerWaitlist,
  type WaitlistEntry,
} from '@astrosetu/contracts';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { AppError } from '../../../shared/errors/app-error';
import type { Logger } from '../../../shared/logging/logger';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { sessionEndsAt } from '../../consultations/consultation-timing';
import { consultationRepository } from '../../consultations/consultation.repository';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { userRepository } from '../../users/user.repository';
import { waitlistRepository, type WaitlistRecord } from '../waitlist.repository';
import { apiText } from '../../../shared/i18n/api-text';

const MINUTE_MS = 60_000;

/** Whole minutes left of the astrologer's running sessions (the longest; a session not started yet counts in full). */
async function minutesUntilFree(astrologerId: number, now: Date): Promise<number> {
  const running = await consultationRepository.listActiveForAstrologer(astrologerId);
  return running.reduce((longest, session) => {
    const endsAt = sessionEndsAt(session);
    const left = endsAt ? Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / MINUTE_MS)) : session.duration;
    return Math.max(longest, left);
  }, 0);
}

/** The customer's view of an entry, with its place in the astrologer's current queue. */
export async function presentEntry(entry: WaitlistRecord, now: Date = new Date()): Promise<WaitlistEntry> {
  const astrologer = await astrologerRepository.findById(entry.astrologerId);
  const base = {
    id: entry.id,
    astrologerId: entry.astrologerId,
    astrologerName: astrologer?.name ?? 'Astrologer',
    status: entry.status,
    joinedAt: entry.joinedAt,
    callExpiresAt: entry.status === 'called' ? entry.callExpiresAt : null,
    consultationId: entry.consultationId,
  };
  if (entry.status !== 'waiting' && entry.status !== 'called') return { ...base, position: 0, estimatedWaitMinutes: 0 };
  const queue = await waitlistRepository.listActiveForAstrologer(entry.astrologerId);
  const position = Math.max(1, queue.findIndex((other) => other.id === entry.id) + 1);
  const estimatedWaitMinutes =
    entry.status === 'called' ? 0 : (await minutesUntilFree(entry.astrologerId, now)) + (position - 1) * WAITLIST_MINUTES_PER_CUSTOMER_AHEAD;
  return { ...base, position, estimatedWaitMinutes };
}

export async function queueStatus(astrologerId: number): Promise<AstrologerQueueStatus> {
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (!astrologer || astrologer.approvalStatus !== 'approved') throw AppError.notFound('astrologer');
  const busy = (await consultationRepository.listActiveForAstrologer(astrologerId)).length > 0;
  const waiting = (await waitlistRepository.listActiveForAstrologer(astrologerId)).length;
  return { astrologerId, isOnline: astrologer.isOnline, busy, waiting, canJoin: astrologer.isOnline && (busy || waiting > 0) };
}

export async function astrologerQueue(astrologerId: number): Promise<AstrologerWaitlist> {
  const queue = await waitlistRepository.listActiveForAstrologer(astrologerId);
  const names = await userRepository.findUsernamesByIds(queue.map((entry) => entry.userId));
  return {
    astrologerId,
    entries: queue.map((entry, index) => ({
      id: entry.id,
      userId: entry.userId,
      userName: names.get(entry.userId) ?? 'Customer',
      status: entry.status === 'called' ? ('called' as const) : ('waiting' as const),
      position: index + 1,
      joinedAt: entry.joinedAt,
      callExpiresAt: entry.status === 'called' ? entry.callExpiresAt : null,
    })),
  };
}

/** Pushes every waiting customer's new position and estimate, and the astrologer's queue. */
export async function publishQueue(astrologerId: number, realtime: RealtimeEvents, alsoTell: WaitlistRecord[] = []): Promise<void> {
  const now = new Date();
  const queue = await waitlistRepository.listActiveForAstrologer(astrologerId);
  for (const entry of [...alsoTell, ...queue]) {
    realtime.emitToUser(entry.userId, 'waitlist-updated', await presentEntry(entry, now));
  }
  const astrologer = await astrologerRepository.findById(astrologerId);
  if (astrologer) realtime.emitToAstrologer(astrologerId, 'waitlist-changed', await astrologerQueue(astrologerId));
}

// One advance at a time per astrologer in this process; across instances the conditional updates decide.
const advancing = new Map<number, Promise<void>>();

/**
 * Moves an astrologer's queue on: a call not accepted in time expires (the customer is told), and when the
 * astrologer is online, connected and free and nobody is being called, the first in line is called for
 * WAITLIST_CALL_MINUTES. Run after every session end and by the waitlist sweeper.
 */
export function advanceQueue(astrologerId: number, realtime: RealtimeEvents, now: Date = new Date()): Promise<void> {
  const previous = advancing.get(astrologerId) ?? Promise.resolve();
  const next = previous.then(() => advanceOnce(astrologerId, realtime, now));
  const settled = next.catch(() => undefined);
  advancing.set(astrologerId, settled);
  void settled.then(() => {
    if (advancing.get(astrologerId) === settled) advancing.delete(astrologerId);
  });
  return next;
}

async function advanceOnce(astrologerId: number, realtime: RealtimeEvents, now: Date): Promise<void> {
  const queue = await waitlistRepository.listActiveForAstrologer(astrologerId);
  if (queue.length === 0) return;
  const expired: WaitlistRecord[] = [];
  for (const entry of queue) {
    if (entry.status === 'called' && entry.callExpiresAt && Date.parse(entry.callExpiresAt) <= now.getTime()) {
      const done = await waitlistRepository.finish(entry.id, ['called'], 'expired', { callExpiredBefore: now });
      if (done) expired.push(done);
    }
  }
  for (const entry of expired) {
    await notifyUsers([
      {
        userId: entry.userId,
        title: apiText('notifications.waitlist.passedTitle'),
        message: apiText('notifications.waitlist.passed', { minutes: WAITLIST_CALL_MINUTES }),
        reference: { type: 'waitlist', id: entry.id },
      },
    ]);
  }
  const remaining = await waitlistRepository.listActiveForAstrologer(astrologerId);
  const someoneCalled = remaining.some((entry) => entry.status === 'called');
  const first = remaining.find((entry) => entry.status === 'waiting');
  let called: WaitlistRecord | null = null;
  if (!someoneCalled && first) {
    const astrologer = await astrologerRepository.findById(astrologerId);
    const busy = (await consultationRepository.listActiveForAstrologer(astrologerId)).length > 0;
    // Only while the astrologer has the site open: a customer called (and charged) while nobody is there would
    // wait out the no-show window and be refunded. The queue keeps its order; the sweeper calls when they are back.
    if (astrologer?.isOnline && !busy && (await realtime.isAstrologerConnected(astrologerId))) {
      called = await waitlistRepository.markCalled(first.id, now, new Date(now.getTime() + WAITLIST_CALL_MINUTES * MINUTE_MS));
      if (called) {
        const calledUserId = called.userId;
        const calledId = called.id;
        await notifyUsers([
          {
            userId: calledUserId,
            title: apiText('notifications.waitlist.turnTitle'),
            message: apiText('notifications.waitlist.turn', { astrologer: astrologer.name, minutes: WAITLIST_CALL_MINUTES }),
            reference: { type: 'waitlist', id: calledId },
          },
        ]);
      }
    }
  }
  if (expired.length > 0 || called) await publishQueue(astrologerId, realtime, expired);
}

export interface WaitlistSweeper {
  stop(): Promise<void>;
}

/** Expires unanswered calls and calls the next customer even when no session ends (e.g. an astrologer comes back online). */
export function startWaitlistSweeper(options: { intervalMs: number; logger: Logger; realtime: RealtimeEvents }): WaitlistSweeper {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      for (const astrologerId of await waitlistRepository.astrologersWithQueues()) await advanceQueue(astrologerId, options.realtime);
    })()
      .catch((error: unknown) => options.logger.error('waitlist sweep failed', error))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
