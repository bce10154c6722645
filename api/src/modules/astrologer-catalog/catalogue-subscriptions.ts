import type { DomainEvents } from '../../shared/events/domain-events';
import { astrologerCatalog } from './astrologer-catalog';

/**
 * A booking or a session's end changes the astrologer's totals and availability at commit: the public catalogue
 * must not keep older figures. Subscribed once per app at composition (server.ts).
 */
export function subscribeCatalogue(events: DomainEvents): () => void {
  const unsubscribeBooked = events.subscribe('consultation.booked', () => astrologerCatalog.invalidate());
  const unsubscribeEnded = events.subscribe('consultation.ended', () => astrologerCatalog.invalidate());
  return () => {
    unsubscribeBooked();
    unsubscribeEnded();
  };
}
