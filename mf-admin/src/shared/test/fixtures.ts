import type { AdminAstrologer, AdminStats, Article, ArticleSummary, AuditEntry, Category, Page, User } from '@astrosetu/contracts';
import { aUser } from '@astrosetu/web-core/testing';

export function anAdmin(overrides: Partial<User> = {}): User {
  return { id: 3, username: 'Admin', email: 'admin@example.com', role: 'admin', isActive: true, createdAt: '2025-01-01T00:00:00.000Z', balance: 0, ...overrides };
}

export function aCustomer(overrides: Partial<User> = {}): User {
  return aUser({ phone: '+91 98765 43210', createdAt: '2025-03-01T06:30:00.000Z', ...overrides });
}

export function anAstrologer(overrides: Partial<AdminAstrologer> = {}): AdminAstrologer {
  const id = overrides.id ?? 21;
  return {
    id,
    name: `Astrologer ${id}`,
    email: `astro${id}@example.com`,
    image: `/api/avatars/${id}.svg`,
    gender: 'female',
    experience: 12,
    specializations: ['Vedic Astrology', 'Numerology'],
    languages: ['Hindi', 'English'],
    description: 'Reads charts with care.',
    ratePerMinute: 30,
    takesCalls: false,
    callRatePerMinute: null,
    availableFrom: '09:00',
    availableTo: '21:00',
    rating: 4.6,
    reviewCount: 120,
    isApproved: true,
    approvalStatus: 'approved',
    isOnline: false,
    totalConsultations: 400,
    totalEarnings: 1_250_000,
    createdAt: '2024-06-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aPage<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function someStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 42,
    activeUsers: 40,
    pendingApprovals: 3,
    adminUsers: 1,
    totalAstrologers: 17,
    onlineAstrologers: 9,
    topPerformers: [anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', totalConsultations: 900 })],
    ...overrides,
  };
}

export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 5,
    slug: 'saturn-return',
    title: 'Saturn Return',
    excerpt: 'What the return of Saturn means.',
    content: '# Saturn\n\nA **slow** planet.',
    category: 'vedic-astrology',
    categoryName: 'Vedic Astrology',
    language: 'en',
    tags: ['saturn', 'transits'],
    featuredImage: '',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: [],
    status: 'published',
    author: { id: 3, username: 'Admin' },
    readTime: 1,
    viewCount: 12,
    publishedAt: '2025-02-01T00:00:00.000Z',
    createdAt: '2025-02-01T00:00:00.000Z',
    updatedAt: '2025-02-01T00:00:00.000Z',
    translations: [],
    ...overrides,
  };
}

export function anArticleSummary(overrides: Partial<Article> = {}): ArticleSummary {
  const { content: _content, ...summary } = anArticle(overrides);
  return summary;
}

export function someCategories(): Category[] {
  return [
    { id: 1, slug: 'vedic-astrology', name: 'Vedic Astrology', icon: 'auto_awesome', color: '#8B5CF6' },
    { id: 2, slug: 'numerology', name: 'Numerology', icon: 'pin', color: '#F59E0B' },
  ];
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 3, username: 'Admin' },
    action: 'user.deactivate',
    target: { type: 'user', id: 7 },
    summary: 'Deactivated Asha Rao (asha@example.com)',
    before: { id: 7, isActive: true },
    after: { id: 7, isActive: false },
    createdAt: '2025-03-02T10:15:00.000Z',
    ...overrides,
  };
}
