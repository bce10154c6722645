import { resolveRoute, routesByAudience, type Audience } from '../routing/route-table';
import { useShellText } from '../locales/use-text';
import { accountLinksFor, footerLinksFor, navigationLinksFor, type SiteLink } from './site-links';

const audiences: Audience[] = ['anonymous', 'user', 'astrologer', 'admin'];
/** The links as people read them (in English, the tests' language). */
const asShown = (links: SiteLink[]) => links.map((link) => ({ to: link.to, label: useShellText.translate(link.labelKey) }));
const labels = (links: SiteLink[]) => asShown(links).map((link) => link.label);
const policies = ['Privacy Policy', 'Terms of Service', 'Refund Policy', 'Delivery Policy'];

describe('navigation bar links (only those the role may open)', () => {
  it('anonymous visitors and customers get Home, Astrologers, Kundli, Horoscopes and Blog', () => {
    const expected = [
      { to: '/', label: 'Home' },
      { to: '/astrologers', label: 'Astrologers' },
      { to: '/kundli', label: 'Kundli' },
      { to: '/horoscopes', label: 'Horoscopes' },
      { to: '/blog', label: 'Blog' },
    ];
    expect(asShown(navigationLinksFor('anonymous'))).toEqual(expected);
    expect(asShown(navigationLinksFor('user'))).toEqual(expected);
  });

  it('astrologers get Home and their Dashboard instead of the public pages they cannot open', () => {
    expect(asShown(navigationLinksFor('astrologer'))).toEqual([
      { to: '/', label: 'Home' },
      { to: '/astrologer-dashboard', label: 'Dashboard' },
    ]);
  });

  it('admins get the public links plus Admin', () => {
    expect(labels(navigationLinksFor('admin'))).toEqual(['Home', 'Astrologers', 'Kundli', 'Horoscopes', 'Blog', 'Admin']);
    expect(asShown(navigationLinksFor('admin')).at(-1)).toEqual({ to: '/admin', label: 'Admin' });
  });

  it('while the session is being confirmed, shows only what every role can open', () => {
    expect(asShown(navigationLinksFor(null))).toEqual([{ to: '/', label: 'Home' }]);
  });
});

describe('signed-in menu links (only those the role may open)', () => {
  it('customers get Profile and My Consultations', () => {
    expect(asShown(accountLinksFor('user'))).toEqual([
      { to: '/profile', label: 'Profile' },
      { to: '/consultations', label: 'My Consultations' },
    ]);
  });

  it('astrologers get Profile only (no consultations route)', () => {
    expect(asShown(accountLinksFor('astrologer'))).toEqual([{ to: '/profile', label: 'Profile' }]);
  });

  it('admins get Profile and Admin Dashboard (no consultations route)', () => {
    expect(asShown(accountLinksFor('admin'))).toEqual([
      { to: '/profile', label: 'Profile' },
      { to: '/admin', label: 'Admin Dashboard' },
    ]);
  });
});

describe('footer links (only those the role may open)', () => {
  it('customers get all eight', () => {
    expect(labels(footerLinksFor('user'))).toEqual(['Home', 'Astrologers', 'Packages', 'Blog', ...policies]);
  });

  it('anonymous visitors and admins get them without Packages, which they cannot open', () => {
    expect(labels(footerLinksFor('anonymous'))).toEqual(['Home', 'Astrologers', 'Blog', ...policies]);
    expect(labels(footerLinksFor('admin'))).toEqual(['Home', 'Astrologers', 'Blog', ...policies]);
  });

  it('astrologers get Home only', () => {
    expect(labels(footerLinksFor('astrologer'))).toEqual(['Home']);
  });
});

describe.each(audiences)('every link shown to %s', (audience) => {
  const shown = [...navigationLinksFor(audience), ...footerLinksFor(audience), ...(audience === 'anonymous' ? [] : accountLinksFor(audience))];

  it('opens a page of their own, never the not-found page or the fallback for unknown paths', () => {
    const fallback = routesByAudience[audience].unknownPath;
    for (const link of shown) {
      if (link.to === '/') continue;
      expect({ link: link.to, target: resolveRoute(audience, link.to) }).not.toEqual({ link: link.to, target: fallback });
    }
  });
});
