// The web apps of the site and where each one is served. One list, read by the rspack configs, the run
// scripts (start, dev), the e2e harness and the bundle benchmark, so a port or a name is never written twice.

export interface WebApp {
  /** Nx project name and folder, e.g. 'mf-chat'. */
  project: string;
  /** Module Federation container name, e.g. 'mf_chat'. */
  federationName: string;
  port: number;
  kind: 'host' | 'remote';
  /** Loaded only for signed-in admins. */
  adminOnly?: boolean;
}

export const webApps: readonly WebApp[] = [
  { project: 'shell', federationName: 'shell', port: 4200, kind: 'host' },
  { project: 'mf-marketplace', federationName: 'mf_marketplace', port: 4201, kind: 'remote' },
  { project: 'mf-chat', federationName: 'mf_chat', port: 4202, kind: 'remote' },
  { project: 'mf-content', federationName: 'mf_content', port: 4203, kind: 'remote' },
  { project: 'mf-admin', federationName: 'mf_admin', port: 4204, kind: 'remote', adminOnly: true },
];

export const apiPort = 3000;

export interface DemoLogin {
  email: string;
  role: 'user' | 'astrologer' | 'admin';
}

export const demoLogins: readonly DemoLogin[] = [
  { email: 'user@example.com', role: 'user' },
  { email: 'astrologer@example.com', role: 'astrologer' },
  { email: 'admin@example.com', role: 'admin' },
];
export const demoPassword = 'password123';

export function webAppByProject(project: string): WebApp {
  const app = webApps.find((candidate) => candidate.project === project);
  if (!app) throw new Error(`Unknown web app "${project}"`);
  return app;
}
