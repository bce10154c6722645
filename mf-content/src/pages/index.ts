import { defineRemotePages } from '@astrosetu/web-core';
import { remoteIdentity } from '../build-info';

/**
 * The contract with the shell: page key -> component. The shell's route table maps paths to these keys;
 * each page is its own chunk, loaded when first shown.
 */
const pages = defineRemotePages(remoteIdentity, {
  horoscopes: () => import('./horoscopes-page'),
  'daily-horoscope': () => import('./daily-horoscope-page'),
  'weekly-horoscope': () => import('./weekly-horoscope-page'),
  'monthly-horoscope': () => import('./monthly-horoscope-page'),
  tools: () => import('./tools-page'),
  festivals: () => import('./festivals-page'),
  divination: () => import('./divination-page'),
  'match-making': () => import('./match-making-page'),
  'astrological-report-form': () => import('./astrological-report-form-page'),
  'chart-test': () => import('./chart-test-page'),
  blog: () => import('./blog-page'),
  'blog-article': () => import('./blog-article-page'),
  'blog-category': () => import('./blog-category-page'),
  'privacy-policy': () => import('./privacy-policy-page'),
  'terms-of-service': () => import('./terms-of-service-page'),
  'refund-policy': () => import('./refund-policy-page'),
  'shipping-policy': () => import('./shipping-policy-page'),
  'not-found': () => import('./not-found-page'),
});

export type PageKey = keyof typeof pages;
export default pages;
