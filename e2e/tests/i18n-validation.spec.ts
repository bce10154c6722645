import { expect, test } from '../src/test';
import { horizontalOverflow } from '../src/layout';
import { signInAsNewCustomer } from '../src/new-customer';

// Texts that used to stay English on a Hindi page (issue 18): a schema's message shown by a screen itself, and the
// texts MUI writes on its own (an Autocomplete's buttons). On a phone, 390 px wide.

test.use({ viewport: { width: 390, height: 844 } });

test('a spending limit the schema refuses is explained in Hindi, and nothing is saved', async ({ page }) => {
  await signInAsNewCustomer(page, 'Ritu');
  await page.goto('/profile?tab=analytics&lang=hi');
  const limit = page.getByRole('textbox', { name: 'हर महीने की सीमा' });
  await limit.fill('0.5');
  await page.getByRole('button', { name: 'सीमा सहेजें' }).click();
  await expect(page.getByText('मासिक सीमा कम से कम ₹1 होनी चाहिए')).toBeVisible();
  await expect(page.getByText('कोई सीमा तय नहीं है', { exact: false })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("MUI's own texts follow the language: the birth-place search's buttons in Hindi, then in Tamil", async ({ page }) => {
  await page.goto('/kundli?lang=hi');
  const place = page.getByRole('combobox', { name: /^जन्म स्थान/ });
  await expect(page.locator('.MuiAutocomplete-popupIndicator')).toHaveAttribute('title', 'विकल्प दिखाएँ');
  await place.click();
  await expect(page.locator('.MuiAutocomplete-popupIndicator')).toHaveAttribute('title', 'विकल्प छिपाएँ');

  await page.goto('/kundli?lang=ta');
  await expect(page.locator('.MuiAutocomplete-popupIndicator')).toHaveAttribute('title', 'விருப்பங்களைக் காட்டு');
});
