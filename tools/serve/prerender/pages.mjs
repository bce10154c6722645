// What each public route's prerendered page holds: the head (title, description, canonical, Open Graph,
// JSON-LD) and the body's content, from the API's data. A route returns undefined when it has nothing to say
// without JavaScript (the page is then served as the plain app shell).
import { html, raw } from './html.mjs';
import { importTypeScript } from './import-typescript.mjs';
import { markdownRenderer } from './markdown.mjs';
import {
  articleNotFound,
  astrologersPage,
  blogPage,
  homeHero,
  horoscopePeriodPages,
  horoscopesPage,
  TOOLS_EYEBROW,
  toolPages,
} from './page-copy.mjs';

/**
 * @typedef {object} PrerenderedPage
 * @property {number} status
 * @property {string} title the page's title as useDocumentMeta sets it (the site name is added to it)
 * @property {string} description
 * @property {string} path the canonical path (with the query that selects the content, e.g. ?sign=leo)
 * @property {string} [lang]
 * @property {'website' | 'article'} [ogType]
 * @property {string} [image] absolute or site path
 * @property {Array<{ hreflang: string, path: string }>} [alternates]
 * @property {Array<{ name: string, path: string }>} [breadcrumbs] from the home page down to this page
 * @property {object[]} [jsonLd] structured data besides the breadcrumbs
 * @property {string} body the HTML of the page's content (escaped or sanitised)
 */

let sharedModules;
/** contracts' sign list and mf-content's period labels (the same dates the React page shows), loaded once. */
async function shared() {
  sharedModules ??= Promise.all([
    importTypeScript(new URL('../../../contracts/src/astrology/zodiac.ts', import.meta.url)),
    importTypeScript(new URL('../../../mf-content/src/features/horoscopes/model/horoscope-periods.ts', import.meta.url)),
  ]).then(([zodiac, periods]) => ({ zodiacSigns: zodiac.zodiacSigns, periodLabel: periods.periodLabel }));
  return sharedModules;
}

const HOME = { name: 'Home', path: '/' };
/** An astrologer's ratePerMinute is whole rupees (contracts/src/astrologer.ts). */
const rupees = (amount) => `₹${amount.toLocaleString('en-IN')}`;
/** PageHero: `large` is its full size (the home page), otherwise its dense one. */
const hero = ({ eyebrow, title, subtitle, large = false }) => html`<header class="${large ? 'pr-hero pr-hero-large' : 'pr-hero'}">
  <div class="pr-wrap">${eyebrow ? html`<p class="pr-eyebrow">${eyebrow}</p>` : ''}<h1>${title}</h1>${subtitle ? html`<p class="pr-lead">${subtitle}</p>` : ''}</div>
</header>`;
const section = (heading, content) => html`<section class="pr-wrap pr-section">${heading ? html`<h2>${heading}</h2>` : ''}${raw(content)}</section>`;

/**
 * The articles' language of /blog (web: useBlogLanguage): ?articles=, else an older link's ?lang= (a site language
 * never reaches here: such a page is not prerendered), English when absent.
 */
const blogLanguage = (query) => [query.get('articles'), query.get('lang')].find((code) => /^[a-z]{2,3}$/.test(code ?? '')) ?? 'en';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const formatDay = (iso) =>
  ISO_DAY.test(iso ?? '')
    ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })
    : '';

/**
 * @param {{ pathname: string, query: URLSearchParams, api: (path: string) => Promise<{ status: number, body: any }> }} request
 * @returns {Promise<PrerenderedPage | undefined>}
 */
export async function prerenderPage({ pathname, query, api }) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return homePage(api);
  if (path === '/astrologers') return astrologerListing(api);
  if (path === '/blog') return blogList(api, blogLanguage(query));
  const article = /^\/blog\/([^/]+)$/.exec(path);
  if (article) return blogArticle(api, decodeURIComponent(article[1]));
  if (path === '/horoscopes') return horoscopesOverview(api);
  if (horoscopePeriodPages[path]) return horoscopePeriod(api, path, query.get('sign'));
  if (toolPages[path]) return toolPage(path);
  return undefined;
}

async function homePage(api) {
  const astrologers = await api('/api/astrologers');
  const list = Array.isArray(astrologers.body) ? astrologers.body.slice(0, 6) : [];
  const { zodiacSigns } = await shared();
  return {
    status: 200,
    // The home page keeps index.html's own title and description (it sets none of its own).
    title: 'AstroSetu · Talk to astrologers online',
    description: 'Chat live with trusted astrologers, read your horoscope and use free astrology tools. Pay in rupees from your wallet or by card and UPI.',
    path: '/',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'AstroSetu', url: '/', logo: '/favicon.svg' },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: 'AstroSetu', url: '/' },
    ],
    body: [
      hero({ ...homeHero, large: true }),
      list.length ? section('Featured astrologers', astrologerCards(list)) : '',
      section('Astrology services', toolLinks()),
      section('Your zodiac sign', signLinks(zodiacSigns, '/daily-horoscope')),
    ].join(''),
  };
}

