import { canOpen, remoteAtPath, resolveRoute, routesByAudience, type Audience, type RouteTarget } from './route-table';

// The route rules (docs/product-rules.md#routes), copied path by path, so a change to the table that drifts from them fails here.
const toolPaths = ['/astrology-tools', '/kundli', '/panchang', '/love-compatibility', '/numerology', '/remedies', '/planet-transits', '/vastu', '/zodiac-signs', '/festivals', '/spirituality'];
const horoscopes = ['/horoscopes', '/daily-horoscope', '/weekly-horoscope', '/monthly-horoscope'];
const policies = ['/privacy-policy', '/terms-of-service', '/refund-policy', '/shipping-policy'];
const anonymousSpec = [
  '/', '/astrologers', ...toolPaths, '/match-making', ...horoscopes, '/divination', '/tarot-reading',
  '/astrological-report-form', '/chart-test', '/blog', '/blog/:slug', '/payment', '/payment/success', '/payment/failure',
  '/login', ...policies,
];
// /chat/:consultationId: where a paid "Add ₹X and book" lands (issue 15).
const signedInOnly = ['/packages/:astrologerId', '/packages', '/consultations', '/checkout', '/chat', '/chat/:consultationId', '/profile', '/purchases/:txnid', '/wallet'];

const home: RouteTarget = { kind: 'remote', remote: 'mf_marketplace', page: 'home' };
const notFound: RouteTarget = { kind: 'remote', remote: 'mf_content', page: 'not-found' };
const remotePage = (remote: string, page: string) => ({ kind: 'remote', remote, page });

function pathsOf(audience: Audience): string[] {
  return [...routesByAudience[audience].paths].filter((path) => path !== '/blog/category/:slug').sort();
}

describe('route table: anonymous visitor', () => {
  it('reaches exactly the public pages anonymous visitors may open (plus blog categories, linked from /blog)', () => {
    expect(pathsOf('anonymous')).toEqual([...anonymousSpec].sort());
    expect(routesByAudience.anonymous.paths).toContain('/blog/category/:slug');
  });

  it('sees the home page at any unknown or signed-in-only path', () => {
    for (const path of ['/no-such-page', '/packages/3', '/chat', '/profile', '/admin', '/dashboard', '/checkout']) {
      expect(resolveRoute('anonymous', path)).toEqual(home);
    }
  });

  it('opens the login page and the public pages of each remote', () => {
    expect(resolveRoute('anonymous', '/login')).toEqual({ kind: 'shell', page: 'login' });
    expect(resolveRoute('anonymous', '/kundli')).toEqual(remotePage('mf_content', 'tools'));
    expect(resolveRoute('anonymous', '/tarot-reading')).toEqual(remotePage('mf_content', 'divination'));
    expect(resolveRoute('anonymous', '/blog/category/vedic')).toEqual(remotePage('mf_content', 'blog-category'));
    expect(resolveRoute('anonymous', '/blog/saturn-return')).toEqual(remotePage('mf_content', 'blog-article'));
    expect(resolveRoute('anonymous', '/payment/success')).toEqual(remotePage('mf_marketplace', 'payment-success'));
  });
});

describe('route table: signed-in user', () => {
  it('reaches the public pages except /chart-test, plus packages, consultations, checkout, chat, profile and their orders', () => {
    const expected = [...anonymousSpec.filter((path) => path !== '/chart-test'), ...signedInOnly].sort();
    expect(pathsOf('user')).toEqual(expected);
  });

  it('sees the not-found page at unknown paths, /chart-test and admin pages', () => {
    for (const path of ['/no-such-page', '/chart-test', '/admin', '/dashboard']) {
      expect(resolveRoute('user', path)).toEqual(notFound);
    }
  });

  it('opens packages for an astrologer, checkout and chat', () => {
    expect(resolveRoute('user', '/packages/3')).toEqual(remotePage('mf_marketplace', 'packages'));
    expect(resolveRoute('user', '/checkout')).toEqual(remotePage('mf_marketplace', 'checkout'));
    expect(resolveRoute('user', '/chat')).toEqual(remotePage('mf_chat', 'chat'));
    expect(resolveRoute('user', '/chat/12')).toEqual(remotePage('mf_chat', 'chat'));
    expect(resolveRoute('user', '/purchases/AS7XABC123')).toEqual(remotePage('mf_marketplace', 'order'));
  });
});

