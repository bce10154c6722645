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
