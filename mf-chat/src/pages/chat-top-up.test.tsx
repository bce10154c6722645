import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, WalletBalances } from '@astrosetu/contracts';
import { mockApi, type RecordedCall } from '@astrosetu/web-core/testing';
import { aConsultation, aCustomer } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { renderChatRoute } from '../shared/test/render-chat-route';

jest.setTimeout(40_000);

const packs = [
  { id: 1, amount: 100_000, bonusPercent: 10, bonusAmount: 10_000, active: true },
  { id: 2, amount: 200_000, bonusPercent: 15, bonusAmount: 30_000, active: true },
];
const gatewayAnswer = { status: 201, body: { success: true, paymentUrl: 'https://gateway.example/_payment', paymentData: { key: 'k', txnid: 'T9', hash: 'h', amount: '500.00' } } };

/**
 * A customer 4.9 minutes from the end of a 10-minute session with Rajesh (₹25 a minute): the wallet (cash and bonus)
 * and the signed-in user answer what `wallet` holds now, so a test can let a payment "arrive".
 */
function openChatWithWallet(initial: WalletBalances, extra: Parameters<typeof mockApi>[0] = {}) {
  const wallet = { current: initial };
  const user: User = aCustomer({ balance: initial.balance });
  const consultation = aConsultation({ minutesAgo: 10 - 4.9 });
  const server = new FakeChatServer(consultation);
  const { calls } = mockApi({
    [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
    'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    'GET /api/wallet': () => ({ status: 200, body: wallet.current }),
    'GET /api/auth/user': () => ({ status: 200, body: { ...user, balance: wallet.current.balance } }),
    'GET /api/recharge-packs': { status: 200, body: packs },
    'POST /api/payment/wallet/recharge': gatewayAnswer,
    'POST /api/consultations/41/extend': { status: 200, body: { ...consultation, duration: 20 } },
    ...extra,
  });
  renderChatRoute({ user, server });
  return { server, calls, wallet, consultation };
}

async function extensionOffer() {
  const dialog = await screen.findByRole('dialog', { name: 'Extend your session?' }, { timeout: 15_000 });
  await within(dialog).findByRole('button', { name: /^10 minutes/ });
  return dialog;
}

const extendCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/consultations/41/extend');

describe('/chat: adding money without leaving the chat', () => {
  let submit: jest.SpyInstance;
  beforeEach(() => {
    submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => submit.mockRestore());

  it('when the wallet does not cover the extension, offers the missing part and the recharge packs, pays in a new tab, and extends once the money arrives', async () => {
    // ₹100 cash + ₹20 bonus; 10 minutes cost ₹250: ₹130 missing.
    const { server, calls, wallet } = openChatWithWallet({ balance: 10_000, bonusBalance: 2_000 });
    const dialog = await extensionOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: /^10 minutes/ }));
    expect(within(dialog).getByText(/Wallet balance: ₹100\.00 \+ ₹20\.00 bonus credit · ₹130\.00 will be paid by card or UPI/)).toBeInTheDocument();
    const addMoney = within(dialog).getByRole('region', { name: 'Add money to your wallet' });
    expect(within(addMoney).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add ₹130', 'Add ₹500', 'Add ₹1,000 +₹100 bonus', 'Add ₹2,000 +₹300 bonus']);

    await userEvent.click(within(addMoney).getByRole('button', { name: 'Add ₹1,000 +₹100 bonus' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.path === '/api/payment/wallet/recharge').map((call) => call.body)).toEqual([{ amount: 100_000 }]);
    const form = document.querySelector('form[data-testid="gateway-form"]') as HTMLFormElement;
    expect(form.target).toBe('_blank');
    expect(await within(dialog).findByText('Complete the payment in the new tab. Your 10 extra minutes are added as soon as it arrives.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your consultation keeps running in this tab while you pay.')).toBeInTheDocument();
    expect(extendCalls(calls)).toHaveLength(0);

    // The gateway's callback credits the wallet; the server tells this tab.
    wallet.current = { balance: 110_000, bonusBalance: 12_000 };
    act(() => server.socket.push('wallet-updated', { balance: 110_000 }));
    await waitFor(() => expect(extendCalls(calls).map((call) => call.body)).toEqual([{ duration: 10 }]));
    expect(await screen.findByText('Session Extended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend your session?' })).not.toBeInTheDocument());
  });

  it('counts bonus credit as the server does: a wallet whose cash alone falls short but with bonus covers it extends at once', async () => {
    // ₹200 cash + ₹60 bonus covers ₹250.
    const { calls } = openChatWithWallet({ balance: 20_000, bonusBalance: 6_000 });
    const dialog = await extensionOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: /^10 minutes/ }));
    expect(within(dialog).queryByRole('region', { name: 'Add money to your wallet' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹250.00' }));
    await waitFor(() => expect(extendCalls(calls).map((call) => call.body)).toEqual([{ duration: 10 }]));
    expect(calls.filter((call) => call.path === '/api/payment/wallet/recharge')).toHaveLength(0);
  });

  it('adds money with no extension chosen, shows the new balance when it arrives, and the extension is then paid from the wallet', async () => {
    const { server, calls, wallet } = openChatWithWallet({ balance: 5_000, bonusBalance: 0 });
    const dialog = await extensionOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add money' }));
    const addMoney = within(dialog).getByRole('region', { name: 'Add money to your wallet' });
    await userEvent.click(within(addMoney).getByRole('button', { name: 'Add ₹500' }));
    expect(await within(dialog).findByText('Complete the payment in the new tab. Your balance here updates as soon as the money arrives.')).toBeInTheDocument();

    wallet.current = { balance: 55_000, bonusBalance: 0 };
    act(() => server.socket.push('wallet-updated', { balance: 55_000 }));
    expect(await within(dialog).findByText(/Money added\. Wallet balance: ₹550\.00/)).toBeInTheDocument();
    expect(extendCalls(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /^10 minutes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹250.00' }));
    await waitFor(() => expect(extendCalls(calls).map((call) => call.body)).toEqual([{ duration: 10 }]));
  });

  it('when the top-up cannot be started, says why and stays on the choice; nothing is extended', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { calls } = openChatWithWallet(
        { balance: 1_000, bonusBalance: 0 },
        { 'POST /api/payment/wallet/recharge': { status: 503, body: { error: { code: 'GATEWAY_UNAVAILABLE', message: 'Payments are paused for a moment.' } } } },
      );
      const dialog = await extensionOffer();
      await userEvent.click(within(dialog).getByRole('button', { name: /^5 minutes/ }));
      await userEvent.click(within(within(dialog).getByRole('region', { name: 'Add money to your wallet' })).getByRole('button', { name: 'Add ₹500' }));
      expect(await within(dialog).findByText('Payments are paused for a moment.')).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
      expect(extendCalls(calls)).toHaveLength(0);
    } finally {
      error.mockRestore();
    }
  });
});
