import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import pages from './index';

jest.setTimeout(30_000);

/** Each page key, a URL it is routed at and the level-1 heading a visitor sees there. */
const expectedTitles: Record<string, { path: string; url: string; title: string | RegExp }> = {
  horoscopes: { path: '/horoscopes', url: '/horoscopes', title: 'Horoscopes' },
  'daily-horoscope': { path: '/daily-horoscope', url: '/daily-horoscope', title: /^Daily Horoscope – \w+day, \d{1,2} \w+ \d{4}$/ },
  'weekly-horoscope': { path: '/weekly-horoscope', url: '/weekly-horoscope', title: /^Weekly Horoscope – / },
  'monthly-horoscope': { path: '/monthly-horoscope', url: '/monthly-horoscope', title: /^Monthly Horoscope – \w+ \d{4}$/ },
  tools: { path: '/kundli', url: '/kundli', title: 'Kundli' },
  festivals: { path: '/festivals', url: '/festivals', title: /^Hindu Festivals \d{4}$/ },
  divination: { path: '/divination', url: '/divination', title: 'Divination Services' },
  'match-making': { path: '/match-making', url: '/match-making', title: 'Match Making' },
  'astrological-report-form': { path: '/astrological-report-form', url: '/astrological-report-form', title: 'Astrological Report' },
  'chart-test': { path: '/chart-test', url: '/chart-test', title: 'Chart Image Test' },
  blog: { path: '/blog', url: '/blog', title: 'Astrology Blog' },
  'blog-article': { path: '/blog/:slug', url: '/blog/missing', title: 'Article Not Found' },
  'blog-category': { path: '/blog/category/:slug', url: '/blog/category/tarot', title: 'Blog Category' },
  'privacy-policy': { path: '/privacy-policy', url: '/privacy-policy', title: 'Privacy Policy' },
  'terms-of-service': { path: '/terms-of-service', url: '/terms-of-service', title: 'Terms of Service' },
  'refund-policy': { path: '/refund-policy', url: '/refund-policy', title: 'Refund Policy' },
  'shipping-policy': { path: '/shipping-policy', url: '/shipping-policy', title: 'Shipping & Delivery Policy' },
  'not-found': { path: '*', url: '/no-such-page', title: '404 Page Not Found' },
};

describe('mf-content pages', () => {
  beforeEach(() => {
    // Every call fails: each page must still render its heading (and its empty or error state).
    mockApi({});
  });

  it('exposes exactly the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(expectedTitles).sort());
  });

  it.each(Object.entries(expectedTitles))('%s renders its heading inside the remote area', async (key, { path, url, title }) => {
    const Page = pages[key as keyof typeof pages];
    render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'mf_content');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
