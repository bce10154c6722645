import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from '@astrosetu/web-core/testing';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@astrosetu/design-system/i18n';
import { aUser, renderApp } from '../test/render-app';

afterEach(async () => {
  await act(() => chooseLanguage('en', { remember: false }));
  localStorage.clear();
});

describe('the language menu', () => {
  it('when a visitor chooses हिन्दी in the menu, then the navigation, the footer and <html lang> switch to Hindi at once and the choice is kept', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'mf_marketplace:home' });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu', { name: 'Choose language' });
    // Every offered language in its own name and script, each tagged with its language.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'हिन्दी', 'தமிழ்', 'తెలుగు', 'বাংলা', 'मराठी', 'ગુજરાતી', 'ಕನ್ನಡ', 'മലയാളം']);
    expect(within(menu).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(within(menu).getByText('ಕನ್ನಡ')).toHaveAttribute('lang', 'kn');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'हिन्दी' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    const nav = screen.getAllByRole('navigation', { name: 'मुख्य' })[0];
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', 'ज्योतिषी', 'कुंडली', 'राशिफल', 'ब्लॉग']);
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'फ़ुटर लिंक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });

  it('when the address says ?lang=hi and the visitor picks தமிழ் in the phone drawer, then the address follows without a new history entry', async () => {
    await act(() => chooseLanguage('hi'));
    renderApp({ path: '/astrologers?lang=hi&sort=rating' });
    await screen.findByRole('heading', { name: 'mf_marketplace:astrologers' });
    const historyLength = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'नेविगेशन खोलें' }));
    const languages = await screen.findByRole('group', { name: 'भाषा चुनें' });
    await userEvent.click(within(languages).getByRole('button', { name: 'தமிழ்' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(window.location.search).toBe('?lang=ta&sort=rating');
    expect(window.history.length).toBe(historyLength);
    expect(within(languages).getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('navigation', { name: 'முதன்மை' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'வழிசெலுத்தல்' })).toBeInTheDocument();
  });

  it('when a signed-in customer chooses Tamil, then the account keeps the choice (PUT /api/profile/language)', async () => {
    const saved: string[] = [];
    renderApp({
      path: '/',
      user: aUser(),
      api: (method, path, body) => {
        if (method === 'PUT' && path === '/api/profile/language') {
          saved.push(body);
          return HttpResponse.json(aUser({ uiLanguage: 'ta' }));
        }
        return undefined;
      },
    });
    await screen.findByRole('heading', { name: 'mf_marketplace:home' });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'தமிழ்' }));
    await waitFor(() => expect(saved).toEqual([JSON.stringify({ language: 'ta' })]));
    expect(await screen.findByRole('button', { name: 'கணக்கு மெனு' })).toBeInTheDocument();
  });
});
