import type { ContactDetailsMasked } from '../../modules/chat/contact-details-masked-event';
import type { Logger } from '../logging/logger';
import { createDomainEvents } from './domain-events';

const masked: { type: 'chat.contact-details-masked' } & ContactDetailsMasked = {
  type: 'chat.contact-details-masked',
  consultationId: 1,
  messageId: 2,
  senderType: 'astrologer',
  userId: 3,
  astrologerId: 4,
  kinds: ['phone'],
};

function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const ignore = () => undefined;
  return { errors, error: (message) => errors.push(message), warn: ignore, info: ignore, debug: ignore };
}

describe('domain events (one publisher per app)', () => {
  it('runs the handlers of the event type and resolves once they have finished', async () => {
    const events = createDomainEvents(recordingLogger());
    const heard: number[] = [];
    events.subscribe('chat.contact-details-masked', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      heard.push(event.messageId);
    });
    await events.publish(masked);
    expect(heard).toEqual([2]);
  });

  it('logs a failing handler and still runs the others; the publisher does not see the error', async () => {
    const logger = recordingLogger();
    const events = createDomainEvents(logger);
    const heard: string[] = [];
    events.subscribe('chat.contact-details-masked', () => {
      throw new Error('follower down');
    });
    events.subscribe('chat.contact-details-masked', () => {
      heard.push('second');
    });
    await expect(events.publish(masked)).resolves.toBeUndefined();
    expect(heard).toEqual(['second']);
    expect(logger.errors).toEqual(['domain event chat.contact-details-masked: a handler failed']);
  });

  it('keeps two apps apart, and stops calling a handler once unsubscribed', async () => {
    const first = createDomainEvents(recordingLogger());
    const second = createDomainEvents(recordingLogger());
    const heard: string[] = [];
    const unsubscribe = first.subscribe('chat.contact-details-masked', () => {
      heard.push('first');
    });
    second.subscribe('chat.contact-details-masked', () => {
      heard.push('second');
    });
    await second.publish(masked);
    unsubscribe();
    await first.publish(masked);
    expect(heard).toEqual(['second']);
  });
});
