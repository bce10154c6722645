import type { ConsultationRecord } from '../../consultations/consultation.repository';
import { waitlistRepository, type WaitlistRecord } from '../waitlist.repository';
import { advanceQueue, publishQueue } from './waitlist-queue';
import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';

/**
 * A customer who booked a session (directly, with any astrologer, or by accepting their call) has stopped
 * waiting: every queue entry of theirs ends, so no call reaches them later. The entry with the booked
 * astrologer ends as `accepted` with the session's id (they got what they queued for); any other as `left`.
 * Each queue is pushed to the people in it, and a call that was standing moves on to the next in line.
 */
export async function leaveQueuesAfterBooking(booked: ConsultationRecord, realtime: RealtimeEvents): Promise<void> {
  const entries = await waitlistRepository.listActiveForUser(booked.userId);
  for (const entry of entries) {
    const ended: WaitlistRecord | null =
      entry.astrologerId === booked.astrologerId
        ? await waitlistRepository.finish(entry.id, ['waiting', 'called'], 'accepted', { consultationId: booked.id })
        : await waitlistRepository.finish(entry.id, ['waiting', 'called'], 'left');
    if (!ended) continue;
    await publishQueue(entry.astrologerId, realtime, [ended]);
    await advanceQueue(entry.astrologerId, realtime);
  }
}
