import type { MarketplaceFigures } from '@astrosetu/contracts';
import { createHash } from 'node:crypto';
import { astrologerWriteListeners } from '../astrologers/astrologer.model';
import { completedSessionCounts } from '../earnings/use-cases/earnings-figures';
import { astrologerRepository } from '../astrologers/astrologer.repository';

/**
 * The public catalogue (approved astrologers) is read on every page view and changes rarely, so its
 * JSON is built once and served from memory. Any write through the astrologer model drops it, and it
 * never lives longer than MAX_AGE_MS, so a change made inside a transaction (visible only at commit)
 * shows within that time at worst.
 */
const MAX_AGE_MS = 2_000;

/**
 * An answer ready to send: its JSON bytes and their entity tag, both made once per snapshot, so a read costs neither
 * serialisation nor hashing (Express would hash every body again for its ETag), and a browser that has it gets 304.
 */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

function prepared(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

interface Snapshot {
  builtAt: number;
  list: PreparedJson;
  detailById: Map<number, PreparedJson>;
  figures: MarketplaceFigures;
}

let snapshot: Snapshot | undefined;
let building: Promise<Snapshot> | undefined;
let generation = 0;

astrologerWriteListeners.add(() => {
  generation += 1;
  snapshot = undefined;
});

async function build(): Promise<Snapshot> {
  const startedAt = generation;
  const { astrologers: list, figures } = await astrologerRepository.approvedCatalogue(await completedSessionCounts());
  const built = {
    builtAt: Date.now(),
    list: prepared(list),
    detailById: new Map(list.map((astrologer) => [astrologer.id, prepared(astrologer)])),
    figures,
  };
  // A write during the read may not be in `list`: serve it to this caller only, do not keep it.
  if (startedAt === generation) snapshot = built;
  return built;
}

async function current(): Promise<Snapshot> {
  if (snapshot && Date.now() - snapshot.builtAt < MAX_AGE_MS) return snapshot;
  // One database read however many requests arrive together.
  building ??= build().finally(() => {
    building = undefined;
  });
  return building;
}

export const astrologerCatalog = {
  /** GET /api/astrologers body: approved astrologers in id order. */
  async list(): Promise<PreparedJson> {
    return (await current()).list;
  },

  /** GET /api/astrologers/{id} body, or undefined when no approved astrologer has that id. */
  async detail(id: number): Promise<PreparedJson | undefined> {
    return (await current()).detailById.get(id);
  },

  /** GET /api/marketplace-figures body: counted from the same snapshot, so it always agrees with the listing. */
  async figures(): Promise<MarketplaceFigures> {
    return (await current()).figures;
  },

  invalidate(): void {
    generation += 1;
    snapshot = undefined;
  },
};
