import { defineRemotePages } from '@astrosetu/web-core';
import { remoteIdentity } from '../build-info';
import { useMarketplaceText } from '../locales/use-text';

/** Every page but home brings its text with it: a first visit's bundled English holds only the home page's sections. */
const withText = useMarketplaceText.withCompleteCatalogue;

/**
 * The contract with the shell: page key -> component. The shell's route table maps paths to these keys;
 * each page is its own chunk, loaded when first shown.
 */
const pages = defineRemotePages(remoteIdentity, {
  home: () => import('./home-page'),
  astrologers: withText(() => import('./astrologers-page')),
  packages: withText(() => import('./packages-page')),
  checkout: withText(() => import('./checkout-page')),
  payment: withText(() => import('./payment-page')),
  'payment-success': withText(() => import('./payment-success-page')),
  'payment-failure': withText(() => import('./payment-failure-page')),
  consultations: withText(() => import('./consultations-page')),
  profile: withText(() => import('./profile-page')),
  order: withText(() => import('./order-page')),
  wallet: withText(() => import('./wallet-page')),
});

export type PageKey = keyof typeof pages;
export default pages;
