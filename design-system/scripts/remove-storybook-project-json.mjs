// Storybook writes storybook-static/project.json (its own telemetry/project metadata). Nx would read it
// as a phantom project named after nothing, so it is removed after every build.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../storybook-static/project.json', import.meta.url)), { force: true });
