import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportType } from '@astrosetu/contracts';
import { buildReportPdf } from '../build-report-pdf';
import { SAMPLE_PEOPLE, sampleRequest } from './sample-requests';

/**
 * bench:reports: builds each report type for two births and prints its pages, distinct words and median build
 * time (REPORT_BENCH_RUNS builds each, default 5; 1 with BENCH_SHORT=1, the smoke run of npm run bench:smoke).
 * REPORT_BENCH_KEEP=1 keeps the PDFs and prints where.
 */
const shortRun = process.env.BENCH_SHORT === '1';
const runs = Number(process.env.REPORT_BENCH_RUNS ?? (shortRun ? 1 : 5));
const dir = mkdtempSync(join(tmpdir(), 'reports-bench-'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main(): Promise<void> {
  if (shortRun) console.log('[BENCH_SHORT=1: smoke run, figures are indicative only]');
  console.log(`report        birth                         pages  distinct words  median build (ms, ${runs} runs)`);
  for (const reportType of ['basic', 'comprehensive', 'premium'] as ReportType[]) {
    for (const person of SAMPLE_PEOPLE) {
      const times: number[] = [];
      let pdf: Buffer = Buffer.alloc(0);
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        pdf = await buildReportPdf(sampleRequest(person, reportType));
        times.push(performance.now() - started);
      }
      const path = join(dir, `${reportType}-${person.birthDate}.pdf`);
      writeFileSync(path, pdf);
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1];
      const words = new Set(execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []);
      console.log(`${reportType.padEnd(14)}${person.birthDate} ${person.birthPlace.slice(0, 18).padEnd(18)} ${String(pages).padStart(6)} ${String(words.size).padStart(15)} ${median(times).toFixed(0).padStart(12)}`);
    }
  }
  if (process.env.REPORT_BENCH_KEEP === '1') console.log(`PDFs in ${dir}`);
}

void main();