const astrologerCards = (astrologers) =>
  html`<ul class="pr-cards">${astrologers.map(
    (astrologer) => html`<li class="pr-card"><h3>${astrologer.name}</h3>
<p>${astrologer.specializations.join(', ')}</p>
<p class="pr-meta">${astrologer.experience} years · ${astrologer.languages.join(', ')} · ${rupees(astrologer.ratePerMinute)}/min · ★ ${astrologer.rating.toFixed(1)} (${astrologer.reviewCount})</p></li>`,
  )}</ul>`;

const toolLinks = () =>
  html`<ul class="pr-links">${Object.entries(toolPages).map(([path, tool]) => html`<li><a href="${path}">${tool.title}</a></li>`)}<li><a href="/horoscopes">Horoscopes</a></li><li><a href="/blog">Blog</a></li></ul>`;

const signLinks = (signs, base) =>
  html`<ul class="pr-links">${signs.map((sign) => html`<li><a href="${base}?sign=${sign.id}">${sign.symbol} ${sign.name} (${sign.sanskrit})</a></li>`)}</ul>`;

async function astrologerListing(api) {
  const astrologers = await api('/api/astrologers');
  const list = Array.isArray(astrologers.body) ? astrologers.body : [];
  return {
    status: 200,
    title: astrologersPage.title,
    description: astrologersPage.subtitle,
    path: '/astrologers',
    breadcrumbs: [HOME, { name: astrologersPage.title, path: '/astrologers' }],
    body: [hero({ ...astrologersPage, title: astrologersPage.heading }), section('', astrologerCards(list))].join(''),
  };
}

async function blogList(api, language) {
  const articles = await api(`/api/articles?language=${encodeURIComponent(language)}&limit=50`);
  const list = Array.isArray(articles.body) ? articles.body : [];
  return {
    status: 200,
    title: blogPage.title,
    description: blogPage.subtitle,
    path: language === 'en' ? '/blog' : `/blog?articles=${language}`,
    breadcrumbs: [HOME, { name: 'Blog', path: '/blog' }],
    body: [
      hero(blogPage),
      section(
        '',
        html`<ul class="pr-cards">${list.map(
          (article) => html`<li class="pr-card" lang="${article.language}"><h3><a href="/blog/${encodeURIComponent(article.slug)}">${article.title}</a></h3>
<p>${article.excerpt}</p><p class="pr-meta">${article.categoryName} · ${formatDay(article.publishedAt)} · ${article.readTime} min read</p></li>`,
        )}</ul>`,
      ),
    ].join(''),
  };
}

async function blogArticle(api, slug) {
  const answer = await api(`/api/seo/articles/${encodeURIComponent(slug)}`);
  if (answer.status === 404) {
    return {
      status: 404,
      title: articleNotFound.title,
      description: articleNotFound.description,
      path: `/blog/${slug}`,
      noindex: true,
      body: section('', html`<h1>${articleNotFound.title}</h1><p>${articleNotFound.description}</p><p><a href="/blog">Back to Blog</a></p>`),
    };
  }
  if (answer.status !== 200) throw new Error(`The API answered ${answer.status} for the article ${slug}`);
  const article = answer.body;
  const render = await markdownRenderer();
  const articlePath = `/blog/${article.slug}`;
  const family = [{ language: article.language, slug: article.slug }, ...article.translations];
  const english = family.find((member) => member.language === 'en') ?? family.find((member) => member.id === article.parentArticleId) ?? family[0];
  const description = article.metaDescription || article.excerpt;
  return {
    status: 200,
    title: article.metaTitle || article.title,
    description,
    path: articlePath,
    lang: article.language,
    ogType: 'article',
    image: article.featuredImage || undefined,
    alternates:
      family.length > 1
        ? [...family.map((member) => ({ hreflang: member.language, path: `/blog/${member.slug}` })), { hreflang: 'x-default', path: `/blog/${english.slug}` }]
        : undefined,
    breadcrumbs: [HOME, { name: 'Blog', path: '/blog' }, { name: article.categoryName, path: `/blog/category/${article.category}` }, { name: article.title, path: articlePath }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        inLanguage: article.language,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { '@type': 'Person', name: article.author.username },
        publisher: { '@type': 'Organization', name: 'AstroSetu', logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
        mainEntityOfPage: articlePath,
        ...(article.featuredImage ? { image: article.featuredImage } : {}),
        keywords: article.metaKeywords?.length ? article.metaKeywords.join(', ') : undefined,
      },
    ],
    body: html`<article class="pr-wrap pr-article" lang="${article.language}">
<p><a href="/blog">← Back to Blog</a> · <a href="/blog/category/${article.category}">${article.categoryName}</a></p>
<h1>${article.title}</h1>
<p class="pr-lead">${article.excerpt}</p>
<p class="pr-meta">${formatDay(article.publishedAt)} · ${article.readTime} min read · By ${article.author.username}</p>
${article.featuredImage ? html`<img class="pr-image" src="${article.featuredImage}" alt="">` : ''}
<div class="pr-prose">${raw(render(article.content))}</div>
${article.translations.length ? html`<p class="pr-meta" lang="en">Also available in: ${article.translations.map((translation, index) => html`${index ? ', ' : ''}<a href="/blog/${encodeURIComponent(translation.slug)}" lang="${translation.language}" hreflang="${translation.language}">${translation.title}</a>`)}</p>` : ''}
</article>`,
  };
}

