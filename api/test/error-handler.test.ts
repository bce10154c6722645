import express from 'express';
import type { AddressInfo } from 'node:net';
import { AppError } from '../src/shared/errors/app-error';
import { createErrorHandler } from '../src/shared/http/error-handler';
import type { Logger } from '../src/shared/logging/logger';

describe('central error handler', () => {
  it('when a route throws an unexpected error, then 500 INTERNAL with a generic message and the detail is only logged', async () => {
    const logged: unknown[] = [];
    const logger: Logger = { error: (_m, detail) => logged.push(detail), warn: () => {}, info: () => {}, debug: () => {} };
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret database password in a stack trace');
    });
    app.get('/app-error', () => {
      throw new AppError(402, 'INSUFFICIENT_BALANCE', 'Top up', undefined, { required: 5, balance: 1 });
    });
    app.use(createErrorHandler(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const boom = await fetch(`${base}/boom`);
      const text = await boom.text();
      expect(boom.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' } });
      expect(text).not.toMatch(/secret|stack|at /);
      expect(logged).toHaveLength(1);

      const appError = await fetch(`${base}/app-error`);
      expect(appError.status).toBe(402);
      expect(await appError.json()).toEqual({
        error: { code: 'INSUFFICIENT_BALANCE', message: 'Top up', details: { required: 5, balance: 1 } },
      });
    } finally {
      server.close();
    }
  });
});

describe('outside network guard', () => {
  it('when a test tries to reach another host, then the connection is refused before it leaves the machine', async () => {
    await expect(fetch('http://example.com/')).rejects.toThrow();
  });
});
