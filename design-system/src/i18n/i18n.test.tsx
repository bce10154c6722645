import { act, render, screen } from '@testing-library/react';
import { defineCatalogue, loadCatalogue } from './define-catalogue';
import { i18n } from './i18n-instance';
import { chooseLanguage, languageOnArrival, LANGUAGE_STORAGE_KEY, startInArrivalLanguage, storedLanguageChoice, useLanguage } from './language-choice';

const en = { greeting: 'Hello, {{name}}', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes', only: { english: 'Only in English' } };
const hi = { greeting: 'नमस्ते, {{name}}', minutes_one: '{{count}} मिनट', minutes_other: '{{count}} मिनट' };
let hindiFetches = 0;
const useTestText = defineCatalogue({
  namespace: 'i18n-test',
  en,
  load: {
    hi: async () => {
      hindiFetches += 1;
      return { default: hi };
    },
    ta: async () => ({ greeting: 'வணக்கம், {{name}}', minutes_one: '{{count}} நிமிடம்', minutes_other: '{{count}} நிமிடங்கள்' }),
    te: async () => ({ greeting: 'నమస్కారం, {{name}}', minutes_one: '{{count}} నిమిషం', minutes_other: '{{count}} నిమిషాలు' }),
    bn: async () => ({ greeting: 'নমস্কার, {{name}}', minutes_one: '{{count}} মিনিট', minutes_other: '{{count}} মিনিট' }),
    mr: async () => ({ greeting: 'नमस्कार, {{name}}', minutes_one: '{{count}} मिनिट', minutes_other: '{{count}} मिनिटे' }),
    gu: async () => ({ greeting: 'નમસ્તે, {{name}}', minutes_one: '{{count}} મિનિટ', minutes_other: '{{count}} મિનિટ' }),
    kn: async () => ({ greeting: 'ನಮಸ್ಕಾರ, {{name}}', minutes_one: '{{count}} ನಿಮಿಷ', minutes_other: '{{count}} ನಿಮಿಷಗಳು' }),
    ml: async () => ({ greeting: 'നമസ്കാരം, {{name}}', minutes_one: '{{count}} മിനിറ്റ്', minutes_other: '{{count}} മിനിറ്റ്' }),
  },
});

function Greeting() {
  const { t, language } = useTestText();
  const { languages } = useLanguage();
  return (
    <p lang={language}>
      {t('greeting', { name: 'Asha' })} · {t('minutes', { count: 1 })} · {t('minutes', { count: 5 })} · {t('only.english')} · {languages.length}
    </p>
  );
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('the site language', () => {
  it('when the visitor chooses Hindi, then the mounted page re-renders in Hindi, plurals by Intl, and a key Hindi lacks falls back to English', async () => {
    render(<Greeting />);
    expect(screen.getByText(/Hello, Asha · 1 minute · 5 minutes · Only in English · 9/)).toBeInTheDocument();

    await act(() => chooseLanguage('hi'));
    expect(screen.getByText('नमस्ते, Asha · 1 मिनट · 5 मिनट · Only in English · 9')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

    await act(() => chooseLanguage('ta'));
    expect(screen.getByText('வணக்கம், Asha · 1 நிமிடம் · 5 நிமிடங்கள் · Only in English · 9')).toBeInTheDocument();
  });

  it('when a catalogue is asked for twice at once, then it is fetched once', async () => {
    i18n.removeMessages('hi', 'i18n-test');
    hindiFetches = 0;
    await Promise.all([loadCatalogue('i18n-test', 'hi'), loadCatalogue('i18n-test', 'hi')]);
    expect(hindiFetches).toBe(1);
  });

  it('when a page opens from a ?lang= link, then the choice is kept at once, before its catalogues arrive (a session restored meanwhile must not override it)', async () => {
    const opening = startInArrivalLanguage('?lang=ta');
    expect(storedLanguageChoice()).toBe('ta');
    await act(() => opening);
    expect(document.documentElement.lang).toBe('ta');
  });

  it('when a page opens, then ?lang= wins over the stored choice, an unknown language is ignored, and English is the default', () => {
    expect(languageOnArrival('')).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ta');
    expect(languageOnArrival('')).toBe('ta');
    expect(languageOnArrival('?lang=hi')).toBe('hi');
    expect(languageOnArrival('?lang=hi-IN')).toBe('hi');
    expect(languageOnArrival('?lang=xx')).toBe('ta');
  });
});

describe('a catalogue registered while a page is on screen (a remote whose code has just arrived)', () => {
  const noOtherLanguages = { hi: async () => ({}), ta: async () => ({}), te: async () => ({}), bn: async () => ({}), mr: async () => ({}), gu: async () => ({}), kn: async () => ({}), ml: async () => ({}) };

  it('when it registers, then the text on screen does not re-render, and its own text shows when its page renders', async () => {
    let renders = 0;
    function Shown() {
      renders += 1;
      const { t } = useTestText();
      return <p>{t('greeting', { name: 'Asha' })}</p>;
    }
    render(<Shown />);
    const rendersBefore = renders;

    const useRemoteText = defineCatalogue({ namespace: 'i18n-test-remote', en: { title: 'Horoscopes' }, load: noOtherLanguages });
    // Any re-render the registration caused would happen here.
    await act(async () => undefined);
    expect(renders).toBe(rendersBefore);

    function RemotePage() {
      const { t } = useRemoteText();
      return <h1>{t('title')}</h1>;
    }
    render(<RemotePage />);
    expect(screen.getByRole('heading', { name: 'Horoscopes' })).toBeInTheDocument();
  });
});

describe('messages arriving for a catalogue whose text is on screen', () => {
  it('when the rest of one catalogue arrives, then its text re-renders and the text of another catalogue does not', async () => {
    const complete = { title: 'Kundli', more: { chart: 'Birth chart' } };
    const useSplitText = defineCatalogue<typeof complete>({
      namespace: 'i18n-test-split',
      en: { title: complete.title },
      completeEnglish: async () => ({ default: complete }),
      load: { hi: async () => complete, ta: async () => complete, te: async () => complete, bn: async () => complete, mr: async () => complete, gu: async () => complete, kn: async () => complete, ml: async () => complete },
    });
    let otherRenders = 0;
    function Other() {
      otherRenders += 1;
      const { t } = useTestText();
      return <p>{t('greeting', { name: 'Asha' })}</p>;
    }
    function Split() {
      const { t } = useSplitText();
      return <h2>{t('more.chart')}</h2>;
    }
    render(
      <>
        <Other />
        <Split />
      </>,
    );
    const otherRendersBefore = otherRenders;
    // The key is not in the bundled English yet: it shows as the key, and its arrival re-renders the heading.
    expect(await screen.findByRole('heading', { name: 'Birth chart' })).toBeInTheDocument();
    expect(otherRenders).toBe(otherRendersBefore);
  });
});

describe('a catalogue registered while the site switches language (the page’s remote arriving beside the catalogues)', () => {
  const empty = async () => ({});
  const otherLanguages = { hi: empty, ta: empty, te: empty, bn: empty, mr: empty, gu: empty, kn: empty, ml: empty };

  it('when it registers during the switch, then it is fetched in the chosen language, and the page opens in it', async () => {
    let releaseHindi: () => void = () => undefined;
    const hindiOnItsWay = new Promise<void>((resolve) => (releaseHindi = resolve));
    defineCatalogue({
      namespace: 'i18n-test-slow',
      en: { slow: 'Slow' },
      load: { ...otherLanguages, hi: async () => hindiOnItsWay.then(() => ({ slow: 'धीमा' })) },
    });
    const switching = chooseLanguage('hi');
    const useRemoteText = defineCatalogue({
      namespace: 'i18n-test-arriving',
      en: { title: 'Featured astrologers' },
      load: { ...otherLanguages, hi: async () => ({ title: 'चुनिंदा ज्योतिषी' }) },
    });
    releaseHindi();
    await act(() => switching);

    function RemotePage() {
      const { t } = useRemoteText();
      return <h2>{t('title')}</h2>;
    }
    render(<RemotePage />);
    expect(screen.getByRole('heading', { name: 'चुनिंदा ज्योतिषी' })).toBeInTheDocument();
  });
});
