import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../src/test';
import { api, balanceOf, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';
import { chromiumWithFakeMicrophone, writeFakeVoice } from '../src/fake-microphone';

/**
 * Issue 35: a voice call between two real Chromium browsers, each with a fake microphone playing a tone that
 * pauses like speech. Both hear the other (bytes and the voice level measured by WebRTC, as the call screen
 * shows them), mute silences one side for the other, a side that goes offline comes back into the same call,
 * and ending early refunds the unused minutes. A blocked microphone is explained and costs nothing.
 */
const voice = writeFakeVoice(join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'fake-microphone'));
test.use({ launchOptions: chromiumWithFakeMicrophone(voice) });

const PHONE = { width: 390, height: 844 };

interface Call {
  id: number;
  cost: number;
}

/** The demo customer books a 10-minute call with Rajesh (topping the wallet up first if it is short). */
async function bookCall(customer: Page): Promise<Call> {
  await prepareCustomer(customer);
  const booked = await api<{ id: number; cost: number }>(customer, 'POST', '/api/consultations', { astrologerId: RAJESH.id, duration: 10, channel: 'call' });
  expect(booked.status).toBe(201);
  return booked.body;
}

/** The call screen's voice level of the other side (0-100), as its meter says. */
async function levelOf(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('meter', { name: `${name}'s voice level` }).getAttribute('aria-valuenow'));
}

/** Kilobytes received, as the call screen's connection line states them. */
async function kilobytesReceived(page: Page): Promise<number> {
  const text = (await page.getByText(/received \d+ KB/).textContent()) ?? '';
  return Number(/received (\d+) KB/.exec(text)?.[1] ?? 0);
}

async function startCall(browser: Browser, customerViewport: { width: number; height: number }) {
  const customer = await signedInPage(browser, 'user', { viewport: customerViewport });
  const astrologer = await signedInPage(browser, 'astrologer');
  const call = await bookCall(customer);
  await customer.goto(`/chat?consultation=${call.id}`);
  await expect(customer.getByRole('region', { name: 'Voice call' })).toBeVisible();
  await expect(customer.getByRole('status').filter({ hasText: /^Ringing Pandit Rajesh Sharma… [01]:\d\d left for them to answer\.$/ })).toBeVisible();
  await expect(customer.getByText('This call is not recorded. Only you and Pandit Rajesh Sharma hear it.')).toBeVisible();

  // The astrologer's dashboard rings; Accept opens the call.
  await astrologer.goto('/astrologer-dashboard');
  const ringing = astrologer.getByRole('alertdialog', { name: /Demo User is calling/ });
  await expect(ringing).toBeVisible();
  await ringing.getByRole('button', { name: 'Accept the call from Demo User' }).click();
  await expect(astrologer).toHaveURL(new RegExp(`/chat\\?consultation=${call.id}$`));
  for (const page of [customer, astrologer]) {
    await expect(page.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({ timeout: 30_000 });
  }
  return { customer, astrologer, call };
}

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test(`a customer calls at ${viewport.width} px: both hear each other, mute silences, a drop comes back, the early end refunds`, async ({ browser }) => {
    const { customer, astrologer, call } = await startCall(browser, viewport);

    // Both receive audio and measure the other's voice (the tone's level, as the meter shows it).
    await expect.poll(() => kilobytesReceived(customer), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => kilobytesReceived(astrologer), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => levelOf(customer, RAJESH.name), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => levelOf(astrologer, 'Demo User'), { timeout: 15_000 }).toBeGreaterThan(0);
    // The server's clock runs: the header counts down from 10 minutes.
    await expect(customer.getByRole('timer')).toBeVisible();

    // Mute: the astrologer hears nothing from the customer for as long as it lasts.
    await customer.getByRole('button', { name: 'Mute' }).click();
    await expect(customer.getByText('Your microphone is muted: Pandit Rajesh Sharma cannot hear you.')).toBeVisible();
    await expect.poll(() => levelOf(astrologer, 'Demo User'), { timeout: 10_000 }).toBe(0);
    await astrologer.waitForTimeout(1500);
    expect(await levelOf(astrologer, 'Demo User')).toBe(0);
    await customer.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => levelOf(astrologer, 'Demo User'), { timeout: 10_000 }).toBeGreaterThan(0);

    // The astrologer's network goes away for a few seconds and comes back: the same call goes on.
    await astrologer.context().setOffline(true);
    await astrologer.waitForTimeout(4000);
    await astrologer.context().setOffline(false);
    await expect(astrologer.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({ timeout: 30_000 });
    const before = await kilobytesReceived(astrologer);
    await expect.poll(() => kilobytesReceived(astrologer), { timeout: 15_000 }).toBeGreaterThan(before);

    // The customer ends early: the unused whole minutes come back, as the end screen says.
    const balanceBefore = await balanceOf(customer);
    await customer.getByRole('button', { name: 'End Call' }).click();
    await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/has been refunded to your wallet/)).toBeVisible();
    await expect(customer.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
    const refunded = (await balanceOf(customer)) - balanceBefore;
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThan(call.cost);
    await expect(astrologer.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();

    await customer.context().close();
    await astrologer.context().close();
  });
}

test('a blocked microphone is explained on the call screen, and ending then costs nothing', async ({ browser }) => {
  const customer = await signedInPage(browser, 'user', { viewport: PHONE });
  // The customer says no to the browser's microphone prompt.
  await customer.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const call = await bookCall(customer);
  const balanceAfterBooking = await balanceOf(customer);
  await customer.goto(`/chat?consultation=${call.id}`);
  const problem = customer.getByRole('alert').filter({ hasText: 'Your microphone is blocked' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('choose Microphone, then Allow');
  await expect(problem).toContainText('Nothing is charged until you both hear each other.');
  await expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();

  await customer.getByRole('button', { name: 'End Call' }).click();
  await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
  await expect.poll(() => balanceOf(customer)).toBe(balanceAfterBooking + call.cost);
  await customer.context().close();
});
