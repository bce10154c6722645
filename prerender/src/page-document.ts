// The shell's index.html with a prerendered page written into it: the document's language and direction, the head
// a search engine or a link preview reads, and the page's content inside #root, plainly styled so it paints before
// any script has run. The shell keeps that content on screen until the remote's page has mounted (shell/src/prerender).
import { html, raw, scriptJson } from './html';
import { textDirection } from './languages';
import type { PrerenderedPage } from './prerendered-page';

/** Plain styles in the brand's colours: readable at 360 px, the hero as tall as PageHero's, no web fonts needed. */
const STYLE = `
body{margin:0;background:#FBF8F3;color:#1F1B2E;font-family:"Noto Sans","Noto Sans Devanagari","Noto Sans Tamil","Noto Sans Bengali","Noto Nastaliq Urdu","Segoe UI","Nirmala UI",Roboto,system-ui,-apple-system,"Helvetica Neue",Arial,sans-serif;line-height:1.6;-webkit-font-smoothing:antialiased}
.pr-bar{box-sizing:border-box;height:61px;border-bottom:1px solid #E7E0D2;background:#fff;display:flex;align-items:center;padding:0 16px;font-weight:700;font-size:1.25rem;color:#2F2B7A}
@media (min-width:900px){.pr-bar{height:69px;padding:0 24px}}
.pr-wrap{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:0 16px}
@media (min-width:600px){.pr-wrap{padding:0 24px}}
.pr-hero{background:linear-gradient(135deg,#1E1B52 0%,#2F2B7A 100%);color:#fff;padding:32px 0}
@media (min-width:900px){.pr-hero{padding:40px 0}}
[data-prerendered] h1,[data-prerendered] h2,[data-prerendered] h3{font-family:"Noto Serif","Noto Serif Devanagari","Noto Serif Tamil","Noto Sans Devanagari","Noto Sans Tamil","Nirmala UI",Georgia,"Times New Roman",serif;font-weight:600}
.pr-hero h1{margin:0 0 8px;font-size:1.75rem;line-height:1.25}
.pr-hero-large{padding:48px 0}.pr-hero-large h1{font-size:2.125rem}
@media (min-width:900px){.pr-hero-large{padding:80px 0}.pr-hero-large h1{font-size:2.75rem}}
.pr-eyebrow{margin:0 0 8px;color:#F8C46A;font-weight:700;font-size:.875rem}
.pr-lead{margin:0;max-width:680px;opacity:.92}
.pr-section{padding-top:24px;padding-bottom:8px}
.pr-section h2{font-size:1.375rem;line-height:1.3;margin:0 0 12px}
.pr-cards{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.pr-card{background:#fff;border:1px solid #E7E0D2;border-radius:12px;padding:16px}
.pr-card h3{margin:0 0 6px;font-size:1.0625rem;line-height:1.35}
.pr-card p{margin:4px 0}
.pr-links{display:flex;flex-wrap:wrap;gap:8px 16px;list-style:none;margin:0;padding:0}
.pr-meta{color:#5A556B;font-size:.875rem}
.pr-article{max-width:900px;padding-top:24px;padding-bottom:40px}
.pr-article h1{font-size:1.875rem;line-height:1.25;margin:12px 0 8px}
.pr-article .pr-lead{color:#5A556B;font-size:1.125rem;opacity:1}
.pr-image{width:100%;max-height:420px;object-fit:cover;border-radius:12px;margin-top:16px}
.pr-prose{font-size:1.0625rem;line-height:1.8;overflow-wrap:break-word}
.pr-prose th,.pr-prose td{padding:6px 8px;border-bottom:1px solid #E7E0D2;text-align:start;vertical-align:top}
.pr-prose img{max-width:100%;height:auto}
.pr-prose table{display:block;overflow-x:auto}
[data-prerendered] a{color:#2F2B7A}
`
  .trim()
  .replace(/\n/g, '');

const absolute = (siteUrl: string, path: string): string => (/^https?:\/\//.test(path) ? path : new URL(path, `${siteUrl}/`).toString());

const ABSOLUTE_KEYS = ['url', 'logo', 'mainEntityOfPage', 'item', 'image'];

/** Absolute URLs in JSON-LD: url, logo, mainEntityOfPage, item, image. */
function absolutise(value: unknown, siteUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absolutise(item, siteUrl));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, ABSOLUTE_KEYS.includes(key) && typeof item === 'string' ? absolute(siteUrl, item) : absolutise(item, siteUrl)]),
    );
  }
  return value;
}

/**
 * @param indexHtml the shell's built index.html (or the page HTML the shell's server would send)
 * @param siteName the site's name as the shell's catalogue writes it (titles and og:site_name)
 * @param siteUrl the public origin (PUBLIC_SITE_URL), for canonical, hreflang and Open Graph URLs
 */
export function pageDocument(indexHtml: string, page: PrerenderedPage, siteName: string, siteUrl: string): string {
  // As web-core's documentTitleOf: the page's own title, then the site's name.
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  const canonical = absolute(siteUrl, page.path);
  const structured: object[] = [...(page.jsonLd ?? [])];
  if (page.breadcrumbs?.length) {
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
    });
  }
  const image = page.image ? absolute(siteUrl, page.image) : undefined;
  const head = [
    page.noindex ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${canonical}">`,
    ...(page.noindex ? [] : (page.alternates ?? [])).map((alternate) => html`<link rel="alternate" hreflang="${alternate.hreflang}" href="${absolute(siteUrl, alternate.path)}">`),
    html`<meta property="og:site_name" content="${siteName}">`,
    html`<meta property="og:type" content="${page.ogType ?? 'website'}">`,
    html`<meta property="og:title" content="${title}">`,
    html`<meta property="og:description" content="${page.description}">`,
    html`<meta property="og:url" content="${canonical}">`,
    image ? html`<meta property="og:image" content="${image}">` : '',
    html`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    html`<meta name="twitter:title" content="${title}">`,
    html`<meta name="twitter:description" content="${page.description}">`,
    image ? html`<meta name="twitter:image" content="${image}">` : '',
    ...structured.map((data) => `<script type="application/ld+json">${scriptJson(absolutise(data, siteUrl))}</script>`),
    `<style data-prerendered>${STYLE}</style>`,
  ].join('');
  const body = html`<div data-prerendered-page><div class="pr-bar" aria-hidden="true">${siteName}</div><main id="main"><div data-prerendered>${raw(page.body)}</div></main></div>`;
  const direction = textDirection(page.language);
  const htmlOpen = direction === 'rtl' ? html`<html lang="${page.language}" dir="rtl"` : html`<html lang="${page.language}"`;

  // Function replacements: a '$' in an article must not be read as a replacement pattern.
  return (
    indexHtml
      .replace(/<html lang="[^"]*"/, () => String(htmlOpen))
      .replace(/<title>[\s\S]*?<\/title>/, () => String(html`<title>${title}</title>`))
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => String(html`<meta name="description" content="${page.description}" />`))
      .replace('</head>', () => `${head}</head>`)
      // The page reads without scripts: the app's "needs JavaScript" notice would only push it down.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`)
  );
}