async function horoscopesOverview(api) {
  const daily = await api('/api/horoscopes/daily');
  const readings = daily.status === 200 ? daily.body.horoscopes : [];
  return {
    status: 200,
    title: horoscopesPage.title,
    description: horoscopesPage.description,
    path: '/horoscopes',
    breadcrumbs: [HOME, { name: horoscopesPage.title, path: '/horoscopes' }],
    body: [
      hero(horoscopesPage),
      section(
        "Today's Horoscope",
        html`<ul class="pr-cards">${readings.map(
          (reading) => html`<li class="pr-card"><h3><a href="/daily-horoscope?sign=${reading.sign}">${reading.signName}</a></h3><p>${reading.prediction}</p></li>`,
        )}</ul>`,
      ),
    ].join(''),
  };
}

async function horoscopePeriod(api, path, signParam) {
  const copy = horoscopePeriodPages[path];
  const { zodiacSigns, periodLabel } = await shared();
  const sign = zodiacSigns.find((candidate) => candidate.id === signParam);
  // Without a valid ?sign= the page shows Aries (web: useSelectedSign); its canonical URL stays the bare path.
  const shown = sign ?? zodiacSigns[0];
  const answer = await api(`/api/horoscopes/${copy.period}`);
  const reading = answer.status === 200 ? answer.body.horoscopes.find((entry) => entry.sign === shown.id) : undefined;
  const when = periodLabel(copy.period);
  const canonical = sign ? `${path}?sign=${sign.id}` : path;
  const parts = reading
    ? [
        ['Overview', reading.prediction],
        ['Love and relationships', reading.loveLife],
        ['Career', reading.career],
        ['Health', reading.health],
        ['Finances', reading.finances],
        ['Advice', reading.generalAdvice],
      ]
    : [];
  return {
    status: 200,
    title: `${copy.title}: ${when}`,
    description: copy.subtitle,
    path: canonical,
    breadcrumbs: [HOME, { name: horoscopesPage.title, path: '/horoscopes' }, { name: `${shown.name} ${copy.title}`, path: canonical }],
    body: [
      hero({ eyebrow: 'Vedic horoscope', title: `${copy.title} – ${when}`, subtitle: copy.subtitle }),
      section('Choose your sign', signLinks(zodiacSigns, path)),
      section(
        `${shown.name} (${shown.sanskrit})`,
        parts.map(([heading, text]) => html`<h3>${heading}</h3><p>${text}</p>`).join('') +
          (reading ? html`<p class="pr-meta">Lucky numbers: ${reading.luckyNumbers.join(', ')} · Lucky colours: ${reading.luckyColors.join(', ')}</p>` : ''),
      ),
    ].join(''),
  };
}

async function toolPage(path) {
  const tool = toolPages[path];
  const { zodiacSigns } = await shared();
  const signs =
    path === '/zodiac-signs'
      ? section(
          'The Twelve Signs',
          html`<ul class="pr-cards">${zodiacSigns.map(
            (sign) => html`<li class="pr-card"><h3><a href="/daily-horoscope?sign=${sign.id}">${sign.symbol} ${sign.name}</a></h3>
<p>${sign.sanskrit} · <span lang="hi">${sign.hindi}</span> · <span lang="ta">${sign.tamil}</span></p><p class="pr-meta">${sign.dates} · ${sign.element} · ruled by ${sign.ruler}</p></li>`,
          )}</ul>`,
        )
      : '';
  return {
    status: 200,
    title: tool.title,
    description: tool.subtitle,
    path,
    breadcrumbs: [HOME, { name: tool.title, path }],
    body: [hero({ eyebrow: TOOLS_EYEBROW, ...tool }), signs].join(''),
  };
}
