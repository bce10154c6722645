import { createFederatedAppConfig } from '../tools/rspack/create-federated-app-config';

// The host. It lists no remotes at build time: it reads /remotes.json (public/remotes.json) when it starts.
export default createFederatedAppConfig({ appDir: __dirname, project: 'shell' });
