import { Agent, request } from 'node:http';
import { startTestServer, type TestServer } from './harness';

/** GET over the agent: the answer's status and whether it went on a connection opened for an earlier request. */
function get(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${url}/api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

// A proxy in front of the API (the site server's, nginx) reuses idle connections; if the API closed them as early
// as the proxy may reuse them, a request sent on one at that moment would be reset and the visitor would get a 502.
describe('idle connections from a proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('when a connection has been idle longer than a Node proxy keeps one (5 s), then the API still answers on it', async () => {
    // Like Node's global agent, which the site server's proxy uses, but keeping its idle connection longer.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, t.url)).toEqual({ status: 200, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get(agent, t.url)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
