// `npm test`: every check, in the order that fails fastest: lint, types and unit/API tests; then the production
// builds (and the Storybook build); then the Playwright journeys against those builds in Chromium.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npx nx run-many -t lint typecheck test --outputStyle=static');
run('npx nx run-many -t build build-storybook --outputStyle=static');
// Needs ports 3000, 4200-4204 and 4290 free (stop `npm start` first).
run('npx nx run e2e:e2e --outputStyle=static');
