import type { Logger } from '../logging/logger';

/**
 * Every domain event's type and what it carries, filled by the modules that publish them, each next to its own
 * code by declaration merging:
 *
 *   declare module '../../shared/events/domain-events' {
 *     interface DomainEventTypes { 'chat.contact-details-masked': ContactDetailsMasked }
 *   }
 *
 * so that shared code (at the bottom) names no module, and a subscriber's handler is typed by the event it asks for.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the publishing modules (declaration merging)
export interface DomainEventTypes {}

export type DomainEventType = keyof DomainEventTypes;

/** One event as published: its type, and the fields its publisher declared for it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = { [K in T]: { type: K } & DomainEventTypes[K] }[T];

export type DomainEventHandler<T extends DomainEventType> = (event: DomainEvent<T>) => Promise<void> | void;

/**
 * In-process domain events: a module says what happened (publish) without importing the modules that act on it
 * (subscribe, wired at composition in server.ts), so the arrow between them points from the subscriber to the
 * publisher and never back (issue 34: no import cycles between modules).
 */
export interface DomainEvents {
  /**
   * Runs every handler of the event's type, all at once, and resolves when they have finished, so the publisher's
   * answer already reflects them. A handler's error is logged and goes no further: what happened has happened
   * (the publisher publishes after its own write), and a follower's failure must not fail it.
   */
  publish(event: DomainEvent): Promise<void>;
  /** Adds a handler; returns the function that removes it. */
  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void;
}

/**
 * One publisher per app (on its AppContext, not a module singleton): tests start two servers in one process, and
 * each server's subscribers must hear only its own events.
 */
export function createDomainEvents(logger: Logger): DomainEvents {
  const handlers = new Map<DomainEventType, Set<DomainEventHandler<DomainEventType>>>();
  return {
    async publish(event) {
      const forType = [...(handlers.get(event.type) ?? [])];
      await Promise.all(
        forType.map(async (handler) => {
          try {
            await handler(event);
          } catch (error) {
            logger.error(`domain event ${event.type}: a handler failed`, error);
          }
        }),
      );
    },
    subscribe(type, handler) {
      const forType = handlers.get(type) ?? new Set();
      const stored = handler as DomainEventHandler<DomainEventType>;
      forType.add(stored);
      handlers.set(type, forType);
      return () => {
        forType.delete(stored);
      };
    },
  };
}
