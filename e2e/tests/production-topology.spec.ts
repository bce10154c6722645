import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../src/test';
import type { Page } from '@playwright/test';
import { api, astrologerOpensChat, bookTenMinutes, passBirthDetailsGate, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';
import { chromiumWithFakeMicrophone, writeFakeVoice } from '../src/fake-microphone';
import { siteOrigin, startProductionTopology, type ApiInstance, type ProductionTopology } from '../src/production-topology';

// The production topology (docs/deploy.md): Debian's nginx with deploy/nginx's configuration in front of two API
// instances sharing one database and one Redis, and of the built web apps, each remote on an origin of its own.
let topology: ProductionTopology;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// Browsers with a fake microphone (a WAV tone) for the relayed call.
const voice = writeFakeVoice(join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'fake-microphone'));
test.use({ baseURL: siteOrigin, launchOptions: chromiumWithFakeMicrophone(voice) });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  topology = await startProductionTopology();
});

test.afterAll(async () => {
  await topology?.stop();
});

/** Open sockets on each instance. */
const socketCounts = () => Promise.all(topology.instances.map((instance) => topology.connectedSockets(instance)));

const totalSockets = async () => (await socketCounts()).reduce((total, count) => total + count, 0);

/** Closes the page's sockets (it leaves the site) and waits until the instances count `remaining` in all. */
async function leave(page: Page, remaining: number): Promise<void> {
  await page.goto('about:blank');
  await expect.poll(totalSockets).toBe(remaining);
}

/** The instance all the sockets `open` connects are on (undefined when they are spread over both). */
async function instanceOf(open: () => Promise<void>): Promise<ApiInstance | undefined> {
  const before = await socketCounts();
  await open();
  let gained: number[] = [];
  await expect
    .poll(async () => {
      gained = (await socketCounts()).map((count, index) => count - before[index]!);
      return gained.reduce((total, count) => total + count, 0);
    })
    .toBeGreaterThan(0);
  // Let a page's later sockets (if any) connect before attributing it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  gained = (await socketCounts()).map((count, index) => count - before[index]!);
  const hosting = gained.flatMap((count, index) => (count > 0 ? [topology.instances[index]!] : []));
  return hosting.length === 1 ? hosting[0] : undefined;
}

