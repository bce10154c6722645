import mongoose from 'mongoose';
import { connectDatabase, type DatabaseHandle } from '../src/db/database';
import { nextSequenceValue } from '../src/db/sequence';
import { runInTransaction } from '../src/db/transactions';
import { createLogger } from '../src/shared/logging/logger';

// What the API does all day on the embedded engine: new accounts (an id from the sequence, then an insert) and
// single updates while wallet transactions commit one after another. jongodb dropped a third of such inserts and
// handed out one id twice before connectDatabase gave it a single connection (database.ts); the billing tests
// met both as "This record already exists" and "This account no longer exists".
let database: DatabaseHandle;

beforeAll(async () => {
  database = await connectDatabase({ logger: createLogger('silent') });
}, 60_000);

afterAll(async () => {
  await database.close();
});

it('ids stay unique and every insert survives the transactions committing beside it', async () => {
  const accounts = mongoose.connection.collection<{ _id: number; balance: number }>('concurrency_accounts');
  const ledger = mongoose.connection.collection<{ _id: number }>('concurrency_ledger');
  await accounts.insertOne({ _id: 0, balance: 0 });

  let writersDone = false;
  let committed = 0;
  const transactions = (async () => {
    while (!writersDone) {
      await runInTransaction(async (session) => {
        await accounts.updateOne({ _id: 0 }, { $inc: { balance: 1 } }, { session });
        await ledger.insertOne({ _id: committed + 1 }, { session });
      });
      committed += 1;
    }
  })();

  const ids: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = 0; n < 100; n += 1) {
        const id = await nextSequenceValue('concurrency_accounts');
        ids.push(id);
        await accounts.insertOne({ _id: id, balance: 0 });
      }
    }),
  );
  writersDone = true;
  await transactions;

  const stored = new Set((await accounts.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id));
  expect(committed).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(400);
  expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  expect((await accounts.findOne({ _id: 0 }))?.balance).toBe(committed);
  expect(await ledger.countDocuments()).toBe(committed);
}, 120_000);
