import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), one registry per process. Served by metrics-server.ts on
 * its own port, never on the public one. Gauges that describe live objects (sockets, rooms, queued jobs)
 * ask their sources when scraped, so nothing has to remember to update them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, from arrival to the last byte of the answer',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Payments the gateway settled, by outcome (paid, failed) and kind (wallet top-up, report, package...). */
export const paymentsTotal = new Counter({
  name: 'payments_total',
  help: 'Gateway payments applied, by outcome and kind',
  labelNames: ['outcome', 'kind'] as const,
  registers: [metricsRegistry],
});

export function recordPayment(outcome: string, kind: string): void {
  paymentsTotal.inc({ outcome, kind });
}

type Source = () => number;
type AsyncSource = () => number | Promise<number>;
const socketSources = new Set<Source>();
const roomSources = new Set<Source>();
const queueSources = new Map<string, Set<AsyncSource>>();
const sum = (sources: Iterable<Source>) => [...sources].reduce((total, source) => total + source(), 0);

new Gauge({
  name: 'socketio_connected_sockets',
  help: 'Socket.IO connections open on this instance',
  registers: [metricsRegistry],
  collect() {
    this.set(sum(socketSources));
  },
});

new Gauge({
  name: 'socketio_rooms',
  help: 'Socket.IO rooms with at least one socket on this instance (consultations, users, astrologers)',
  registers: [metricsRegistry],
  collect() {
    this.set(sum(roomSources));
  },
});

new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting or delayed (not yet running), by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [queue, sources] of queueSources) {
      const depths = await Promise.all([...sources].map(async (source) => source()));
      this.set({ queue }, depths.reduce((total, depth) => total + depth, 0));
    }
  },
});

/** Registers where a gauge reads from; returns the function that unregisters it (on close). */
export function watchSockets(count: Source, rooms: Source): () => void {
  socketSources.add(count);
  roomSources.add(rooms);
  return () => {
    socketSources.delete(count);
    roomSources.delete(rooms);
  };
}

export function watchQueue(queue: string, depth: AsyncSource): () => void {
  const sources = queueSources.get(queue) ?? new Set<AsyncSource>();
  sources.add(depth);
  queueSources.set(queue, sources);
  return () => sources.delete(depth);
}
