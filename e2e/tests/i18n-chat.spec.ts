import { expect, test } from '../src/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../src/axe';
import { api, balanceOf, bookTenMinutes, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';
import { remoteArea, resetDemoLanguages, signInAs } from '../src/session';
import { expectInsideViewport, horizontalOverflow } from '../src/layout';

// The chat and the admin in Hindi and Tamil, in Chromium at phone sizes: a paid chat between the demo customer and
// the demo astrologer in Hindi (a Tamil pass of the same chat screen on the way), and the admin's users screen.

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };


/** Text cut by its box: an element whose content is wider than itself while it hides the overflow. */
async function clippedTexts(area: Locator): Promise<string[]> {
  return area.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, h1, [role="timer"], .MuiChip-label, label, textarea, input')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = style.overflow === 'hidden' || style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
        return hides && element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'H1';
      })
      .map((element) => `${element.tagName} "${(element.textContent || element.getAttribute('placeholder') || '').trim()}"`),
  );
}

/**
 * At each phone width: the countdown, End and the message box are on screen, the page does not overflow sideways,
 * no label is cut, and a screenshot is kept for a person to look at.
 */
async function checkChatOnPhones(page: Page, language: string, end: string, box: string, testInfo: TestInfo): Promise<void> {
  for (const size of [PHONE, SMALL_PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const label = `${language} at ${size.width} px`;
    await expectInsideViewport(page, page.getByRole('timer'), `the countdown (${label})`);
    await expectInsideViewport(page, page.getByRole('button', { name: end }), `the End button (${label})`);
    await expectInsideViewport(page, page.getByRole('textbox', { name: box }), `the message box (${label})`);
    expect(await horizontalOverflow(page), `sideways overflow (${label})`).toBeLessThanOrEqual(0);
    expect(await clippedTexts(remoteArea(page, 'mf_chat')), `cut labels (${label})`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`chat-${language}-${size.width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

// These journeys choose Hindi or Tamil while signed in, which the shared demo accounts keep: put them back.
test.afterEach(async ({ request }) => {
  await resetDemoLanguages(request);
});

test.describe('the chat in Hindi and Tamil on a phone', () => {
  test('a paid chat in Hindi: birth details, countdown, messages, free minutes, a Tamil pass, End and the refund; axe clean in hi and ta', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const customer = await signedInPage(browser, 'user', { viewport: PHONE, isMobile: true, hasTouch: true });
    const astrologer = await signedInPage(browser, 'astrologer', { viewport: PHONE, isMobile: true, hasTouch: true });
    await prepareCustomer(customer);
    await bookTenMinutes(customer);
    const balanceAfterBooking = await balanceOf(customer);

    // Both open their side in Hindi (?lang=hi, which the site then remembers).
    await astrologer.goto('/astrologer-dashboard?lang=hi');
    await expect(astrologer.getByRole('heading', { name: 'ज्योतिषी डैशबोर्ड' })).toBeVisible();
    await expect(astrologer.getByText('आपकी कमाई')).toBeVisible();
    const sessions = await api<{ id: number }[]>(astrologer, 'GET', '/api/astrologer/consultations/active');
    const consultationId = sessions.body[0]!.id;
    await astrologer.goto(`/chat?consultation=${consultationId}&lang=hi`);
    await expect(astrologer.getByRole('heading', { name: 'Demo User', level: 1 })).toBeVisible();
    await expect(astrologer.getByText('जुड़े हुए')).toBeVisible();
    await expect(astrologer.getByText('ग्राहक के तैयार होते ही शुरू होगा')).toBeVisible();
    // Nobody writes before the session starts: the astrologer's box says so in Hindi.
    await expect(astrologer.getByText('सत्र शुरू होने पर चैट खुलेगी: ग्राहक के जन्म विवरण की प्रतीक्षा है')).toBeVisible();
    await expect(astrologer.getByRole('textbox', { name: 'संदेश' })).toBeDisabled();

    await customer.goto('/chat?lang=hi');
    const gate = customer.getByRole('dialog', { name: 'आपका जन्म विवरण' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('आपके आगे बढ़ते ही परामर्श का समय शुरू होगा।');
    await expect(gate).toContainText('आपका सत्र');
    await expect(gate).toContainText('में शुरू होगा, विवरण के साथ या उनके बिना।');
    await gate.getByLabel('पूरा नाम').fill('Demo User');
    await gate.getByLabel('जन्म तिथि').fill('1992-03-25');
    await gate.getByLabel('जन्म समय').fill('07:15');
    await gate.getByLabel('जन्म स्थान').fill('वाराणसी');
    await gate.getByRole('button', { name: 'परामर्श शुरू करें' }).click();
    await expect(gate).toBeHidden();

    await expect(customer.getByRole('heading', { name: RAJESH.name, level: 1 })).toBeVisible();
    await expect(customer.getByText('जुड़े हुए')).toBeVisible();
    await expect(customer.getByText('10 मिनट का पैकेज')).toBeVisible();
    await expect(customer.getByRole('timer')).toBeVisible();
    await expect(customer.getByRole('note').filter({ hasText: 'AstroSetu कभी भी आपसे साइट के बाहर भुगतान करने को नहीं कहता' })).toBeVisible();

    // A quick reply goes out in Hindi; the astrologer answers in Hindi.
    await customer.getByRole('button', { name: 'विवाह का समय' }).click();
    await expect(astrologer.getByRole('log', { name: 'संदेश' })).toContainText('मेरे विवाह के लिए अच्छा समय कब है?');
    const astrologerBox = astrologer.getByRole('textbox', { name: 'संदेश' });
    await astrologerBox.fill('गुरु की दशा में अगले वर्ष विवाह के योग बनते हैं।');
    await astrologerBox.press('Enter');
    await expect(customer.getByRole('log', { name: 'संदेश' })).toContainText('गुरु की दशा में अगले वर्ष विवाह के योग बनते हैं।');

    // Free minutes from the astrologer, announced to the customer in Hindi.
    await astrologer.getByRole('button', { name: '5 मिनट मुफ़्त जोड़ें (2 बाक़ी)' }).click();
    await expect(customer.getByText('मुफ़्त समय मिला', { exact: true })).toBeVisible();
    await expect(customer.getByText('+5 मिनट मुफ़्त बढ़ाए गए')).toBeVisible();

    await checkChatOnPhones(customer, 'hi', 'चैट समाप्त करें', 'संदेश', testInfo);
    await checkChatOnPhones(astrologer, 'hi-astrologer', 'चैट समाप्त करें', 'संदेश', testInfo);
    expect(await seriousViolations(customer), 'axe, chat in Hindi').toEqual([]);

    // The chat's language setting is the site's: the customer switches to Tamil there, for a Tamil pass.
    await customer.getByRole('button', { name: 'डिस्प्ले सेटिंग' }).click();
    const settings = customer.getByRole('dialog', { name: 'डिस्प्ले सेटिंग' });
    await settings.getByRole('combobox', { name: 'साइट की भाषा' }).click();
    await customer.getByRole('option', { name: 'தமிழ்' }).click();
    const tamilSettings = customer.getByRole('dialog', { name: 'காட்சி அமைப்புகள்' });
    await expect(tamilSettings).toBeVisible();
    await expect(customer.locator('html')).toHaveAttribute('lang', 'ta');
    await tamilSettings.getByRole('button', { name: 'முடிந்தது' }).click();
    await expect(tamilSettings).toBeHidden();
    await expect(customer.getByText('இணைக்கப்பட்டது')).toBeVisible();
    await expect(customer.getByText('10 நிமிடத் தொகுப்பு')).toBeVisible();
    await expect(customer.getByRole('button', { name: 'நீட்டிக்கவும்' })).toBeVisible();
    await checkChatOnPhones(customer, 'ta', 'சாட்டை முடி', 'செய்தி', testInfo);
    expect(await seriousViolations(customer), 'axe, chat in Tamil').toEqual([]);
    await customer.getByRole('button', { name: 'சாட்டை முடி' }).click();
    const tamilConfirm = customer.getByRole('alertdialog', { name: 'இந்த ஆலோசனையை முடிக்கவா?' });
    await expect(tamilConfirm).toContainText('உங்கள் வாலட்டுக்குத் திரும்பும்.');
    await tamilConfirm.getByRole('button', { name: 'சாட்டைத் தொடரவும்' }).click();
    await expect(tamilConfirm).toBeHidden();

    // Back to Hindi (the same setting), and the customer ends the call.
    await customer.getByRole('button', { name: 'காட்சி அமைப்புகள்' }).click();
    await customer.getByRole('dialog', { name: 'காட்சி அமைப்புகள்' }).getByRole('combobox', { name: 'தளத்தின் மொழி' }).click();
    await customer.getByRole('option', { name: 'हिन्दी' }).click();
    await customer.getByRole('dialog', { name: 'डिस्प्ले सेटिंग' }).getByRole('button', { name: 'हो गया' }).click();

    await customer.getByRole('button', { name: 'चैट समाप्त करें' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'क्या यह परामर्श समाप्त करें?' });
    await expect(confirm).toContainText(/Pandit Rajesh Sharma के साथ आपकी चैट अभी समाप्त हो जाएगी। बचे हुए मिनटों के ₹[\d,.]+ आपके वॉलेट में लौट आएँगे।/);
    await expect(confirm.getByRole('button', { name: 'चैट जारी रखें' })).toBeVisible();
    await confirm.getByRole('button', { name: 'चैट समाप्त करें' }).click();

    const summary = customer.getByRole('status').filter({ hasText: 'सत्र समाप्त' });
    await expect(summary).toContainText(/आपने परामर्श समाप्त किया। आपने \d+ मिनट उपयोग (किया|किए)।/);
    await expect(summary).toContainText(/₹[\d,.]+ आपके वॉलेट में रिफ़ंड कर दिए गए हैं।/);
    await expect(customer.getByRole('heading', { name: 'आपका परामर्श कैसा रहा?' })).toBeVisible();
    await expect(astrologer.getByText('ग्राहक ने परामर्श समाप्त कर दिया है।').first()).toBeVisible();
    await customer.screenshot({ path: testInfo.outputPath('chat-hi-ended-390.png') });
    expect(await seriousViolations(customer), 'axe, end of the session in Hindi').toEqual([]);

    // The refund the screen announced is in the wallet.
    const ended = await api<{ id: number; refundedAmount: number }[]>(customer, 'GET', `/api/consultations/user/${(await api<{ id: number }>(customer, 'GET', '/api/auth/me')).body.id}`);
    const refunded = ended.body.find((consultation) => consultation.id === consultationId)!.refundedAmount;
    expect(refunded).toBeGreaterThan(0);
    expect(await balanceOf(customer)).toBe(balanceAfterBooking + refunded);

    // The astrologer goes back to the dashboard, still in Hindi.
    await expect(astrologer.getByRole('heading', { name: 'ज्योतिषी डैशबोर्ड' })).toBeVisible({ timeout: 10_000 });

    await customer.context().close();
    await astrologer.context().close();
  });
});

test.describe('the admin in Hindi', () => {
  test.use({ viewport: PHONE });

  test('the users screen in Hindi at 390 px: summary, tabs, table, pagination and the confirmation; axe clean', async ({ page }, testInfo) => {
    await signInAs(page, 'admin');
    await page.goto('/admin?lang=hi');
    const admin = remoteArea(page, 'mf_admin');
    await expect(admin.getByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/एडमिन डैशबोर्ड/);
    await expect(admin.getByRole('region', { name: 'सारांश' })).toContainText('कुल उपयोगकर्ता');
    await expect(admin.getByRole('tab', { name: 'उपयोगकर्ता' })).toHaveAttribute('aria-selected', 'true');
    const table = admin.getByRole('table', { name: 'उपयोगकर्ता' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'भूमिका' })).toBeVisible();
    await expect(admin.getByText('प्रति पेज पंक्तियाँ:')).toBeVisible();
    await expect(admin.getByRole('searchbox', { name: 'उपयोगकर्ता खोजें' })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('admin-users-hi-390.png'), fullPage: true });
    expect(await seriousViolations(page), 'axe, admin users in Hindi').toEqual([]);

    const deactivate = admin.getByRole('button', { name: /को निष्क्रिय करें$/ }).first();
    await deactivate.click();
    const dialog = page.getByRole('alertdialog', { name: 'क्या इस उपयोगकर्ता को निष्क्रिय करें?' });
    await expect(dialog).toContainText('दोबारा सक्रिय किए जाने तक लॉग इन नहीं कर पाएँगे।');
    await page.waitForTimeout(400);
    expect(await seriousViolations(page), 'axe, confirmation in Hindi').toEqual([]);
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();
  });
});
