// Remotes are built with the federation runtime core left out: the shell provides it to every remote, so it
// is downloaded once. A remote opened standalone has no shell, so its own index.html first loads this file,
// bundled on its own (see standalone-runtime-plugin.ts), which provides the runtime core under the global
// name the remote's build expects.
import * as runtimeCore from '@module-federation/runtime-core';

const globalScope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
globalScope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
