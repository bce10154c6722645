import type { ChatMessage, JoinConsultationResult } from '@astrosetu/contracts';
import { deliveryStatusOf } from './chat-line';
import { chatSessionReducer, initialChatSessionState, type ChatSessionState } from './chat-session-state';

const me = { side: 'user' as const, userId: 7 };
const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  consultationId: 41,
  senderId: 7,
  senderType: 'user',
  senderName: 'Asha',
  message: `m${id}`,
  timestamp: '2025-05-01T10:00:00.000Z',
  clientMessageId: `c${id}`,
  ...overrides,
});

function withOwn(...ids: number[]): ChatSessionState {
  return ids.reduce((state, id) => chatSessionReducer(state, { type: 'incoming', message: message(id), me }), initialChatSessionState);
}

describe('chat session state', () => {
  it('completes the own pending line with the stored message instead of adding a second one', () => {
    let state = chatSessionReducer(initialChatSessionState, {
      type: 'outgoing',
      line: { key: 'c9', clientMessageId: 'c9', senderType: 'user', senderName: 'Asha', message: 'm9', timestamp: 't', own: true, localStatus: 'sending' },
    });
    state = chatSessionReducer(state, { type: 'incoming', message: message(9), me });
    state = chatSessionReducer(state, { type: 'acked', clientMessageId: 'c9', message: message(9) });
    expect(state.lines).toHaveLength(1);
    expect(deliveryStatusOf(state.lines[0], state.theirReceipts)).toBe('sent');
  });

  it('marks every own message up to a receipt, and an older receipt never takes a mark back', () => {
    let state = withOwn(1, 2, 3);
    const receipt = (kind: 'delivered' | 'read', messageId: number) =>
      (state = chatSessionReducer(state, { type: 'receipt', kind, event: { consultationId: 41, messageId, by: 'astrologer' }, me }));
    receipt('read', 2);
    receipt('delivered', 1);
    expect(state.lines.map((line) => deliveryStatusOf(line, state.theirReceipts))).toEqual(['read', 'read', 'sent']);
    receipt('delivered', 3);
    expect(state.lines.map((line) => deliveryStatusOf(line, state.theirReceipts))).toEqual(['read', 'read', 'delivered']);
  });

  it('ignores its own side’s receipts (another tab of the same person)', () => {
    const state = chatSessionReducer(withOwn(1), { type: 'receipt', kind: 'read', event: { consultationId: 41, messageId: 1, by: 'user' }, me });
    expect(deliveryStatusOf(state.lines[0], state.theirReceipts)).toBe('sent');
  });

  it('keeps stored messages in id order whatever order they arrive in, pending ones last', () => {
    let state = chatSessionReducer(initialChatSessionState, {
      type: 'outgoing',
      line: { key: 'p', clientMessageId: 'p', senderType: 'user', senderName: 'Asha', message: 'pending', timestamp: 't', own: true, localStatus: 'sending' },
    });
    for (const id of [5, 3, 4]) state = chatSessionReducer(state, { type: 'incoming', message: message(id, { senderType: 'astrologer', senderId: 2 }), me });
    expect(state.lines.map((line) => line.id ?? line.key)).toEqual([3, 4, 5, 'p']);
  });

  it('takes the server clock and the other side’s receipts from a join, and an ended consultation as ended', () => {
    const result: JoinConsultationResult = {
      consultation: { status: 'completed', endedBy: 'system' } as JoinConsultationResult['consultation'],
      messages: [message(1)],
      receipts: { user: { deliveredUpTo: 0, readUpTo: 0 }, astrologer: { deliveredUpTo: 1, readUpTo: 0 } },
      timing: {
        consultationId: 41,
        startedAt: '2025-05-01T10:00:00.000Z',
        duration: 15,
        endsAt: '2025-05-01T10:15:00.000Z',
        autoEndAt: '2025-05-01T10:17:00.000Z',
        serverTime: '2025-05-01T10:05:00.000Z',
      },
    };
    const state = chatSessionReducer(initialChatSessionState, { type: 'joined', result, offsetMs: 1234, me });
    expect(state.clock).toEqual({ startedAtMs: Date.parse('2025-05-01T10:00:00.000Z'), durationMinutes: 15, autoEndGraceMs: 120_000, offsetMs: 1234 });
    expect(deliveryStatusOf(state.lines[0], state.theirReceipts)).toBe('delivered');
    expect(state.endedBy).toBe('system');
  });

  describe('when an event arrives before the answer to the join, read before it', () => {
    const waiting = { status: 'active', id: 41 } as JoinConsultationResult['consultation'];
    const staleAnswer: JoinConsultationResult = {
      consultation: waiting,
      messages: [],
      receipts: { user: { deliveredUpTo: 0, readUpTo: 0 }, astrologer: { deliveredUpTo: 0, readUpTo: 0 } },
      timing: { consultationId: 41, startedAt: null, duration: 10, endsAt: null, autoEndAt: null, serverTime: '2025-05-01T10:05:00.000Z' },
    };

    it('keeps the astrologer as joined, with the start deadline the customer counts down to', () => {
      const announced = chatSessionReducer(initialChatSessionState, { type: 'astrologer-joined', astrologerJoinedAt: '2025-05-01T10:04:59.000Z', startsBy: '2025-05-01T10:07:59.000Z' });
      const state = chatSessionReducer(announced, { type: 'joined', result: staleAnswer, offsetMs: 0, me });
      expect(state.consultation).toMatchObject({ astrologerJoinedAt: '2025-05-01T10:04:59.000Z', startsBy: '2025-05-01T10:07:59.000Z' });
    });

    it('keeps the started session’s clock, on the server’s time as the join measured it', () => {
      const timing = { consultationId: 41, startedAt: '2025-05-01T10:05:00.000Z', duration: 10, endsAt: '2025-05-01T10:15:00.000Z', autoEndAt: '2025-05-01T10:17:00.000Z', serverTime: '2025-05-01T10:05:00.000Z' };
      const started = chatSessionReducer(initialChatSessionState, { type: 'started', timing });
      const state = chatSessionReducer(started, { type: 'joined', result: staleAnswer, offsetMs: 250, me });
      expect(state.clock).toEqual({ startedAtMs: Date.parse('2025-05-01T10:05:00.000Z'), durationMinutes: 10, autoEndGraceMs: 120_000, offsetMs: 250 });
    });

    it('keeps an extension the answer does not have yet, counted once, and not one the answer already has', () => {
      const timing = { consultationId: 41, startedAt: '2025-05-01T10:05:00.000Z', duration: 10, endsAt: '2025-05-01T10:15:00.000Z', autoEndAt: '2025-05-01T10:17:00.000Z', serverTime: '2025-05-01T10:06:00.000Z' };
      const extended = chatSessionReducer(initialChatSessionState, { type: 'extended', event: { consultationId: 41, extendedBy: 'astrologer', duration: 5, totalDuration: 15 } });
      const answer = (duration: number, astrologerExtensions: number): JoinConsultationResult => ({
        ...staleAnswer,
        consultation: { ...waiting, duration, astrologerExtensions },
        timing: { ...timing, duration },
      });
      const older = chatSessionReducer(extended, { type: 'joined', result: answer(10, 0), offsetMs: 0, me });
      expect(older.consultation).toMatchObject({ duration: 15, astrologerExtensions: 1 });
      expect(older.clock?.durationMinutes).toBe(15);
      const newer = chatSessionReducer(extended, { type: 'joined', result: answer(15, 1), offsetMs: 0, me });
      expect(newer.consultation).toMatchObject({ duration: 15, astrologerExtensions: 1 });
      expect(newer.clock?.durationMinutes).toBe(15);
    });
  });
});
