// Pieces several prerendered pages share: the hero (as design-system's PageHero), a section, the sign links,
// the astrologer cards, the breadcrumb start. Every word comes from a catalogue (PageCopy) or the API.
import { zodiacSigns, type Astrologer, type UiLanguage } from '@astrosetu/contracts';
import { formatRupees, specializationName, spokenLanguageList } from '@astrosetu/design-system/format';
import { html, type HtmlValue, type SafeHtml } from '../html';
import { pathInLanguage } from '../languages';
import type { PageCopy } from '../page-copy';
import type { Phrase } from '../phrase';
import type { Breadcrumb } from '../prerendered-page';

/** A link inside the site, in the page's language (?lang= kept, so that a crawler follows the same language). */
export const siteLink = (path: string, language: UiLanguage): string => pathInLanguage(path, language);

/** PageHero: `large` is its full size (the home page), otherwise its dense one. */
export function hero({ eyebrow, title, subtitle, large = false }: { eyebrow?: HtmlValue; title: HtmlValue; subtitle?: HtmlValue; large?: boolean }): SafeHtml {
  return html`<header class="${large ? 'pr-hero pr-hero-large' : 'pr-hero'}">
<div class="pr-wrap">${eyebrow ? html`<p class="pr-eyebrow">${eyebrow}</p>` : ''}<h1>${title}</h1>${subtitle ? html`<p class="pr-lead">${subtitle}</p>` : ''}</div>
</header>`;
}

export const section = (heading: HtmlValue, content: HtmlValue): SafeHtml =>
  html`<section class="pr-wrap pr-section">${heading ? html`<h2>${heading}</h2>` : ''}${content}</section>`;

/** The home page as the first breadcrumb, named in the page's language (the shell's navigation word). */
export const homeCrumb = (copy: PageCopy): Breadcrumb => ({ name: String(copy.t('shell', 'links.home')), path: siteLink('/', copy.language) });

/** A sign's name in the page's language (the remotes' zodiac.{id} words). */
export const signName = (copy: PageCopy, id: string): Phrase => copy.t('content', `zodiac.${id}`);

/** The twelve signs as links to a horoscope page of each. */
export function signLinks(copy: PageCopy, base: string): SafeHtml {
  return html`<ul class="pr-links">${zodiacSigns.map(
    (sign) => html`<li><a href="${siteLink(`${base}?sign=${sign.id}`, copy.language)}">${sign.symbol} ${signName(copy, sign.id)}${copy.language === 'en' ? ` (${sign.sanskrit})` : ''}</a></li>`,
  )}</ul>`;
}

/** Astrologers as the listing's cards show them: specializations and languages in the page's language. */
export function astrologerCards(copy: PageCopy, astrologers: Astrologer[]): SafeHtml {
  return html`<ul class="pr-cards">${astrologers.map((astrologer) => {
    const specializations = copy.format(() => astrologer.specializations.map(specializationName).join(', '));
    const languages = copy.format(() => spokenLanguageList(astrologer.languages));
    const rate = copy.t('marketplace', 'common.perMinute', { amount: copy.format(() => formatRupees(astrologer.ratePerMinute)) });
    return html`<li class="pr-card"><h3>${astrologer.name}</h3>
<p>${specializations}</p>
<p class="pr-meta">${copy.t('marketplace', 'astrologer.experience', { count: astrologer.experience })} · ${languages} · ${rate} · ★ ${astrologer.rating.toFixed(1)} (${astrologer.reviewCount})</p></li>`;
  })}</ul>`;
}

/** An API list answer as an array (anything else, e.g. an error body, as none). */
export const listOf = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);
