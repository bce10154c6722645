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

export const harness = {
  stopApp: (project: string) => control(`/apps/${project}/stop`),
  startApp: (project: string) => control(`/apps/${project}/start`),
  /** Serves another build directory for the app (a redeploy), or its own dist again with `null`. */
  serveDirectory: (project: string, directory: string | null) => control(`/apps/${project}/serve`, { directory }),
};
