import { expect, test } from '../src/test';
import { signInAsNewCustomer } from '../src/new-customer';
import { remoteArea } from '../src/session';

test.describe('match-making', () => {
  test('a guest choosing a package is asked to sign in first', async ({ page }) => {
    await page.goto('/match-making');
    await remoteArea(page, 'mf_content').getByRole('button', { name: 'Choose Package: Detailed Compatibility' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/match-making?package=detailed')}`);
  });

  test('a signed-in customer buys a match-making package through the sandbox gateway', async ({ page }) => {
    await signInAsNewCustomer(page, 'Vikram');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/match-making');
    // Both births, as a customer who filled the package's form before (kept in this browser until paid).
    await page.evaluate(() => {
      const person = (name: string, birthDate: string, birthPlace: string, latitude: string, longitude: string) =>
        ({ name, birthDate, birthTime: '06:30', birthPlace, latitude, longitude, timezone: 'Asia/Kolkata' });
      const values = { groom: person('Vikram Iyer', '1990-11-02', 'Pune, Maharashtra, India', '18.5204', '73.8567'), bride: person('Asha Rao', '1992-03-14', 'Chennai, Tamil Nadu, India', '13.0827', '80.2707') };
      window.localStorage.setItem('astrosetu.purchaseDraft.match-detailed', JSON.stringify({ savedAt: Date.now(), values }));
    });
    const content = remoteArea(page, 'mf_content');
    await content.getByRole('button', { name: 'Choose Package: Detailed Compatibility' }).click();

    await expect(page).toHaveURL('/payment?amount=599&service=match-making&package=detailed');
    await expect(remoteArea(page, 'mf_marketplace')).toHaveAttribute('data-page', 'payment');
    // The form asks for the groom and the bride by role (guna milan reads from the groom's side), no gender.
    const market = remoteArea(page, 'mf_marketplace');
    await expect(market.getByRole('group', { name: 'Groom' }).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Vikram Iyer');
    await expect(market.getByRole('group', { name: 'Bride' }).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Rao');
    await expect(market.getByRole('combobox', { name: /^Gender/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay ₹599' }).click();

    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/_payment$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText('₹599.00');
    await page.getByRole('button', { name: 'Pay ₹599.00' }).click();

    // The gateway's signed answer lands on the home page as a successful service payment, which confirms it
    // and moves on to the order just paid.
    await expect(page).toHaveURL(/\/purchases\/AS\w+$/);
    const landing = visited.map((url) => new URL(url)).find((url) => url.pathname === '/' && url.searchParams.has('payment'));
    expect(Object.fromEntries(landing!.searchParams)).toMatchObject({ payment: 'success', type: 'service', service: 'match-making' });
  });
});
