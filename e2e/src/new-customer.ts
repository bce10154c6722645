import { expect, type Page } from '@playwright/test';
import { uniqueMobileNumber, verifyNewCustomer } from './verify-account';

export interface NewCustomer {
  username: string;
  email: string;
  token: string;
}

/**
 * Registers a customer of the journey's own and signs the page in as them (through the API; the page's visits keep
 * the token). Their language, wallet and orders are no other journey's, so a journey that uses one can run beside
 * the journeys that share the demo accounts (playwright.config.ts, lane `own-data`). `verified`: the e-mail and a
 * fresh mobile number confirmed, which a first booking needs (verify-account.spec.ts drives the dialog itself).
 */
export async function signInAsNewCustomer(page: Page, firstName: string, options: { verified?: boolean } = {}): Promise<NewCustomer> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const username = `${firstName} ${stamp.slice(-5)}`;
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username, email, password: 'secret123', phone: uniqueMobileNumber() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  if (options.verified) await verifyNewCustomer(page.request, token, email);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return { username, email, token };
}
