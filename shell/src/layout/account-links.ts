import type { SiteLink } from './site-links';

/** Spec 2.2: the signed-in menu's links (Logout is an action, not a link). */
export function accountLinksFor(isAdmin: boolean): SiteLink[] {
  return [
    { to: '/profile', label: 'Profile' },
    { to: '/consultations', label: 'My Consultations' },
    ...(isAdmin ? [{ to: '/admin', label: 'Admin Dashboard' }] : []),
  ];
}
