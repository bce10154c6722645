import { expect, test } from '../src/test';
import { api, astrologerOpensChat, bookTenMinutes, passBirthDetailsGate, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';

test.describe('reviews of completed sessions', () => {
  test('the customer rates a finished session once, the astrologer replies once, and both show on the astrologer’s pages', async ({ browser }) => {
    test.setTimeout(180_000);
    const customer = await signedInPage(browser, 'user');
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);
    const before = await api<{ rating: number; reviewCount: number }>(customer, 'GET', `/api/astrologers/${RAJESH.id}/reviews`);

    await bookTenMinutes(customer);
    await astrologerOpensChat(astrologer);
    await passBirthDetailsGate(customer);
    await expect(customer.getByRole('timer')).toBeVisible();
    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const session = (await api<{ id: number }>(customer, 'GET', `/api/consultations/active/${me.body.id}`)).body;
    const composer = customer.getByRole('textbox', { name: 'Message' });
    await composer.fill('Thank you for the reading.');
    await composer.press('Enter');

    // The customer ends the session and rates it from the end screen.
    await customer.getByRole('button', { name: 'End Call' }).click();
    await customer.getByRole('alertdialog', { name: 'End this consultation?' }).getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/You ended the consultation\./)).toBeVisible();
    const stamp = Date.now();
    const words = `Clear and kind reading ${stamp}`;
    // MUI's Rating: the star is the radio's label.
    await customer.locator('label').filter({ hasText: '5 Stars' }).click();
    await expect(customer.getByRole('radio', { name: '5 Stars' })).toBeChecked();
    await customer.getByLabel('Review (optional)').fill(words);
    await customer.getByRole('button', { name: 'Submit review' }).click();
    await expect(customer.getByText('Thank you for your review.')).toBeVisible();

    // Once only: the server refuses a second review of the same session.
    const again = await api(customer, 'POST', `/api/consultations/${session.id}/review`, { rating: 1 });
    expect(again.status).toBe(409);

    // The astrologer replies from the dashboard, once.
    await astrologer.goto('/astrologer-dashboard');
    const reviews = astrologer.getByRole('region', { name: 'Reviews' });
    const item = reviews.getByRole('listitem').filter({ hasText: words });
    await item.getByLabel('Your public reply (once)').fill(`Thank you, see you again ${stamp}`);
    await item.getByRole('button', { name: 'Post reply' }).click();
    await expect(item.getByText(`Your reply: Thank you, see you again ${stamp}`)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

    // Both show on the astrologer's packages page, and the count on the listing card went up by one.
    await customer.goto(`/packages/${RAJESH.id}`);
    const list = customer.getByRole('list', { name: `Reviews of ${RAJESH.name}` });
    const shown = list.getByRole('listitem').filter({ hasText: words });
    await expect(shown).toContainText(`Reply from ${RAJESH.name}`);
    await expect(shown).toContainText(`Thank you, see you again ${stamp}`);
    const count = before.body.reviewCount + 1;
    await customer.goto('/astrologers');
    const card = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: RAJESH.name, level: 3 }) }).first();
    await expect(card).toContainText(`(${count} ${count === 1 ? 'review' : 'reviews'})`);

    await customer.context().close();
    await astrologer.context().close();
  });
});
