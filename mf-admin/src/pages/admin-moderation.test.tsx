import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHaveNoViolations } from 'jest-axe';
import type { ContactAttemptCount, ModerationReport } from '@astrosetu/contracts';
import { mockApi } from '@astrosetu/web-core/testing';
import { axe } from '../shared/test/axe';
import { anAdmin, someStats } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AdminPage from './admin-page';

expect.extend(toHaveNoViolations);
jest.setTimeout(60_000);

const message = (id: number, senderType: 'user' | 'astrologer', text: string) => ({
  id,
  consultationId: 12,
  senderId: senderType === 'user' ? 7 : 2,
  senderType,
  senderName: senderType === 'user' ? 'Asha Verma' : 'Pandit Rajesh Sharma',
  message: text,
  timestamp: '2026-11-20T10:00:00.000Z',
});

const openReport: ModerationReport = {
  id: 4,
  reason: 'off-platform-payment',
  details: 'He asked me to pay him directly',
  status: 'open',
  createdAt: '2026-11-20T10:05:00.000Z',
  reporter: { id: 7, username: 'Asha Verma' },
  astrologer: { id: 1, name: 'Pandit Rajesh Sharma', approvalStatus: 'approved', contactAttempts: 2 },
  consultationId: 12,
  messageId: 31,
  excerpt: [
    message(30, 'user', 'When will I get married?'),
    { ...message(31, 'astrologer', 'Pay 2100 to [UPI ID hidden] for the puja'), maskedKinds: ['upi'] },
    message(32, 'user', 'Is that allowed?'),
  ],
  resolution: null,
};

const attempts: ContactAttemptCount[] = [{ astrologerId: 1, name: 'Pandit Rajesh Sharma', attempts: 2, kinds: ['phone', 'upi'], lastAt: '2026-11-20T10:01:00.000Z' }];

function fakeApi(decide = jest.fn()) {
  return mockApi({
    'GET /api/admin/stats': { status: 200, body: someStats() },
    'GET /api/admin/moderation/reports': (call) => ({ status: 200, body: call.params.status === 'open' ? [openReport] : [] }),
    'GET /api/admin/moderation/contact-attempts': { status: 200, body: attempts },
    'POST /api/admin/moderation/reports/4/actions': (call) => {
      decide(call.body);
      return { status: 200, body: { ...openReport, status: 'actioned', resolution: { action: 'warn', note: 'Last warning', by: 'Admin', at: '2026-11-20T11:00:00.000Z' } } };
    },
  });
}

describe('Moderation tab', () => {
  it('shows each open report with the conversation around the reported message and the attempts per astrologer, without axe violations', async () => {
    fakeApi();
    const { container } = renderRoute({ path: '/admin?tab=moderation', routePath: '/admin', element: <AdminPage />, user: anAdmin() });
    const card = await screen.findByRole('article', { name: 'Report #4: Pandit Rajesh Sharma' });
    expect(within(card).getByText('Asked me to pay outside AstroSetu')).toBeInTheDocument();
    expect(within(card).getByText('2 contact-sharing attempts')).toBeInTheDocument();
    const excerpt = within(card).getByRole('list', { name: /Conversation around the reported message/ });
    const lines = within(excerpt).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Asha Verma: When will I get married?',
      'Pandit Rajesh Sharma (astrologer): Pay 2100 to [UPI ID hidden] for the pujaReported message',
      'Asha Verma: Is that allowed?',
    ]);
    expect(lines[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('table', { name: 'Contact-sharing attempts per astrologer' })).toHaveTextContent('phone, UPI');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a decision needs a note (the server schema\'s message), then is sent with the chosen action', async () => {
    const decide = jest.fn();
    fakeApi(decide);
    renderRoute({ path: '/admin?tab=moderation', routePath: '/admin', element: <AdminPage />, user: anAdmin() });
    const card = await screen.findByRole('article', { name: 'Report #4: Pandit Rajesh Sharma' });
    await userEvent.click(within(card).getByRole('button', { name: /Warn Pandit Rajesh Sharma/ }));
    expect(await within(card).findByText('Write a short note for the record (at least 5 characters)')).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('radio', { name: 'Suspend' }));
    expect(within(card).getByText('The profile is hidden and offline until an admin approves it again.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('textbox', { name: 'Note for the record' }));
    await userEvent.paste('Asked for payment on UPI');
    await userEvent.click(within(card).getByRole('button', { name: /Suspend Pandit Rajesh Sharma/ }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ action: 'suspend', note: 'Asked for payment on UPI' }));
  });
});
