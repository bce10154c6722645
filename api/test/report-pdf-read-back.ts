import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportType } from '@astrosetu/contracts';

/** The pages each report tier is sold as. */
export const REPORT_PAGE_PROMISE: Record<ReportType, { min: number; max: number }> = {
  basic: { min: 10, max: 15 },
  comprehensive: { min: 25, max: 30 },
  premium: { min: 40, max: 60 },
};

export interface ReadBack {
  pages: number;
  text: string;
}

/**
 * A report PDF as a reader gets it: its page count (pdfinfo) and its text on one line (pdftotext). pdftotext puts a
 * space before punctuation that follows an Indic cluster ("লগ্ন ,"): taken out again. Kept in `dir` to be looked at.
 */
export function readBackPdf(pdf: Buffer, dir: string, name: string): ReadBack {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)।])/g, '$1');
  return { pages, text };
}

export const readBackDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

/** Words written in Latin letters, against all words: a chapter left in English would raise it far above 6%. */
export function latinShare(text: string): number {
  const words = text.split(' ').filter((word) => /[\p{L}]/u.test(word));
  const latin = words.filter((word) => /^[^\p{L}]*[A-Za-z]/u.test(word));
  return latin.length / words.length;
}
