// The site's languages in the prerendered HTML. Prerendered copy is English (page-copy.mjs), so a page asked for
// in another language (`?lang=hi`) is not prerendered: it is the app shell with <html lang> and the site's title
// and description in that language, and the app paints the page in it (no English flash that then changes). Every
// page names its language alternates (hreflang: ?lang=hi, ?lang=ta), so search engines find each language.
import { readFileSync } from 'node:fs';
import { html } from './html.mjs';

const workspace = new URL('../../../', import.meta.url);

/** The offered language codes, read from contracts (the one list the API and the web use), English first. */
function offeredLanguages() {
  const source = readFileSync(new URL('contracts/src/ui-language.ts', workspace), 'utf8');
  const list = /export const uiLanguages = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/code: '([a-z]+)'/g)].map((match) => match[1]);
}

export const siteLanguages = offeredLanguages();

/** The site's own title and description in each language (the shell's catalogue: what the app shows too). */
const shellMeta = Object.fromEntries(
  siteLanguages.map((code) => [code, JSON.parse(readFileSync(new URL(`shell/src/locales/${code}.json`, workspace), 'utf8')).meta]),
);

/** `?lang=` of a request as an offered language ('hi-IN' -> 'hi'), or null. */
export function requestedLanguage(query) {
  const primary = (query.get('lang') ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return siteLanguages.includes(primary) ? primary : null;
}

/** A page's address in a language: ?lang= set (English: removed), its other parameters kept. */
export function pathInLanguage(path, language) {
  const url = new URL(path, 'http://site');
  if (language === 'en') url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return url.pathname + url.search;
}

/** hreflang alternates of a page: each offered language, and x-default (English, the default). */
export function languageAlternates(path) {
  return [...siteLanguages.map((code) => ({ hreflang: code, path: pathInLanguage(path, code) })), { hreflang: 'x-default', path: pathInLanguage(path, 'en') }];
}

const absolute = (siteUrl, path) => new URL(path, `${siteUrl}/`).toString();

/**
 * The shell's index.html for a page asked for in a language other than English: <html lang>, the site's title
 * and description in that language, canonical (this language's address) and the language alternates; #root
 * stays empty for the app to render in that language.
 * @param {string} indexHtml @param {string} path the requested path and query @param {string} language @param {string} siteUrl
 */
export function languageDocument(indexHtml, path, language, siteUrl) {
  const meta = shellMeta[language];
  const head = [
    html`<link rel="canonical" href="${absolute(siteUrl, pathInLanguage(path, language))}">`,
    ...languageAlternates(path).map((alternate) => html`<link rel="alternate" hreflang="${alternate.hreflang}" href="${absolute(siteUrl, alternate.path)}">`),
  ].join('');
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => html`<html lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => html`<title>${meta.title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => html`<meta name="description" content="${meta.description}" />`)
    .replace('</head>', () => `${head}</head>`);
}
