import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics in Prometheus' text format on a port of its own (METRICS_PORT), bound to METRICS_HOST
 * (default loopback): the public port and the proxy in front never expose it.
 */
export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
