import { render, screen } from '@testing-library/react';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { RemoteRegistry } from './remote-registry';
import { RemoteRegistryContext } from './remote-registry-context';
import { isRemoteFallback, remoteFallbackPlugin } from './remote-fallback-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFallbackPlugin', () => {
  const errorLoadRemote = remoteFallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  it('leaves manifest and entry failures to surface once, when the module load fails', () => {
    expect(errorLoadRemote({ id: 'http://localhost:4202/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
  });

  it('answers a failed module load with fallback pages that show the unavailable card and Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = errorLoadRemote({ id: 'mf_chat/pages', error: new Error('down'), lifecycle: 'onLoad' }) as {
      default: Record<string, React.ComponentType>;
    };
    expect(isRemoteFallback(module.default)).toBe(true);
    // Resolving a promise with the page map must not treat it as a thenable.
    await expect(Promise.resolve(module.default)).resolves.toBe(module.default);
    const Page = module.default.chat;
    const registry = new RemoteRegistry({ runtime: { registerRemotes: jest.fn(), loadRemote: jest.fn() }, fetchManifestUrls: async () => ({}) });
    render(
      <AppProviders store={createAppStore()}>
        <RemoteRegistryContext.Provider value={registry}>
          <Page />
        </RemoteRegistryContext.Provider>
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load live chat and the astrologer dashboard');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
