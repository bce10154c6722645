// The e2e harness runs in Playwright's main process; tests run in workers. Tests reach the harness through a
// small HTTP control endpoint to stop, start or redeploy one remote's server.
export const harnessControlPort = 4290;

async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`http://localhost:${harnessControlPort}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`harness ${path}: ${response.status} ${await response.text()}`);
}

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`http://localhost:${harnessControlPort}${path}`);
  if (!response.ok) throw new Error(`harness ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const harness = {
  stopApp: (project: string) => control(`/apps/${project}/stop`),
  startApp: (project: string) => control(`/apps/${project}/start`),
  /** Serves another build directory for the app (a redeploy), or its own dist again with `null`. */
  serveDirectory: (project: string, directory: string | null) => control(`/apps/${project}/serve`, { directory }),
  /** How many lines the API has written so far: where a test's share of the API log begins. */
  apiLogPosition: async () => (await read<{ position: number }>('/api-log/position')).position,
  /** The API's warnings and errors written from that position on, one short line each. */
  apiProblemsSince: async (position: number) => (await read<{ lines: string[] }>(`/api-log/problems?from=${position}`)).lines,
};
