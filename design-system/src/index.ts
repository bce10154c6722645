// The whole design system in one import, kept for compatibility. Apps import the per-component entries instead
// (`@astrosetu/design-system/theme`, `.../toast`, `.../astrologer-card`, ...; see package.json "exports"):
// federation shares each entry as its own module, whole, so this barrel would download every component and its
// MUI dependencies. It re-exports those entries by package name, not by relative path, so that under federation
// it resolves to the same shared modules (one toast context whichever way a page imports useToast).
export * from '@astrosetu/design-system/theme';
export * from '@astrosetu/design-system/format';
export * from '@astrosetu/design-system/i18n';
export * from '@astrosetu/design-system/locales';

// Layout and content
export * from '@astrosetu/design-system/page-hero';
export * from '@astrosetu/design-system/section-header';
export * from '@astrosetu/design-system/empty-state';
export * from '@astrosetu/design-system/skeleton-card';
export * from '@astrosetu/design-system/stat-card';
export * from '@astrosetu/design-system/confirm-dialog';

// Money and ratings
export * from '@astrosetu/design-system/price';
export * from '@astrosetu/design-system/wallet-chip';
export * from '@astrosetu/design-system/rating-stars';
export * from '@astrosetu/design-system/review-form';
export * from '@astrosetu/design-system/package-card';

// Marketplace
export * from '@astrosetu/design-system/astrologer-card';
export * from '@astrosetu/design-system/filter-chips';
export * from '@astrosetu/design-system/language-select';
export * from '@astrosetu/design-system/zodiac-sign-tile';

// Chat
export * from '@astrosetu/design-system/countdown-badge';
export * from '@astrosetu/design-system/chat-bubble';
export * from '@astrosetu/design-system/typing-indicator';

// Notifications
export * from '@astrosetu/design-system/toast';

// Charts
export * from '@astrosetu/design-system/charts';
