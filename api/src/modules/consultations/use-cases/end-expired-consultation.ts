import { runInTransaction } from '../../../db/transactions';
import { astrologerAdminRepository } from '../../astrologers/astrologer-admin.repository';
import { consultationExpiryRepository } from '../consultation-expiry.repository';
import { noShowAutoCancelAt, sessionEndsAt } from '../consultation-timing';
import { consultationRepository, type ConsultationRecord } from '../consultation.repository';
import type { DomainEvents } from '../../../shared/events/domain-events';
import { finishConsultation } from './finish-consultation';
import type { SessionSettings } from '../session-settings';

/**
 * Why the server ends a session by itself. 'customer-never-joined': the customer never opened the chat
 * within the no-show window (told as connection-lost; nothing is billed).
 */
export type ServerEndRule =
  | 'expired'
  | 'astrologer-no-show'
  | 'connection-lost'
  | 'customer-never-joined'
  // Calls (docs/voice.md): rang out unanswered, answered but no audio, dropped and not back in time.
  | 'missed-call'
  | 'call-not-connected'
  | 'call-dropped';

export interface EndExpiredOptions {
  /** expired: how long after the booked time runs out (2 minutes by default); connection-lost: how long a side may be away. */
  graceMs: number;
  /** Who is ending it (an instance id): only the holder of the end lease goes on. */
  holder: string;
  now?: Date;
  /** Default 'expired'. */
  rule?: ServerEndRule;
  /** This API's commission, TDS and seller (the session's earnings and tax invoice). */
  settings: SessionSettings;
  /** Where the end is announced after commit (both sides, the catalogue, the waitlist). */
  events: Pick<DomainEvents, 'publish'>;
}

/** Long enough for one end transaction; a crashed holder's lease runs out after this. */
const END_LEASE_MS = 30_000;

/** The earliest moment a side lost its connection, when that is at least `graceMs` ago. */
function lostConnectionAt(consultation: ConsultationRecord, graceMs: number, now: Date): Date | null {
  const since = [consultation.customerAwaySince, consultation.astrologerAwaySince]
    .filter((value): value is string => Boolean(value))
    .map((value) => new Date(value))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return since && since.getTime() + graceMs <= now.getTime() ? since : null;
}

/**
 * When (as of `now`) the rule says the session must end, and the moment its billing stops; null when
 * it is not due. Expired: booked time plus the grace ran out (billed to the end of its time). No-show:
 * the astrologer has not joined `graceMs` after booking (nothing billed). Lost connection: a side has
 * been away for `graceMs` (billed up to when the connection was lost).
 */
function dueEnd(consultation: ConsultationRecord, rule: ServerEndRule, graceMs: number, now: Date): Date | null {
  if (consultation.status !== 'active') return null;
  if (rule === 'expired') {
    const endsAt = sessionEndsAt(consultation);
    return endsAt && endsAt.getTime() + graceMs <= now.getTime() ? endsAt : null;
  }
  if (rule === 'astrologer-no-show' || rule === 'customer-never-joined') {
    if (rule === 'astrologer-no-show' ? consultation.astrologerJoinedAt : consultation.customerJoinedAt) return null;
    const due = graceMs > 0 ? new Date(Date.parse(consultation.createdAt) + graceMs) : noShowAutoCancelAt(consultation);
    if (due.getTime() > now.getTime()) return null;
    // A customer who never came is billed nothing, even if the clock started without them.
    return rule === 'customer-never-joined' && consultation.startedAt ? new Date(consultation.startedAt) : now;
  }
  if (rule === 'missed-call') {
    if (consultation.channel !== 'call' || consultation.astrologerJoinedAt) return null;
    return Date.parse(consultation.createdAt) + graceMs <= now.getTime() ? now : null;
  }
  if (rule === 'call-not-connected') {
    if (consultation.channel !== 'call' || !consultation.astrologerJoinedAt || consultation.startedAt) return null;
    return Date.parse(consultation.astrologerJoinedAt) + graceMs <= now.getTime() ? now : null;
  }
  if (rule === 'call-dropped') {
    if (!consultation.callDroppedSince) return null;
    // Billed up to the drop (finishConsultation bills a dropped call to callDroppedSince whatever `at` is).
    return Date.parse(consultation.callDroppedSince) + graceMs <= now.getTime() ? new Date(consultation.callDroppedSince) : null;
  }
  const lostAt = lostConnectionAt(consultation, graceMs, now);
  if (!lostAt) return null;
  // Billing never runs past the booked time.
  const endsAt = sessionEndsAt(consultation);
  return endsAt && endsAt.getTime() < lostAt.getTime() ? endsAt : lostAt;
}

/**
 * The server ends a session nobody ended (time ran out, astrologer never joined, a lost connection),
 * refunds what is due and tells both people. Null when it is not due (extended meanwhile, the astrologer
 * joined, the connection came back), already ended, or another instance is ending it.
 */
export async function endExpiredConsultation(consultationId: number, options: EndExpiredOptions): Promise<ConsultationRecord | null> {
  const now = options.now ?? new Date();
  const rule = options.rule ?? 'expired';

  const candidate = await consultationRepository.findById(consultationId);
  if (!candidate || !dueEnd(candidate, rule, options.graceMs, now)) return null;
  if (!(await consultationExpiryRepository.claimEnd(consultationId, options.holder, END_LEASE_MS, now))) return null;

  const ended = await runInTransaction(async (session) => {
    // Read again inside the transaction: an extension, a join or a reconnect may have landed since.
    const current = await consultationRepository.findById(consultationId, session);
    const at = current ? dueEnd(current, rule, options.graceMs, now) : null;
    if (!current || !at) return null;
    const endReason = rule === 'customer-never-joined' ? 'connection-lost' : rule;
    const finished = await finishConsultation(consultationId, { endedBy: 'system', endReason, at }, options.settings, session);
    if (!finished) return null;
    await consultationRepository.releaseActiveSlot(finished.userId, finished.id, session);
    // An astrologer who does not come to a paid booking is taken out of the listing until they return.
    if (rule === 'astrologer-no-show') await astrologerAdminRepository.setOnline(finished.astrologerId, false, session);
    // A missed call counts; MISSED_CALLS_BEFORE_OFFLINE in a row take the astrologer offline too.
    if (rule === 'missed-call') await astrologerAdminRepository.recordMissedCall(finished.astrologerId, session);
    return finished;
  });
  if (!ended) return null;

  await options.events.publish({ type: 'consultation.ended', consultation: ended });
  return ended;
}
