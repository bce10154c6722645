import { endpoint, schemaResponse } from '@astrosetu/contracts';
import express, { Router } from 'express';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { endpointServer } from './serve-endpoint';

const greeting = endpoint({
  method: 'GET',
  path: '/greeting',
  summary: 'A test endpoint',
  access: 'public',
  response: schemaResponse('Greeting', z.object({ text: z.string(), at: z.string() })),
});

/** Serves `answer` from the declared endpoint and answers with the status and body a browser would get. */
async function served(answer: unknown): Promise<{ status: number; body: string }> {
  const router = Router();
  endpointServer(router)(greeting, () => answer as never);
  const app = express();
  app.use(router);
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send(error.message);
  });
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/greeting`);
    return { status: response.status, body: await response.text() };
  } finally {
    server.close();
  }
}

describe('answers checked against their declaration under test', () => {
  it('an answer of the declared shape is sent as is, a Date as the ISO string the schema reads', async () => {
    const answer = await served({ text: 'namaste', at: new Date('2026-12-07T00:00:00Z') });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ text: 'namaste', at: '2026-12-07T00:00:00.000Z' });
  });

  it('an answer that drifted from its declaration fails the request and names the endpoint and the field', async () => {
    const answer = await served({ text: 42, at: 'today' });
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('GET /greeting answered outside its declared Greeting');
    expect(answer.body).toContain('text:');
  });
});
