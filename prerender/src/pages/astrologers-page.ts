import { apiUrlOf, astrologerCatalogRoutes, type Astrologer } from '@astrosetu/contracts';
import { html } from '../html';
import type { PrerenderedPage } from '../prerendered-page';
import { astrologerCards, hero, homeCrumb, listOf, section, siteLink } from './page-parts';
import type { PageRequest } from './page-request';

/** /astrologers: the listing's hero and every astrologer's card. */
export async function astrologersPage({ copy, api, language }: PageRequest): Promise<PrerenderedPage> {
  const astrologers = listOf<Astrologer>((await api(apiUrlOf(astrologerCatalogRoutes.list))).body);
  const title = String(copy.t('marketplace', 'listing.documentTitle'));
  const path = siteLink('/astrologers', language);
  return {
    status: 200,
    title,
    description: String(copy.t('marketplace', 'listing.hero.subtitle')),
    path,
    language,
    breadcrumbs: [homeCrumb(copy), { name: title, path }],
    body: html`${hero({
      eyebrow: copy.t('marketplace', 'listing.hero.eyebrow'),
      title: copy.t('marketplace', 'listing.hero.title'),
      subtitle: copy.t('marketplace', 'listing.hero.subtitle'),
    })}${section('', astrologerCards(copy, astrologers))}`,
  };
}
