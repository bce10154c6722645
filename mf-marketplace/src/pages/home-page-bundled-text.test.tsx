import { screen } from '@testing-library/react';
import { englishCatalogueState } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { someAstrologers } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import HomePage from './home-page';

// The first visit bundles only the home page's English sections (locales/use-text.ts): this test renders the home
// page with just those, as a visitor's browser has them, instead of the whole catalogue the other tests get.
(globalThis as { keepFirstPageCatalogues?: boolean }).keepFirstPageCatalogues = true;

describe('the home page on a first visit', () => {
  it('when a visitor opens it, then every text it shows comes from the bundled sections: the rest of the catalogue is not fetched', async () => {
    mockApi({ 'GET /api/astrologers': { status: 200, body: someAstrologers() } });
    renderRoute({ path: '/', user: null, routePath: '/', element: <HomePage /> });
    expect(await screen.findAllByRole('heading', { level: 3, name: /Sharma|Iyer|Joshi/ })).toHaveLength(3);
    // The lower sections render after the first commit: they are on screen too.
    expect(await screen.findByRole('list', { name: 'Zodiac signs' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
    expect(englishCatalogueState('marketplace')).toBe('first-page');
    expect(document.body.textContent).not.toMatch(/\b(home|common|astrologer|trust|startChat)\.[a-zA-Z]/);
  });
});
