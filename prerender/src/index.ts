// @astrosetu/prerender: the public pages as HTML in every offered language (prerender.ts). Built to dist/index.mjs,
// which tools/serve/static-server.ts mounts on the shell's server; dist/server.mjs runs it on its own (production).
export { createPrerender, type PrerenderMiddleware, type PrerenderOptions } from './prerender';
export { languageAlternates, pathInLanguage, requestedLanguage, siteLanguages, textDirection } from './languages';
