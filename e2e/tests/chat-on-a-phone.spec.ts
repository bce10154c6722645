import { expect, test } from '../src/test';
import {
  api,
  astrologerOpensChat,
  balanceOf,
  bookTenMinutes,
  passBirthDetailsGate,
  prepareCustomer,
  signedInPage,
} from '../src/consultation-journey';
import { expectInsideViewport } from '../src/layout';

interface EndedConsultation {
  id: number;
  cost: number;
  usedMinutes: number;
  refundedAmount: number;
}

const PHONE = { width: 390, height: 844 };
const SCREENS = [PHONE, { width: 360, height: 740 }, { width: 768, height: 1024 }, { width: 1280, height: 900 }];


test.describe('the chat on a phone', () => {
  test('40 messages at 390 x 844: the countdown, End Call and the message box stay on screen (and at 360, 768, 1280); the astrologer ends early and the rest is refunded', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const customer = await signedInPage(browser, 'user', { viewport: PHONE, isMobile: true, hasTouch: true });
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);
    await bookTenMinutes(customer);
    const consultationId = await astrologerOpensChat(astrologer);
    await passBirthDetailsGate(customer);
    const balanceAfterBooking = await balanceOf(customer);

    const countdown = customer.getByRole('timer');
    const endCall = customer.getByRole('button', { name: 'End Call' });
    const composer = customer.getByRole('textbox', { name: 'Message' });
    await expect(countdown).toBeVisible();

    // 40 messages, 20 from each side.
    const astrologerComposer = astrologer.getByRole('textbox', { name: 'Message' });
    for (let index = 1; index <= 20; index += 1) {
      await composer.fill(`Question ${index}: what do the stars say about my work this month?`);
      await composer.press('Enter');
      await astrologerComposer.fill(`Answer ${index}: Saturn asks for patience; Jupiter opens a door after the 15th.`);
      await astrologerComposer.press('Enter');
    }
    const messages = customer.getByRole('log', { name: 'Messages' });
    await expect(messages.getByRole('article')).toHaveCount(40);
    await expect(messages.getByRole('article').last()).toContainText('Answer 20');

    for (const screen of SCREENS) {
      await customer.setViewportSize(screen);
      const label = `${screen.width} x ${screen.height}`;
      // The page itself does not scroll: only the message list does, and it is scrolled to the newest. The layout
      // follows the visual viewport's resize event, a frame or more after the resize: wait for it to settle.
      await expect
        .poll(() => customer.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight), { timeout: 5_000 })
        .toBeLessThanOrEqual(1)
        .catch(() => undefined);
      const pageScroll = await customer.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
      const tallest = await customer.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .map((element) => ({ element, rect: element.getBoundingClientRect(), style: getComputedStyle(element) }))
          .filter(({ rect }) => rect.bottom > window.innerHeight + 1)
          .slice(0, 8)
          .map(({ element, rect, style }) => `${element.tagName}.${element.className} bottom=${rect.bottom} pos=${style.position} overflow=${style.overflow}`)
          .join('\n'),
      );
      expect(pageScroll, `page overflow at ${label}:\n${tallest}`).toBeLessThanOrEqual(1);
      await expectInsideViewport(customer, countdown, `countdown at ${label}`);
      await expectInsideViewport(customer, endCall, `End Call at ${label}`);
      await expectInsideViewport(customer, composer, `message box at ${label}`);
      await expectInsideViewport(customer, messages.getByRole('article').last(), `newest message at ${label}`);
      await customer.screenshot({ path: testInfo.outputPath(`chat-${screen.width}x${screen.height}.png`) });
    }

    // On a phone the birth details are a sheet opened from the header.
    await customer.setViewportSize(PHONE);
    await customer.getByRole('button', { name: 'Birth details' }).click();
    const sheet = customer.getByRole('presentation').filter({ has: customer.getByRole('heading', { name: 'Birth details' }) });
    await expect(sheet.getByRole('region', { name: 'Birth details' })).toContainText('Varanasi');
    await customer.screenshot({ path: testInfo.outputPath('chat-390x844-birth-details.png') });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    // The astrologer ends early: the customer is told why and gets the unused minutes back.
    await astrologer.getByRole('button', { name: 'End Call' }).click();
    const confirm = astrologer.getByRole('alertdialog', { name: 'End this consultation?' });
    await expect(confirm).toContainText(/The customer gets ₹[\d,.]+ back for the unused minutes\./);
    await confirm.getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/The astrologer ended the consultation\./)).toBeVisible();
    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const history = await api<EndedConsultation[]>(customer, 'GET', `/api/consultations/user/${me.body.id}`);
    const record = history.body.find((candidate) => candidate.id === consultationId)!;
    expect(record.usedMinutes).toBeGreaterThanOrEqual(1);
    expect(record.usedMinutes).toBeLessThan(10);
    // 10 minutes cost 10 minutes' worth: each unused minute comes back at the paid per-minute price.
    expect(record.refundedAmount).toBe((10 - record.usedMinutes) * (record.cost / 10));
    const refundText = `₹${(record.refundedAmount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    await expect(customer.getByText(`${refundText} has been refunded to your wallet.`, { exact: false })).toBeVisible();
    expect(await balanceOf(customer)).toBe(balanceAfterBooking + record.refundedAmount);
    await customer.screenshot({ path: testInfo.outputPath('chat-390x844-ended.png') });
    await expectInsideViewport(customer, customer.getByRole('button', { name: 'Go to Home' }), 'Go to Home after the end');

    await customer.context().close();
    await astrologer.context().close();
  });
});
