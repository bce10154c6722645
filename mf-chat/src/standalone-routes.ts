import type { StandaloneRoute } from '@astrosetu/web-core/standalone';

// Where to try this remote's pages when it runs alone. In the composed site the shell's route table decides.
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/chat', page: 'chat' },
  { path: '/astrologer-dashboard', page: 'astrologer-dashboard' },
  { path: '/dashboard', page: 'astrologer-dashboard' },
];