/** Seconds left on the chat's countdown ("9:41"). */
async function countdownSeconds(page: Page): Promise<number> {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(await page.getByRole('timer').innerText()) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/** Seconds left by the server's own record (start + booked minutes). */
async function serverSecondsLeft(customer: Page, consultationId: number): Promise<number> {
  const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
  const list = await api<{ id: number; startedAt?: string; duration: number }[]>(customer, 'GET', `/api/consultations/user/${me.body.id}`);
  const consultation = list.body.find((candidate) => candidate.id === consultationId)!;
  return (new Date(consultation.startedAt!).getTime() + consultation.duration * 60_000 - Date.now()) / 1000;
}

test('a voice call is relayed through coturn with credentials from the API (relay only)', async ({ browser }) => {
  const customer = await signedInPage(browser, 'user');
  const astrologer = await signedInPage(browser, 'astrologer');
  await prepareCustomer(customer);
  const booked = await api<{ id: number }>(customer, 'POST', '/api/consultations', { astrologerId: RAJESH.id, duration: 10, channel: 'call' });
  expect(booked.status).toBe(201);
  // The ICE servers this call gets: coturn, a credential of this customer, relay only.
  const servers = await api<{ iceServers: Array<{ urls: string[]; username?: string }>; relay: boolean; iceTransportPolicy: string }>(customer, 'GET', `/api/calls/${booked.body.id}/ice-servers`);
  expect(servers.body).toMatchObject({ relay: true, iceTransportPolicy: 'relay' });
  expect(servers.body.iceServers[1]?.urls).toContain('turn:127.0.0.1:3578?transport=udp');

  await customer.goto(`/chat?consultation=${booked.body.id}`);
  await astrologer.goto('/astrologer-dashboard');
  await expect(astrologer.getByRole('heading', { name: 'Astrologer Dashboard' })).toBeVisible();
  expect((await api(astrologer, 'POST', `/api/calls/${booked.body.id}/accept`)).status).toBe(200);
  await astrologer.goto(`/chat?consultation=${booked.body.id}`);
  for (const page of [customer, astrologer]) {
    await expect(page.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({ timeout: 30_000 });
    // The selected candidate is a relay one: the audio goes through coturn, as the call screen says.
    await expect(page.getByText('Audio goes through the relay server.')).toBeVisible();
    await expect.poll(async () => Number(/received (\d+) KB/.exec((await page.getByText(/received \d+ KB/).textContent()) ?? '')?.[1] ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
  }
  await customer.getByRole('button', { name: 'End Call' }).click();
  await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'The call has ended.' })).toBeVisible();
  await customer.context().close();
  await astrologer.context().close();
});

test('through nginx, a chat crosses API instances and survives one of them stopping mid-session', async ({ browser }) => {
  // The site and every remote come from nginx, on their own origins, with the security headers and caching rules.
  const shell = await fetch(`${siteOrigin}/`);
  expect(shell.headers.get('cache-control')).toBe('no-cache');
  expect(shell.headers.get('content-security-policy')).toContain('http://chat.localhost:');

  const customer = await signedInPage(browser, 'user');
  const astrologer = await signedInPage(browser, 'astrologer');
  await prepareCustomer(customer);
  await bookTenMinutes(customer);
  const consultationId = await astrologerOpensChat(astrologer);
  await passBirthDetailsGate(customer);
  await expect(customer.getByRole('timer')).toBeVisible();
  const chatUrl = astrologer.url();

  // Put the two people on different instances: nginx spreads connections without stickiness, so each page is
  // opened again until the customer's sockets are on one instance and the astrologer's on the other.
  await astrologer.goto('about:blank');
  let customerInstance: ApiInstance | undefined;
  for (let attempt = 0; attempt < 8 && !customerInstance; attempt += 1) {
    await leave(customer, 0);
    customerInstance = await instanceOf(async () => {
      await customer.goto('/chat');
      await expect(customer.getByText('Connected')).toBeVisible();
    });
  }
  const customerSockets = await totalSockets();
  let astrologerInstance: ApiInstance | undefined;
  for (let attempt = 0; attempt < 12 && (!astrologerInstance || astrologerInstance === customerInstance); attempt += 1) {
    await leave(astrologer, customerSockets);
    astrologerInstance = await instanceOf(async () => {
      await astrologer.goto(chatUrl);
      await expect(astrologer.getByText('Connected')).toBeVisible();
    });
  }
  expect(customerInstance, 'the customer page on one instance').toBeDefined();
  expect(astrologerInstance).toBeDefined();
  expect(astrologerInstance!.name).not.toBe(customerInstance!.name);

  const customerLog = customer.getByRole('log', { name: 'Messages' });
  const astrologerLog = astrologer.getByRole('log', { name: 'Messages' });
  const customerInput = customer.getByRole('textbox', { name: 'Message' });
  const astrologerInput = astrologer.getByRole('textbox', { name: 'Message' });

  // A message crossing instances each way (Socket.IO's Redis adapter carries the room).
  await customerInput.fill('Namaste Panditji, is this a good year to move to Pune?');
  await customerInput.press('Enter');
  await expect(astrologerLog.getByRole('article', { name: 'Message from Demo User' })).toContainText('move to Pune');
  await astrologerInput.fill('Yes: Jupiter enters your tenth house in May.');
  await astrologerInput.press('Enter');
  await expect(customerLog.getByRole('article', { name: `Message from ${RAJESH.name}` })).toContainText('Jupiter enters your tenth house');

  // The astrologer's instance stops (a deploy: SIGTERM drains and closes its sockets). The astrologer's page
  // reconnects through nginx to the other instance; what either side sends meanwhile arrives exactly once.
  const stopped = astrologerInstance!.process.stop();
  await astrologerInput.fill('Sorry, my connection blinked. Which month suits you?');
  await astrologerInput.press('Enter');
  await customerInput.fill('June, after my exams.');
  await customerInput.press('Enter');
  await stopped;
  await expect(customerLog.getByRole('article', { name: `Message from ${RAJESH.name}` }).last()).toContainText('Which month suits you?');
  await expect(astrologerLog.getByRole('article', { name: 'Message from Demo User' }).last()).toContainText('June, after my exams.');
  await expect(astrologer.getByText('Connected')).toBeVisible();
  await expect(customerLog.getByRole('article')).toHaveCount(4);
  await expect(astrologerLog.getByRole('article')).toHaveCount(4);
  expect(await socketCounts().catch(() => undefined), 'the stopped instance no longer answers').toBeUndefined();

  // The session still runs on the survivor, and both countdowns follow the server's clock.
  const serverLeft = await serverSecondsLeft(customer, consultationId);
  expect(serverLeft).toBeGreaterThan(8 * 60);
  for (const page of [customer, astrologer]) expect(Math.abs((await countdownSeconds(page)) - serverLeft)).toBeLessThanOrEqual(3);
  await customerInput.fill('Thank you, Panditji.');
  await customerInput.press('Enter');
  await expect(astrologerLog.getByRole('article', { name: 'Message from Demo User' }).last()).toContainText('Thank you, Panditji.');
  await expect(astrologerLog.getByRole('article')).toHaveCount(5);
});
