// The web apps of the site and where each one is served. One list, read by the rspack configs, the run
// scripts (start, dev), the e2e harness and the bundle benchmark, so a port or a name is never written twice.

/** @typedef {{ project: string, federationName: string, port: number, kind: 'host' | 'remote', adminOnly?: boolean }} WebApp */

/** @type {WebApp[]} */
export const webApps = [
  { project: 'shell', federationName: 'shell', port: 4200, kind: 'host' },
  { project: 'mf-marketplace', federationName: 'mf_marketplace', port: 4201, kind: 'remote' },
  { project: 'mf-chat', federationName: 'mf_chat', port: 4202, kind: 'remote' },
  { project: 'mf-content', federationName: 'mf_content', port: 4203, kind: 'remote' },
  { project: 'mf-admin', federationName: 'mf_admin', port: 4204, kind: 'remote', adminOnly: true },
];

export const apiPort = 3000;

export const demoLogins = [
  { email: 'user@example.com', role: 'user' },
  { email: 'astrologer@example.com', role: 'astrologer' },
  { email: 'admin@example.com', role: 'admin' },
];
export const demoPassword = 'password123';

/** @param {string} project */
export function webAppByProject(project) {
  const app = webApps.find((candidate) => candidate.project === project);
  if (!app) throw new Error(`Unknown web app "${project}"`);
  return app;
}
