import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { languageOnArrival, startInArrivalLanguage } from '@astrosetu/design-system/i18n';
import { getAppStore, restoreSession } from '@astrosetu/web-core';
import { App } from './app/app';
import { keepDefaultDocumentMetaInLanguage } from './app/default-document-meta';
import { adoptPrerenderedContent } from './prerender/prerendered-content';
import { ownCopyFallbackPlugin } from './remotes/own-copy-fallback-plugin';
import { remoteFallbackPlugin } from './remotes/remote-fallback-plugin';
import { RemoteRegistry } from './remotes/remote-registry';
import { remoteAtPath } from './routing/route-table';

registerPlugins([remoteFallbackPlugin()]);
// Global: applies to every remote's container, created when its remoteEntry.js starts (after this line).
registerGlobalPlugins([ownCopyFallbackPlugin()]);
const registry = new RemoteRegistry({ runtime: { loadRemote, registerRemotes } });
registry.start().catch((error: unknown) => console.error('Could not read /remotes.json', error));
// The remote that draws this page downloads while the shell renders, instead of after (on a slow phone the first
// render takes longer than the remote's entry takes to arrive).
const firstRemote = remoteAtPath(window.location.pathname);
if (firstRemote) registry.preload(firstRemote);

const store = getAppStore();
void store.dispatch(restoreSession());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server's prerendered page stays on screen until the remote's page can take over (prerender/). Its copy is
// English: a visitor who chose another language sees the page first in theirs, without that copy.
if (languageOnArrival() === 'en') adoptPrerenderedContent(container);
else container.querySelector('[data-prerendered-page]')?.remove();
// The first render is in the visitor's language (?lang=, else their choice): Hindi or Tamil catalogues arrive first.
void startInArrivalLanguage().then(() => {
  keepDefaultDocumentMetaInLanguage();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (on a slow phone, hundreds of milliseconds during which a tap on the prerendered page
  // gets no answer): total blocking time, issue 19. The prerendered page stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App registry={registry} store={store} />
      </StrictMode>,
    );
  });
});
