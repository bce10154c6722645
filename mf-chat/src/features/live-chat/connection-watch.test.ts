import type { ChatSocket } from '../../shared/realtime/chat-socket';
import { watchConnection } from './connection-watch';

/** A socket whose server answers the heartbeat only while `answering` is true. */
function fakeSocket() {
  const state = { answering: true, connected: true, reconnects: 0, beats: 0 };
  const socket = {
    get connected() {
      return state.connected;
    },
    emit(_event: string, _payload: unknown, ack: (response: unknown) => void) {
      state.beats += 1;
      if (state.answering) Promise.resolve().then(() => ack({ ok: true, data: { serverTime: new Date().toISOString() } }));
    },
    disconnect() {
      state.connected = false;
    },
    connect() {
      state.reconnects += 1;
      state.connected = true;
    },
  };
  return { socket: socket as unknown as ChatSocket, state };
}

/** The heartbeat on the fake clock: the chat page's own test covers the screen, this one the timing promise. */
describe('the chat connection watch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
  }

  it('when the server stops answering, then the connection shows as lost within 5 seconds', async () => {
    const { socket, state } = fakeSocket();
    const events: string[] = [];
    const stop = watchConnection(socket, { onStalled: () => events.push(`lost at ${Date.now() - droppedAt}`), onRecovered: () => undefined });
    await advance(3000);
    expect(events).toEqual([]);
    state.answering = false;
    const droppedAt = Date.now();
    await advance(5000);
    expect(events).toHaveLength(1);
    const lostAfter = Number(events[0]!.replace('lost at ', ''));
    expect(lostAfter).toBeLessThanOrEqual(5000);
    stop();
  });

  it('when the silence lasts 8 seconds, then the socket is closed and opened again so Socket.IO queues what was on its way', async () => {
    const { socket, state } = fakeSocket();
    const stop = watchConnection(socket, { onStalled: () => undefined, onRecovered: () => undefined });
    state.answering = false;
    await advance(7000);
    expect(state.reconnects).toBe(0);
    await advance(3000);
    expect(state.reconnects).toBe(1);
    stop();
  });

  it('when the browser reports it is offline, then the socket reconnects at once', async () => {
    const { socket, state } = fakeSocket();
    const stop = watchConnection(socket, { onStalled: () => undefined, onRecovered: () => undefined });
    window.dispatchEvent(new Event('offline'));
    expect(state.reconnects).toBe(1);
    stop();
  });

  it('when the watch is stopped, then no more beats are sent', async () => {
    const { socket, state } = fakeSocket();
    const stop = watchConnection(socket, { onStalled: () => undefined, onRecovered: () => undefined });
    await advance(2500);
    const beats = state.beats;
    expect(beats).toBeGreaterThan(1);
    stop();
    await advance(5000);
    expect(state.beats).toBe(beats);
  });
});
