/** Spec 2.2: the navigation bar's links (Admin only for admins) and the footer's. */
export interface SiteLink {
  to: string;
  label: string;
}

export const navigationLinks: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/astrologers', label: 'Astrologers' },
  { to: '/kundli', label: 'Kundli' },
  { to: '/horoscopes', label: 'Horoscopes' },
  { to: '/blog', label: 'Blog' },
];

export const adminNavigationLink: SiteLink = { to: '/admin', label: 'Admin' };

export function navigationLinksFor(isAdmin: boolean): readonly SiteLink[] {
  return isAdmin ? [...navigationLinks, adminNavigationLink] : navigationLinks;
}

export const footerLinks: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/astrologers', label: 'Astrologers' },
  { to: '/packages', label: 'Packages' },
  { to: '/blog', label: 'Blog' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/shipping-policy', label: 'Delivery Policy' },
];

/** Spec 2.2: Login links back to where the visitor was. */
export function loginHref(pathname: string, search = ''): string {
  if (pathname === '/login') return `/login${search}`;
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
