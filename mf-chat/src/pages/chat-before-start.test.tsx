import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASTROLOGER_GREETING_CLIENT_ID, type Consultation, type User } from '@astrosetu/contracts';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { aConsultation, aCustomer, anAstrologerAccount } from '../shared/test/chat-fixtures';
import { FakeChatServer } from '../shared/test/fake-chat-server';
import { renderChatRoute } from '../shared/test/render-chat-route';

// No free work before the clock (docs/trust.md): until the session starts the composer is disabled and says why.

function openChat(user: User, consultation: Consultation) {
  const server = new FakeChatServer(consultation, { me: user.role === 'astrologer' ? { id: user.id, name: consultation.astrologer.name, side: 'astrologer' } : undefined });
  mockApi({
    [`GET /api/consultations/active/${user.id}`]: { status: 200, body: consultation },
    'GET /api/astrologer/consultations/active': { status: 200, body: [consultation] },
    'GET /api/astrologers/1': { status: 200, body: { id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 25 } },
    'POST /api/consultations/41/skip-details': { status: 200, body: consultation },
  });
  renderChatRoute({ user, server });
  return server;
}

async function joined(server: FakeChatServer) {
  await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
  await screen.findByText('Connected');
}

/** Joined a minute ago, the birth details not given: the server's deadline is 2 minutes away. */
function joinedWithoutDetails(): Consultation {
  const joinedAt = Date.now() - 60_000;
  return aConsultation({
    userDetails: undefined,
    minutesAgo: 2,
    notStarted: true,
    astrologerJoinedAt: new Date(joinedAt).toISOString(),
    startsBy: new Date(joinedAt + 3 * 60_000).toISOString(),
  });
}

function started(server: FakeChatServer) {
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
}

const composer = () => screen.getByRole('textbox', { name: 'Message', hidden: true });

describe('/chat before the session starts', () => {
  it('the customer’s composer is disabled with why and the server’s countdown, also in the birth-details step; it opens at the start', async () => {
    const server = openChat(aCustomer(), joinedWithoutDetails());
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Your birth details' });
    expect(within(dialog).getByText(/^Your session starts in 2:0\d|^Your session starts in 1:5\d/)).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    expect(screen.getByText('Chat opens when the session starts: share or skip your birth details', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/^The session starts by itself in [12]:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send greeting', hidden: true })).not.toBeInTheDocument();

    // The deadline passes: the server starts the session, the step closes and the chat opens.
    started(server);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your birth details' })).not.toBeInTheDocument());
    await waitFor(() => expect(composer()).toBeEnabled());
    expect(screen.queryByText(/Chat opens when the session starts/)).not.toBeInTheDocument();
    await userEvent.type(composer(), 'Namaste{Enter}');
    await waitFor(() => expect(server.commands('message-sent').map((command) => command.message)).toEqual(['Namaste']));
  });

  it('the countdown starts when the server says the astrologer joined, from the server’s deadline', async () => {
    const server = openChat(aCustomer(), aConsultation({ userDetails: undefined, minutesAgo: 1, notStarted: true }));
    await joined(server);
    const dialog = await screen.findByRole('dialog', { name: 'Your birth details' });
    expect(within(dialog).queryByText(/^Your session starts in/)).not.toBeInTheDocument();
    const astrologerJoinedAt = new Date().toISOString();
    act(() =>
      server.socket.push('astrologer-joined', { consultationId: 41, astrologerJoinedAt, startsBy: new Date(Date.parse(astrologerJoinedAt) + 3 * 60_000).toISOString() }),
    );
    expect(await within(dialog).findByText(/^Your session starts in (3:00|2:5\d), with or without your details\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^The session starts by itself in (3:00|2:5\d)$/)).toBeInTheDocument();
    expect(composer()).toBeDisabled();
  });

  it('after skipping, the customer waiting for the astrologer reads that the chat opens when they join', async () => {
    const server = openChat(aCustomer(), aConsultation({ minutesAgo: 1, notStarted: true, detailsDoneAt: new Date().toISOString() }));
    await joined(server);
    expect(screen.queryByRole('dialog', { name: 'Your birth details' })).not.toBeInTheDocument();
    expect(composer()).toBeDisabled();
    expect(screen.getByText('Chat opens when the session starts, as soon as Pandit Rajesh Sharma joins')).toBeInTheDocument();
    // No deadline runs before the astrologer joins.
    expect(screen.queryByText(/starts by itself/)).not.toBeInTheDocument();
  });

  it('the astrologer waits for the birth details with a disabled composer and may send the greeting once', async () => {
    const server = openChat(anAstrologerAccount(), joinedWithoutDetails());
    await joined(server);
    expect(composer()).toBeDisabled();
    expect(screen.getByText('Chat opens when the session starts: waiting for the customer’s birth details', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a quick reply', hidden: true })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send greeting' }));
    await waitFor(() => expect(server.commands('message-sent')).toHaveLength(1));
    expect(server.commands('message-sent')[0]).toMatchObject({ consultationId: 41, clientMessageId: ASTROLOGER_GREETING_CLIENT_ID, message: expect.stringContaining('Namaste!') });
    expect(await screen.findByRole('article', { name: 'Message from You' })).toHaveTextContent('welcome to your consultation');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send greeting' })).not.toBeInTheDocument());
    expect(composer()).toBeDisabled();

    started(server);
    await waitFor(() => expect(composer()).toBeEnabled());
  });

  it.each([
    ['hi', 'जुड़े हुए', 'सत्र शुरू होने पर चैट खुलेगी: ग्राहक के जन्म विवरण की प्रतीक्षा है', 'अभिवादन भेजें'],
    ['ta', 'இணைக்கப்பட்டது', 'அமர்வு தொடங்கியதும் அரட்டை திறக்கும்: வாடிக்கையாளரின் பிறப்பு விவரங்களுக்காகக் காத்திருக்கிறோம்', 'வாழ்த்து அனுப்பு'],
  ] as const)('in %s the astrologer reads why and the greeting button in that language', async (language, connected, words, greet) => {
    await act(() => chooseLanguage(language));
    try {
      const server = openChat(anAstrologerAccount(), joinedWithoutDetails());
      await waitFor(() => expect(server.commands('join-consultation')).toHaveLength(1), { timeout: 15_000 });
      await screen.findByText(connected);
      expect(screen.getByText(words, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: greet })).toBeInTheDocument();
    } finally {
      await act(() => chooseLanguage('en'));
      localStorage.clear();
    }
  });
});
