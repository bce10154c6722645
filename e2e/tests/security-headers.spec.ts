import { expect, test } from '../src/test';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

/**
 * Issue 16: the site's own server sends a strict Content-Security-Policy (this origin, the remotes and the
 * API through this origin), forbids framing, and does not publish source maps; the composed site works
 * under that policy without a single violation.
 */
test('the site answers with CSP, frame-ancestors, X-Frame-Options, Referrer-Policy and Permissions-Policy', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('script-src \'self\' http://localhost:4201');
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('source maps of the production build are not served', async ({ request }) => {
  const page = await (await request.get('/')).text();
  const script = /src="\/?([^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(`/${script}.map`)).status()).toBe(404);
});

test('the composed site runs under the policy without any violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`);
    });
  });
  await page.goto('/');
  await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
  await page.goto('/kundli');
  await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'tools');
  await page.goto('/horoscopes');
  await expect(remoteArea(page, 'mf_content')).toBeVisible();
  await signInAsNewCustomer(page, 'Farah');
  await page.goto('/chat');
  await expect(remoteArea(page, 'mf_chat')).toHaveAttribute('data-page', 'chat');
  expect(violations).toEqual([]);
});
