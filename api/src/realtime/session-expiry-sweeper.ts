import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { CALL_CONNECT_SECONDS, CALL_RECONNECT_SECONDS, CALL_RING_SECONDS, consultationDurations } from '@astrosetu/contracts';
import { consultationExpiryRepository } from '../modules/consultations/consultation-expiry.repository';
import { sessionEndsAt } from '../modules/consultations/consultation-timing';
import { consultationRepository } from '../modules/consultations/consultation.repository';
import { startSessionAtDeadline } from '../modules/consultations/use-cases/start-session';
import type { DomainEvents } from '../shared/events/domain-events';
import type { SessionSettings } from '../modules/consultations/session-settings';
import { endExpiredConsultation, type ServerEndRule } from '../modules/consultations/use-cases/end-expired-consultation';
import type { JobQueue } from '../shared/jobs/job-queue';
import { startScheduledJob } from '../shared/jobs/scheduled-job';
import type { Logger } from '../shared/logging/logger';
import type { RealtimeEvents } from '../shared/realtime/realtime-events';

export interface ExpirySweeperOptions {
  intervalMs: number;
  graceMs: number;
  /** An astrologer who has not joined this long after booking: cancelled with a full refund. */
  noShowMs: number;
  /** A side without a connection this long: the session is ended (unused minutes refunded). */
  connectionLostGraceMs: number;
  /** The astrologer joined this long ago and the birth-details step is still open: the session starts. */
  birthDetailsStepMs: number;
  /** This API's commission, TDS and seller, for the sessions it ends. */
  sessionSettings: SessionSettings;
  /** Where each end is announced after commit. */
  events: Pick<DomainEvents, 'publish'>;
  /** Where a session started at its deadline is announced. */
  realtime: RealtimeEvents;
  logger: Logger;
  /** Where the sweep runs as a scheduled job (the schedules queue of app-services.ts). */
  queue: JobQueue;
}

export interface ExpirySweeper {
  /** Runs one sweep now (also what the timer does); resolves with the ids it ended. */
  sweep(): Promise<number[]>;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

const SHORTEST_SESSION_MS = Math.min(...consultationDurations) * 60_000;
const BATCH = 200;

const ruleWords: Record<ServerEndRule, string> = {
  expired: 'its time ran out',
  'astrologer-no-show': 'the astrologer did not join',
  'connection-lost': 'a participant lost the connection',
  'customer-never-joined': 'the customer never opened the chat',
  'missed-call': 'the astrologer did not answer the call',
  'call-not-connected': "the call's audio never connected",
  'call-dropped': 'the call dropped and did not come back',
};

const CALL_RING_MS = CALL_RING_SECONDS * 1000;
const CALL_CONNECT_MS = CALL_CONNECT_SECONDS * 1000;
const CALL_RECONNECT_MS = CALL_RECONNECT_SECONDS * 1000;

/**
 * Ends sessions whose time ran out `graceMs` ago, whose astrologer never joined, or where a side lost
 * its connection for good, even when no browser is open; first it starts the sessions whose birth-details
 * step ran out. Every API instance runs one; the end lease
 * in endExpiredConsultation makes sure only one of them ends each session. The sweep is a scheduled job
 * (shared/jobs/scheduled-job.ts): with REDIS_URL one instance sweeps each interval.
 */
export function startExpirySweeper(options: ExpirySweeperOptions): ExpirySweeper {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  let running: Promise<number[]> | undefined;

  /** The backstop of the deadline timers (birth-details-deadline.ts): sessions whose step ran out start now. */
  const startOverdue = async (now: Date): Promise<void> => {
    for (const id of await consultationRepository.listJoinedUnstartedBy(new Date(now.getTime() - options.birthDetailsStepMs), BATCH)) {
      try {
        if (await startSessionAtDeadline(id, { autoEndGraceMs: options.graceMs, birthDetailsStepMs: options.birthDetailsStepMs }, options.realtime, now)) options.logger.info(`Consultation ${id} started: the birth-details step ran out`);
      } catch (error) {
        options.logger.error(`Could not start consultation ${id} at its birth-details deadline`, error);
      }
    }
  };

  const sweepOnce = async (): Promise<number[]> => {
    const now = new Date();
    await startOverdue(now);
    // Nothing started within the shortest package can have run out (a call has no grace; a chat's is checked below).
    const candidates = await consultationExpiryRepository.listActiveStartedBefore(new Date(now.getTime() - SHORTEST_SESSION_MS), BATCH);
    const due: Array<[number, ServerEndRule, number]> = [
      // A chat's grace lets the last answer be typed; a call ends at its time (the browsers stop its audio at 0:00).
      ...candidates
        .map((candidate) => ({ candidate, graceMs: candidate.channel === 'call' ? 0 : options.graceMs }))
        .filter(({ candidate, graceMs }) => (sessionEndsAt(candidate)?.getTime() ?? Infinity) + graceMs <= now.getTime())
        .map(({ candidate, graceMs }): [number, ServerEndRule, number] => [candidate.id, 'expired', graceMs]),
      ...(await consultationRepository.listUnjoinedBookedBefore(new Date(now.getTime() - options.noShowMs), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'astrologer-no-show', options.noShowMs],
      ),
      ...(await consultationRepository.listUnopenedBookedBefore(new Date(now.getTime() - options.noShowMs), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'customer-never-joined', options.noShowMs],
      ),
      ...(await consultationRepository.listAwaySince(new Date(now.getTime() - options.connectionLostGraceMs), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'connection-lost', options.connectionLostGraceMs],
      ),
      // Calls (docs/voice.md): each window is the contracts' constant, which the call screens count down too.
      ...(await consultationRepository.listRingingBookedBefore(new Date(now.getTime() - CALL_RING_MS), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'missed-call', CALL_RING_MS],
      ),
      ...(await consultationRepository.listAnsweredUnconnectedBefore(new Date(now.getTime() - CALL_CONNECT_MS), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'call-not-connected', CALL_CONNECT_MS],
      ),
      ...(await consultationRepository.listDroppedBefore(new Date(now.getTime() - CALL_RECONNECT_MS), BATCH)).map(
        (id): [number, ServerEndRule, number] => [id, 'call-dropped', CALL_RECONNECT_MS],
      ),
    ];
    const ended: number[] = [];
    for (const [id, rule, graceMs] of due) {
      try {
        const done = await endExpiredConsultation(id, { graceMs, holder, now, rule, settings: options.sessionSettings, events: options.events });
        if (done) {
          ended.push(done.id);
          options.logger.info(`Consultation ${done.id} ended automatically: ${ruleWords[rule]}`);
        }
      } catch (error) {
        options.logger.error(`Could not end consultation ${id} (${rule})`, error);
      }
    }
    return ended;
  };

  const sweep = (): Promise<number[]> => {
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const scheduled = startScheduledJob({ name: 'session-expiry-sweep', intervalMs: options.intervalMs, run: sweep, queue: options.queue, logger: options.logger });

  return {
    sweep,
    stop: async () => {
      await scheduled.stop();
      await running?.catch(() => undefined);
    },
  };
}
