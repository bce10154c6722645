import { apiPort, demoLogins, demoPassword, webApps } from '../web-apps';

/** The one "ready" message of `npm start` and `npm run dev`: where everything is and how to sign in. */
export function siteReadyBanner(mode: string): string {
  const remotes = webApps.filter((app) => app.kind === 'remote').map((app) => `${app.project} :${app.port}`).join(', ');
  const logins = demoLogins.map((login) => `${login.email} (${login.role})`).join(', ');
  return [
    '',
    `AstroSetu is ready (${mode}): open http://localhost:4200  ·  API http://localhost:${apiPort}/api/health`,
    `  remotes: ${remotes}`,
    `  demo logins, password ${demoPassword}: ${logins}`,
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
