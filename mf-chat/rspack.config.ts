import { createFederatedAppConfig } from '../tools/rspack/create-federated-app-config';

// Remote mf_chat: exposes its page map to the shell (see src/pages/index.ts) and also runs standalone.
export default createFederatedAppConfig({
  appDir: __dirname,
  project: 'mf-chat',
  exposes: { './pages': './src/pages/index.ts' },
});
