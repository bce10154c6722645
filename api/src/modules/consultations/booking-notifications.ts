import { FREE_FIRST_MINUTES } from '@astrosetu/contracts';
import type { DomainEvents } from '../../shared/events/domain-events';
import { apiText } from '../../shared/i18n/api-text';
import { notifyUsers } from '../notifications/use-cases/notify-users';
import type { ConsultationBooked } from './consultation-booked-event';
import { topicText } from './consultation-topic';

/** Both sides of a new booking are told: the customer what was paid for, the astrologer who is coming and why. */
export async function notifyBooking({ consultation, customer, astrologer }: ConsultationBooked): Promise<void> {
  const reference = { type: 'consultation', id: consultation.id };
  const amount = (consultation.cost / 100).toFixed(2);
  const minutes = consultation.duration;
  await notifyUsers([
    {
      userId: customer.id,
      title: apiText('notifications.booking.confirmedTitle'),
      message: consultation.voucherId
        ? apiText('notifications.booking.confirmedVoucher', { minutes, astrologer: astrologer.name })
        : consultation.freeFirstMinutes > 0
        ? apiText('notifications.booking.confirmedFree', { minutes, astrologer: astrologer.name, amount, freeMinutes: FREE_FIRST_MINUTES })
        : apiText('notifications.booking.confirmed', { minutes, astrologer: astrologer.name, amount }),
      reference,
    },
    {
      userId: astrologer.userId,
      title: apiText('notifications.booking.newTitle'),
      message: apiText('notifications.booking.new', { customer: customer.username, minutes, topic: topicText(consultation.topic) }),
      reference,
    },
  ]);
}

/**
 * Subscribed once per app at composition (server.ts). In this module, since notifications must not import
 * consultations (consultations already notifies on extensions and ends); the booking use case still names no follower.
 */
export function subscribeBookingNotifications(events: DomainEvents): () => void {
  return events.subscribe('consultation.booked', notifyBooking);
}
