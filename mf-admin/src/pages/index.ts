import { defineRemotePages } from '@astrosetu/web-core';
import { remoteIdentity } from '../build-info';

/**
 * The contract with the shell: page key -> component. The shell's route table maps paths to these keys;
 * each page is its own chunk, loaded when first shown.
 */
const pages = defineRemotePages(remoteIdentity, {
  admin: () => import('./admin-page'),
  'admin-articles': () => import('./admin-articles-page'),
});

export type PageKey = keyof typeof pages;
export default pages;
