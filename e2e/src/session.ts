import type { APIRequestContext, Page } from '@playwright/test';

export type DemoRole = 'user' | 'astrologer' | 'admin';
export const demoPassword = 'password123';
export const demoEmail = (role: DemoRole) => `${role}@example.com`;

/**
 * Puts every demo account back to the default language. A journey that chose Hindi or Tamil while signed in leaves
 * that language on the shared demo account, which the site applies at the next sign-in, whatever the journey.
 */
export async function resetDemoLanguages(request: APIRequestContext): Promise<void> {
  for (const role of ['user', 'astrologer', 'admin'] as const) {
    const login = await request.post('/api/auth/login', { data: { email: demoEmail(role), password: demoPassword } });
    if (!login.ok()) throw new Error(`demo login for ${role} failed: ${login.status()}`);
    const { token } = (await login.json()) as { token: string };
    const reset = await request.put('/api/profile/language', { data: { language: 'en' }, headers: { Authorization: `Bearer ${token}` } });
    if (!reset.ok()) throw new Error(`resetting the ${role} demo account's language failed: ${reset.status()}`);
  }
}

/** Signs in through the API (not the form, which has its own tests) and keeps the token for the page's visits. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: demoEmail(role), password: demoPassword } });
  if (!response.ok()) throw new Error(`demo login for ${role} failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // The demo accounts are shared by every journey: one that chose Hindi or Tamil leaves it on the account, which the
  // site applies at sign-in. Each journey starts from the default language, as a new account does.
  const reset = await page.request.put('/api/profile/language', { data: { language: 'en' }, headers: { Authorization: `Bearer ${token}` } });
  if (!reset.ok()) throw new Error(`resetting the ${role} demo account's language failed: ${reset.status()}`);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** The area a remote renders its page into (defineRemotePages marks it). */
export const remoteArea = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** The signed-in user's wallet as the nav bar must show it (rupees, two decimals), from the API. */
export async function expectedWalletText(page: Page): Promise<string> {
  const balance = await page.evaluate(async () => {
    const response = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` } });
    return ((await response.json()) as { balance: number }).balance;
  });
  return `₹${(balance / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
