import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAstrologer, Consultation, User } from '@astrosetu/contracts';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { aConsultation, aCustomer, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { renderChatRoute } from '../shared/test/render-chat-route';
import bn from '../locales/bn.json';
import gu from '../locales/gu.json';
import kn from '../locales/kn.json';
import ml from '../locales/ml.json';
import mr from '../locales/mr.json';
import te from '../locales/te.json';

// The chat and the astrologer's dashboard in Hindi and Tamil, and the session screen in the languages added after
// them: what a customer or an astrologer reads and presses.

function openChat(options: { user?: User; consultation?: Consultation; extraAnswers?: Parameters<typeof mockApi>[0] } = {}) {
  const user = options.user ?? aCustomer();
  const consultation = options.consultation ?? aConsultation();
  const server = new FakeChatServer(consultation, {
    me: user.role === 'astrologer' ? { id: user.id, name: consultation.astrologer.name, side: 'astrologer' } : undefined,
  });
  const { calls } = mockApi({
    [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
    'GET /api/astrologer/consultations/active': { status: 200, body: [consultation] },
    'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    ...options.extraAnswers,
  });
  renderChatRoute({ user, server });
  return { server, calls };
}

async function joined(server: FakeChatServer, connected: string) {
  await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
  await screen.findByText(connected);
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('/chat in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('shows the session screen in Hindi: package, countdown, message box, quick replies, and End with its refund in the confirmation', async () => {
    const consultation = aConsultation({ minutesAgo: 0.5 });
    const { server } = openChat({
      consultation,
      extraAnswers: {
        'GET /api/consultations/41/refund-if-ended-now': { status: 200, body: { consultationId: 41, refund: 22_500, usedMinutes: 1, at: new Date().toISOString() } },
        'POST /api/consultations/41/end': {
          status: 200,
          body: { ...consultation, status: 'completed', endedBy: 'user', endReason: 'ended-by-customer', usedMinutes: 1, refundedAmount: 22_500, canReview: true },
        },
      },
    });
    await joined(server, 'जुड़े हुए');
    expect(screen.getByText('10 मिनट का पैकेज')).toBeInTheDocument();
    expect(screen.getByRole('timer', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pandit Rajesh Sharma के साथ परामर्श' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'संदेश' });
    expect(box).toHaveAttribute('placeholder', 'अपना संदेश लिखें…');
    expect(screen.getByRole('group', { name: 'झटपट जवाब' })).toHaveTextContent('करियर सलाह');
    expect(screen.getByRole('button', { name: 'समय बढ़ाएँ' })).toBeInTheDocument();

    // A quick reply sends its message in Hindi.
    await userEvent.click(screen.getByRole('button', { name: 'विवाह का समय' }));
    await waitFor(() =>
      expect(server.commands('message-sent').map((command) => command.message)).toContain('मेरे विवाह के लिए अच्छा समय कब है?'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'चैट समाप्त करें' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'क्या यह परामर्श समाप्त करें?' });
    expect(confirm).toHaveTextContent(/Pandit Rajesh Sharma के साथ आपकी चैट अभी समाप्त हो जाएगी। बचे हुए मिनटों के ₹225\.00 आपके वॉलेट में लौट आएँगे।/);
    expect(within(confirm).getByRole('button', { name: 'चैट जारी रखें' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'चैट समाप्त करें' }));

    // The end of the session, in Hindi, with the review.
    expect(await screen.findByText('सत्र समाप्त')).toBeInTheDocument();
    expect(screen.getByText(/आपने परामर्श समाप्त किया। आपने 1 मिनट उपयोग किया। ₹225\.00 आपके वॉलेट में रिफ़ंड कर दिए गए हैं।/)).toBeInTheDocument();
    // The confirmation closes with a transition; until it has gone, the page behind it is hidden from the role tree.
    expect(await screen.findByRole('heading', { name: 'आपका परामर्श कैसा रहा?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'होम पर जाएँ' })).toBeInTheDocument();
  }, 60_000);

  it('says in Hindi when the astrologer ended the session, what was used and refunded', async () => {
    const { server } = openChat();
    await joined(server, 'जुड़े हुए');
    act(() =>
      server.socket.push('consultation-ended', {
        consultationId: 41,
        endedBy: 'astrologer',
        endReason: 'ended-by-astrologer',
        status: 'completed',
        usedMinutes: 3,
        refundedAmount: 17_500,
      }),
    );
    expect(await screen.findByText('सत्र समाप्त')).toBeInTheDocument();
    expect(screen.getByText(/ज्योतिषी ने परामर्श समाप्त किया। आपने 3 मिनट उपयोग किए। ₹175\.00 आपके वॉलेट में रिफ़ंड कर दिए गए हैं।/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'संदेश' })).not.toBeInTheDocument();
  }, 60_000);

  it('offers the extension in Hindi at 5 minutes left, with prices per duration', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 10 - 4.9 }) });
    await joined(server, 'जुड़े हुए');
    const dialog = await screen.findByRole('dialog', { name: 'क्या सत्र का समय बढ़ाएँ?' });
    expect(dialog).toHaveTextContent('Pandit Rajesh Sharma के साथ आपका समय लगभग पूरा होने वाला है।');
    expect(await within(dialog).findByRole('button', { name: /^5 मिनट/ })).toHaveTextContent('₹125');
    expect(within(dialog).getByRole('button', { name: 'अवधि चुनें' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'बिना समय बढ़ाए जारी रखें' })).toBeInTheDocument();
  }, 60_000);

  it('the chat’s language setting is the site’s language: choosing தமிழ் there switches the chat to Tamil', async () => {
    const { server } = openChat();
    await joined(server, 'जुड़े हुए');
    await userEvent.click(screen.getByRole('button', { name: 'डिस्प्ले सेटिंग' }));
    const dialog = await screen.findByRole('dialog', { name: 'डिस्प्ले सेटिंग' });
    expect(dialog).toHaveTextContent('संदेश उसी भाषा में दिखते हैं जिसमें वे लिखे गए थे।');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'साइट की भाषा' }));
    await userEvent.click(await screen.findByRole('option', { name: 'தமிழ்' }));
    expect(await screen.findByRole('dialog', { name: 'காட்சி அமைப்புகள்' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByText('இணைக்கப்பட்டது')).toBeInTheDocument();
  }, 60_000);
});