describe('route table: astrologer', () => {
  it('reaches only /, the two dashboard paths, /chat and /profile', () => {
    expect(pathsOf('astrologer')).toEqual(['/', '/astrologer-dashboard', '/chat', '/chat/:consultationId', '/dashboard', '/profile']);
  });

  it('sees the astrologer dashboard at /dashboard and /astrologer-dashboard', () => {
    expect(resolveRoute('astrologer', '/dashboard')).toEqual(remotePage('mf_chat', 'astrologer-dashboard'));
    expect(resolveRoute('astrologer', '/astrologer-dashboard')).toEqual(remotePage('mf_chat', 'astrologer-dashboard'));
  });

  it('sees the not-found page everywhere else, including public content and /login', () => {
    for (const path of ['/astrologers', '/blog', '/kundli', '/login', '/packages/1', '/admin', '/x']) {
      expect(resolveRoute('astrologer', path)).toEqual(notFound);
    }
  });
});

describe('route table: admin', () => {
  it('reaches /, the admin pages, profile, blog, astrologers, tools, horoscopes, divination, reports, chart test and policies', () => {
    const expected = [
      '/', '/admin', '/admin-articles', '/profile', '/blog', '/blog/:slug', '/astrologers', ...toolPaths, '/match-making',
      ...horoscopes, '/divination', '/tarot-reading', '/astrological-report-form', '/chart-test', ...policies,
    ].sort();
    expect(pathsOf('admin')).toEqual(expected);
  });

  it('gets no payment, packages, consultations, checkout or chat routes', () => {
    for (const path of ['/payment', '/payment/success', '/payment/failure', '/packages', '/packages/2', '/consultations', '/checkout', '/chat', '/login', '/nope']) {
      expect(resolveRoute('admin', path)).toEqual(notFound);
    }
  });

  it('opens the admin remote', () => {
    expect(resolveRoute('admin', '/admin')).toEqual(remotePage('mf_admin', 'admin'));
    expect(resolveRoute('admin', '/admin-articles')).toEqual(remotePage('mf_admin', 'admin-articles'));
  });
});

describe('route table: only admins can reach mf_admin', () => {
  it.each(['anonymous', 'user', 'astrologer'] as Audience[])('%s has no route into mf_admin', (audience) => {
    for (const path of routesByAudience[audience].paths) {
      const target = resolveRoute(audience, path.replace(/:[^/]+/g, '1'));
      expect(target.kind === 'remote' && target.remote).not.toBe('mf_admin');
    }
    expect(routesByAudience[audience].unknownPath).not.toMatchObject({ remote: 'mf_admin' });
  });
});

describe('canOpen: a route of the audience\'s own, not the fallback for unknown paths', () => {
  it('is true for paths in the audience\'s column, parameters included', () => {
    expect(canOpen('anonymous', '/blog/saturn-return')).toBe(true);
    expect(canOpen('user', '/packages/3')).toBe(true);
    expect(canOpen('astrologer', '/astrologer-dashboard')).toBe(true);
    expect(canOpen('admin', '/admin-articles')).toBe(true);
  });

  it('is false where the visitor would see the home page or the not-found page instead', () => {
    expect(canOpen('anonymous', '/packages')).toBe(false);
    expect(canOpen('astrologer', '/blog')).toBe(false);
    expect(canOpen('astrologer', '/consultations')).toBe(false);
    expect(canOpen('admin', '/consultations')).toBe(false);
    expect(canOpen('user', '/admin')).toBe(false);
  });
});

describe('remoteAtPath: the remote the start downloads before the session is known', () => {
  it('names the remote of each site path, parameters included, whoever may open it', () => {
    expect(remoteAtPath('/')).toBe('mf_marketplace');
    expect(remoteAtPath('/astrologers')).toBe('mf_marketplace');
    expect(remoteAtPath('/kundli')).toBe('mf_content');
    expect(remoteAtPath('/blog/some-article')).toBe('mf_content');
    expect(remoteAtPath('/chat/12')).toBe('mf_chat');
    expect(remoteAtPath('/admin')).toBe('mf_admin');
  });

  it('names none for the shell\'s own login page and for unknown paths (what they show depends on the session)', () => {
    expect(remoteAtPath('/login')).toBeNull();
    expect(remoteAtPath('/no-such-page')).toBeNull();
  });
});
