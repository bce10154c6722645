import type { ChatLine } from './chat-line';

/** What is kept of a message written offline, so a reload does not lose it. */
interface StoredQueuedMessage {
  clientMessageId: string;
  message: string;
  timestamp: string;
}

const keyOf = (consultationId: number, userId: number) => `astrosetu:chat-queue:${consultationId}:${userId}`;

export function loadQueuedMessages(consultationId: number, userId: number): StoredQueuedMessage[] {
  try {
    const raw = localStorage.getItem(keyOf(consultationId, userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is StoredQueuedMessage =>
        typeof item === 'object' && item !== null && typeof item.clientMessageId === 'string' && typeof item.message === 'string' && typeof item.timestamp === 'string',
    );
  } catch {
    return [];
  }
}

export function saveQueuedMessages(consultationId: number, userId: number, lines: ChatLine[]): void {
  try {
    const key = keyOf(consultationId, userId);
    const queued = lines
      .filter((line) => line.own && line.queued && line.clientMessageId && line.id === undefined)
      .map((line) => ({ clientMessageId: line.clientMessageId!, message: line.message, timestamp: line.timestamp }));
    if (queued.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(queued));
  } catch {
    // Storage full or blocked: the queue still lives in memory for this page.
  }
}
