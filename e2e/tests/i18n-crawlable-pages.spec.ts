import { readFileSync } from 'node:fs';
import { expect, test } from '../src/test';
import type { APIRequestContext } from '@playwright/test';

/** The offered languages, read from contracts' one list (a CommonJS module to Playwright's loader, so read as text). */
const uiLanguages = [
  ...readFileSync(new URL('../../contracts/src/ui-language.ts', import.meta.url), 'utf8')
    .split('export const uiLanguages = [')[1]
    .split('] as const')[0]
    .matchAll(/code: '([a-z]+)'.*?name: '([^']+)'/g),
].map(([, code, name]) => ({ code, name }));

// Search engines and link previews run no script (issue 38): a plain GET of a public page in any offered language
// must answer in that language, with its own <html lang>, title, description, canonical address, hreflang
// alternates and JSON-LD, and with words a reader of that language reads: no English left but names.

/** The ten main public pages, as a crawler finds them (the sitemap lists them in every language). */
const MAIN_PAGES = [
  '/',
  '/astrologers',
  '/horoscopes',
  '/daily-horoscope?sign=leo',
  '/weekly-horoscope?sign=leo',
  '/blog',
  '/kundli',
  '/panchang',
  '/love-compatibility',
  '/numerology',
] as const;

/** Latin words that are names in every language: the brand, and the payment and document names kept as they are. */
const NAMES = new Set(['AstroSetu', 'UPI', 'PDF', 'GST', 'KP', 'IST', 'SVG', 'PNG', 'NASA', 'JPL', 'Horizons', 'D9', 'D10', 'D1']);

const addressIn = (path: string, language: string) => (language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`);

async function plainGet(request: APIRequestContext, path: string): Promise<string> {
  // What a crawler sends: no script runs on the answer.
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

const headTag = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** The words a reader sees: the body's text, without scripts, styles and the JSON-LD. */
function visibleWords(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/[\s,.;:!?()[\]{}"“”'’/|·•–—-]+/u).filter((word) => /\p{L}/u.test(word));
}

/** Astrologers' names and what they wrote about themselves are shown as they typed them: not the site's words. */
async function typedByPeople(request: APIRequestContext): Promise<Set<string>> {
  const astrologers = (await (await request.get('/api/astrologers')).json()) as { name: string; description?: string }[];
  return new Set(astrologers.flatMap((astrologer) => `${astrologer.name} ${astrologer.description ?? ''}`.split(/[\s,.;:!?()'"-]+/)).filter(Boolean));
}

test.describe('every public page answers a plain GET in every offered language', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const { code, name } of uiLanguages.filter((language) => language.code !== 'en')) {
    test(`${name} (${code}): the ten main pages carry the language's lang, title, description, canonical, hreflang, JSON-LD and words`, async ({ request }) => {
      const people = await typedByPeople(request);
      const shares: string[] = [];
      const problems: string[] = [];
      for (const path of MAIN_PAGES) {
        const [english, html] = await Promise.all([plainGet(request, path), plainGet(request, addressIn(path, code))]);
        const address = addressIn(path, code);
        expect(html, address).toContain(`<html lang="${code}"`);
        const title = headTag(html, /<title>([^<]*)<\/title>/);
        const description = headTag(html, /<meta name="description" content="([^"]*)"/);
        expect(title, `${address}: title`).toBeTruthy();
        expect(title, `${address}: the title is this language's, not the English one`).not.toBe(headTag(english, /<title>([^<]*)<\/title>/));
        expect(description, `${address}: description`).not.toBe(headTag(english, /<meta name="description" content="([^"]*)"/));
        expect(headTag(html, /<link rel="canonical" href="([^"]*)"/), `${address}: canonical`).toContain(`lang=${code}`);
        for (const other of uiLanguages) expect(html, `${address}: hreflang ${other.code}`).toContain(`hreflang="${other.code}"`);
        expect(html, `${address}: x-default`).toContain('hreflang="x-default"');
        expect(html, `${address}: JSON-LD`).toContain('application/ld+json');

        const words = visibleWords(html).filter((word) => !people.has(word) && !NAMES.has(word));
        const latin = words.filter((word) => /^[A-Za-z][A-Za-z0-9]*$/.test(word));
        const share = words.length === 0 ? 0 : latin.length / words.length;
        shares.push(`${path} ${(share * 100).toFixed(1)}% of ${words.length}`);
        if (share >= 0.06) problems.push(`${address}: ${(share * 100).toFixed(1)}% Latin words (${[...new Set(latin)].slice(0, 12).join(' ')})`);
      }
      // The figures the closing note of issue 38 reports, per language.
      console.log(`Latin-script words, ${name}: ${shares.join('; ')}`);
      expect(problems).toEqual([]);
    });
  }
});
