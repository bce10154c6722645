import { defineRemotePages } from '@astrosetu/web-core';
import { remoteIdentity } from '../build-info';

/**
 * The contract with the shell: page key -> component. The shell's route table maps paths to these keys;
 * each page is its own chunk, loaded when first shown.
 */
const pages = defineRemotePages(remoteIdentity, {
  home: () => import('./home-page'),
  astrologers: () => import('./astrologers-page'),
  packages: () => import('./packages-page'),
  checkout: () => import('./checkout-page'),
  payment: () => import('./payment-page'),
  'payment-success': () => import('./payment-success-page'),
  'payment-failure': () => import('./payment-failure-page'),
  consultations: () => import('./consultations-page'),
  profile: () => import('./profile-page'),
  order: () => import('./order-page'),
});

export type PageKey = keyof typeof pages;
export default pages;
