import { act, render, screen } from '@testing-library/react';
import { defineCatalogue, englishCatalogueState } from './define-catalogue';
import { chooseLanguage } from './language-choice';

// This file tests the bundled first-page sections themselves: the shared set-up must not complete them.
(globalThis as { keepFirstPageCatalogues?: boolean }).keepFirstPageCatalogues = true;

const completeEnglish = { home: { title: 'Welcome' }, wallet: { balance: 'Balance: {{amount}}' } };
let completeFetches = 0;
let failNextFetch = false;
const useSplitText = defineCatalogue<typeof completeEnglish>({
  namespace: 'first-page-test',
  en: { home: completeEnglish.home },
  completeEnglish: async () => {
    completeFetches += 1;
    if (failNextFetch) {
      failNextFetch = false;
      throw new Error('offline');
    }
    return { default: completeEnglish };
  },
  load: { hi: async () => ({ home: { title: 'स्वागत' }, wallet: { balance: 'शेष: {{amount}}' } }), ta: async () => completeEnglish, te: async () => completeEnglish, bn: async () => completeEnglish, mr: async () => completeEnglish, gu: async () => completeEnglish, kn: async () => completeEnglish, ml: async () => completeEnglish },
});

function Home() {
  const { t } = useSplitText();
  return <h1>{t('home.title')}</h1>;
}

function Wallet() {
  const { t } = useSplitText();
  return <p>{t('wallet.balance', { amount: '₹500' })}</p>;
}

describe('a catalogue whose English is bundled for the first page only', () => {
  it('when the first page renders, then its text is there and the rest of the catalogue is not fetched', () => {
    render(<Home />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(englishCatalogueState('first-page-test')).toBe('first-page');
    expect(completeFetches).toBe(0);
  });

  it('when another page loads through withCompleteCatalogue, then it shows only once its text has arrived', async () => {
    failNextFetch = true;
    const load = useSplitText.withCompleteCatalogue(async () => ({ default: Wallet }));
    await expect(load()).rejects.toThrow('offline');
    // A failed fetch is asked again by the next page (a lost connection is not remembered as a missing catalogue).
    expect(englishCatalogueState('first-page-test')).toBe('first-page');
    const { default: Page } = await load();
    render(<Page />);
    expect(screen.getByText('Balance: ₹500')).toBeInTheDocument();
    expect(englishCatalogueState('first-page-test')).toBe('complete');
    expect(completeFetches).toBe(2);
  });
});

describe('a key outside the bundled sections (the safety net)', () => {
  const useLateText = defineCatalogue<typeof completeEnglish>({
    namespace: 'first-page-late-test',
    en: { home: completeEnglish.home },
    completeEnglish: async () => ({ default: completeEnglish }),
    load: { hi: async () => completeEnglish, ta: async () => completeEnglish, te: async () => completeEnglish, bn: async () => completeEnglish, mr: async () => completeEnglish, gu: async () => completeEnglish, kn: async () => completeEnglish, ml: async () => completeEnglish },
  });

  function LateWallet() {
    const { t } = useLateText();
    return <p>{t('wallet.balance', { amount: '₹500' })}</p>;
  }

  it('when a component asks for it, then the rest is fetched and the component re-renders with the text', async () => {
    render(<LateWallet />);
    expect(await screen.findByText('Balance: ₹500')).toBeInTheDocument();
    expect(englishCatalogueState('first-page-late-test')).toBe('complete');
  });
});

describe('back to English from another language', () => {
  const useOtherText = defineCatalogue<typeof completeEnglish>({
    namespace: 'first-page-switch-test',
    en: { home: completeEnglish.home },
    completeEnglish: async () => ({ default: completeEnglish }),
    load: { hi: async () => ({ home: { title: 'स्वागत' }, wallet: { balance: 'शेष: {{amount}}' } }), ta: async () => completeEnglish, te: async () => completeEnglish, bn: async () => completeEnglish, mr: async () => completeEnglish, gu: async () => completeEnglish, kn: async () => completeEnglish, ml: async () => completeEnglish },
  });

  function OtherWallet() {
    const { t } = useOtherText();
    return <p>{t('wallet.balance', { amount: '₹500' })}</p>;
  }

  afterAll(() => chooseLanguage('en'));

  it('when a Hindi page switches to English, then the whole English catalogue arrives first and the page changes in one step', async () => {
    await act(() => chooseLanguage('hi'));
    render(<OtherWallet />);
    expect(screen.getByText('शेष: ₹500')).toBeInTheDocument();
    expect(englishCatalogueState('first-page-switch-test')).toBe('first-page');
    await act(() => chooseLanguage('en'));
    expect(screen.getByText('Balance: ₹500')).toBeInTheDocument();
  });
});
