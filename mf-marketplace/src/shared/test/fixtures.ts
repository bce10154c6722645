import type { Astrologer, Consultation, User } from '@astrosetu/contracts';
import { aUser } from '@astrosetu/web-core/testing';

/** A customer whose e-mail and mobile number are verified, as booking needs (docs/trust.md#verified-accounts). */
export function aCustomer(overrides: Partial<User> = {}): User {
  return aUser({ phone: '+919876543210', emailVerified: true, phoneVerified: true, ...overrides });
}

let nextAstrologerId = 100;

export function anAstrologer(overrides: Partial<Astrologer> = {}): Astrologer {
  const id = overrides.id ?? nextAstrologerId++;
  return {
    id,
    name: `Astrologer ${id}`,
    image: `/api/avatars/${id}.svg`,
    gender: 'male',
    experience: 10,
    specializations: ['Vedic Astrology'],
    languages: ['Hindi', 'English'],
    description: 'Reads charts with care.',
    ratePerMinute: 30,
    takesCalls: false,
    callRatePerMinute: null,
    availableFrom: '09:00',
    availableTo: '21:00',
    rating: 4.6,
    reviewCount: 120,
    isApproved: true,
    approvalStatus: 'approved',
    isOnline: true,
    totalConsultations: 400,
    createdAt: '2024-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A few astrologers like the demo seed: online and offline, various specializations and genders. */
export function someAstrologers(): Astrologer[] {
  return [
    anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', specializations: ['Vedic Astrology', 'Marriage & Relationships', 'Career & Finance'], ratePerMinute: 35, isOnline: true }),
    anAstrologer({ id: 2, name: 'Dr. Meenakshi Iyer', gender: 'female', specializations: ['Vedic Astrology', 'Health', 'KP Astrology'], ratePerMinute: 55, isOnline: true }),
    anAstrologer({ id: 3, name: 'Acharya Vikram Joshi', specializations: ['KP Astrology', 'Career & Finance', 'Business'], ratePerMinute: 40, isOnline: false, availableFrom: '10:00', availableTo: '22:00' }),
    anAstrologer({ id: 4, name: 'Priya Nair', gender: 'female', specializations: ['Tarot Reading', 'Love & Relationships', 'Numerology'], ratePerMinute: 25, isOnline: true }),
    anAstrologer({ id: 5, name: 'Sanjay Kulkarni', specializations: ['Vastu Shastra', 'Vedic Astrology', 'Business'], ratePerMinute: 50, isOnline: false }),
    anAstrologer({ id: 6, name: 'Kavita Reddy', gender: 'female', specializations: ['Marriage & Relationships', 'Vedic Astrology', 'Love & Relationships', 'Numerology', 'Palmistry'], ratePerMinute: 30, isOnline: true }),
  ];
}

export function aConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: 31,
    userId: 7,
    astrologerId: 1,
    astrologer: { id: 1, name: 'Pandit Rajesh Sharma', image: '/api/avatars/1.svg' },
    user: { id: 7, username: 'Asha Rao' },
    topic: 'General consultation',
    duration: 15,
    packageDuration: 15,
    channel: 'chat',
    cost: 52_500,
    netPaid: 52_500,
    ratePerMinute: 35,
    status: 'completed',
    paymentStatus: 'completed',
    createdAt: '2025-03-10T09:30:00.000Z',
    astrologerJoinedAt: '2025-03-10T09:30:20.000Z',
    detailsDoneAt: '2025-03-10T09:30:00.000Z',
    startedAt: '2025-03-10T09:30:20.000Z',
    expiresAt: '2025-03-10T09:45:20.000Z',
    noShowCancelableAt: '2025-03-10T09:33:00.000Z',
    noShowAutoCancelAt: '2025-03-10T09:35:00.000Z',
    astrologerExtensions: 0,
    canReview: false,
    ...overrides,
  };
}
