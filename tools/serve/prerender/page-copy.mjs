// The headings and descriptions the remotes render for the public pages, for the prerendered HTML and head.
// They are copies of the remotes' own copy (tools-page.tsx, horoscope pages, the home hero), because those
// files are React components the server cannot load; prerender.test.mjs checks every string against its source
// file so the two cannot drift apart.

/** mf-content/src/pages/tools-page.tsx (TOOL_PATHS): path -> the page hero and the head. */
export const toolPages = {
  '/astrology-tools': {
    title: 'Astrology Tools',
    subtitle: 'Free Vedic tools computed from the real positions of the planets: birth chart, compatibility, horoscopes and KP analysis.',
  },
  '/kundli': {
    title: 'Kundli',
    subtitle: 'Your free Vedic birth chart: planets, houses, nakshatras, dashas, yogas and doshas, with North, South and Diamond charts.',
  },
  '/panchang': { title: 'Panchang', subtitle: "Today's tithi, nakshatra, yoga, karana and vara with sunrise and sunset for your place." },
  '/love-compatibility': { title: 'Love Compatibility', subtitle: 'How well two zodiac signs get along: score, strengths, challenges and advice.' },
  '/numerology': { title: 'Numerology', subtitle: 'Your life path, destiny, soul urge and personal year numbers from your name and birth date.' },
  '/remedies': { title: 'Remedies', subtitle: 'Find what your chart needs, then get personal remedies from our astrologers.' },
  '/planet-transits': { title: 'Planet Transits', subtitle: 'See how the planets moving today touch your sign, and read your own chart against them.' },
  '/vastu': { title: 'Vastu', subtitle: 'Vastu consultations and the astrology tools that go with them.' },
  '/zodiac-signs': { title: 'Zodiac Signs', subtitle: 'The twelve rashis with their Sanskrit, Hindi and Tamil names.' },
  '/spirituality': { title: 'Spirituality', subtitle: 'Tools for self-understanding rooted in Jyotisha.' },
};
export const TOOLS_EYEBROW = 'Free Vedic astrology tools';

/** mf-content/src/features/horoscopes/components/horoscope-period-page.tsx (COPY). */
export const horoscopePeriodPages = {
  '/daily-horoscope': {
    period: 'daily',
    title: 'Daily Horoscope',
    subtitle: "Today's predictions for your Moon sign, read from the real positions of the planets.",
  },
  '/weekly-horoscope': {
    period: 'weekly',
    title: 'Weekly Horoscope',
    subtitle: 'Your week from Sunday to Saturday: the best days, the days to be careful and what the planets favour.',
  },
  '/monthly-horoscope': {
    period: 'monthly',
    title: 'Monthly Horoscope',
    subtitle: 'The month ahead for your sign: favourable and challenging periods and the planets that shape them.',
  },
};

/** mf-content/src/pages/horoscopes-page.tsx. */
export const horoscopesPage = {
  title: 'Horoscopes',
  description: 'Free daily, weekly and monthly Vedic horoscopes for all twelve signs, from the real positions of the planets.',
  eyebrow: 'Daily · Weekly · Monthly',
  subtitle: 'Free Vedic horoscopes for all twelve signs, read from the real sidereal positions of the planets for each day, week and month.',
};

/** mf-content/src/pages/blog-page.tsx. */
export const blogPage = {
  title: 'Astrology Blog',
  eyebrow: 'Read in your language',
  subtitle: 'Vedic astrology, numerology, tarot, festivals and remedies explained clearly, in English, Hindi and many Indian languages.',
};

/** mf-marketplace/src/pages/astrologers-page.tsx. */
export const astrologersPage = {
  title: 'Astrologers',
  eyebrow: 'Verified astrologers, chat live',
  heading: 'Talk to an astrologer',
  subtitle: 'Search by name or expertise, see who is online now, and start a private chat in minutes. Pay per package from your wallet.',
};

/** mf-marketplace/src/features/home/components/home-hero.tsx. */
export const homeHero = {
  eyebrow: 'Live astrology consultations, paid by the minute',
  title: 'Talk to verified astrologers, live',
  subtitle: 'Private one-to-one chat on love, marriage, career and more. Pay only for the minutes you choose, from a secure wallet.',
};

/** mf-content/src/features/blog/components/blog-article.tsx (the page of a slug that is not there). */
export const articleNotFound = {
  title: 'Article Not Found',
  description: "The article you're looking for doesn't exist or has been removed.",
};
