import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHaveNoViolations } from 'jest-axe';
import type { ContactAttemptCount, ModerationReport, User } from '@astrosetu/contracts';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { axe } from '../shared/test/axe';
import { aCustomer, anAdmin, aPage, someStats } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import AdminPage from './admin-page';

// The admin screens in Hindi and Tamil: an admin reads and decides in the language they chose.

expect.extend(toHaveNoViolations);
jest.setTimeout(90_000);

const customers = [aCustomer(), aCustomer({ id: 8, username: 'Vikram Singh', email: 'vikram@example.com', isActive: false })];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('/admin users screen in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('shows the summary, the tabs, the table with its pagination and the confirmation in Hindi, with no accessibility violations', async () => {
    const api = mockApi({
      'GET /api/admin/stats': { status: 200, body: someStats() },
      'GET /api/admin/users': { status: 200, body: aPage<User>(customers, { total: 45 }) },
    });
    const { baseElement } = renderRoute({ path: '/admin', routePath: '/admin', element: <AdminPage />, user: anAdmin() });

    expect(screen.getByRole('heading', { name: 'एडमिन डैशबोर्ड' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'सारांश' });
    await waitFor(() => expect(summary).toHaveTextContent('कुल उपयोगकर्ता42'));
    const tabs = within(screen.getByRole('tablist', { name: 'एडमिन के विभाग' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'उपयोगकर्ता',
      'सभी ज्योतिषी',
      'लंबित स्वीकृतियाँ',
      'मॉडरेशन',
      'ऑर्डर पूर्ति',
      'लेख',
      'देय भुगतान',
      'रिचार्ज पैक',
      'एनालिटिक्स',
      'ऑडिट लॉग',
      'विफल जॉब',
    ]);

    expect(await screen.findByText('Vikram Singh')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'उपयोगकर्ता' });
    expect(within(table).getByRole('columnheader', { name: /भूमिका/ })).toBeInTheDocument();
    expect(within(table).getAllByText('ग्राहक')).toHaveLength(2);
    expect(within(table).getByText('निष्क्रिय')).toBeInTheDocument();
    expect(screen.getByText('45 में से 1–20')).toBeInTheDocument();
    expect(screen.getByText('प्रति पेज पंक्तियाँ:')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'उपयोगकर्ता खोजें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'अगले पेज पर जाएँ' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/users').at(-1)?.params).toMatchObject({ page: '2' }));

    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao को निष्क्रिय करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'क्या इस उपयोगकर्ता को निष्क्रिय करें?' });
    expect(dialog).toHaveTextContent('लॉग आउट हो जाएँगे और दोबारा सक्रिय किए जाने तक लॉग इन नहीं कर पाएँगे।');
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(await axe(baseElement)).toHaveNoViolations();
  });
});

describe('/admin moderation in Tamil', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('ta'));
  });

  const report: ModerationReport = {
    id: 4,
    reason: 'off-platform-payment',
    details: 'He asked me to pay him directly',
    status: 'open',
    createdAt: '2026-11-20T10:05:00.000Z',
    reporter: { id: 7, username: 'Asha Verma' },
    astrologer: { id: 1, name: 'Pandit Rajesh Sharma', approvalStatus: 'approved', contactAttempts: 2 },
    consultationId: 12,
    messageId: 31,
    excerpt: [{ id: 31, consultationId: 12, senderId: 1, senderType: 'astrologer', senderName: 'Pandit Rajesh Sharma', message: 'Pay to [UPI ID hidden]', timestamp: '2026-11-20T10:00:00.000Z' }],
    resolution: null,
  };
  const attempts: ContactAttemptCount[] = [{ astrologerId: 1, name: 'Pandit Rajesh Sharma', attempts: 2, kinds: ['phone', 'upi'], lastAt: '2026-11-20T10:01:00.000Z' }];

  it('shows a report, its reason, the decisions and the contact-sharing attempts in Tamil', async () => {
    mockApi({
      'GET /api/admin/stats': { status: 200, body: someStats() },
      'GET /api/admin/moderation/reports': (call) => ({ status: 200, body: call.params.status === 'open' ? [report] : [] }),
      'GET /api/admin/moderation/contact-attempts': { status: 200, body: attempts },
    });
    const { baseElement } = renderRoute({ path: '/admin?tab=moderation', routePath: '/admin', element: <AdminPage />, user: anAdmin() });

    const card = await screen.findByRole('article', { name: 'புகார் #4: Pandit Rajesh Sharma' });
    expect(within(card).getByText('AstroSetu-க்கு வெளியே பணம் செலுத்தச் சொன்னார்')).toBeInTheDocument();
    expect(within(card).getByText('2 தொடர்பு பகிர்வு முயற்சிகள்')).toBeInTheDocument();
    expect(within(card).getByText('புகாரளிக்கப்பட்ட செய்தி')).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'எச்சரி' })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Pandit Rajesh Sharma: எச்சரி' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'ஜோதிடர் வாரியாகத் தொடர்பு பகிர்வு முயற்சிகள்' });
    expect(table).toHaveTextContent('தொலைபேசி, UPI');
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
