import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@astrosetu/web-core/testing';
import { aConsultation, aCustomer } from '../../shared/test/chat-fixtures';
import { FakeChatServer } from '../../shared/test/fake-chat-server';
import { renderChatRoute } from '../../shared/test/render-chat-route';

jest.setTimeout(30_000);

describe('a voucher session whose astrologer has not joined', () => {
  it('says the voucher comes back on cancelling (no money was paid), not a refund of ₹0', async () => {
    const user = aCustomer();
    const consultation = { ...aConsultation({ minutesAgo: 3.2, notStarted: true }), cost: 0, voucherId: 5, voucherMinutes: 30 };
    const server = new FakeChatServer(consultation);
    mockApi({
      [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
      'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    });
    renderChatRoute({ user, server });
    await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
    expect(await screen.findByText(/Pandit Rajesh Sharma has not joined yet\. You can cancel now: your voucher comes back to your account, with its date unchanged\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and keep your voucher' })).toBeInTheDocument();
    expect(screen.queryByText(/get all ₹0\.00 back/)).not.toBeInTheDocument();
  });
});
