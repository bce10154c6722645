import { createFederatedAppConfig } from '../tools/rspack/create-federated-app-config';
import { pageAtPath, routesByAudience } from './src/routing/route-table';

/**
 * Which remote draws each page a visitor (not signed in) may open: the site's server announces that remote's
 * manifest in the page's first HTML (tools/serve/page-html.ts). Signed-in pages are not announced: the server
 * does not know who asks, and a wrong guess would cost a phone the bytes of a remote it does not need.
 */
function visitorPageRemotes(): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const path of routesByAudience.anonymous.paths) {
    const target = pageAtPath[path];
    if (target?.kind === 'remote') remotes[path] = target.remote;
  }
  return remotes;
}

// The host. It lists no remotes at build time: it reads /remotes.json (public/remotes.json) when it starts.
export default createFederatedAppConfig({
  appDir: __dirname,
  project: 'shell',
  jsonAssets: { 'page-remotes.json': visitorPageRemotes() },
});
