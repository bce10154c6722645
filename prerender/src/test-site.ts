// For the tests: the prerender mounted on an express server as the shell's server mounts it, in front of a plain
// app shell, against a stand-in API that answers what the real one does (api/test/seo-*.test.ts cover the API's
// side). Horoscope readings follow ?lang= as the API's do.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { JSDOM } from 'jsdom';
import type { Article } from '@astrosetu/contracts';
import { createPrerender } from './prerender';

const workspace = join(__dirname, '../..');
export const indexHtml = readFileSync(join(workspace, 'shell/index.html'), 'utf8');

type Catalogue = Record<string, unknown>;
/** A project's catalogue in a language, read from its file (what the remotes render). */
export function catalogue(project: 'mf-content' | 'mf-marketplace' | 'shell', language: string): Catalogue {
  return JSON.parse(readFileSync(join(workspace, project, 'src/locales', `${language}.json`), 'utf8')) as Catalogue;
}
/** A message of a catalogue by its dotted key. */
export function message(messages: Catalogue, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], messages);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
}

export const englishArticle: Article = {
  id: 7,
  slug: 'saturn-return',
  title: 'Saturn Return: What Changes at 29',
  excerpt: 'Around 29 Saturn comes back to where it stood at your birth.',
  content:
    '## Saturn comes back\n\nThe first return of Saturn arrives between 28 and 30, and costs $5 & more.\n\n<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">\n\nA [link](javascript:alert(1)) and [another site](https://example.org).',
  category: 'vedic-astrology',
  categoryName: 'Vedic Astrology',
  language: 'en',
  tags: ['saturn'],
  featuredImage: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: ['saturn return'],
  status: 'published',
  author: { id: 3, username: 'Admin' },
  readTime: 3,
  viewCount: 10,
  publishedAt: '2026-11-01T05:00:00.000Z',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-02T05:00:00.000Z',
  translations: [{ id: 8, slug: 'shani-ki-vapsi', language: 'hi', title: 'शनि की वापसी' }],
};
export const hindiArticle: Article = {
  ...englishArticle,
  id: 8,
  slug: 'shani-ki-vapsi',
  title: 'शनि की वापसी',
  excerpt: 'लगभग 29 वर्ष की आयु में शनि वहीं लौटता है जहाँ वह आपके जन्म के समय था।',
  content: '## शनि लौटता है\n\nशनि की पहली वापसी 28 से 30 वर्ष के बीच आती है।',
  categoryName: 'वैदिक ज्योतिष',
  language: 'hi',
  parentArticleId: 7,
  translations: [{ id: 7, slug: 'saturn-return', language: 'en', title: englishArticle.title }],
};
export const urduArticle: Article = {
  ...englishArticle,
  id: 10,
  slug: 'zohal-ki-wapsi',
  title: 'زحل کی واپسی',
  excerpt: 'انتیس برس کی عمر میں زحل وہیں لوٹتا ہے جہاں وہ آپ کی پیدائش کے وقت تھا۔',
  content: '## زحل لوٹتا ہے\n\nزحل کی پہلی واپسی اٹھائیس اور تیس برس کے درمیان آتی ہے۔',
  categoryName: 'ویدک علم نجوم',
  language: 'ur',
  translations: [],
};
export const hostileArticle: Article = {
  ...englishArticle,
  id: 9,
  slug: 'hostile',
  title: 'Rahu <script>window.pwned = 3</script> & Ketu',
  excerpt: '"Quoted" </title><script>window.pwned = 4</script>',
  translations: [],
};
const articles = [englishArticle, hindiArticle, urduArticle, hostileArticle];

export const signIds = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
/** A reading as the API writes it; in Hindi when ?lang=hi asks for it. */
export const reading = (sign: string, index: number, language = 'en') => ({
  sign,
  signName: sign,
  prediction: language === 'hi' ? `${sign} के लिए भविष्यवाणी संख्या ${index}।` : `Prediction for ${sign} number ${index}.`,
  loveLife: `Love for ${sign}.`,
  career: `Career for ${sign}.`,
  health: `Health for ${sign}.`,
  finances: `Money for ${sign}.`,
  generalAdvice: `Advice for ${sign}.`,
  spirituality: `Spirit for ${sign}.`,
  luckyNumbers: [3, 9],
  luckyColors: ['Red'],
});

export const astrologer = { id: 2, name: 'Meenakshi Iyer', experience: 12, specializations: ['Vedic Astrology'], languages: ['Tamil', 'English'], ratePerMinute: 1500, rating: 4.8, reviewCount: 31 };

function standInApi(): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const article = articles.find((candidate) => url.pathname === `/api/seo/articles/${candidate.slug}`);
    if (article) return json(200, article);
    if (url.pathname.startsWith('/api/seo/articles/')) return json(404, { error: { code: 'NOT_FOUND', message: 'Article not found' } });
    if (url.pathname === '/api/articles') {
      const language = url.searchParams.get('language') ?? 'en';
      return json(200, articles.filter((candidate) => candidate.language === language || (language === 'en' && candidate === hostileArticle)).map(({ content: _content, ...summary }) => summary));
    }
    if (url.pathname.startsWith('/api/horoscopes/')) {
      return json(200, { period: url.pathname.split('/').pop(), horoscopes: signIds.map((sign, index) => reading(sign, index, url.searchParams.get('lang') ?? 'en')) });
    }
    if (url.pathname === '/api/astrologers') return json(200, [astrologer]);
    if (url.pathname === '/api/seo/sitemap.xml') {
      response.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' });
      return response.end('<?xml version="1.0" encoding="UTF-8"?><urlset/>');
    }
    if (url.pathname === '/api/seo/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('User-agent: *\nDisallow: /api/\n');
    }
    json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

const listen = (server: http.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

export interface TestSite {
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; type: string; text: string }>;
  close(): Promise<void>;
}

/** The site on a free port: the prerender, then the plain app shell for everything else (as static-server.mjs). */
export async function startTestSite(): Promise<TestSite> {
  const api = standInApi();
  const apiPort = await listen(api);
  const app = express();
  app.use(createPrerender({ root: () => workspace, apiTarget: `http://127.0.0.1:${apiPort}`, siteUrl: 'https://astrosetu.example', baseHtml: () => indexHtml, onError: () => undefined }));
  app.use((_request, response) => {
    response.type('html').send(indexHtml);
  });
  const site = http.createServer(app);
  const port = await listen(site);
  return {
    async get(path, headers = {}) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
    },
    close: () => Promise.all([new Promise((resolve) => site.close(resolve)), new Promise((resolve) => api.close(resolve))]).then(() => undefined),
  };
}

/** The page as a browser would build it with scripts off: jsdom without running scripts. */
export const domOf = (text: string): Document => new JSDOM(text).window.document;

/** The JSON-LD blocks of a page. */
export const structuredData = (document: Document): Array<Record<string, unknown>> =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
