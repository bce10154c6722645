import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@astrosetu/contracts';
import { aConsultation, aCustomer, aMessage, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderChatRoute } from '../shared/test/render-chat-route';

jest.setTimeout(40_000);

function openChat(user = aCustomer()) {
  const consultation = aConsultation();
  const server = new FakeChatServer(consultation, { me: user.role === 'astrologer' ? { id: user.id, name: consultation.astrologer.name, side: 'astrologer' } : undefined });
  const { calls } = mockApi({
    [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
    'GET /api/astrologer/consultations/active': { status: 200, body: [consultation] },
    'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    'POST /api/reports': { status: 201, body: { id: 7, astrologerId: 1, reason: 'off-platform-payment', status: 'open', createdAt: new Date().toISOString() } },
  });
  renderChatRoute({ user, server });
  return { server, calls, consultation };
}

async function joined(server: FakeChatServer) {
  await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
  await screen.findByText('Connected');
}

describe('/chat: contact details and reports', () => {
  it('a customer always sees the off-platform note; a masked message from the astrologer says what was hidden and can be reported', async () => {
    const { server, calls, consultation } = openChat();
    await joined(server);
    expect(screen.getByText(/AstroSetu never asks you to pay outside the site/)).toBeInTheDocument();

    const masked: ChatMessage = aMessage({ id: 501, message: 'Pay 2100 to [UPI ID hidden] for the puja', maskedKinds: ['upi'] });
    act(() => server.socket.push('new-message', masked));
    expect(await screen.findByRole('article', { name: 'Message from Pandit Rajesh Sharma' })).toHaveTextContent('Pay 2100 to [UPI ID hidden] for the puja');
    expect(screen.getByText('AstroSetu hid a UPI ID from this message. Never pay or talk outside AstroSetu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Report this message from Pandit Rajesh Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asked me to pay outside AstroSetu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/reports').map((call) => call.body)).toEqual([
        { astrologerId: consultation.astrologerId, consultationId: consultation.id, messageId: 501, reason: 'off-platform-payment', details: '' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this message' })).not.toBeInTheDocument());
  });

  it('the sender sees the stored (masked) text of their own message and why', async () => {
    const { server } = openChat();
    server.handlers['message-sent'] = (payload: { clientMessageId: string }) => ({
      data: aMessage({ id: 502, senderType: 'user', senderId: 7, senderName: 'Asha', message: 'my number is [phone number hidden]', clientMessageId: payload.clientMessageId, maskedKinds: ['phone'] }),
    });
    await joined(server);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'my number is 98765 43210{Enter}');
    expect(await screen.findByText(/We hid a phone number from your message/)).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Messages' })).not.toHaveTextContent('98765');
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('my number is [phone number hidden]');
  });

  it('the astrologer gets neither the customer note nor Report buttons', async () => {
    const { server } = openChat(anAstrologerAccount());
    await joined(server);
    act(() => server.socket.push('new-message', aMessage({ id: 503, senderType: 'user', senderId: 7, senderName: 'Asha', message: 'Namaste' })));
    await screen.findByText('Namaste');
    expect(screen.queryByText(/AstroSetu never asks you to pay outside the site/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report this message/ })).not.toBeInTheDocument();
  });
});
