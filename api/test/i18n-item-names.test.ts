import type { Article, ArticleSummary, Category, Consultation, CreatePaymentResponse, Notification, OrderDetail, OrderPage } from '@astrosetu/contracts';
import { ConsultationModel } from '../src/modules/consultations/consultation.model';
import { DEFAULT_CONSULTATION_TOPIC } from '../src/modules/consultations/consultation-topic';
import { setupTestServer } from './harness';
import { gatewayAnswer, postCallback } from './payments-gateway-simulator';

/** Issue 38: what a Hindi or Tamil reader sees of orders, consultations and the blog is named in their language. */
const t = setupTestServer();
const RAJESH = 1;

const inLanguage = (language: string, token?: string) => ({
  'accept-language': language,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

describe('the items of Purchases', () => {
  it('when a customer lists their orders in Hindi, Tamil or English, then each item is named in that language and productinfo stays the English the gateway was told', async () => {
    // Notifications are written in the account's language: this astrologer reads Tamil.
    const astrologer = await t.current.loginAs('astrologer');
    await t.current.api('PUT', '/api/profile/language', { language: 'ta' }, astrologer.token);
    const customer = await t.current.registerUser();
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15 }, customer.token);
    expect(order.status).toBe(201);
    await postCallback(t.current, gatewayAnswer(t.current, order.body));

    const titles: Record<string, string | undefined> = {};
    for (const language of ['hi', 'ta', 'en']) {
      const page = await t.current.raw<OrderPage>('GET', '/api/payment/orders?page=1&pageSize=10', { headers: inLanguage(language, customer.token) });
      expect(page.body.items[0].productinfo).toBe('Wallet top-up for a 15-minute consultation with Pandit Rajesh Sharma');
      titles[language] = page.body.items[0].title;
    }
    expect(titles).toEqual({
      hi: 'Pandit Rajesh Sharma के साथ 15 मिनट के परामर्श के लिए वॉलेट रिचार्ज',
      ta: 'Pandit Rajesh Sharma உடன் 15 நிமிட ஆலோசனைக்கான வாலட் ரீசார்ஜ்',
      en: 'Wallet top-up for a 15-minute consultation with Pandit Rajesh Sharma',
    });
    const detail = await t.current.raw<OrderDetail>('GET', `/api/payment/orders/${order.body.txnid}?lang=ta`, { headers: inLanguage('en', customer.token) });
    expect(detail.body.title).toBe(titles.ta);
  });

  it('when a package was booked without a topic, then the product’s default topic reads in the reader’s language, and a topic the customer typed stays as typed', async () => {
    // Notifications are written in the account's language: this astrologer reads Tamil.
    const astrologer = await t.current.loginAs('astrologer');
    await t.current.api('PUT', '/api/profile/language', { language: 'ta' }, astrologer.token);
    const customer = await t.current.registerUser();
    const order = await t.current.api<CreatePaymentResponse>('POST', '/api/payment/wallet/create', { astrologerId: RAJESH, duration: 15 }, customer.token);
    await postCallback(t.current, gatewayAnswer(t.current, order.body));
    const [untitled] = (await t.current.api<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, undefined, customer.token)).body;
    // Ended at once, it gives the money back to the wallet, which books the next one, with a topic the customer typed.
    expect((await t.current.api('POST', `/api/consultations/${untitled.id}/end`, {}, customer.token)).status).toBe(200);
    expect((await t.current.api('POST', '/api/consultations', { astrologerId: RAJESH, duration: 15, topic: 'Career' }, customer.token)).status).toBe(201);

    const topicsIn = async (language: string) =>
      (await t.current.raw<Consultation[]>('GET', `/api/consultations/user/${customer.user.id}`, { headers: inLanguage(language, customer.token) })).body.map((c) => c.topic).sort();
    expect(await topicsIn('hi')).toEqual(['Career', 'सामान्य परामर्श']);
    expect(await topicsIn('ta')).toEqual(['Career', 'பொது ஆலோசனை']);
    expect(await topicsIn('en')).toEqual(['Career', 'General consultation']);
    // Stored as a code, not as the English sentence; a row stored before issue 38 with the sentence reads the same.
    expect((await ConsultationModel.findById(untitled.id).lean())?.topic).toBe(DEFAULT_CONSULTATION_TOPIC);
    await ConsultationModel.updateOne({ _id: untitled.id }, { $set: { topic: 'General consultation' } });
    expect(await topicsIn('ta')).toEqual(['Career', 'பொது ஆலோசனை']);

    // The astrologer's notifications of it (the booking, the end) name it in the astrologer's language.
    const notices = (await t.current.api<Notification[]>('GET', '/api/notifications', undefined, astrologer.token)).body;
    const about = notices.filter((notice) => notice.reference?.type === 'consultation' && notice.reference.id === untitled.id).map((notice) => notice.message);
    expect(about).toHaveLength(2);
    for (const message of about) expect(message).toContain('பொது ஆலோசனை');
    expect(about.join('\n')).not.toContain('General consultation');
    await t.current.api('PUT', '/api/profile/language', { language: 'en' }, astrologer.token);
  });
});

describe('the blog in Hindi and Tamil', () => {
  it('when the categories are asked for in Tamil or Hindi, then every seeded category is named in that language, slugs unchanged', async () => {
    const english = (await t.current.api<Category[]>('GET', '/api/categories')).body;
    for (const language of ['hi', 'ta']) {
      const named = (await t.current.api<Category[]>('GET', `/api/categories?language=${language}`)).body;
      expect(named.map((category) => category.slug)).toEqual(english.map((category) => category.slug));
      for (const category of named) {
        expect(category.language).toBe(language);
        expect(category.name).not.toMatch(/[A-Za-z]/);
      }
    }
    const tamil = (await t.current.api<Category[]>('GET', '/api/categories?language=ta')).body;
    expect(tamil.find((category) => category.slug === 'horoscopes')?.name).toBe('ராசிபலன்');
  });

  it('when the demo data is loaded, then the Tamil blog has its own Tamil articles (no English inside) with Tamil category names, bylined by the astrologer, not "Admin"', async () => {
    const tamil = (await t.current.api<ArticleSummary[]>('GET', '/api/articles?language=ta')).body;
    expect(tamil.length).toBeGreaterThanOrEqual(2);
    for (const summary of tamil) {
      expect(summary.language).toBe('ta');
      const article = (await t.current.api<Article>('GET', `/api/articles/${encodeURIComponent(summary.slug)}`)).body;
      // Only the brand name is Latin.
      expect([article.title, article.excerpt, article.content, article.categoryName].join(' ').replace(/AstroSetu/g, '')).not.toMatch(/[A-Za-z]{2,}/);
      expect(article.content.length).toBeGreaterThan(1500);
      expect(article.author.username).toBe('Pandit Rajesh Sharma');
    }
    const rahuKalam = tamil.find((summary) => summary.slug === 'ராகு-காலம்-என்றால்-என்ன');
    expect(rahuKalam?.categoryName).toBe('பண்டிகைகள் மற்றும் முகூர்த்தம்');
    expect(rahuKalam?.translations.map((translation) => translation.language).sort()).toEqual(['en', 'hi', 'te']);
    for (const language of ['hi', 'en']) {
      const articles = (await t.current.api<ArticleSummary[]>('GET', `/api/articles?language=${language}`)).body;
      expect(articles.map((article) => article.author.username)).not.toContain('Admin');
    }
  });
});
