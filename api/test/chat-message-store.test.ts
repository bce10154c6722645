import mongoose from 'mongoose';
import type { ChatMessageDocument } from '../src/modules/chat/chat-message.model';
import { ChatMessageCollection } from '../src/modules/chat/chat-message-collection';
import { ChatMessageLog } from '../src/modules/chat/chat-message-log';
import type { ChatMessageStore, StoreOutcome } from '../src/modules/chat/chat-message-store';
import { setupTestServer } from './harness';

// The server only provides the connected embedded engine; the stores are driven directly.
setupTestServer();

let nextId = 1_000_000;
let nextConsultation = 50_000;

function message(consultationId: number, clientMessageId: string, text = `Message ${clientMessageId}`): ChatMessageDocument {
  nextId += 1;
  return { _id: nextId, consultationId, senderId: 7, senderType: 'user', senderName: 'Asha', message: text, clientMessageId, createdAt: new Date() };
}

function outcomes(results: Array<PromiseSettledResult<StoreOutcome>>): Array<{ id: number; created: boolean }> {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return { id: result.value.doc._id, created: result.value.created };
  });
}

const layouts: Array<[string, () => ChatMessageStore]> = [
  ['the indexed collection (MongoDB)', () => new ChatMessageCollection()],
  // Three messages per segment, so a handful of messages already spans several segments.
  ['the append log (embedded engine)', () => new ChatMessageLog(3)],
];

describe.each(layouts)('chat messages in %s', (_name, createStore) => {
  let store: ChatMessageStore;
  beforeEach(() => {
    store = createStore();
  });
  afterEach(async () => {
    await store.clear();
  });

  it('when messages of two consultations are stored over several writes, then each reads back its own, oldest first', async () => {
    const [asha, ravi] = [(nextConsultation += 1), (nextConsultation += 1)];
    const written: ChatMessageDocument[] = [];
    for (let round = 0; round < 4; round += 1) {
      const batch = [message(asha, `a${round}`), message(ravi, `r${round}`)];
      written.push(...batch);
      expect(outcomes(await store.insertOnce(batch)).every((o) => o.created)).toBe(true);
    }
    const ashas = written.filter((doc) => doc.consultationId === asha);
    expect((await store.listForConsultation(asha)).map((doc) => doc.message)).toEqual(ashas.map((doc) => doc.message));
    expect((await store.listForConsultation(asha, ashas[1]._id)).map((doc) => doc.clientMessageId)).toEqual(['a2', 'a3']);
    expect(await store.listForConsultation((nextConsultation += 1))).toEqual([]);

    expect((await store.findInConsultation(asha, ashas[0]._id))?.message).toBe('Message a0');
    expect((await store.findInConsultation(asha, ashas[3]._id))?.message).toBe('Message a3');
    // An id of another consultation is not found through this one.
    expect(await store.findInConsultation(ravi, ashas[0]._id)).toBeNull();
  });

  it('when a client id is sent again later, then the first message is the answer and nothing new is stored', async () => {
    const consultationId = (nextConsultation += 1);
    const [original] = outcomes(await store.insertOnce([message(consultationId, 'retry-me', 'Will I travel abroad?')]));
    // Enough other messages in between that, in the log, the original is several segments back.
    for (let round = 0; round < 5; round += 1) await store.insertOnce([message(consultationId, `other-${round}`)]);

    const resend = message(consultationId, 'retry-me', 'Will I travel abroad?');
    const results = await store.insertOnce([resend, message(consultationId, 'new-one')]);
    expect(outcomes(results)).toEqual([
      { id: original.id, created: false },
      { id: expect.any(Number), created: true },
    ]);
    const listed = await store.listForConsultation(consultationId);
    expect(listed.filter((doc) => doc.clientMessageId === 'retry-me')).toHaveLength(1);
    expect(listed).toHaveLength(7);
    // The same client id in another consultation is another message.
    expect(outcomes(await store.insertOnce([message((nextConsultation += 1), 'retry-me')]))[0].created).toBe(true);
  });

  it('when a resend arrives while its original is still being written, then both get the one stored message', async () => {
    const consultationId = (nextConsultation += 1);
    const [first, second] = await Promise.all([
      store.insertOnce([message(consultationId, 'twice')]),
      store.insertOnce([message(consultationId, 'twice')]),
    ]);
    const answers = [...outcomes(first), ...outcomes(second)];
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(answers[0].id).toBe(answers[1].id);
    expect(await store.listForConsultation(consultationId)).toHaveLength(1);
  });

  it('when the database refuses a write, then its callers get the error and a retry stores the message once', async () => {
    const consultationId = (nextConsultation += 1);
    const refusal = Object.assign(new Error('connection reset'), { code: 6 });
    const insertMany = jest.spyOn(mongoose.Collection.prototype, 'insertMany').mockRejectedValueOnce(refusal);
    try {
      const [failed] = await store.insertOnce([message(consultationId, 'flaky')]);
      expect(failed).toEqual({ status: 'rejected', reason: refusal });
      expect(await store.listForConsultation(consultationId)).toEqual([]);
    } finally {
      insertMany.mockRestore();
    }
    expect(outcomes(await store.insertOnce([message(consultationId, 'flaky')]))[0].created).toBe(true);
    expect(outcomes(await store.insertOnce([message(consultationId, 'flaky')]))[0].created).toBe(false);
    expect(await store.listForConsultation(consultationId)).toHaveLength(1);
  });

  it('when a write is refused while a resend of its message races it, then a later retry leaves exactly one copy', async () => {
    const consultationId = (nextConsultation += 1);
    const refusal = Object.assign(new Error('connection reset'), { code: 6 });
    const insertMany = jest.spyOn(mongoose.Collection.prototype, 'insertMany').mockRejectedValueOnce(refusal);
    let answers: Array<PromiseSettledResult<StoreOutcome>>;
    try {
      answers = (await Promise.all([store.insertOnce([message(consultationId, 'racing')]), store.insertOnce([message(consultationId, 'racing')])])).flat();
    } finally {
      insertMany.mockRestore();
    }
    expect(answers[0]).toEqual({ status: 'rejected', reason: refusal });
    expect(answers.filter((answer) => answer.status === 'fulfilled' && answer.value.created).length).toBeLessThanOrEqual(1);
    await store.insertOnce([message(consultationId, 'racing')]);
    expect((await store.listForConsultation(consultationId)).map((doc) => doc.clientMessageId)).toEqual(['racing']);
  });

  it('when cleared, then no message is left', async () => {
    const consultationId = (nextConsultation += 1);
    await store.insertOnce([message(consultationId, 'x'), message(consultationId, 'y'), message(consultationId, 'z'), message(consultationId, 'w')]);
    await store.clear();
    expect(await store.listForConsultation(consultationId)).toEqual([]);
    expect(outcomes(await store.insertOnce([message(consultationId, 'x')]))[0].created).toBe(true);
  });
});
