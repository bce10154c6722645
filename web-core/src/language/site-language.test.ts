import { waitFor } from '@testing-library/react';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@astrosetu/design-system/i18n';
import { baseApi } from '../api/base-api';
import { logIn } from '../session/session-actions';
import { createAppStore } from '../store/app-store';
import { aUser, mockApi } from '../testing';
import { refetchOnLanguageChange } from './refetch-on-language-change';
import { chooseSiteLanguage } from './site-language';

const horoscopeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testHoroscope: build.query<{ text: string }, string>({ query: (sign) => `horoscopes/${sign}` }) }),
});

afterEach(async () => {
  await chooseLanguage('en', { remember: false });
  localStorage.clear();
});

describe('the site language and the api', () => {
  it('when the site is in Hindi, then every api request says Accept-Language: hi', async () => {
    const { calls } = mockApi({ 'GET /api/horoscopes/leo': { status: 200, body: { text: 'Leo' } } });
    const store = createAppStore();
    await store.dispatch(horoscopeApi.endpoints.testHoroscope.initiate('leo'));
    expect(calls[0].headers.get('Accept-Language')).toBe('en');

    await chooseLanguage('hi', { remember: false });
    await store.dispatch(horoscopeApi.endpoints.testHoroscope.initiate('leo', { forceRefetch: true }));
    expect(calls[1].headers.get('Accept-Language')).toBe('hi');
  });

  it('when the language changes, then cached server text is fetched again in the new language', async () => {
    const { calls } = mockApi({
      'GET /api/horoscopes/leo': (call) => ({ status: 200, body: { text: call.headers.get('Accept-Language') === 'ta' ? 'சிம்மம்' : 'Leo' } }),
    });
    const store = createAppStore();
    const stop = refetchOnLanguageChange(store);
    const subscription = store.dispatch(horoscopeApi.endpoints.testHoroscope.initiate('leo'));
    await subscription;

    await chooseLanguage('ta', { remember: false });
    await waitFor(() => expect(horoscopeApi.endpoints.testHoroscope.select('leo')(store.getState()).data).toEqual({ text: 'சிம்மம்' }));
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['en', 'ta']);
    subscription.unsubscribe();
    stop();
  });

  it('when a signed-in user picks a language, then the account keeps it (PUT /api/profile/language)', async () => {
    const { calls } = mockApi({ 'PUT /api/profile/language': { status: 200, body: aUser({ uiLanguage: 'hi' }) } });
    localStorage.setItem('token', 'a-token');
    const store = createAppStore();
    await store.dispatch(chooseSiteLanguage('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ language: 'hi' });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer a-token');
  });

  it('when a visitor who never chose a language signs in, then the account language is applied', async () => {
    const user = aUser({ uiLanguage: 'ta' });
    const { calls } = mockApi({ 'POST /api/auth/login': { status: 200, body: { token: 't', user } } });
    const store = createAppStore();
    await store.dispatch(logIn({ email: user.email, password: 'password123' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });

  it('when a visitor chose Hindi on this device and signs in to a Tamil account, then Hindi wins and the account learns it', async () => {
    await chooseLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    const user = aUser({ uiLanguage: 'ta' });
    const { calls } = mockApi({
      'POST /api/auth/login': { status: 200, body: { token: 't', user } },
      'PUT /api/profile/language': { status: 200, body: { ...user, uiLanguage: 'hi' } },
    });
    const store = createAppStore();
    await store.dispatch(logIn({ email: user.email, password: 'password123' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/auth/login', '/api/profile/language']));
    expect(calls[1].body).toEqual({ language: 'hi' });
    expect(document.documentElement.lang).toBe('hi');
  });
});
