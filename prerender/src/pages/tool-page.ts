import { zodiacSigns } from '@astrosetu/contracts';
import { html } from '../html';
import type { PrerenderedPage } from '../prerendered-page';
import { hero, homeCrumb, section, signName, siteLink } from './page-parts';
import type { PageRequest } from './page-request';
import { toolPaths } from './tool-paths';

/** A tool's page (/kundli, /zodiac-signs...): its hero; /zodiac-signs also the twelve signs. */
export async function toolPage({ copy, path, language }: PageRequest): Promise<PrerenderedPage> {
  const key = toolPaths[path];
  const title = copy.t('content', `tools.paths.${key}.title`);
  const subtitle = copy.t('content', `tools.paths.${key}.subtitle`);
  const canonical = siteLink(path, language);
  const signs =
    path === '/zodiac-signs'
      ? section(
          copy.t('content', 'tools.paths.zodiac-signs.focusTitle'),
          html`<ul class="pr-cards">${zodiacSigns.map(
            (sign) => html`<li class="pr-card"><h3><a href="${siteLink(`/daily-horoscope?sign=${sign.id}`, language)}">${sign.symbol} ${signName(copy, sign.id)}</a></h3>
${language === 'en' ? html`<p>${sign.sanskrit} · <span lang="hi">${sign.hindi}</span> · <span lang="ta">${sign.tamil}</span></p>` : ''}</li>`,
          )}</ul>`,
        )
      : '';
  return {
    status: 200,
    title: String(title),
    description: String(subtitle),
    path: canonical,
    language,
    breadcrumbs: [homeCrumb(copy), { name: String(title), path: canonical }],
    body: html`${hero({ eyebrow: copy.t('content', 'tools.eyebrow'), title, subtitle })}${signs}`,
  };
}
