import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage, SentMail } from './mailer';

/**
 * The embedded mailer: each message becomes one JSON file in `outboxDir`, named so that a directory
 * listing sorts oldest first. Developers read the files (or GET /api/dev/outbox); tests assert on them.
 * Writing to a temporary name and renaming means a reader never sees half a message.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string }): Mailer {
  const { outboxDir, from } = options;
  return {
    async send(message: MailMessage): Promise<SentMail> {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date();
      const id = `${sentAt.getTime().toString().padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
      const sent: SentMail = { id, from, sentAt: sentAt.toISOString(), ...message };
      const path = join(outboxDir, `${id}.json`);
      await writeFile(`${path}.tmp`, `${JSON.stringify(sent, null, 2)}\n`, { mode: 0o600 });
      await rename(`${path}.tmp`, path);
      return sent;
    },
  };
}

/** Messages in the outbox, newest first, optionally only those sent to `to` (case-insensitive). */
export async function readOutbox(outboxDir: string, filter: { to?: string; limit?: number } = {}): Promise<SentMail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort().reverse();
  const wanted = filter.to?.trim().toLowerCase();
  const limit = filter.limit ?? 50;
  const messages: SentMail[] = [];
  for (const name of names) {
    const message = JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as SentMail;
    if (wanted && message.to.toLowerCase() !== wanted) continue;
    messages.push(message);
    if (messages.length >= limit) break;
  }
  return messages;
}
