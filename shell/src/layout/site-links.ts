import type { ShellMessageKey } from '../locales/use-text';
import { canOpen, type Audience } from '../routing/route-table';

/** A link of the navigation bar, the account menu or the footer. */
export interface SiteLink {
  to: string;
  /** The link's words in the shell's catalogue (t(link.labelKey)). */
  labelKey: ShellMessageKey;
}

/** Every audience, for the moments the session is still being confirmed (role not known yet). */
const audiences: readonly Audience[] = ['anonymous', 'user', 'astrologer', 'admin'];

/**
 * The links of `candidates` that the audience can open (the route table, docs/product-rules.md#routes). With no audience yet (a stored
 * token being checked), only the links every role can open, so that no one sees a link they cannot follow.
 */
function reachableLinks(candidates: readonly SiteLink[], audience: Audience | null): SiteLink[] {
  const who = audience ? [audience] : audiences;
  return candidates.filter((link) => who.every((each) => canOpen(each, link.to)));
}

/**
 * The navigation links, in order (docs/product-rules.md#navigation). Astrologers can open none of the public pages: their
 * dashboard is their link instead; Admin appears to admins only, because only they can open /admin.
 */
const navigationCandidates: readonly SiteLink[] = [
  { to: '/', labelKey: 'links.home' },
  { to: '/astrologer-dashboard', labelKey: 'links.dashboard' },
  { to: '/astrologers', labelKey: 'links.astrologers' },
  { to: '/kundli', labelKey: 'links.kundli' },
  { to: '/horoscopes', labelKey: 'links.horoscopes' },
  { to: '/blog', labelKey: 'links.blog' },
  { to: '/admin', labelKey: 'links.admin' },
];

/** The signed-in menu (Logout is an action, not a link): My Consultations for customers only. */
const accountCandidates: readonly SiteLink[] = [
  { to: '/profile', labelKey: 'links.profile' },
  { to: '/consultations', labelKey: 'links.consultations' },
  { to: '/admin', labelKey: 'links.adminDashboard' },
];

/** The footer links (/shipping-policy is labelled Delivery Policy). */
const footerCandidates: readonly SiteLink[] = [
  { to: '/', labelKey: 'links.home' },
  { to: '/astrologers', labelKey: 'links.astrologers' },
  { to: '/packages', labelKey: 'links.packages' },
  { to: '/blog', labelKey: 'links.blog' },
  { to: '/privacy-policy', labelKey: 'links.privacyPolicy' },
  { to: '/terms-of-service', labelKey: 'links.termsOfService' },
  { to: '/refund-policy', labelKey: 'links.refundPolicy' },
  { to: '/shipping-policy', labelKey: 'links.deliveryPolicy' },
];

export function navigationLinksFor(audience: Audience | null): SiteLink[] {
  return reachableLinks(navigationCandidates, audience);
}

export function accountLinksFor(audience: Audience): SiteLink[] {
  return reachableLinks(accountCandidates, audience);
}

export function footerLinksFor(audience: Audience | null): SiteLink[] {
  return reachableLinks(footerCandidates, audience);
}

/** Login links back to where the visitor was. */
export function loginHref(pathname: string, search = ''): string {
  if (pathname === '/login') return `/login${search}`;
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
