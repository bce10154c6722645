import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation, User } from '@astrosetu/contracts';
import { aConsultation, aCustomer, aMessage, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderChatRoute } from '../shared/test/render-chat-route';

function openChat(options: { user?: User; consultation?: Consultation | null; server?: FakeChatServer; extraAnswers?: Parameters<typeof mockApi>[0] } = {}) {
  const user = options.user ?? aCustomer();
  const consultation = options.consultation === undefined ? aConsultation() : options.consultation;
  const server =
    options.server ??
    (consultation ? new FakeChatServer(consultation, { me: user.role === 'astrologer' ? { id: user.id, name: consultation.astrologer.name, side: 'astrologer' } : undefined }) : undefined);
  const { calls } = mockApi({
    [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
    'GET /api/astrologer/consultations/active': { status: 200, body: consultation ? [consultation] : [] },
    'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    ...options.extraAnswers,
  });
  const view = renderChatRoute({ user, server });
  return { ...view, server: server!, calls, user };
}

async function joined(server: FakeChatServer) {
  // The first page of a file loads its lazy chunk: slow on a busy machine.
  await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
  await screen.findByText('Connected');
}

/** The clock's m:ss as seconds (the test machine may take a few seconds between fixture and assertion). */
function clockSeconds(): number {
  const match = /^(\d+):(\d{2})$/.exec(timer().textContent ?? '');
  if (!match) throw new Error(`The clock shows "${timer().textContent}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

// hidden: the extension offer (a modal dialog) may be open over the header.
const timer = () => screen.getByRole('timer', { hidden: true });

describe('/chat access', () => {
  it('asks an anonymous visitor to log in', async () => {
    mockApi({});
    renderChatRoute({ user: null });
    expect(await screen.findByText('Please log in to access chat.')).toBeInTheDocument();
  });

  it('says No Active Consultation with a way home when the customer has none', async () => {
    openChat({ consultation: null });
    expect(await screen.findByText('No Active Consultation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });
});

describe('/chat header and countdown', () => {
  it('shows the astrologer, Connected, the package badge and a calm clock with time left', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 1 }) });
    await joined(server);
    expect(screen.getByRole('heading', { name: 'Pandit Rajesh Sharma' })).toBeInTheDocument();
    expect(screen.getByText('10min Package')).toBeInTheDocument();
    expect(timer()).toHaveAttribute('data-tone', 'normal');
    expect(clockSeconds()).toBeGreaterThan(8 * 60 + 30);
    expect(clockSeconds()).toBeLessThanOrEqual(9 * 60);
  });

  it.each([
    ['orange at 5 minutes or less', 10 - 4.5, 'warning', 4 * 60 + 30],
    ['red at 2 minutes or less', 10 - 1.5, 'critical', 90],
  ])('turns %s', async (_label, minutesAgo, tone, startSeconds) => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo }) });
    await joined(server);
    await waitFor(() => expect(timer()).toHaveAttribute('data-tone', tone));
    expect(clockSeconds()).toBeGreaterThan(startSeconds - 30);
    expect(clockSeconds()).toBeLessThanOrEqual(startSeconds);
  });

  it('shows EXPIRED, pulsing, with the time until the automatic end once the time is up', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 11 }) });
    await joined(server);
    expect(timer()).toHaveAttribute('data-tone', 'expired');
    expect(timer()).toHaveTextContent(/^EXPIRED · ends in (0:[3-5]\d|1:00)$/);
    expect(screen.getByText(/The booked time is over\. The session ends automatically in/)).toBeInTheDocument();
  });

  it('counts on the server’s clock, not on a wrong clock in the browser', async () => {
    // The server says it is 3 minutes later than this browser thinks: 6 minutes of 10 are gone, not 3.
    const consultation = aConsultation({ minutesAgo: 6 });
    const server = new FakeChatServer(consultation, { serverNow: () => new Date().getTime() });
    jest.spyOn(Date, 'now').mockImplementation(() => new Date().getTime() - 3 * 60_000);
    try {
      openChat({ consultation, server });
      await joined(server);
      // Naively 10 - 3 = 7 minutes would be left; on the server's clock it is 4.
      await waitFor(() => expect(clockSeconds()).toBeLessThanOrEqual(4 * 60));
      expect(clockSeconds()).toBeGreaterThan(3 * 60 + 30);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('offers the extension once when 5 minutes are left, and not again after Continue Without Extension', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 10 - 4.9 }) });
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Extend your session?' });
    expect(await within(dialog).findByRole('button', { name: /^5 minutes/ })).toHaveTextContent('₹125');
    expect(within(dialog).getByRole('button', { name: 'Choose a duration' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Without Extension' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend your session?' })).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByRole('dialog', { name: 'Extend your session?' })).not.toBeInTheDocument();
  });

  it('pays an extension from the wallet and the new time shows when the server announces it', async () => {
    const consultation = aConsultation({ minutesAgo: 10 - 4.9 });
    const { server, calls } = openChat({
      consultation,
      extraAnswers: { 'POST /api/consultations/41/extend': { status: 200, body: { ...consultation, duration: 20 } } },
    });
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Extend your session?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^10 minutes/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹250.00' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/consultations/41/extend')?.body).toEqual({ duration: 10 }));
    act(() => server.socket.push('session-extended', { consultationId: 41, extendedBy: 'user', duration: 10, totalDuration: 20 }));
    await waitFor(() => expect(timer()).toHaveTextContent(/^14:/));
  });

  it('does not offer an extension to the astrologer, who gets +5min with the extensions left', async () => {
    const astrologer = anAstrologerAccount();
    const consultation = aConsultation({ minutesAgo: 10 - 4.9, astrologerExtensions: 1 });
    const { server } = openChat({ user: astrologer, consultation });
    await joined(server);
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 5 free minutes (1 left)' })).toHaveTextContent('+5min (1)');
    expect(screen.queryByRole('dialog', { name: 'Extend your session?' })).not.toBeInTheDocument();
  });

  it("asks for the astrologer's free minutes with no body: the free extension is always 5 minutes", async () => {
    const astrologer = anAstrologerAccount();
    const consultation = aConsultation({ minutesAgo: 10 - 4.9, astrologerExtensions: 1 });
    const { server, calls } = openChat({
      user: astrologer,
      consultation,
      extraAnswers: { 'POST /api/consultations/41/extend-astrologer': { status: 200, body: { ...consultation, duration: 15, astrologerExtensions: 2 } } },
    });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'Add 5 free minutes (1 left)' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/consultations/41/extend-astrologer').map((call) => call.body)).toEqual([undefined]));
  });
});

describe('/chat birth-details gate', () => {
  // Booked 2 minutes ago; the astrologer is there, the customer has not given the details: no clock yet.
  const withoutDetails = () =>
    aConsultation({ userDetails: undefined, minutesAgo: 2, notStarted: true, astrologerJoinedAt: new Date(Date.now() - 60_000).toISOString() });

  it('cannot be dismissed by Escape or a click outside, and no time is counted until it is done and the session starts', async () => {
    const { server, calls } = openChat({
      consultation: withoutDetails(),
      extraAnswers: { 'POST /api/consultations/41/skip-details': { status: 200, body: withoutDetails() } },
    });
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Your birth details' });
    expect(screen.getByText('Starts when you continue')).toBeInTheDocument();
    expect(screen.queryByRole('timer', { hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await userEvent.click(backdrop);
    expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your birth details' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/consultations/41/skip-details')).toBe(true);
    // The server starts the billing clock now: the whole 10 minutes are left.
    const startedAt = new Date().toISOString();
    act(() =>
      server.socket.push('session-started', {
        consultationId: 41,
        timing: {
          consultationId: 41,
          startedAt,
          duration: 10,
          endsAt: new Date(Date.parse(startedAt) + 600_000).toISOString(),
          autoEndAt: new Date(Date.parse(startedAt) + 720_000).toISOString(),
          serverTime: startedAt,
        },
      }),
    );
    await waitFor(() => expect(clockSeconds()).toBeGreaterThan(9 * 60 + 50));
  });

  it('shows the validation messages, clears one as its field is edited, and saves the details on Start Consultation', async () => {
    const { server, calls } = openChat({
      consultation: withoutDetails(),
      user: aCustomer({ username: 'A' }),
      extraAnswers: { 'PATCH /api/consultations/41': ({ body }) => ({ status: 200, body: { ...withoutDetails(), ...(body as object) } }) },
    });
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Your birth details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Consultation' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Date of birth is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time of birth is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Place of birth is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Full name'), 'sha Rao');
    expect(within(dialog).queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Date of birth is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1994-08-15');
    await userEvent.type(within(dialog).getByLabelText('Time of birth'), '06:40');
    await userEvent.type(within(dialog).getByLabelText('Place of birth'), 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Consultation' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your birth details' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/consultations/41',
        params: {},
        body: { userDetails: { name: 'Asha Rao', dateOfBirth: '1994-08-15', timeOfBirth: '06:40', placeOfBirth: 'Pune' } },
      }),
    );
    const chart = screen.getByRole('region', { name: 'Birth chart' });
    expect(within(chart).getByText('Leo')).toBeInTheDocument();
    expect(within(chart).getByText(`Age: ${new Date().getFullYear() - 1994}`)).toBeInTheDocument();
  });

  it('is not shown to the astrologer, who sees the customer’s birth details', async () => {
    const { server } = openChat({ user: anAstrologerAccount() });
    await joined(server);
    expect(screen.queryByRole('dialog', { name: 'Your birth details' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Birth details' });
    expect(within(panel).getByText('August 15, 1994')).toBeInTheDocument();
    expect(within(panel).getByText('6:40 AM')).toBeInTheDocument();
  });
});

describe('/chat messages', () => {
  it('sends on Enter, makes a new line on Shift+Enter, and shows the own message right as You with its marks', async () => {
    const { server } = openChat();
    await joined(server);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Will I get the job?{Shift>}{Enter}{/Shift}In Bengaluru');
    expect(input).toHaveValue('Will I get the job?\nIn Bengaluru');
    expect(server.commands('message-sent')).toHaveLength(0);

    await userEvent.type(input, '{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(server.commands('message-sent')).toHaveLength(1));
    expect(server.commands('message-sent')[0]).toMatchObject({ consultationId: 41, message: 'Will I get the job?\nIn Bengaluru', clientMessageId: expect.any(String) });

    const own = await screen.findByRole('article', { name: 'Message from You' });
    await waitFor(() => expect(within(own).getByText('Sent')).toBeInTheDocument());
    const stored = server.stored.at(-1)!;
    act(() => server.socket.push('message-delivered', { consultationId: 41, messageId: stored.id, by: 'astrologer' }));
    await waitFor(() => expect(within(own).getByText('Delivered')).toBeInTheDocument());
    act(() => server.socket.push('message-read', { consultationId: 41, messageId: stored.id, by: 'astrologer' }));
    await waitFor(() => expect(within(own).getByText('Read')).toBeInTheDocument());
  });

  it('ignores blank text and sends with the button too', async () => {
    const { server } = openChat();
    await joined(server);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Namaste');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.commands('message-sent').map((command) => command.message)).toEqual(['Namaste']));
  });

  it('shows the astrologer’s messages on the left, marks them read, and shows their typing until it stops', async () => {
    const { server } = openChat();
    await joined(server);
    act(() => server.socket.push('typing-start', { consultationId: 41, userId: 2, senderType: 'astrologer', name: 'Pandit Rajesh Sharma' }));
    expect(await screen.findByText('Pandit Rajesh Sharma is typing…')).toBeInTheDocument();
    const reply = aMessage({ id: 500, message: 'Jupiter favours you' });
    act(() => server.socket.push('new-message', reply));
    expect(await screen.findByRole('article', { name: 'Message from Pandit Rajesh Sharma' })).toHaveTextContent('Jupiter favours you');
    expect(screen.queryByText('Pandit Rajesh Sharma is typing…')).not.toBeInTheDocument();
    await waitFor(() => expect(server.commands('message-read')).toEqual([{ consultationId: 41, messageId: 500 }]));

    act(() => server.socket.push('typing-start', { consultationId: 41, userId: 2, senderType: 'astrologer', name: 'Pandit Rajesh Sharma' }));
    expect(await screen.findByText('Pandit Rajesh Sharma is typing…')).toBeInTheDocument();
    // No typing-stop arrives: the indicator goes by itself after 3 seconds.
    await waitFor(() => expect(screen.queryByText('Pandit Rajesh Sharma is typing…')).not.toBeInTheDocument(), { timeout: 4500 });
  });

  it('tells the server when this side types and when it stops', async () => {
    const { server } = openChat();
    await joined(server);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hel');
    await waitFor(() => expect(server.commands('typing-start')).toHaveLength(1));
    await waitFor(() => expect(server.commands('typing-stop')).toHaveLength(1), { timeout: 4500 });
  });

  it('queues messages written offline with a banner, then sends them in order on reconnect, each once', async () => {
    const { server } = openChat();
    await joined(server);
    act(() => server.socket.drop());
    expect(await screen.findByText('Connection Lost')).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'First question{Enter}');
    expect(await screen.findByText('Message Queued')).toBeInTheDocument();
    await userEvent.type(input, 'Second question{Enter}');
    expect(screen.getByText('2 messages are queued and will be sent when the connection is restored.')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Message from You' })).toHaveLength(2);
    expect(server.commands('message-sent')).toHaveLength(0);

    act(() => server.socket.reconnect());
    expect(await screen.findByText('Connection Restored')).toBeInTheDocument();
    await waitFor(() => expect(server.commands('message-sent').map((command) => command.message)).toEqual(['First question', 'Second question']));
    await waitFor(() => expect(screen.queryByText(/queued and will be sent/)).not.toBeInTheDocument());
    expect(server.commands('join-consultation')).toHaveLength(2);
    for (const own of screen.getAllByRole('article', { name: 'Message from You' })) await waitFor(() => expect(within(own).getByText('Sent')).toBeInTheDocument());
  });

  it('shows a silent connection as lost and queues what is written meanwhile', async () => {
    const { server } = openChat();
    await joined(server);
    // The network goes quiet without closing anything (a phone between cells): the server never answers again.
    server.handlers['server-time'] = () => 'no-answer';
    server.handlers['message-sent'] = () => 'no-answer';
    // The 5-second promise is checked on a fake clock in connection-watch.test.ts; here, that the screen says so.
    expect(await screen.findByText(/You are offline/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    expect(await screen.findByText('1 message is queued and will be sent when the connection is restored.')).toBeInTheDocument();
    expect(server.commands('message-sent')).toHaveLength(0);
  }, 60_000);

  it('retries a failed send once after 3 seconds with the retry toast', async () => {
    const { server } = openChat();
    await joined(server);
    let attempts = 0;
    const store = server.handlers['message-sent']!;
    server.handlers['message-sent'] = (payload, socket) => {
      attempts += 1;
      return attempts === 1 ? { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' } } : store(payload, socket);
    };
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Retrying...')).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Message from You' });
    expect(within(own).getByText('Failed to send')).toBeInTheDocument();
    await waitFor(() => expect(within(own).getByText('Sent')).toBeInTheDocument(), { timeout: 5000 });
    expect(attempts).toBe(2);
  });

  it('offers quick replies to customers and sends one with a tap', async () => {
    const { server } = openChat();
    await joined(server);
    const replies = screen.getByRole('group', { name: 'Quick replies' });
    expect(within(replies).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Career advice',
      'Love life',
      'Health concerns',
      'Future predictions',
      'Marriage timing',
      'Family matters',
    ]);
    await userEvent.click(within(replies).getByRole('button', { name: 'Marriage timing' }));
    await waitFor(() => expect(server.commands('message-sent')[0]).toMatchObject({ message: 'When is a good time for my marriage?' }));
  });

  it('gives astrologers six quick responses', async () => {
    const { server } = openChat({ user: anAstrologerAccount() });
    await joined(server);
    expect(within(screen.getByRole('group', { name: 'Quick responses' })).getAllByRole('button')).toHaveLength(6);
  });
});

describe('/chat search', () => {
  const conversation = () => [
    aMessage({ id: 11, senderType: 'user', senderId: 7, senderName: 'Asha Rao', message: 'I am worried about my lovely garden and my career', timestamp: '2025-05-01T10:00:00.000Z' }),
    aMessage({ id: 12, message: 'Love will come to you after a long wait of patience, at the end of the Saturn period which ends next spring', timestamp: '2025-05-01T10:01:00.000Z' }),
    aMessage({ id: 13, message: 'Wear a yellow sapphire for love and luck', timestamp: '2025-05-01T10:02:00.000Z' }),
    aMessage({ id: 14, message: 'Namaste Asha, let us look at your chart together today', timestamp: '2025-05-01T10:03:00.000Z' }),
  ];

  it('ranks exact word matches first, then newest first, with a snippet around the match', async () => {
    const server = new FakeChatServer(aConsultation(), { messages: conversation() });
    openChat({ server });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'Search messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search messages' });
    expect(within(dialog).getByRole('group', { name: 'Topics in this chat' })).toHaveTextContent(/careerlove/);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search messages' }), 'LOVE');

    const snippets = within(dialog).getAllByTestId('search-snippet').map((snippet) => snippet.textContent);
    expect(snippets).toEqual([
      'Wear a yellow sapphire for love and luck',
      'Love will come to you after a long…',
      'I am worried about my lovely garden and my career',
    ]);
    expect(within(dialog).getByText('3 messages found')).toBeInTheDocument();
  });

  it('shows the first 100 characters when only the sender name matches, and a hint when nothing does', async () => {
    const long = 'x'.repeat(120);
    const server = new FakeChatServer(aConsultation(), { messages: [aMessage({ id: 20, message: long })] });
    openChat({ server });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'Search messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search messages' });
    const box = within(dialog).getByRole('searchbox', { name: 'Search messages' });
    await userEvent.type(box, 'rajesh');
    expect(within(dialog).getByTestId('search-snippet')).toHaveTextContent(`${'x'.repeat(100)}…`);
    await userEvent.clear(box);
    await userEvent.type(box, 'gemstone');
    expect(within(dialog).getByText('No messages found for "gemstone"')).toBeInTheDocument();
    expect(within(dialog).getByText('Try searching for career, love or health.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Topics in this chat' })).not.toBeInTheDocument();
  });
});

describe('/chat settings and session end', () => {
  it('keeps display settings per user in this browser', async () => {
    const { server, user } = openChat();
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Display settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dark' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Sound alerts' }));
    const slider = within(dialog).getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(JSON.parse(localStorage.getItem(`astrosetu:chat-preferences:${user.id}`)!)).toEqual({ fontSize: 16, theme: 'dark', soundEnabled: false });
    expect(localStorage.getItem('astrosetu:chat-preferences:8')).toBeNull();
  });

  it('when the astrologer ends the session, the customer sees why and the refund, stays, and can rate it once', async () => {
    const { server, calls } = openChat({
      extraAnswers: {
        'POST /api/consultations/41/review': ({ body }) => ({
          status: 201,
          body: { id: 5, consultationId: 41, astrologerId: 1, customerName: 'Asha', createdAt: new Date().toISOString(), ...(body as object) },
        }),
      },
    });
    await joined(server);
    act(() =>
      server.socket.push('consultation-ended', {
        consultationId: 41,
        endedBy: 'astrologer',
        endReason: 'ended-by-astrologer',
        status: 'completed',
        usedMinutes: 1,
        refundedAmount: 22_500,
      }),
    );
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(screen.getByText(/The astrologer ended the consultation\. You used 1 minute\. ₹225\.00 has been refunded to your wallet\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: '4 Stars' }), { clientX: 10, clientY: 10 });
    await userEvent.type(screen.getByLabelText('Review (optional)'), 'Clear and kind');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/consultations/41/review')?.body).toEqual({ rating: 4, review: 'Clear and kind' });
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    // Nobody is sent away: the customer leaves when ready.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  }, 30_000);

  it('when the customer ends it, the astrologer is told and goes back to the dashboard after 2 seconds', async () => {
    const { server } = openChat({ user: anAstrologerAccount() });
    await joined(server);
    act(() =>
      server.socket.push('consultation-ended', { consultationId: 41, endedBy: 'user', endReason: 'ended-by-customer', status: 'completed', usedMinutes: 1, refundedAmount: 22_500 }),
    );
    expect(await screen.findByText('Session Ended')).toBeInTheDocument();
    expect(screen.getAllByText('The customer has ended the consultation.').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Astrologer Dashboard' }, { timeout: 3500 })).toBeInTheDocument();
  });

  it('when the server ends an expired session, says the time is over', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 12.5 }) });
    await joined(server);
    act(() =>
      server.socket.push('consultation-ended', { consultationId: 41, endedBy: 'system', endReason: 'expired', status: 'completed', usedMinutes: 10, refundedAmount: 0 }),
    );
    expect(await screen.findByText(/Your consultation time is over\. You used 10 minutes\./)).toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
  });

  it('End Call says what will be refunded, then ends the session through the API and shows the server’s account', async () => {
    // Started 30 s ago: 1 minute used, 9 of 10 refunded at ₹25.
    const consultation = aConsultation({ minutesAgo: 0.5 });
    const { server, calls } = openChat({
      consultation,
      extraAnswers: {
        'GET /api/consultations/41/refund-if-ended-now': { status: 200, body: { consultationId: 41, refund: 22_500, usedMinutes: 1, at: new Date().toISOString() } },
        'POST /api/consultations/41/end': {
          status: 200,
          body: { ...consultation, status: 'completed', endedBy: 'user', endReason: 'ended-by-customer', usedMinutes: 1, refundedAmount: 22_500, canReview: true },
        },
      },
    });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this consultation?' });
    expect(confirm).toHaveTextContent('₹225.00 for the unused minutes goes back to your wallet.');
    expect(confirm).not.toHaveTextContent(/not refunded/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'End Call' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/consultations/41/end')).toBe(true));
    // Ended through HTTP: the page does not depend on the socket event to close the session.
    expect(await screen.findByText(/You ended the consultation\. You used 1 minute\. ₹225\.00 has been refunded to your wallet\./)).toBeInTheDocument();
    // The rest of the page is hidden from assistive technology until the confirmation has faded out (195 ms).
    expect(await screen.findByRole('button', { name: 'Submit review' })).toBeInTheDocument();
  });
});

describe('/chat End Call after a paid extension', () => {
  it('states the refund the server works out (the end’s own rule), not one computed in the browser', async () => {
    // A 15-minute package (₹350) plus a paid 10 minutes (₹250) and the astrologer's free 5: the page's own figures
    // could not say what the end gives back; the server says ₹385.00 and the dialog says exactly that.
    const consultation = aConsultation({ minutesAgo: 4, duration: 30, packageDuration: 15, cost: 60_000, netPaid: 60_000, astrologerExtensions: 1 });
    const { server, calls } = openChat({
      consultation,
      extraAnswers: {
        'GET /api/consultations/41/refund-if-ended-now': { status: 200, body: { consultationId: 41, refund: 38_500, usedMinutes: 4, at: new Date().toISOString() } },
      },
    });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this consultation?' });
    await waitFor(() => expect(confirm).toHaveTextContent('₹385.00 for the unused minutes goes back to your wallet.'));
    expect(calls.filter((call) => call.path === '/api/consultations/41/refund-if-ended-now')).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Chatting' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Asked again on every opening: a minute may have started since.
    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/consultations/41/refund-if-ended-now')).toHaveLength(2));
  });

  it('when the server cannot say, states the rule without an amount', async () => {
    const { server } = openChat({
      consultation: aConsultation({ minutesAgo: 2 }),
      extraAnswers: { 'GET /api/consultations/41/refund-if-ended-now': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } },
    });
    await joined(server);
    await userEvent.click(screen.getByRole('button', { name: 'End Call' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this consultation?' });
    await waitFor(() => expect(confirm).toHaveTextContent('The unused whole minutes go back to your wallet.'));
    expect(confirm).not.toHaveTextContent('₹');
  });
});

describe('/chat when the astrologer does not join', () => {
  it('says who it waits for and offers no cancel in the first 3 minutes', async () => {
    const { server } = openChat({ consultation: aConsultation({ minutesAgo: 1, notStarted: true }) });
    await joined(server);
    expect(screen.getByText('Waiting for Pandit Rajesh Sharma')).toBeInTheDocument();
    expect(screen.queryByRole('timer', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and get a full refund' })).not.toBeInTheDocument();
  });

  it('offers Cancel and get a full refund after 3 minutes, and shows the refund', async () => {
    const consultation = aConsultation({ minutesAgo: 3.2, notStarted: true });
    const { server, calls } = openChat({
      consultation,
      extraAnswers: {
        'POST /api/consultations/41/end': {
          status: 200,
          body: { ...consultation, status: 'cancelled', endedBy: 'user', endReason: 'astrologer-no-show', usedMinutes: 0, refundedAmount: 25_000, paymentStatus: 'refunded' },
        },
      },
    });
    await joined(server);
    expect(screen.getByText(/Pandit Rajesh Sharma has not joined yet\. You can cancel now and get all ₹250\.00 back\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and get a full refund' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/consultations/41/end')).toBe(true));
    expect(await screen.findByText(/The astrologer did not join, so the consultation was cancelled\. ₹250\.00 has been refunded to your wallet\./)).toBeInTheDocument();
    // Nothing ran, so there is nothing to review.
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });
});
