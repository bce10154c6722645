import { zodiacSignIds } from '@astrosetu/contracts';

// The pages a search engine may index, and the ones it must leave alone. The API cannot import the shell's route
// table (web packages are off limits to it), so the public paths are listed here; seo-sitemap.test.ts checks them
// against shell/src/routing/route-table.ts so the two lists cannot drift apart.

/** Public pages without data of their own, in the order a visitor meets them. */
export const staticPublicPaths = [
  '/',
  '/astrologers',
  '/horoscopes',
  '/astrology-tools',
  '/kundli',
  '/panchang',
  '/love-compatibility',
  '/numerology',
  '/remedies',
  '/planet-transits',
  '/vastu',
  '/zodiac-signs',
  '/festivals',
  '/spirituality',
  '/match-making',
  '/divination',
  '/tarot-reading',
  '/astrological-report-form',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/shipping-policy',
] as const;

/** The horoscope pages that have one URL per sign (?sign=leo), for the periods the site shows. */
export const horoscopePages = [
  { path: '/daily-horoscope', period: 'daily' },
  { path: '/weekly-horoscope', period: 'weekly' },
  { path: '/monthly-horoscope', period: 'monthly' },
] as const;

export const horoscopeSignPaths = (path: string): string[] => zodiacSignIds.map((sign) => `${path}?sign=${sign}`);

/**
 * Never crawled: the API, a visitor's own pages (profile, consultations, purchases, wallet), the chat, the checkout and
 * payment steps, the astrologer's dashboard, the admin pages and the sign-in form. robots.txt matches prefixes,
 * so /admin covers /admin-articles and /payment covers /payment/success.
 */
export const disallowedPrefixes = [
  '/api/',
  '/socket.io/',
  '/profile',
  '/consultations',
  '/purchases/',
  '/wallet',
  '/chat',
  '/checkout',
  '/payment',
  '/packages',
  '/dashboard',
  '/astrologer-dashboard',
  '/admin',
  '/login',
  '/chart-test',
] as const;
