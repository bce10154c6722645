import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../shared/errors/app-error';
import { fonts, svgToPng } from './png';

interface Job {
  id: number;
  svg: string;
  width: number;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  job?: Job;
}

export interface PngRenderPool {
  render(svg: string, width: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** Beside this source file, or beside dist/main.js in the bundled build. */
function workerFile(): string {
  const candidates = [join(__dirname, 'png-worker.cjs'), join(__dirname, 'astrology', 'chart-render', 'png-worker.cjs')];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`png-worker.cjs not found next to ${__dirname}`);
  return found;
}

/**
 * A small pool of worker threads that turn chart SVGs into PNGs: a 2000 px render is ~100 ms of CPU,
 * which on the event loop held every other request (20 renders pushed /api/auth/me from 3 ms to
 * seconds). `size` 0 renders on the calling thread (tiny deployments, benchmarks of the difference).
 * At most `maxQueued` renders wait; beyond that the caller gets a 503 at once rather than a long wait.
 */
export function createPngRenderPool(options: { size: number; maxQueued?: number }): PngRenderPool {
  const maxQueued = options.maxQueued ?? 32;
  if (options.size <= 0) {
    return { render: async (svg, width) => svgToPng(svg, width), close: async () => undefined };
  }
  const file = workerFile();
  const fontFiles = fonts();
  const queue: Job[] = [];
  const workers: PoolWorker[] = [];
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    for (const slot of workers) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, svg: job.svg, width: job.width, fontFiles });
    }
  };

  const spawn = (): PoolWorker => {
    const slot: PoolWorker = { worker: new Worker(file) };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = undefined;
      if (job && job.id === message.id) {
        if (message.png) job.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
        else job.reject(new Error(message.error ?? 'Chart rendering failed'));
      }
      dispatch();
    });
    slot.worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced.
      slot.job?.reject(error);
      slot.job = undefined;
      const index = workers.indexOf(slot);
      if (index >= 0 && !closed) workers[index] = spawn();
      dispatch();
    });
    return slot;
  };

  for (let i = 0; i < options.size; i += 1) workers.push(spawn());

  return {
    render: (svg, width) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('The chart renderer is shut down'));
        if (queue.length >= maxQueued) {
          return reject(new AppError(503, 'RATE_LIMITED', 'Charts are busy being drawn. Please try again in a moment.'));
        }
        queue.push({ id: nextId++, svg, width, resolve, reject });
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The chart renderer is shut down'));
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
