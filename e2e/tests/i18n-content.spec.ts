import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test } from '../src/test';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

// Issue 18: the content pages (kundli, horoscopes, blog, the report form) in Hindi and Tamil on a phone.
// Pages open with ?lang=, which the shell applies on arrival (the language menu's machinery).

const phone = { width: 390, height: 844 };
const smallPhone = { width: 360, height: 780 };

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Nothing wider than the screen: Hindi and Tamil words are longer than English ones. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The kundli form at /kundli, filled for Chennai, 15 May 1990, 06:30, with the labels of the page's language. */
async function fillKundli(page: Page, labels: { name?: string; date: string; time: string; place: RegExp }, name?: string) {
  const content = remoteArea(page, 'mf_content');
  if (labels.name && name) await content.getByLabel(labels.name).fill(name);
  await content.getByLabel(labels.date).fill('1990-05-15');
  await content.getByLabel(labels.time).fill('06:30');
  await content.getByRole('combobox', { name: labels.place }).fill('Chen');
  await page.getByRole('option', { name: /^Chennai\b.*Tamil Nadu, India/ }).click();
}

test.describe('the content pages in Hindi at 390 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(phone);
  });

  test('kundli: the form in Hindi, then the chart with Hindi headings, tabs and table headers', async ({ page }, testInfo) => {
    await page.goto('/kundli?lang=hi');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'कुंडली' })).toBeVisible();
    const generate = content.getByRole('button', { name: 'कुंडली बनाएँ' });
    await expect(generate).toBeDisabled();
    await fillKundli(page, { name: 'नाम (वैकल्पिक)', date: 'जन्म तिथि', time: 'जन्म समय', place: /जन्म स्थान/ }, 'प्रिया');
    await shot(page, testInfo, 'kundli-form-hi-390');
    await generate.click();

    await expect(content.getByRole('heading', { name: 'प्रिया की कुंडली' })).toBeVisible();
    await expect(content.getByText('मुख्य विवरण')).toBeVisible();
    const chart = content.getByRole('img', { name: 'उत्तर भारतीय चार्ट', exact: true });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'kundli-result-hi-390');
    expect(await seriousViolations(page)).toEqual([]);

    await content.getByRole('tab', { name: 'ग्रह' }).click();
    const grahas = content.getByRole('table', { name: 'ग्रहों की स्थिति' });
    await expect(grahas.getByRole('columnheader', { name: 'नक्षत्र स्वामी' })).toBeVisible();
    await expect(grahas.getByRole('row')).toHaveCount(11);
    await content.getByRole('tab', { name: 'दशा' }).click();
    await expect(content.getByRole('group', { name: 'दशा पद्धति' })).toBeVisible();
    await shot(page, testInfo, 'kundli-dasha-hi-390');
    await expectNoSidewaysScroll(page);
  });

  test('a horoscope page in Hindi: tabs, sign names and reading cards', async ({ page }, testInfo) => {
    await page.goto('/horoscopes?lang=hi');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'राशिफल' })).toBeVisible();
    await expect(content.getByRole('tab', { name: 'दैनिक' })).toHaveAttribute('aria-selected', 'true');
    await expect(content.getByRole('heading', { name: 'आज का राशिफल' })).toBeVisible();
    await expect(content.getByRole('heading', { name: 'प्रेम और रिश्ते' })).toBeVisible();
    await content.getByRole('tab', { name: 'साप्ताहिक' }).click();
    await expect(content.getByRole('heading', { name: 'इस हफ़्ते का राशिफल' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'horoscopes-hi-390');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(smallPhone);
    await page.goto('/daily-horoscope?sign=leo&lang=hi');
    await expect(content.getByRole('heading', { name: /^सिंह$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'daily-horoscope-hi-360');
  });

  test('the blog in Hindi: Hindi labels, articles in Hindi when there are some (else English, said so)', async ({ page }, testInfo) => {
    await page.goto('/blog?lang=hi');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'ज्योतिष ब्लॉग' })).toBeVisible();
    await expect(content.getByRole('heading', { name: 'नवीनतम लेख' })).toBeVisible();
    await expect(content.getByRole('combobox', { name: 'लेख की भाषा' })).toBeVisible();
    const hindiArticles = (await (await page.request.get('/api/articles?language=hi')).json()) as { title: string }[];
    if (hindiArticles.length > 0) {
      await expect(content.getByRole('heading', { name: hindiArticles[0].title }).first()).toBeVisible();
    } else {
      await expect(content.getByText('यहाँ अभी हिन्दी में कोई लेख नहीं है, इसलिए ये लेख अंग्रेज़ी में हैं।')).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'blog-hi-390');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a report bought in Hindi for प्रिया शर्मा: the form in Hindi, the payment, and her name in the PDF', async ({ page }, testInfo) => {
    const customer = await signInAsNewCustomer(page, 'Priya');
    await page.goto('/astrological-report-form?lang=hi');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'ज्योतिषीय रिपोर्ट' })).toBeVisible();
    await content.getByRole('radio', { name: /^बेसिक रिपोर्ट/ }).check();
    await content.getByLabel(/^पूरा नाम/).fill('प्रिया शर्मा');
    await content.getByLabel(/^ईमेल/).fill(customer.email);
    await content.getByLabel(/^फ़ोन/).fill('9876543210');
    await content.getByRole('combobox', { name: /^लिंग/ }).click();
    await page.getByRole('option', { name: 'महिला', exact: true }).click();
    await content.getByLabel(/^जन्म तिथि/).fill('1994-02-11');
    await content.getByLabel(/^जन्म समय/).fill('07:15');
    await content.getByRole('combobox', { name: /^जन्म स्थान/ }).fill('Chennai');
    await page.getByRole('option', { name: /Chennai/ }).first().click();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'report-form-hi-390');
    expect(await seriousViolations(page)).toEqual([]);
    await content.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें (₹199)' }).click();

    // The sandbox gateway, then back on the site.
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/api/sandbox-gateway'));

    // The report, as the customer's account lists it, downloaded once it is written.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    let reportFile = '';
    await expect(async () => {
      const orders = (await (await page.request.get('/api/payment/orders', { headers })).json()) as { items: { txnid: string; reportType?: string; status: string }[] };
      const order = orders.items.find((candidate) => candidate.reportType === 'basic' && candidate.status === 'paid');
      expect(order).toBeDefined();
      const detail = (await (await page.request.get(`/api/payment/orders/${order!.txnid}`, { headers })).json()) as { reportFile?: string; inputs?: unknown };
      expect(detail.reportFile).toBeTruthy();
      reportFile = detail.reportFile!;
    }).toPass({ timeout: 90_000 });
    const pdf = await page.request.get(`/api/download-report/${encodeURIComponent(reportFile)}`, { headers });
    expect(pdf.ok()).toBe(true);
    const path = testInfo.outputPath('report-hi.pdf');
    await writeFile(path, await pdf.body());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    expect(text.normalize('NFC')).toContain('प्रिया शर्मा');
  });
});

