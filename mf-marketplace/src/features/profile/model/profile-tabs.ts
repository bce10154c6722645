import type { MarketplaceKey } from '../../../locales/use-text';

/** The profile page's tabs (labels are catalogue keys), in order; the chosen one is kept in the URL (?tab=). */
export const PROFILE_TABS = [
  { id: 'profile', label: 'profile.tabs.profile' },
  { id: 'analytics', label: 'profile.tabs.analytics' },
  { id: 'purchases', label: 'orders.purchases' },
  { id: 'history', label: 'profile.tabs.history' },
  { id: 'notifications', label: 'profile.tabs.notifications' },
  { id: 'favorites', label: 'profile.tabs.favorites' },
  { id: 'blocked', label: 'profile.tabs.blocked' },
] as const satisfies readonly { id: string; label: MarketplaceKey }[];

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

export function profileTabOf(value: string | null): ProfileTabId {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
