import { apiUrlOf, astrologerCatalogRoutes, type Astrologer } from '@astrosetu/contracts';
import { html } from '../html';
import type { PrerenderedPage } from '../prerendered-page';
import { astrologerCards, hero, listOf, section, signLinks, siteLink } from './page-parts';
import type { PageRequest } from './page-request';
import { toolPaths } from './tool-paths';

/** /: the marketplace's home hero, featured astrologers, the services and the signs. */
export async function homePage({ copy, api, language }: PageRequest): Promise<PrerenderedPage> {
  const astrologers = listOf<Astrologer>((await api(apiUrlOf(astrologerCatalogRoutes.list))).body).slice(0, 6);
  const siteName = String(copy.t('shell', 'brand.name'));
  const toolLinks = html`<ul class="pr-links">${Object.entries(toolPaths).map(
    ([path, key]) => html`<li><a href="${siteLink(path, language)}">${copy.t('content', `tools.paths.${key}.title`)}</a></li>`,
  )}<li><a href="${siteLink('/horoscopes', language)}">${copy.t('shell', 'links.horoscopes')}</a></li><li><a href="${siteLink('/blog', language)}">${copy.t('shell', 'links.blog')}</a></li></ul>`;
  return {
    status: 200,
    // The home page keeps the site's own title and description (the shell's meta), as the app does.
    title: String(copy.t('shell', 'meta.title')),
    description: String(copy.t('shell', 'meta.description')),
    path: siteLink('/', language),
    language,
    jsonLd: [
      // eslint-disable-next-line no-restricted-syntax -- schema.org's site address, not an API request
      { '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: '/', logo: '/favicon.svg' },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: siteLink('/', language), inLanguage: language },
    ],
    body: html`${hero({
      eyebrow: copy.t('marketplace', 'home.hero.eyebrow'),
      title: copy.t('marketplace', 'home.hero.title'),
      subtitle: copy.t('marketplace', 'home.hero.subtitle'),
      large: true,
    })}${astrologers.length ? section(copy.t('marketplace', 'home.featured.title'), astrologerCards(copy, astrologers)) : ''}${section(
      copy.t('marketplace', 'home.services.title'),
      toolLinks,
    )}${section(copy.t('marketplace', 'home.zodiac.title'), signLinks(copy, '/daily-horoscope'))}`,
  };
}
