import { baseApi } from '@astrosetu/web-core';

/**
 * The admin remote's slice of the shared RTK Query api. Features inject their endpoints here; they never import
 * each other, so a change in one panel reaches the others through these tags (approving an astrologer
 * refreshes the summary cards and the audit log, for instance).
 */
export const adminApi = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminStats', 'AdminUsers', 'AdminAstrologers', 'AdminAnalytics', 'AuditLog', 'AdminArticles', 'Categories'],
});

/** What every admin write changes besides its own list: the figures and the audit log. */
export const afterAdminWrite = ['AdminStats', 'AdminAnalytics', 'AuditLog'] as const;
