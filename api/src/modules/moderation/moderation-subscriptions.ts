import type { DomainEvents } from '../../shared/events/domain-events';
import { recordContactAttempt } from './use-cases/record-contact-attempt';

/**
 * What moderation follows in other modules, subscribed once per app at composition (server.ts): chat publishes a
 * message whose contact details were hidden, and moderation counts it (chat does not import moderation).
 * Returns the function that unsubscribes.
 */
export function subscribeModeration(events: DomainEvents, settings: { attemptsBeforeReview: number }): () => void {
  return events.subscribe('chat.contact-details-masked', ({ type: _type, ...masked }) => recordContactAttempt(masked, settings.attemptsBeforeReview));
}
