import { expect, test } from '../src/test';
import { api, prepareCustomer, RAJESH, signedInPage } from '../src/consultation-journey';
import { remoteArea } from '../src/session';

test.describe('live consultation chat between the demo customer and the demo astrologer', () => {
  test('they chat with typing and read marks, the astrologer extends twice (not a third time), the customer ends the call', async ({ browser }) => {
    const customer = await signedInPage(browser, 'user');
    const astrologer = await signedInPage(browser, 'astrologer');
    await prepareCustomer(customer);

    // The astrologer waits on the dashboard; the customer books a 10-minute package.
    await astrologer.goto('/astrologer-dashboard');
    await expect(astrologer.getByRole('heading', { name: 'Astrologer Dashboard' })).toBeVisible();
    await expect(astrologer.getByText('Your Earnings')).toBeVisible();

    await customer.goto(`/packages/${RAJESH.id}`);
    const ten = customer.getByRole('list', { name: 'Chat packages' }).getByRole('listitem').filter({ has: customer.getByRole('heading', { name: '10 min' }) });
    await ten.getByRole('button', { name: 'Buy & Start Chat' }).click();

    // The astrologer hears of the booking at once (the toast stays 8 s) and opens the chat from it.
    await expect(astrologer.getByText('New consultation request')).toBeVisible();
    await expect(astrologer.getByText(/Demo User booked a 10-minute consultation/)).toBeVisible();
    await astrologer.getByRole('button', { name: 'Open chat', exact: true }).click();
    await expect(astrologer).toHaveURL(/\/chat\?consultation=\d+$/);
    await expect(astrologer.getByRole('heading', { name: 'Demo User', level: 1 })).toBeVisible();
    await expect(astrologer.getByText('Connected')).toBeVisible();

    await expect(customer).toHaveURL(/\/chat(\/\d+)?$/);
    await expect(remoteArea(customer, 'mf_chat')).toHaveAttribute('data-page', 'chat');

    // Before the session starts nobody can write (the server refuses it too): the astrologer's box is disabled and
    // says why; the one thing the astrologer can send is the fixed greeting.
    const astrologerInput = astrologer.getByRole('textbox', { name: 'Message' });
    await expect(astrologer.getByText('Chat opens when the session starts: waiting for the customer’s birth details')).toBeVisible();
    await expect(astrologerInput).toBeDisabled();
    await astrologer.getByRole('button', { name: 'Send greeting' }).click();
    await expect(astrologer.getByRole('article', { name: 'Message from You' })).toContainText('welcome to your consultation');
    await expect(astrologer.getByRole('button', { name: 'Send greeting' })).toBeHidden();

    // The package gave no birth details, so the gate comes first; the clock waits for it, at most 3 minutes
    // after the astrologer joined (the countdown is the server's).
    const gate = customer.getByRole('dialog', { name: 'Your birth details' });
    await expect(gate).toBeVisible();
    await expect(gate.getByText(/^Your session starts in [0-3]:\d\d, with or without your details\.$/)).toBeVisible();
    await gate.getByLabel('Full name').fill('Demo User');
    await gate.getByLabel('Date of birth').fill('1992-03-25');
    await gate.getByLabel('Time of birth').fill('07:15');
    await gate.getByLabel('Place of birth').fill('Varanasi');
    await gate.getByRole('button', { name: 'Start Consultation' }).click();
    await expect(gate).toBeHidden();
    await expect(customer.getByRole('region', { name: 'Birth chart' })).toContainText('Aries');
    await expect(customer.getByRole('heading', { name: RAJESH.name, level: 1 })).toBeVisible();
    await expect(customer.getByText('Connected')).toBeVisible();
    await expect(customer.getByText('10min Package')).toBeVisible();
    // The details given with the astrologer there: the session starts and the chat opens, greeting first.
    await expect(customer.getByRole('timer')).toBeVisible();
    await expect(customer.getByRole('article', { name: `Message from ${RAJESH.name}` }).first()).toContainText('Namaste! I am Pandit Rajesh Sharma');

    // The customer types: the astrologer sees it, then the message; the customer's message is marked read.
    const customerInput = customer.getByRole('textbox', { name: 'Message' });
    await expect(customerInput).toBeEnabled();
    await customerInput.pressSequentially('Namaste Panditji, will I change jobs this year?', { delay: 20 });
    await expect(astrologer.getByText('Demo User is typing…')).toBeVisible();
    await customerInput.press('Enter');
    await expect(astrologer.getByRole('article', { name: 'Message from Demo User' })).toContainText('will I change jobs this year?');
    const customerMessage = customer.getByRole('article', { name: 'Message from You' }).last();
    await expect(customerMessage.locator('[data-status="read"]')).toBeVisible();

    // And back: the astrologer's reply reaches the customer and is marked read for the astrologer.
    await expect(astrologerInput).toBeEnabled();
    await astrologerInput.pressSequentially('Jupiter favours a change after June.', { delay: 20 });
    await expect(customer.getByText(`${RAJESH.name} is typing…`)).toBeVisible();
    await astrologerInput.press('Enter');
    await expect(customer.getByRole('article', { name: `Message from ${RAJESH.name}` }).last()).toContainText('Jupiter favours a change after June.');
    await expect(astrologer.getByRole('article', { name: 'Message from You' }).last().locator('[data-status="read"]')).toBeVisible();

    // Two free extensions; the button then has none left and the API refuses a third.
    const consultationId = Number(new URL(astrologer.url()).searchParams.get('consultation'));
    for (const left of [2, 1]) {
      await astrologer.getByRole('button', { name: `Add 5 free minutes (${left} left)` }).click();
      await expect(customer.getByText('Free Extension', { exact: true })).toBeVisible();
    }
    await expect(astrologer.getByRole('button', { name: 'Add 5 free minutes (0 left)' })).toBeDisabled();
    await expect(customer.getByText('+10 min free extension')).toBeVisible();
    const third = await api<{ error: { message: string } }>(astrologer, 'POST', `/api/consultations/${consultationId}/extend-astrologer`);
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe('The free extension can be given at most 2 times per session');
    const me = await api<{ id: number }>(customer, 'GET', '/api/auth/me');
    const timing = await api<{ duration: number; astrologerExtensions: number; status: string }[]>(customer, 'GET', `/api/consultations/user/${me.body.id}`);
    expect(timing.body.find((consultation) => consultation.status === 'active')).toMatchObject({ duration: 20, astrologerExtensions: 2 });

    // The customer ends the call: the confirmation says what comes back; both are told; the customer's end
    // screen says why and what was refunded; history shows it completed.
    await customer.getByRole('button', { name: 'End Call' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'End this consultation?' });
    await expect(confirm).toContainText(/₹[\d,.]+ for the unused minutes goes back to your wallet\./);
    await confirm.getByRole('button', { name: 'End Call' }).click();
    await expect(customer.getByText(/You ended the consultation\. You used \d+ minutes?\./)).toBeVisible();
    await expect(customer.getByText(/has been refunded to your wallet/)).toBeVisible();
    await expect(astrologer.getByText('The customer has ended the consultation.').first()).toBeVisible();
    await customer.getByRole('button', { name: 'Go to Home' }).click();
    await expect(customer).toHaveURL(/\/$/);

    await customer.goto('/consultations');
    const past = customer.getByRole('list', { name: 'Past consultations' }).getByRole('listitem').filter({ hasText: RAJESH.name }).first();
    await expect(past).toContainText(/completed/i);
    await expect(customer.getByRole('list', { name: 'Active sessions' })).toHaveCount(0);

    await customer.context().close();
    await astrologer.context().close();
  });
});
