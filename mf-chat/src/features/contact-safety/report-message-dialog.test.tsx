import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer } from '../../shared/test/chat-fixtures';
import { ReportMessageDialog } from './report-message-dialog';

jest.setTimeout(40_000);

/**
 * Issue 33: the server decides who may report (one open report per customer and astrologer, a daily limit); the
 * dialog shows its refusal as the server words it (in the site's language) and keeps the customer's answers.
 */
describe('ReportMessageDialog', () => {
  it('shows the server’s refusal of a second open report or of the daily limit, and stays open with the reason kept', async () => {
    const refusals = [
      { status: 409, body: { error: { code: 'CONFLICT', message: 'You already have an open report about this astrologer. Our team is reviewing it; you can report them again once it is decided.', details: { reportId: 4 } } } },
      { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'You have sent 5 reports today, the most allowed in one day. You can send another tomorrow (India time).' } } },
    ];
    let answer = 0;
    const { callsTo } = mockApi({ 'POST /api/reports': () => refusals[answer++] });
    const onClose = jest.fn();
    render(
      <AppProviders store={createAppStore({ session: { user: aCustomer(), status: 'authenticated' } })}>
        <ReportMessageDialog open onClose={onClose} astrologerId={1} astrologerName="Pandit Rajesh Sharma" consultationId={11} messageId={501} message="Pay me on my UPI" />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asked me to pay outside AstroSetu' }));
    for (const refusal of refusals) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByText(refusal.body.error.message)).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: 'Asked me to pay outside AstroSetu' })).toBeChecked();
    }
    expect(callsTo('POST', '/api/reports').map((call) => call.body)).toEqual([
      { astrologerId: 1, consultationId: 11, messageId: 501, reason: 'off-platform-payment', details: '' },
      { astrologerId: 1, consultationId: 11, messageId: 501, reason: 'off-platform-payment', details: '' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
