import { matchRoutes } from 'react-router-dom';

/**
 * The site's routes, as data: who may open which path (docs/product-rules.md#routes) and what renders there. The shell owns this
 * table; pages belong to remotes and are reached only through their federation name and page key.
 */
export type Audience = 'anonymous' | 'user' | 'astrologer' | 'admin';
export type RemoteName = 'mf_marketplace' | 'mf_chat' | 'mf_content' | 'mf_admin';

export type RouteTarget = { kind: 'remote'; remote: RemoteName; page: string } | { kind: 'shell'; page: 'login' };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
}

const marketplace = (page: string): RouteTarget => ({ kind: 'remote', remote: 'mf_marketplace', page });
const chat = (page: string): RouteTarget => ({ kind: 'remote', remote: 'mf_chat', page });
const content = (page: string): RouteTarget => ({ kind: 'remote', remote: 'mf_content', page });
const admin = (page: string): RouteTarget => ({ kind: 'remote', remote: 'mf_admin', page });

/** The eleven paths that share one generic tools page. */
export const toolPaths = [
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
] as const;
export const horoscopePaths = ['/horoscopes', '/daily-horoscope', '/weekly-horoscope', '/monthly-horoscope'] as const;
export const divinationPaths = ['/divination', '/tarot-reading'] as const;
export const policyPaths = ['/privacy-policy', '/terms-of-service', '/refund-policy', '/shipping-policy'] as const;
/** /blog/category/{slug} is linked from the blog's category tiles, so it goes wherever /blog does. */
export const blogPaths = ['/blog', '/blog/:slug', '/blog/category/:slug'] as const;
export const paymentPaths = ['/payment', '/payment/success', '/payment/failure'] as const;

/** What renders at each path, whoever may open it. */
export const pageAtPath: Readonly<Record<string, RouteTarget>> = {
  '/': marketplace('home'),
  '/astrologers': marketplace('astrologers'),
  '/packages': marketplace('packages'),
  '/packages/:astrologerId': marketplace('packages'),
  '/checkout': marketplace('checkout'),
  '/payment': marketplace('payment'),
  '/payment/success': marketplace('payment-success'),
  '/payment/failure': marketplace('payment-failure'),
  '/consultations': marketplace('consultations'),
  '/profile': marketplace('profile'),
  '/purchases/:txnid': marketplace('order'),
  '/wallet': marketplace('wallet'),
  '/chat': chat('chat'),
  '/chat/:consultationId': chat('chat'),
  '/dashboard': chat('astrologer-dashboard'),
  '/astrologer-dashboard': chat('astrologer-dashboard'),
  ...Object.fromEntries(toolPaths.map((path) => [path, content('tools')])),
  // The festival calendar has its own page (it stays in toolPaths for who may open it).
  '/festivals': content('festivals'),
  '/horoscopes': content('horoscopes'),
  '/daily-horoscope': content('daily-horoscope'),
  '/weekly-horoscope': content('weekly-horoscope'),
  '/monthly-horoscope': content('monthly-horoscope'),
  '/divination': content('divination'),
  '/tarot-reading': content('divination'),
  '/match-making': content('match-making'),
  '/astrological-report-form': content('astrological-report-form'),
  '/chart-test': content('chart-test'),
  '/blog': content('blog'),
  '/blog/:slug': content('blog-article'),
  '/blog/category/:slug': content('blog-category'),
  '/privacy-policy': content('privacy-policy'),
  '/terms-of-service': content('terms-of-service'),
  '/refund-policy': content('refund-policy'),
  '/shipping-policy': content('shipping-policy'),
  '/admin': admin('admin'),
  '/admin-articles': admin('admin-articles'),
  '/login': { kind: 'shell', page: 'login' },
};

const homePage = marketplace('home');
const notFoundPage = content('not-found');

const publicPaths = [
  '/',
  '/astrologers',
  ...toolPaths,
  '/match-making',
  ...horoscopePaths,
  ...divinationPaths,
  '/astrological-report-form',
  '/chart-test',
  ...blogPaths,
  ...paymentPaths,
  '/login',
  ...policyPaths,
];

interface AudienceRoutes {
  paths: readonly string[];
  /** What any other path shows. */
  unknownPath: RouteTarget;
}

/** Who may open what, role by role (docs/product-rules.md#routes). */
export const routesByAudience: Readonly<Record<Audience, AudienceRoutes>> = {
  anonymous: { paths: publicPaths, unknownPath: homePage },
  user: {
    paths: [
      ...publicPaths.filter((path) => path !== '/chart-test'),
      '/packages/:astrologerId',
      '/packages',
      '/consultations',
      '/checkout',
      '/chat',
      '/chat/:consultationId',
      '/profile',
      '/purchases/:txnid',
      '/wallet',
    ],
    unknownPath: notFoundPage,
  },
  astrologer: { paths: ['/', '/dashboard', '/astrologer-dashboard', '/chat', '/chat/:consultationId', '/profile'], unknownPath: notFoundPage },
  // Admins get no payment, packages, consultations or checkout routes. Match-making counts among the tools.
  admin: {
    paths: [
      '/',
      '/admin',
      '/admin-articles',
      '/profile',
      ...blogPaths,
      '/astrologers',
      ...toolPaths,
      '/match-making',
      ...horoscopePaths,
      ...divinationPaths,
      '/astrological-report-form',
      '/chart-test',
      ...policyPaths,
    ],
    unknownPath: notFoundPage,
  },
};

/** The route entries of one audience, the catch-all last. */
export function routeEntriesFor(audience: Audience): RouteEntry[] {
  const { paths, unknownPath } = routesByAudience[audience];
  return [
    ...paths.map((path) => {
      const target = pageAtPath[path];
      if (!target) throw new Error(`Route table: no page for ${path}`);
      return { path, target };
    }),
    { path: '*', target: unknownPath },
  ];
}

/** What a visitor of the given audience sees at a URL path (the same matching the router does). */
export function resolveRoute(audience: Audience, pathname: string): RouteTarget {
  const matches = matchRoutes(routeEntriesFor(audience), pathname);
  const entry = matches?.[matches.length - 1]?.route;
  if (!entry) throw new Error(`Route table: nothing matches ${pathname}`);
  return entry.target;
}

/**
 * The remote that draws the page at `pathname` when it is one of the site's paths (whoever asks), else null.
 * The start uses it to download that remote while the shell renders (the session is not known yet then).
 */
export function remoteAtPath(pathname: string): RemoteName | null {
  const matches = matchRoutes(Object.keys(pageAtPath).map((path) => ({ path })), pathname);
  const path = matches?.[matches.length - 1]?.route.path;
  const target = path ? pageAtPath[path] : undefined;
  return target?.kind === 'remote' ? target.remote : null;
}

/**
 * Whether a visitor of the audience can open the page at `pathname`: one of their own routes matches it, not
 * the catch-all (an anonymous visitor's unknown path shows the home page, a signed-in one the not-found page).
 * Links are shown only where this holds, so nobody is offered a page they cannot open.
 */
export function canOpen(audience: Audience, pathname: string): boolean {
  return matchRoutes(routesByAudience[audience].paths.map((path) => ({ path })), pathname) !== null;
}
