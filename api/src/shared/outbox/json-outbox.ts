import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A directory of messages "sent" on the embedded default (mail, SMS): one JSON file each, named by the time it was
 * written so that a listing sorts oldest first. Writing to a temporary name and renaming means a reader never sees
 * half a message; files are readable by their owner only (they hold verification codes).
 */
export async function writeOutboxMessage<T extends object>(outboxDir: string, build: (id: string, sentAt: Date) => T): Promise<T> {
  await mkdir(outboxDir, { recursive: true });
  const sentAt = new Date();
  const id = `${sentAt.getTime().toString().padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
  const message = build(id, sentAt);
  const path = join(outboxDir, `${id}.json`);
  await writeFile(`${path}.tmp`, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
  await rename(`${path}.tmp`, path);
  return message;
}

/** The outbox's messages, newest first, those `keep` accepts, at most `limit`. */
export async function readOutboxMessages<T>(outboxDir: string, keep: (message: T) => boolean, limit: number): Promise<T[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort().reverse();
  const messages: T[] = [];
  for (const name of names) {
    const message = JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as T;
    if (!keep(message)) continue;
    messages.push(message);
    if (messages.length >= limit) break;
  }
  return messages;
}
