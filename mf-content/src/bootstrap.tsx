import { renderStandaloneRemote } from '@astrosetu/web-core/standalone';
import pages from './pages';
import { standaloneRoutes } from './standalone-routes';

// Standalone mode (this remote's own index.html, port of tools/web-apps.ts): its pages without the shell.
renderStandaloneRemote({ title: 'mf-content', pages, routes: standaloneRoutes });
