import { ownCopyFallbackPlugin } from './own-copy-fallback-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof ownCopyFallbackPlugin>['resolveShare']>>[0];

/** resolveShare's arguments as the federation runtime passes them when `asking` consumes `entry`. */
function resolveShareArgs(entry: Record<string, unknown>, asking: { from: string; get?: () => Promise<() => unknown> }): Args {
  return {
    pkgName: '@astrosetu/design-system/skeleton-card',
    version: '0.1.0',
    scope: 'default',
    shareScopeMap: {},
    GlobalFederation: {},
    shareInfo: { from: asking.from, get: asking.get, version: '0.1.0', scope: ['default'], shareConfig: { singleton: true, requiredVersion: '^0.1.0' } },
    resolver: () => ({ shared: entry, useTreesShaking: false }),
  } as unknown as Args;
}

function resolvedEntry(args: Args) {
  const resolved = ownCopyFallbackPlugin().resolveShare!(args) as Args;
  return resolved.resolver()!.shared as unknown as { get: () => Promise<() => unknown> };
}

describe('ownCopyFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("loads the asking remote's own copy when the remote that registered the module is down", async () => {
    const ownFactory = () => 'mf-marketplace copy';
    const entry = { from: 'mf_content', loaded: false, get: () => Promise.reject(new Error('ChunkLoadError: http://localhost:4203/8778.js')) };
    const shared = resolvedEntry(resolveShareArgs(entry, { from: 'mf_marketplace', get: async () => ownFactory }));

    await expect(shared.get()).resolves.toBe(ownFactory);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("using mf_marketplace's own copy"), expect.any(Error));
  });

  it("falls back to the asking remote's own copy when another container's download of the module already failed", async () => {
    const ownFactory = () => 'mf-marketplace copy';
    const failed = Promise.reject(new Error('ChunkLoadError: http://localhost:4203/8778.js'));
    failed.catch(() => undefined);
    const entry = { from: 'mf_content', loaded: false, loading: failed, get: () => failed };
    const args = resolveShareArgs(entry, { from: 'mf_marketplace', get: async () => ownFactory });
    const resolved = (ownCopyFallbackPlugin().resolveShare!(args) as Args).resolver()!.shared as unknown as { loading: Promise<unknown> };

    await expect(resolved.loading).resolves.toBe(ownFactory);
  });

  it('uses the registered copy while its remote is up', async () => {
    const theirFactory = () => 'mf-content copy';
    const ownGet = jest.fn(async () => () => 'mf-marketplace copy');
    const entry = { from: 'mf_content', loaded: false, get: async () => theirFactory };
    const shared = resolvedEntry(resolveShareArgs(entry, { from: 'mf_marketplace', get: ownGet }));

    await expect(shared.get()).resolves.toBe(theirFactory);
    expect(ownGet).not.toHaveBeenCalled();
  });

  it('leaves an already loaded module alone: it is the one instance every consumer shares', () => {
    const theirGet = async () => () => 'loaded';
    const entry = { from: 'mf_content', loaded: true, lib: () => 'loaded', get: theirGet };
    expect(resolvedEntry(resolveShareArgs(entry, { from: 'mf_marketplace', get: async () => () => 'own' })).get).toBe(theirGet);
  });

  it("leaves the asking remote's own registration alone", () => {
    const ownGet = async () => () => 'own';
    const entry = { from: 'mf_marketplace', loaded: false, get: ownGet };
    expect(resolvedEntry(resolveShareArgs(entry, { from: 'mf_marketplace', get: ownGet })).get).toBe(ownGet);
  });
});
