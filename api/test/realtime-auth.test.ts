// Tests play the browser's part, so they use the socket client that src must never import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { io as connect, type Socket } from 'socket.io-client';
import { userRepository } from '../src/modules/users/user.repository';
import { setupTestServer } from './harness';

const t = setupTestServer();
const sockets: Socket[] = [];

function open(token?: string): Socket {
  const socket = connect(t.current.url, {
    path: '/socket.io/',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error & { data?: { error: { code: string } } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', resolve);
  });
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('Socket.IO authentication', () => {
  it('when no token is given, then the handshake is refused with UNAUTHENTICATED', async () => {
    const error = await refused(open());
    expect(error.data?.error.code).toBe('UNAUTHENTICATED');
  });

  it('when the token is forged, then the handshake is refused', async () => {
    const error = await refused(open('forged.token.value'));
    expect(error.data?.error.code).toBe('UNAUTHENTICATED');
  });

  it('when the account was deactivated, then its token cannot open a socket', async () => {
    const { token, user } = await t.current.registerUser();
    await userRepository.setActive(user.id, false);
    const error = await refused(open(token));
    expect(error.data?.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('when a user connects, then events emitted to that user reach the socket and nobody else', async () => {
    const customer = await t.current.loginAs('user');
    const astrologer = await t.current.loginAs('astrologer');
    const customerSocket = open(customer.token);
    const astrologerSocket = open(astrologer.token);
    await Promise.all([connected(customerSocket), connected(astrologerSocket)]);

    const astrologerReceived: unknown[] = [];
    astrologerSocket.on('wallet-updated', (payload) => astrologerReceived.push(payload));
    const received = new Promise((resolve) => customerSocket.once('wallet-updated', resolve));
    t.current.server.ctx.realtime.emitToUser(customer.user.id, 'wallet-updated', { balance: 12345 });

    await expect(received).resolves.toEqual({ balance: 12345 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(astrologerReceived).toEqual([]);
  });

  it('when an astrologer connects, then events for their astrologer profile reach them', async () => {
    const astrologer = await t.current.loginAs('astrologer');
    const socket = open(astrologer.token);
    await connected(socket);
    const received = new Promise((resolve) => socket.once('new-consultation-for-astrologer', resolve));
    const event = { consultationId: 1, userId: 1, userName: 'Demo User', topic: 'Career', duration: 15, channel: 'chat' as const };
    t.current.server.ctx.realtime.emitToAstrologer(astrologer.user.astrologerId!, 'new-consultation-for-astrologer', event);
    await expect(received).resolves.toEqual(event);
  });
});
