import mongoose from 'mongoose';

interface CounterDocument {
  _id: string;
  seq: number;
}

export const COUNTERS_COLLECTION = 'counters';

/**
 * The next positive integer id of a sequence (one per entity). Deliberately not part of any
 * transaction: a shared counter inside transactions would make every concurrent writer conflict;
 * an aborted transaction only leaves a gap in the ids.
 */
export async function nextSequenceValue(sequence: string): Promise<number> {
  const counters = mongoose.connection.collection<CounterDocument>(COUNTERS_COLLECTION);
  const counter = await counters.findOneAndUpdate(
    { _id: sequence },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!counter) throw new Error(`Sequence ${sequence} could not be advanced`);
  return counter.seq;
}

/**
 * Reserves `count` consecutive ids of a sequence in one round trip and returns the first; a batch
 * writer (e.g. chat messages stored together) numbers its documents first, first + 1, ...
 */
export async function reserveSequenceValues(sequence: string, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot reserve ${count} ids`);
  const counters = mongoose.connection.collection<CounterDocument>(COUNTERS_COLLECTION);
  const counter = await counters.findOneAndUpdate(
    { _id: sequence },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!counter) throw new Error(`Sequence ${sequence} could not be advanced`);
  return counter.seq - count + 1;
}
