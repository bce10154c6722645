import { expect, test } from '../src/test';
import { signInAsNewCustomer } from '../src/new-customer';
import { expectedWalletText, remoteArea } from '../src/session';

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing overflows sideways and the drawer holds the navigation', async ({ page }) => {
    await signInAsNewCustomer(page, 'Arjun');
    await page.goto('/');
    await expect(remoteArea(page, 'mf_marketplace')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main' });
    await expect(drawer.getByRole('link', { name: 'Horoscopes' })).toBeVisible();
    await expect(page.getByText(`Wallet ${await expectedWalletText(page)}`)).toBeVisible();
    await drawer.getByRole('link', { name: 'Horoscopes' }).click();
    await expect(remoteArea(page, 'mf_content')).toHaveAttribute('data-page', 'horoscopes');
  });
});
