/** The profile page's tabs, in order; the chosen one is kept in the URL (?tab=). */
export const PROFILE_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'purchases', label: 'Purchases' },
  { id: 'history', label: 'History' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'blocked', label: 'Blocked' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

export function profileTabOf(value: string | null): ProfileTabId {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