test.describe('the content pages in Tamil at 390 px', () => {
  test('a smoke pass of /horoscopes and /kundli in Tamil, axe clean, nothing wider than the screen', async ({ page }, testInfo) => {
    await page.setViewportSize(phone);
    await page.goto('/horoscopes?lang=ta');
    const content = remoteArea(page, 'mf_content');
    await expect(content.getByRole('heading', { level: 1, name: 'ராசிபலன்கள்' })).toBeVisible();
    await expect(content.getByRole('heading', { name: 'இன்றைய ராசிபலன்' })).toBeVisible();
    await expect(content.getByRole('heading', { name: 'காதல் & உறவுகள்' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'horoscopes-ta-390');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/kundli?lang=ta');
    await expect(content.getByRole('heading', { level: 1, name: 'ஜாதகம்' })).toBeVisible();
    await fillKundli(page, { date: 'பிறந்த தேதி', time: 'பிறந்த நேரம்', place: /பிறந்த இடம்/ });
    await content.getByRole('button', { name: 'ஜாதகம் கணிக்கவும்' }).click();
    await expect(content.getByRole('heading', { name: 'உங்கள் ஜாதகம்' })).toBeVisible();
    // Tamil readers get the South Indian chart by default (issue 36).
    await expect(content.getByRole('img', { name: 'தென் இந்திய சக்கரம்', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'kundli-ta-390');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(smallPhone);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'kundli-ta-360');
  });
});
