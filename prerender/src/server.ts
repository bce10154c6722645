// The prerender on its own, for production behind nginx (deploy/nginx/prerender.conf, docs/deploy.md): nginx sends
// the HTML requests of the public routes here and serves everything else itself. Built to dist/server.mjs:
//   SHELL_DIST=/srv/astrosetu/shell API_URL=http://127.0.0.1:3000 PUBLIC_SITE_URL=https://www.astrosetu.example \
//   PRERENDER_PORT=4280 node prerender/dist/server.mjs
// A route with nothing to prerender, or an API that does not answer in time, gets the shell's plain index.html.
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
// The same page HTML as the shell's server of `npm start` (tools/ is no project: the build bundles it in).
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/serve holds the site servers' shared pieces
import { shellPageHtml } from '../../tools/serve/page-html';
import { createPrerender } from './prerender';

const root = resolve(process.env.SHELL_DIST ?? 'shell/dist');
const port = Number(process.env.PRERENDER_PORT ?? 4280);
const host = process.env.PRERENDER_HOST ?? '127.0.0.1';

const app = express();
app.disable('x-powered-by');
app.use(compression());
// The shell's page HTML with /remotes.json inlined and the page's remote announced (page-html.mjs), as `npm start` serves it.
const pageHtml = shellPageHtml(root);
app.use(createPrerender({ root: () => root, apiTarget: process.env.API_URL ?? 'http://127.0.0.1:3000', baseHtml: pageHtml }));
app.use((request, response) => {
  response.setHeader('Cache-Control', 'no-cache');
  const html = pageHtml(request.path);
  if (html === undefined) return response.sendFile(join(root, 'index.html'));
  response.type('html').send(html);
});
const server = app.listen(port, host, () => console.log(`prerender of ${root} on http://${host}:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
