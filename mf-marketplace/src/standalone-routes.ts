import type { StandaloneRoute } from '@astrosetu/web-core/standalone';

// Where to try this remote's pages when it runs alone. In the composed site the shell's route table decides.
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', page: 'home' },
  { path: '/astrologers', page: 'astrologers' },
  { path: '/packages', page: 'packages' },
  { path: '/packages/:astrologerId', page: 'packages' },
  { path: '/checkout', page: 'checkout' },
  { path: '/payment', page: 'payment' },
  { path: '/payment/success', page: 'payment-success' },
  { path: '/payment/failure', page: 'payment-failure' },
  { path: '/consultations', page: 'consultations' },
  { path: '/profile', page: 'profile' },
  { path: '/purchases/:txnid', page: 'order' },
  { path: '/wallet', page: 'wallet' },
];