describe('/chat in Tamil', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('ta'));
  });

  it('shows the session screen in Tamil: package, End, message box and the confirmation', async () => {
    const { server } = openChat({
      consultation: aConsultation({ minutesAgo: 0.5 }),
      extraAnswers: {
        'GET /api/consultations/41/refund-if-ended-now': { status: 200, body: { consultationId: 41, refund: 22_500, usedMinutes: 1, at: new Date().toISOString() } },
      },
    });
    await joined(server, 'இணைக்கப்பட்டது');
    expect(screen.getByText('10 நிமிடத் தொகுப்பு')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'செய்தி' })).toHaveAttribute('placeholder', 'உங்கள் செய்தியை எழுதுங்கள்…');
    await userEvent.click(screen.getByRole('button', { name: 'சாட்டை முடி' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'இந்த ஆலோசனையை முடிக்கவா?' });
    expect(confirm).toHaveTextContent(/பயன்படுத்தாத நிமிடங்களுக்கான ₹225\.00 உங்கள் வாலட்டுக்குத் திரும்பும்\./);
  }, 60_000);
});

/** A catalogue's message with its placeholders filled, as the page writes it. */
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(values[name]));

// The languages issue 38 added: the same session screen, every word the one the language's catalogue gives.
describe.each([
  ['te', te],
  ['bn', bn],
  ['mr', mr],
  ['gu', gu],
  ['kn', kn],
  ['ml', ml],
] as const)('/chat in %s', (language, text) => {
  beforeEach(async () => {
    await act(() => chooseLanguage(language));
  });

  it('shows the session screen: package, message box, End and the refund in the confirmation', async () => {
    const { server } = openChat({
      consultation: aConsultation({ minutesAgo: 0.5 }),
      extraAnswers: {
        'GET /api/consultations/41/refund-if-ended-now': { status: 200, body: { consultationId: 41, refund: 22_500, usedMinutes: 1, at: new Date().toISOString() } },
      },
    });
    await joined(server, text.header.connection.online);
    expect(document.documentElement.lang).toBe(language);
    expect(screen.getByText(fill(text.header.package_other, { count: 10 }))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.composer.label })).toHaveAttribute('placeholder', text.composer.placeholder);
    await userEvent.click(screen.getByRole('button', { name: text.endCall.button }));
    const confirm = await screen.findByRole('alertdialog', { name: text.endCall.confirm.title });
    expect(confirm).toHaveTextContent(fill(text.endCall.confirm.customerRefund, { name: 'Pandit Rajesh Sharma', amount: '₹225.00' }));
  }, 60_000);
});

