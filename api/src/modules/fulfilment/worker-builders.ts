import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../shared/logging/logger';
import { defaultDeliverableBuilders, type BuiltItem, type DeliverableBuilders } from './deliverable-builders';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The worker's entry: the bundle's dist/build-worker.js, or the TypeScript source through tsx (npm start, tests). */
function startWorker(): Worker {
  const bundled = join(__dirname, 'build-worker.js');
  if (__filename.endsWith('.js') && existsSync(bundled)) return new Worker(bundled);
  const source = join(__dirname, 'build-worker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true });
}

const asBuffer = (bytes: unknown) => Buffer.from(bytes as Uint8Array);
const asItem = (value: unknown): BuiltItem => {
  const item = value as BuiltItem;
  return { ...item, pdf: asBuffer(item.pdf) };
};

/**
 * The deliverable builders on one worker thread, started on first use and restarted after a crash (the
 * jobs in flight fail and are retried by the queue). If no worker can be started, builds run in process.
 */
export function createWorkerBuilders(logger: Logger): DeliverableBuilders & { close(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const ensureWorker = (): Worker | undefined => {
    if (worker) return worker;
    try {
      const started = startWorker();
      started.unref();
      started.on('message', (message: { id: number; result?: unknown; error?: string }) => {
        const entry = pending.get(message.id);
        if (!entry) return;
        pending.delete(message.id);
        if (message.error !== undefined) entry.reject(new Error(message.error));
        else entry.resolve(message.result);
      });
      started.on('error', (error) => {
        logger.error('PDF build worker failed', error);
        failAll(error);
        worker = undefined;
      });
      started.on('exit', () => {
        failAll(new Error('PDF build worker stopped'));
        if (worker === started) worker = undefined;
      });
      worker = started;
      return started;
    } catch (error) {
      logger.warn('PDF build worker could not start: building on the main thread', error);
      return undefined;
    }
  };

  const call = <T>(method: keyof DeliverableBuilders, args: unknown[], fallback: () => Promise<T>): Promise<T> => {
    const target = ensureWorker();
    if (!target) return fallback();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // Only while a build is waiting does the worker keep the process alive.
      target.ref();
      target.postMessage({ id, method, args });
    }).finally(() => {
      if (pending.size === 0) worker?.unref();
    });
  };

  return {
    buildReport: (request, answers) =>
      call('buildReport', [request, answers], () => defaultDeliverableBuilders.buildReport(request, answers)).then(asBuffer),
    buildItem: (itemKey, input, context) =>
      call('buildItem', [itemKey, input, context], () => defaultDeliverableBuilders.buildItem(itemKey, input, context)).then(asItem),
    buildPeriodReading: (itemKey, input, period, context) =>
      call('buildPeriodReading', [itemKey, input, period, context], () => defaultDeliverableBuilders.buildPeriodReading(itemKey, input, period, context)).then(asItem),
    buildReceipt: (request) => call('buildReceipt', [request], () => defaultDeliverableBuilders.buildReceipt(request)).then(asBuffer),
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
