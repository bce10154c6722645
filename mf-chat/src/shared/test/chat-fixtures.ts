import type { ChatMessage, Consultation, User } from '@astrosetu/contracts';

export function aCustomer(overrides: Partial<User> = {}): User {
  return { id: 7, username: 'Asha Rao', email: 'asha@example.com', role: 'user', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', balance: 50_000, ...overrides };
}

export function anAstrologerAccount(overrides: Partial<User> = {}): User {
  return { id: 2, username: 'Pandit Rajesh Sharma', email: 'astrologer@example.com', role: 'astrologer', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', balance: 0, astrologerId: 1, ...overrides };
}

/**
 * A running 10-minute consultation of customer 7 with astrologer 1, booked and started `minutesAgo` minutes ago
 * (`notStarted`: booked then, the astrologer has not joined and no clock runs).
 */
export function aConsultation(overrides: Partial<Consultation> & { minutesAgo?: number; notStarted?: boolean } = {}): Consultation {
  const { minutesAgo = 1, notStarted = false, ...rest } = overrides;
  const bookedAtMs = Date.now() - minutesAgo * 60_000;
  const bookedAt = new Date(bookedAtMs).toISOString();
  const duration = rest.duration ?? 10;
  return {
    id: 41,
    userId: 7,
    astrologerId: 1,
    astrologer: { id: 1, name: 'Pandit Rajesh Sharma', image: '/api/avatars/1.svg' },
    user: { id: 7, username: 'Asha Rao' },
    topic: 'Career',
    duration: 10,
    packageDuration: 10,
    channel: 'chat',
    cost: 25_000,
    netPaid: 25_000,
    ratePerMinute: 25,
    status: 'active',
    paymentStatus: 'completed',
    createdAt: bookedAt,
    ...(notStarted
      ? {}
      : {
          astrologerJoinedAt: bookedAt,
          detailsDoneAt: bookedAt,
          startedAt: bookedAt,
          expiresAt: new Date(bookedAtMs + duration * 60_000).toISOString(),
        }),
    noShowCancelableAt: new Date(bookedAtMs + 3 * 60_000).toISOString(),
    noShowAutoCancelAt: new Date(bookedAtMs + 5 * 60_000).toISOString(),
    astrologerExtensions: 0,
    canReview: false,
    userDetails: { name: 'Asha Rao', dateOfBirth: '1994-08-15', timeOfBirth: '06:40', placeOfBirth: 'Pune, Maharashtra' },
    ...rest,
  };
}

let nextId = 1;

export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return {
    id: nextId,
    consultationId: 41,
    senderId: 2,
    senderType: 'astrologer',
    senderName: 'Pandit Rajesh Sharma',
    message: 'Namaste',
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}
