// Tests play the browser's part, so they use the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect, type Socket } from 'socket.io-client';
import type { AckResponse } from '@astrosetu/contracts';
import { setupTestServer } from './harness';

/** What the chat server says to a socket, in that socket's language (issue 18). */
const t = setupTestServer();
const sockets: Socket[] = [];

function open(auth: Record<string, string>): Socket {
  const socket = connect(t.current.url, { path: '/socket.io/', auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Sends to a consultation the account takes no part in: the server refuses in its own words. */
function sendToAnotherConsultation(socket: Socket): Promise<AckResponse<unknown>> {
  return new Promise((resolve) => socket.emit('message-sent', { consultationId: 1, message: 'Namaste', clientMessageId: 'c-1' }, resolve));
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('chat system messages in the socket language', () => {
  it('when the handshake says Tamil, then the server answers that socket in Tamil, and another socket of the same user in English', async () => {
    const { token } = await t.current.loginAs('user');
    const tamil = open({ token, language: 'ta' });
    const english = open({ token });
    await Promise.all([connected(tamil), connected(english)]);

    const inTamil = await sendToAnotherConsultation(tamil);
    expect(inTamil).toEqual({ error: { code: 'FORBIDDEN', message: 'நீங்கள் இந்த ஆலோசனையில் பங்கேற்பவர் அல்ல' } });
    const inEnglish = await sendToAnotherConsultation(english);
    expect(inEnglish).toEqual({ error: { code: 'FORBIDDEN', message: 'You are not a participant of this consultation' } });
  });

  it('when the handshake names no language, then the account language is used', async () => {
    const { token } = await t.current.registerUser();
    await t.current.api('PUT', '/api/profile/language', { language: 'hi' }, token);
    const socket = open({ token });
    await connected(socket);
    expect(await sendToAnotherConsultation(socket)).toEqual({ error: { code: 'FORBIDDEN', message: 'आप इस परामर्श में शामिल नहीं हैं' } });
  });

  it('when a Tamil socket is refused at the handshake, then the refusal is in Tamil', async () => {
    const socket = open({ token: 'not-a-token', language: 'ta' });
    const error = await new Promise<Error & { data?: { error: { code: string; message: string } } }>((resolve) => socket.once('connect_error', resolve));
    expect(error.data?.error.message).toBe('டோக்கன் சரியில்லை');
  });
});
