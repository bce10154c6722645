import { apiUrlOf, astrologyRoutes, zodiacSigns, type HoroscopeEntry, type HoroscopeListResponse, type HoroscopePeriod } from '@astrosetu/contracts';
// The date line the remote's page shows (a model without React): the prerender is that page's server side.
// eslint-disable-next-line @nx/enforce-module-boundaries -- bundled from source, as the page's catalogues are
import { periodLabel } from '@astrosetu/mf-content/src/features/horoscopes/model/horoscope-periods';
import { html } from '../html';
import { LANGUAGE_PARAMETER } from '../languages';
import type { Phrase } from '../phrase';
import type { PrerenderedPage } from '../prerendered-page';
import { hero, homeCrumb, section, signLinks, signName, siteLink } from './page-parts';
import type { PageRequest } from './page-request';

/** The period pages and the period each one shows (mf-content's routes). */
export const horoscopePeriodPaths: Record<string, HoroscopePeriod> = {
  '/daily-horoscope': 'daily',
  '/weekly-horoscope': 'weekly',
  '/monthly-horoscope': 'monthly',
};

/** A period's readings in the page's language: the API writes them in the language ?lang= names. */
async function readings({ api, language }: PageRequest, period: HoroscopePeriod): Promise<HoroscopeEntry[]> {
  const answer = await api(`${apiUrlOf(astrologyRoutes.horoscopes, { params: { period }, query: {} })}?${LANGUAGE_PARAMETER}=${encodeURIComponent(language)}`);
  return answer.status === 200 ? ((answer.body as HoroscopeListResponse).horoscopes ?? []) : [];
}

/** /horoscopes: the hero and today's reading of every sign. */
export async function horoscopesPage(request: PageRequest): Promise<PrerenderedPage> {
  const { copy, language } = request;
  const daily = await readings(request, 'daily');
  const title = String(copy.t('content', 'horoscopes.meta.title'));
  const path = siteLink('/horoscopes', language);
  return {
    status: 200,
    title,
    description: String(copy.t('content', 'horoscopes.meta.description')),
    path,
    language,
    breadcrumbs: [homeCrumb(copy), { name: title, path }],
    body: html`${hero({ eyebrow: copy.t('content', 'horoscopes.hero.eyebrow'), title, subtitle: copy.t('content', 'horoscopes.hero.subtitle') })}${section(
      copy.t('content', 'horoscopes.period.daily.heading'),
      html`<ul class="pr-cards">${daily.map(
        (reading) =>
          html`<li class="pr-card"><h3><a href="${siteLink(`/daily-horoscope?sign=${reading.sign}`, language)}">${signName(copy, reading.sign)}</a></h3><p>${reading.prediction}</p></li>`,
      )}</ul>`,
    )}`,
  };
}

/**
 * /daily-horoscope?sign=leo (weekly, monthly): one sign's reading. Each sign's page has its own title and
 * description (the sign's name and the period, then the date or the prediction), as the app's page sets them. Without a valid ?sign=
 * the page shows Aries (web: useSelectedSign) and its canonical address stays the bare path.
 */
export async function horoscopePeriodPage(request: PageRequest): Promise<PrerenderedPage> {
  const { copy, language, path, query } = request;
  const period = horoscopePeriodPaths[path];
  const sign = zodiacSigns.find((candidate) => candidate.id === query.get('sign'));
  const shown = sign ?? zodiacSigns[0];
  const reading = (await readings(request, period)).find((entry) => entry.sign === shown.id);
  const when = copy.format(() => periodLabel(period));
  const periodTitle = copy.t('content', `horoscopes.page.${period}.title`);
  const subtitle = copy.t('content', `horoscopes.page.${period}.subtitle`);
  const name = signName(copy, shown.id);
  const signTitle = copy.t('content', 'horoscopes.page.signTitle', { sign: name, title: periodTitle });
  const canonical = siteLink(sign ? `${path}?sign=${sign.id}` : path, language);
  const parts: Array<[Phrase, string]> = reading
    ? [
        [copy.t('content', 'horoscopes.card.prediction', { sign: name }), reading.prediction],
        [copy.t('content', 'horoscopes.card.love'), reading.loveLife],
        [copy.t('content', 'horoscopes.card.career'), reading.career],
        [copy.t('content', 'horoscopes.card.health'), reading.health],
        [copy.t('content', 'horoscopes.card.finance'), reading.finances],
        [copy.t('content', `horoscopes.words.${period}.guidance`), reading.generalAdvice],
        [copy.t('content', `horoscopes.words.${period}.spiritual`), reading.spirituality],
      ]
    : [];
  const colours = reading ? (reading.luckyColorNames ?? reading.luckyColors) : [];
  return {
    status: 200,
    title: String(copy.t('content', 'horoscopes.page.metaTitle', { title: signTitle, when })),
    description: String(copy.t('content', 'horoscopes.page.signDescription', { title: signTitle, text: reading ? reading.prediction : subtitle })),
    path: canonical,
    language,
    breadcrumbs: [homeCrumb(copy), { name: String(copy.t('content', 'horoscopes.meta.title')), path: siteLink('/horoscopes', language) }, { name: String(signTitle), path: canonical }],
    body: html`${hero({ eyebrow: copy.t('content', 'horoscopes.page.eyebrow'), title: copy.t('content', 'horoscopes.page.heroTitle', { title: periodTitle, when }), subtitle })}${section(
      copy.t('content', 'horoscopes.chooseSign'),
      signLinks(copy, path),
    )}${section(
      copy.language === 'en' ? copy.t('content', 'horoscopes.signWithSanskrit', { sign: name, sanskrit: shown.sanskrit }) : name,
      reading
        ? html`${parts.map(([heading, text]) => html`<h3>${heading}</h3><p>${text}</p>`)}<h3>${copy.t('content', 'horoscopes.card.luckyNumbers')}</h3><p>${reading.luckyNumbers.join(', ')}</p><h3>${copy.t('content', 'horoscopes.card.luckyColors')}</h3><p>${colours.join(', ')}</p>`
        : html`<p>${copy.t('content', `horoscopes.page.${period}.empty`)}</p>`,
    )}`,
  };
}
