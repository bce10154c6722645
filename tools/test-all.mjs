// `npm test`: every check, in the order that fails fastest. Placeholder until the suites land.
import { execSync } from 'node:child_process';
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npx nx run-many -t lint typecheck test --outputStyle=static');
