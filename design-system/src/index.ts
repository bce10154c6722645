// Theme
export * from './theme/create-app-theme';
export * from './theme/app-theme-provider';
export * from './theme/brand-tokens';
export * from './theme/palettes';
export type { BrandPalette } from './theme/mui-augmentation';

// Pure formatters
export * from './format/format-money';
export * from './format/format-duration';

// Layout and content
export * from './components/page-hero/page-hero';
export * from './components/section-header/section-header';
export * from './components/empty-state/empty-state';
export * from './components/skeleton-card/skeleton-card';
export * from './components/stat-card/stat-card';
export * from './components/confirm-dialog/confirm-dialog';

// Money and ratings
export * from './components/price/price';
export * from './components/wallet-chip/wallet-chip';
export * from './components/rating-stars/rating-stars';
export * from './components/package-card/package-card';

// Marketplace
export * from './components/astrologer-card/astrologer-card';
export * from './components/filter-chips/filter-chips';
export * from './components/language-select/language-select';
export * from './components/language-select/indian-languages';
export * from './components/zodiac-sign-tile/zodiac-sign-tile';
export * from './components/zodiac-sign-tile/zodiac-signs';

// Chat
export * from './components/countdown-badge/countdown-badge';
export * from './components/countdown-badge/countdown-tone';
export * from './components/chat-bubble/chat-bubble';
export * from './components/chat-bubble/delivery-status';
export * from './components/typing-indicator/typing-indicator';

// Notifications
export * from './components/toast/toast';
export * from './components/toast/toast-provider';
export * from './components/toast/use-toast';
export * from './components/toast/toast-types';

// Charts
export * from './charts/line-chart';
export * from './charts/bar-chart';
export * from './charts/chart-types';
