import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, type RecordedCall } from '@astrosetu/web-core/testing';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { svgAnswer } from '../shared/test/chart-answers';
import { anArticle, categoriesFixture, summaryOf } from '../shared/test/fixtures/article-fixtures';
import { chennaiSearchFixture, kundliFixture } from '../shared/test/fixtures/engine-fixtures';
import { aHoroscopeList } from '../shared/test/fixtures/horoscope-fixtures';
import { aUser, renderRoute } from '../shared/test/render-route';

// Issue 18: the content pages read in Hindi and Tamil. English stays the default (the other page tests).

jest.setTimeout(60_000);

beforeAll(() => {
  // jsdom has no object URLs; the chart <img> only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:chart');
  URL.revokeObjectURL = jest.fn();
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const daily = aHoroscopeList('daily', { start: '2026-11-18', end: '2026-11-18' });

describe('the content pages in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('the kundli form asks in Hindi, and the chart comes back under Hindi headings, tabs and table headers', async () => {
    const server = mockApi({
      'GET /api/locations/search': ok(chennaiSearchFixture),
      'POST /api/kundli': ok(kundliFixture),
      'POST /api/chart/image': svgAnswer,
    });
    const user = userEvent.setup();
    renderRoute('/kundli');

    expect(await screen.findByRole('heading', { level: 1, name: 'कुंडली' })).toBeInTheDocument();
    // The tool's form renders one commit after the page (tools-page.tsx).
    const generate = await screen.findByRole('button', { name: 'कुंडली बनाएँ' });
    expect(generate).toBeDisabled();
    expect(screen.getByText('अपनी जन्म तिथि और समय लिखें, और सूची से अपना जन्म स्थान चुनें।')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^नाम \(वैकल्पिक\)/), 'प्रिया');
    await user.type(screen.getByLabelText(/^जन्म तिथि/), '1990-05-15');
    await user.type(screen.getByLabelText(/^जन्म समय/), '06:30');
    await user.type(screen.getByRole('combobox', { name: /^जन्म स्थान/ }), 'Chennai');
    await user.click(await screen.findByRole('option', { name: /Chennai/ }));
    await user.click(generate);

    expect(await screen.findByRole('heading', { name: 'प्रिया की कुंडली' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मुख्य विवरण' })).toBeInTheDocument();
    expect(screen.getByText('जन्म के समय का पंचांग')).toBeInTheDocument();
    expect(screen.getByText('वर्तमान महादशा')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'उत्तर भारतीय चार्ट' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'कुंडली के भाग' });
    for (const name of ['सारांश', 'ग्रह', 'भाव', 'दशा', 'गोचर', 'योग और दोष']) {
      expect(within(tabs).getByRole('tab', { name })).toBeInTheDocument();
    }
    await user.click(within(tabs).getByRole('tab', { name: 'ग्रह' }));
    const grahas = screen.getByRole('table', { name: 'ग्रहों की स्थिति' });
    for (const header of ['ग्रह', 'राशि', 'अंश', 'भाव', 'नक्षत्र', 'नक्षत्र स्वामी']) {
      expect(within(grahas).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(grahas).getByRole('rowheader', { name: /^लग्न/ })).toBeInTheDocument();
    // The web sends the birth as before; the server answers in the language the request asks for.
    expect(server.callsTo('POST', '/api/kundli')[0].body).toMatchObject({ date: '1990-05-15', time: '06:30', name: 'प्रिया' });
  });

  it('a name the server sends in Hindi is shown in Hindi, not the English id kept beside it (the paksha of the tithi)', async () => {
    const tithi = { ...kundliFixture.panchang.tithi, name: 'प्रतिपदा', pakshaName: 'शुक्ल पक्ष' };
    mockApi({
      'GET /api/locations/search': ok(chennaiSearchFixture),
      'POST /api/kundli': ok({ ...kundliFixture, panchang: { ...kundliFixture.panchang, tithi } }),
      'POST /api/chart/image': svgAnswer,
    });
    const user = userEvent.setup();
    renderRoute('/kundli');
    await user.type(await screen.findByLabelText(/^जन्म तिथि/), '1990-05-15');
    await user.type(screen.getByLabelText(/^जन्म समय/), '06:30');
    await user.type(screen.getByRole('combobox', { name: /^जन्म स्थान/ }), 'Chennai');
    await user.click(await screen.findByRole('option', { name: /Chennai/ }));
    await user.click(screen.getByRole('button', { name: 'कुंडली बनाएँ' }));

    expect(await screen.findByText('शुक्ल पक्ष प्रतिपदा')).toBeInTheDocument();
    expect(screen.queryByText(/Shukla/)).not.toBeInTheDocument();
  });

  it('the horoscope page: Hindi period tabs, sign names and card titles around the reading', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-18T10:00:00+05:30'), advanceTimers: true });
    try {
      mockApi({ 'GET /api/horoscopes/daily': ok(daily) });
      renderRoute('/horoscopes');
      expect(await screen.findByRole('heading', { level: 1, name: 'राशिफल' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'दैनिक' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'साप्ताहिक' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'आज का राशिफल' })).toBeInTheDocument();
      // The sign in Devanagari alone: its Sanskrit name in Latin letters is for English readers.
      expect(screen.getByText(/^मेष ·/)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'प्रेम और रिश्ते' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'करियर और काम' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'प्रीमियम राशिफल पैकेज' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'सभी राशियाँ' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /^सेवा खरीदें:/ })).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the blog lists Hindi articles on the Hindi site, and says so when it falls back to English', async () => {
    const hindi = [anArticle({ slug: 'chandra-rashi', title: 'अपनी चंद्र राशि को समझें', language: 'hi', categoryName: 'वैदिक ज्योतिष', readTime: 6 })];
    const english = [anArticle({ slug: 'moon-sign', title: 'Understanding Your Moon Sign', readTime: 6 })];
    let hindiArticles = hindi;
    const server = mockApi({
      'GET /api/articles': (request: RecordedCall) => ok((request.params.language === 'hi' ? hindiArticles : english).map(summaryOf)),
      'GET /api/categories': ok(categoriesFixture),
    });
    const view = renderRoute('/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'ज्योतिष ब्लॉग' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'अपनी चंद्र राशि को समझें' })).toBeInTheDocument();
    expect(screen.getByText('6 मिनट में पढ़ें')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'लेख की भाषा' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/articles')[0].params.language).toBe('hi');
    view.unmount();

    hindiArticles = [];
    renderRoute('/blog/category/vedic-astrology');
    expect(await screen.findByText('यहाँ अभी हिन्दी में कोई लेख नहीं है, इसलिए ये लेख अंग्रेज़ी में हैं।')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { name: 'Understanding Your Moon Sign' });
    expect(title).toHaveAttribute('lang', 'en');
  });

  it('an Urdu article keeps its right-to-left text isolated inside the Hindi labels around it', async () => {
    const urdu = anArticle({ slug: 'chand', title: 'اپنے چاند کے برج کو سمجھیں', excerpt: 'چاند کا برج آپ کے دل کا آئینہ ہے۔', language: 'ur', readTime: 4 });
    mockApi({ 'GET /api/articles': ok([summaryOf(urdu)]), 'GET /api/categories': ok(categoriesFixture) });
    renderRoute('/blog?lang=ur');

    const title = await screen.findByRole('heading', { name: urdu.title });
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ur');
    expect(screen.getByText(urdu.excerpt)).toHaveAttribute('dir', 'rtl');
    // The card itself, and its Hindi labels, keep the page's direction.
    const readTime = screen.getByText('4 मिनट में पढ़ें');
    expect(readTime.closest('[dir="rtl"]')).toBeNull();
  });

  it('the report form: Hindi labels, report types and the payment button with the price', async () => {
    mockApi({ 'GET /api/locations/search': ok([]) });
    renderRoute('/astrological-report-form', { user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'ज्योतिषीय रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'ज्योतिषीय रिपोर्ट का ऑर्डर' })).toBeInTheDocument();
    for (const label of [/^पूरा नाम/, /^ईमेल/, /^फ़ोन/, /^जन्म तिथि/, /^जन्म समय/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^लिंग/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^जन्म स्थान/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'प्रीमियम रिपोर्ट, 40+ पेज' })).toBeInTheDocument();
    expect(screen.getByText('सबसे लोकप्रिय')).toBeInTheDocument();
    expect(screen.getByText(/10 साल की दशा के पूर्वानुमान के साथ कम से कम 25 पेज/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें (₹399)' })).toBeEnabled();
  });

  it('a policy page: Hindi title and labels, and a note in Hindi that the legal text is the English one', async () => {
    mockApi({});
    renderRoute('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/यह कानूनी पाठ अंग्रेज़ी में प्रकाशित है, और वही मान्य संस्करण है।/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विषय-सूची' })).toBeInTheDocument();
    expect(screen.getByText(/We want every consultation to be worth its cost/).closest('[lang="en"]')).not.toBeNull();
  });
});

describe('the content pages in Tamil', () => {
  it('the horoscope page and the kundli form read in Tamil', async () => {
    await act(() => chooseLanguage('ta'));
    mockApi({ 'GET /api/horoscopes/daily': ok(daily), 'GET /api/locations/search': ok([]) });
    const horoscopes = renderRoute('/horoscopes');
    expect(await screen.findByRole('heading', { level: 1, name: 'ராசிபலன்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'தினசரி' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'இன்றைய ராசிபலன்' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'அனைத்து ராசிகளும்' })).toBeInTheDocument();
    horoscopes.unmount();

    renderRoute('/kundli');
    expect(await screen.findByRole('heading', { level: 1, name: 'ஜாதகம்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ஜாதகம் கணிக்கவும்' })).toBeDisabled();
    expect(screen.getByLabelText(/^பிறந்த தேதி/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^பிறந்த இடம்/ })).toHaveAttribute('placeholder', 'ஒரு நகரத்தைத் தட்டச்சு செய்யுங்கள், எ.கா. சென்னை'));
  });
});

describe('the blog’s category chips and bylines in Hindi and Tamil (issue 38)', () => {
  const categoriesIn = {
    hi: [{ id: 11, slug: 'vedic-astrology', name: 'वैदिक ज्योतिष', icon: 'auto_awesome', color: '#8B5CF6', language: 'hi' }],
    ta: [{ id: 21, slug: 'vedic-astrology', name: 'வேத ஜோதிடம்', icon: 'auto_awesome', color: '#8B5CF6', language: 'ta' }],
  } as const;

  it.each([
    ['hi', 'वैदिक ज्योतिष', 'लेखक: Pandit Rajesh Sharma'],
    ['ta', 'வேத ஜோதிடம்', 'எழுதியவர்: Pandit Rajesh Sharma'],
  ] as const)('in %s: an English article listed for want of one in the language wears the category as the reader’s blog names it, and its page names its author', async (language, categoryName, byline) => {
    await act(() => chooseLanguage(language));
    const english = anArticle({ slug: 'moon-sign', title: 'Understanding Your Moon Sign', author: { id: 2, username: 'Pandit Rajesh Sharma' } });
    mockApi({
      'GET /api/articles': (request: RecordedCall) => ok(request.params.language === 'en' ? [summaryOf(english)] : []),
      'GET /api/articles/:slug': ok(english),
      'GET /api/categories': (request: RecordedCall) => ok(request.params.language === language ? categoriesIn[language] : categoriesFixture),
    });
    const view = renderRoute('/blog');

    const card = (await screen.findByRole('heading', { name: 'Understanding Your Moon Sign' })).closest('.MuiCard-root') as HTMLElement;
    const chip = within(card).getByText(categoryName);
    expect(chip).toHaveAttribute('lang', language);
    expect(within(card).queryByText('Vedic Astrology')).not.toBeInTheDocument();
    view.unmount();

    renderRoute('/blog/moon-sign');
    expect(await screen.findByText(byline)).toBeInTheDocument();
    expect(screen.queryByText(/Admin/)).not.toBeInTheDocument();
  });
});
