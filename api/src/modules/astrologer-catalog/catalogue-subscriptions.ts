import type { DomainEvents } from '../../shared/events/domain-events';
import { astrologerCatalog } from './astrologer-catalog';

/**
 * A booking changes the astrologer's totals at commit: the public catalogue must not keep older figures.
 * Subscribed once per app at composition (server.ts).
 */
export function subscribeCatalogue(events: DomainEvents): () => void {
  return events.subscribe('consultation.booked', () => astrologerCatalog.invalidate());
}