function aProfile(overrides: Partial<AdminAstrologer> = {}): AdminAstrologer {
  return {
    id: 1,
    name: 'Pandit Rajesh Sharma',
    image: '/api/avatars/1.svg',
    gender: 'male',
    experience: 15,
    specializations: ['Vedic Astrology'],
    languages: ['Hindi', 'English'],
    description: 'Vedic astrologer',
    ratePerMinute: 25,
    takesCalls: false,
    callRatePerMinute: null,
    availableFrom: '09:00',
    availableTo: '21:00',
    rating: 4.8,
    reviewCount: 12,
    isApproved: true,
    approvalStatus: 'approved',
    isOnline: false,
    totalConsultations: 57,
    createdAt: '2024-01-01T00:00:00.000Z',
    email: 'astrologer@example.com',
    totalEarnings: 12_345_600,
    ...overrides,
  };
}

describe('astrologer dashboard in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('greets the astrologer and shows the figures, the lists, earnings and reviews in Hindi', async () => {
    const running = aConsultation({ id: 41, user: { id: 7, username: 'Asha Rao' }, topic: 'Career' });
    mockApi({
      'GET /api/astrologer/earnings': {
        status: 200,
        body: {
          groupBy: 'day',
          from: '2026-01-01',
          to: '2026-01-30',
          periods: [{ period: '2026-01-12', sessions: 2, grossAmount: 50_000, commissionAmount: 15_000, shareAmount: 35_000, platformPaidMinutes: 0, platformPaidAmount: 0 }],
          totals: { sessions: 2, grossAmount: 50_000, commissionAmount: 15_000, shareAmount: 35_000, platformPaidMinutes: 0, platformPaidAmount: 0 },
          payoutDue: 52_500,
          commissionPercent: 30,
        },
      },
      'GET /api/astrologer/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20, rating: 0, reviewCount: 0 } },
      'GET /api/astrologer/profile': { status: 200, body: aProfile() },
      'GET /api/astrologer/dashboard-figures': {
        status: 200,
        body: { totals: { sessions: 2, grossAmount: 50_000, commissionAmount: 15_000, shareAmount: 35_000, platformPaidMinutes: 0, platformPaidAmount: 0 }, minutesBilled: 20, payoutDue: 35_000 },
      },
      'GET /api/astrologer/consultations/active': { status: 200, body: [running] },
      'GET /api/astrologer/consultations/history': { status: 200, body: [] },
    });
    renderChatRoute({ user: anAstrologerAccount(), server: new FakeChatServer(running), path: '/astrologer-dashboard' });

    expect(await screen.findByRole('heading', { name: 'ज्योतिषी डैशबोर्ड' })).toBeInTheDocument();
    expect(await screen.findByText('नमस्ते, Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(screen.getByText('पूरे हुए परामर्श')).toBeInTheDocument();
    expect(await screen.findByText('20 मिनट का बिल बना')).toBeInTheDocument();
    expect(screen.getByText('आपकी कमाई').parentElement).toHaveTextContent('₹350.00');
    expect(screen.getByText('12 समीक्षाएँ')).toBeInTheDocument();
    const active = screen.getByRole('region', { name: 'सक्रिय परामर्श' });
    expect(await within(active).findByRole('button', { name: 'Asha Rao के साथ चैट खोलें' })).toHaveTextContent('सक्रिय');
    expect(screen.getByRole('region', { name: 'हाल के परामर्श' })).toHaveTextContent('आपके पूरे हो चुके परामर्श यहाँ दिखेंगे।');
    const earnings = screen.getByRole('region', { name: 'कमाई' });
    expect(await within(earnings).findByText(/पिछले 30 दिनों में 2 सत्रों से ₹350\.00 की कमाई \(प्लेटफ़ॉर्म के 30% कमीशन के बाद\)।/)).toBeInTheDocument();
    expect(earnings).toHaveTextContent('देय भुगतान: ₹525.00।');
    expect(screen.getByRole('region', { name: 'समीक्षाएँ' })).toHaveTextContent('सत्र समाप्त होने के बाद ग्राहक उसकी समीक्षा कर सकते हैं।');
    expect(screen.getByRole('switch', { name: 'ऑफ़लाइन' })).toBeInTheDocument();
  }, 60_000);
});
