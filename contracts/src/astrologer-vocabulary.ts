// Apart from astrologer.ts and its zod schemas: the public listing filters by these words, and importing them from
// astrologer.ts made /astrologers download all of zod and build the astrologer schemas while the page started.

/** The fixed vocabulary of specializations used by seeds, filters and the admin form. */
export const specializations = [
  'Vedic Astrology',
  'Marriage & Relationships',
  'Career & Finance',
  'Numerology',
  'Vastu Shastra',
  'Tarot Reading',
  'Palmistry',
  'KP Astrology',
  'Love & Relationships',
  'Business',
  'Health',
  'Face Reading',
  'Prashna Kundli',
  'Lal Kitab',
] as const;
export type Specialization = (typeof specializations)[number];

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
