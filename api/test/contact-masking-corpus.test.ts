import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactKinds, type ContactKind } from '@astrosetu/contracts';
import { maskContactDetails } from '../src/modules/chat/contact-masking/mask-contact-details';

/**
 * The masking corpus (test/fixtures/contact-masking): realistic attempts to pass a number, an address, a UPI ID, a
 * link or a handle through the chat, by category, and realistic consultation messages that must stay as written.
 * Fails below 95% detection (right kind) or above 1% false positives; prints both rates by category.
 */

/** "\u{200B}" in a fixture stands for that character, so invisible ones stay readable in the file. */
const decode = (text: string) => text.replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

function linesOf(file: string): string[][] {
  return readFileSync(join(__dirname, 'fixtures', 'contact-masking', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split(' | ').map((part) => part.trim()));
}

const attempts = linesOf('attempts.txt').map(([category, kind, ...rest]) => ({ category, kind: kind as ContactKind, text: decode(rest.join(' | ')) }));
const innocent = linesOf('innocent.txt').map(([category, ...rest]) => ({ category, text: decode(rest.join(' | ')) }));

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function byCategory<T extends { category: string }>(items: T[], hit: (item: T) => boolean): string[] {
  const categories = [...new Set(items.map((item) => item.category))];
  return categories.map((category) => {
    const inCategory = items.filter((item) => item.category === category);
    const hits = inCategory.filter(hit).length;
    return `  ${category.padEnd(24)} ${percent(hits, inCategory.length).padStart(6)} (${hits}/${inCategory.length})`;
  });
}

describe('contact masking: the corpus by category', () => {
  it('when the corpus is read, then it holds at least 150 attempts of known kinds and 150 innocent messages', () => {
    expect(attempts.length).toBeGreaterThanOrEqual(150);
    expect(innocent.length).toBeGreaterThanOrEqual(150);
    for (const attempt of attempts) expect(contactKinds).toContain(attempt.kind);
  });

  it('when every message is masked, then at least 95% of attempts are caught (right kind) and at most 1% of innocent messages are touched', () => {
    const caught = (attempt: (typeof attempts)[number]) => maskContactDetails(attempt.text).kinds.includes(attempt.kind);
    const touched = (message: (typeof innocent)[number]) => maskContactDetails(message.text).kinds.length > 0;
    const missed = attempts.filter((attempt) => !caught(attempt));
    const falseAlarms = innocent.filter(touched);
    const detectionRate = (attempts.length - missed.length) / attempts.length;
    const falsePositiveRate = falseAlarms.length / innocent.length;

    const started = process.hrtime.bigint();
    const rounds = 5;
    for (let round = 0; round < rounds; round += 1) for (const { text } of [...attempts, ...innocent]) maskContactDetails(text);
    const microseconds = Number(process.hrtime.bigint() - started) / 1e3 / (rounds * (attempts.length + innocent.length));

    // Printed on purpose: these are the figures the feature is judged by.
    console.log(
      [
        `contact masking: detection ${percent(attempts.length - missed.length, attempts.length)} (${attempts.length - missed.length}/${attempts.length}), false positives ${percent(falseAlarms.length, innocent.length)} (${falseAlarms.length}/${innocent.length}), ${microseconds.toFixed(0)} µs per message`,
        'detection by category:',
        ...byCategory(attempts, caught),
        'false positives by category:',
        ...byCategory(innocent, touched),
        ...missed.map((attempt) => `  missed ${attempt.category}/${attempt.kind}: ${attempt.text} -> ${JSON.stringify(maskContactDetails(attempt.text))}`),
        ...falseAlarms.map((message) => `  touched ${message.category}: ${message.text} -> ${maskContactDetails(message.text).text}`),
      ].join('\n'),
    );
    expect(detectionRate).toBeGreaterThanOrEqual(0.95);
    expect(falsePositiveRate).toBeLessThanOrEqual(0.01);
  });

  it('when a phone attempt is caught, then no run of the digits that made up the number is left readable', () => {
    // Misses are counted by the rate above; this checks that what is caught is hidden whole.
    for (const attempt of attempts.filter((a) => a.kind === 'phone' && maskContactDetails(a.text).kinds.includes('phone'))) {
      const masked = maskContactDetails(attempt.text).text.normalize('NFKC').replace(/[^\p{Nd}]/gu, '');
      expect({ text: attempt.text, leftDigits: masked.length < 6 }).toEqual({ text: attempt.text, leftDigits: true });
    }
  });
});
