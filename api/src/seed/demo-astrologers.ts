import type { ApprovalStatus, Gender, Specialization } from '@astrosetu/contracts';

export interface DemoAstrologer {
  name: string;
  email: string;
  gender: Gender;
  experience: number;
  specializations: Specialization[];
  languages: string[];
  description: string;
  ratePerMinute: number;
  /** Voice calls: the call rate of those who take calls (docs/voice.md); absent: chat only. */
  callRatePerMinute?: number;
  availableFrom: string;
  availableTo: string;
  isOnline: boolean;
  approvalStatus: ApprovalStatus;
}

/** The demo astrologer account (astrologer@example.com) runs this profile. */
export const DEMO_ASTROLOGER_EMAIL = 'astrologer@example.com';

/** Fictional people with realistic names; 14 approved (several online) and 3 waiting for approval. */
export const demoAstrologers: DemoAstrologer[] = [
  {
    name: 'Pandit Rajesh Sharma', email: DEMO_ASTROLOGER_EMAIL, gender: 'male', experience: 18,
    specializations: ['Vedic Astrology', 'Marriage & Relationships', 'Career & Finance'],
    languages: ['Hindi', 'English', 'Sanskrit'],
    description: 'Third-generation jyotishi from Varanasi. Reads birth charts with Parashari methods and gives practical, remedy-light guidance on marriage timing and career moves.',
    ratePerMinute: 35, callRatePerMinute: 40, availableFrom: '08:00', availableTo: '20:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Dr. Meenakshi Iyer', email: 'meenakshi.iyer@astrosetu.in', gender: 'female', experience: 22,
    specializations: ['Vedic Astrology', 'Health', 'KP Astrology'],
    languages: ['Tamil', 'English', 'Malayalam'],
    description: 'PhD in Jyotisha from Madras University. Combines KP sub-lord analysis with classical Vedic charts, known for precise event timing.',
    ratePerMinute: 55, callRatePerMinute: 60, availableFrom: '07:00', availableTo: '18:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Acharya Vikram Joshi', email: 'vikram.joshi@astrosetu.in', gender: 'male', experience: 14,
    specializations: ['KP Astrology', 'Career & Finance', 'Business'],
    languages: ['Hindi', 'Marathi', 'English'],
    description: 'Pune-based KP astrologer who advises founders and professionals on business launches, partnerships and job changes.',
    ratePerMinute: 40, availableFrom: '10:00', availableTo: '22:00', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Priya Nair', email: 'priya.nair@astrosetu.in', gender: 'female', experience: 9,
    specializations: ['Tarot Reading', 'Love & Relationships', 'Numerology'],
    languages: ['English', 'Malayalam', 'Hindi'],
    description: 'Intuitive tarot reader and numerologist. Gentle, direct readings on relationships and life decisions.',
    ratePerMinute: 25, callRatePerMinute: 30, availableFrom: '12:00', availableTo: '23:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Sanjay Kulkarni', email: 'sanjay.kulkarni@astrosetu.in', gender: 'male', experience: 25,
    specializations: ['Vastu Shastra', 'Vedic Astrology', 'Business'],
    languages: ['Marathi', 'Hindi', 'English'],
    description: 'Vastu consultant for homes, shops and offices for 25 years; pairs Vastu corrections with chart reading, no demolition advice.',
    ratePerMinute: 50, availableFrom: '09:00', availableTo: '19:00', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Kavita Reddy', email: 'kavita.reddy@astrosetu.in', gender: 'female', experience: 12,
    specializations: ['Marriage & Relationships', 'Vedic Astrology', 'Love & Relationships'],
    languages: ['Telugu', 'English', 'Kannada'],
    description: 'Specialist in kundli matching and marital harmony; helps families through match-making with clarity and compassion.',
    ratePerMinute: 30, callRatePerMinute: 35, availableFrom: '09:00', availableTo: '21:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Arjun Mehta', email: 'arjun.mehta@astrosetu.in', gender: 'male', experience: 7,
    specializations: ['Numerology', 'Career & Finance', 'Business'],
    languages: ['Gujarati', 'Hindi', 'English'],
    description: 'Chartered accountant turned numerologist. Name corrections, lucky dates and number-based guidance for business names.',
    ratePerMinute: 20, availableFrom: '11:00', availableTo: '21:00', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Shalini Banerjee', email: 'shalini.banerjee@astrosetu.in', gender: 'female', experience: 16,
    specializations: ['Palmistry', 'Vedic Astrology', 'Health'],
    languages: ['Bengali', 'Hindi', 'English'],
    description: 'Kolkata palmist and jyotishi. Reads palm photos alongside the birth chart for health and longevity questions.',
    ratePerMinute: 35, availableFrom: '10:00', availableTo: '20:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Gurpreet Singh', email: 'gurpreet.singh@astrosetu.in', gender: 'male', experience: 11,
    specializations: ['Career & Finance', 'KP Astrology', 'Vedic Astrology'],
    languages: ['Punjabi', 'Hindi', 'English'],
    description: 'Advises on government jobs, foreign settlement and finances using KP and transit analysis.',
    ratePerMinute: 28, availableFrom: '08:00', availableTo: '18:00', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Ananya Chatterjee', email: 'ananya.chatterjee@astrosetu.in', gender: 'female', experience: 6,
    specializations: ['Tarot Reading', 'Love & Relationships'],
    languages: ['Bengali', 'English'],
    description: 'Young tarot reader with a calm, modern approach to love, breakups and reconciliation questions.',
    ratePerMinute: 15, availableFrom: '14:00', availableTo: '23:30', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Pandit Suresh Tiwari', email: 'suresh.tiwari@astrosetu.in', gender: 'male', experience: 30,
    specializations: ['Vedic Astrology', 'Marriage & Relationships', 'Health'],
    languages: ['Hindi', 'Bhojpuri', 'Sanskrit'],
    description: 'Veteran Prayagraj astrologer and karmakandi; muhurat, dosha analysis and traditional remedies.',
    ratePerMinute: 60, availableFrom: '06:00', availableTo: '14:00', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Lakshmi Venkatesh', email: 'lakshmi.venkatesh@astrosetu.in', gender: 'female', experience: 19,
    specializations: ['Numerology', 'Vastu Shastra', 'Vedic Astrology'],
    languages: ['Kannada', 'Tamil', 'English'],
    description: 'Bengaluru numerologist and Vastu adviser; practical changes for new homes and careers.',
    ratePerMinute: 45, availableFrom: '09:00', availableTo: '19:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Rohan Deshpande', email: 'rohan.deshpande@astrosetu.in', gender: 'male', experience: 8,
    specializations: ['Love & Relationships', 'Tarot Reading', 'Career & Finance'],
    languages: ['Marathi', 'English', 'Hindi'],
    description: 'Combines tarot with Vedic transits for quick, specific answers on relationships and job offers.',
    ratePerMinute: 22, availableFrom: '16:00', availableTo: '23:59', isOnline: false, approvalStatus: 'approved',
  },
  {
    name: 'Fatima Qureshi', email: 'fatima.qureshi@astrosetu.in', gender: 'female', experience: 13,
    specializations: ['Numerology', 'Palmistry', 'Business'],
    languages: ['Urdu', 'Hindi', 'English'],
    description: 'Hyderabad numerologist and palm reader; business naming, signature analysis and timing of ventures.',
    ratePerMinute: 32, availableFrom: '10:00', availableTo: '20:00', isOnline: true, approvalStatus: 'approved',
  },
  {
    name: 'Devendra Rathore', email: 'devendra.rathore@astrosetu.in', gender: 'male', experience: 4,
    specializations: ['Vedic Astrology', 'Career & Finance'],
    languages: ['Hindi', 'Rajasthani'],
    description: 'Jaipur jyotishi, recently certified by the Bharatiya Vidya Bhavan; career and education questions.',
    ratePerMinute: 15, availableFrom: '09:00', availableTo: '18:00', isOnline: false, approvalStatus: 'pending',
  },
  {
    name: 'Neha Kapoor', email: 'neha.kapoor@astrosetu.in', gender: 'female', experience: 5,
    specializations: ['Tarot Reading', 'Love & Relationships', 'Numerology'],
    languages: ['Hindi', 'English', 'Punjabi'],
    description: 'Delhi tarot reader applying to join; relationship and self-growth readings.',
    ratePerMinute: 18, availableFrom: '12:00', availableTo: '22:00', isOnline: false, approvalStatus: 'pending',
  },
  {
    name: 'Harish Pillai', email: 'harish.pillai@astrosetu.in', gender: 'male', experience: 10,
    specializations: ['Vastu Shastra', 'KP Astrology'],
    languages: ['Malayalam', 'English', 'Tamil'],
    description: 'Kochi Vastu and KP practitioner; home and office layouts, property purchase timing.',
    ratePerMinute: 38, availableFrom: '08:00', availableTo: '17:00', isOnline: false, approvalStatus: 'pending',
  },
];
