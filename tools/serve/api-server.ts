import { apiPort } from '../web-apps';
import { startProcess, waitForHttp, type StartedProcess } from './processes';

export interface StartApiOptions {
  workspaceRoot: string;
  port?: number;
  /** Added to the API's environment (over PORT and TRUST_PROXY). */
  env?: NodeJS.ProcessEnv;
  /** Keep the API's output to itself (it is still kept for a failure's explanation). */
  quiet?: boolean;
}

/**
 * Starts the API as `npm run start:api` does (embedded database with the demo data unless MONGODB_URI is set)
 * and resolves once /api/health answers.
 */
export async function startApi({ workspaceRoot, port = apiPort, env = {}, quiet = false }: StartApiOptions): Promise<StartedProcess> {
  const api = startProcess('npm', ['run', '--silent', 'start:api'], {
    cwd: workspaceRoot,
    // The site's server on this machine proxies /api and says who the browser is in X-Forwarded-For:
    // trust that from loopback only, so per-address limits count browsers, not the proxy.
    env: { PORT: String(port), TRUST_PROXY: 'loopback', ...env },
    label: 'api',
    quiet,
  });
  try {
    await waitForHttp(`http://localhost:${port}/api/health`, { timeoutMs: 180000, process: api });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}
