import { RemoteRegistry, type FederationRuntime } from './remote-registry';
import { fetchRemoteManifestUrls, takeInlinedRemotes } from './remote-manifest-urls';

const urls = {
  mf_marketplace: 'http://localhost:4201/mf-manifest.json',
  mf_admin: 'http://localhost:4204/mf-manifest.json',
};

function runtimeRecording() {
  const calls: { names: string[]; force: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => calls.push({ names: remotes.map((remote) => remote.name), force: Boolean(options?.force) }),
    loadRemote: async <T,>() => ({ default: { home: () => null } }) as T,
  };
  return { runtime, calls };
}

describe('RemoteRegistry', () => {
  it('registers every listed remote at start except the admin remote, which waits until it is needed', async () => {
    const { runtime, calls } = runtimeRecording();
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    await registry.start();
    expect(calls).toEqual([{ names: ['mf_marketplace'], force: false }]);
    await registry.loadPages('mf_admin');
    expect(calls.at(-1)).toEqual({ names: ['mf_admin'], force: false });
  });

  it('preload starts loading a remote\'s pages that the page then reuses, and leaves on-demand remotes alone', async () => {
    const { runtime, calls } = runtimeRecording();
    const load = runtime.loadRemote;
    let loads = 0;
    runtime.loadRemote = <T,>(id: string) => {
      loads += 1;
      return load<T>(id);
    };
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    registry.preload('mf_marketplace');
    registry.preload('mf_admin');
    await expect(registry.loadPages('mf_marketplace')).resolves.toHaveProperty('home');
    expect(loads).toBe(1);
    expect(calls.flatMap((call) => call.names)).not.toContain('mf_admin');
  });

  it('a failed preload is not remembered: the page asks again', async () => {
    const { runtime } = runtimeRecording();
    let fail = true;
    runtime.loadRemote = async <T,>() => {
      if (fail) throw new Error('mf_marketplace is down');
      return { default: { home: () => null } } as T;
    };
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    registry.preload('mf_marketplace');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    await expect(registry.loadPages('mf_marketplace')).resolves.toHaveProperty('home');
  });

  it('Retry registers an unreachable remote afresh (forced), so it is fetched again once it is back', async () => {
    const { runtime, calls } = runtimeRecording();
    runtime.loadRemote = async () => {
      throw new Error('mf_marketplace is down');
    };
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    await expect(registry.loadPages('mf_marketplace')).rejects.toThrow('down');
    await registry.retry('mf_marketplace');
    expect(calls.at(-1)).toEqual({ names: ['mf_marketplace'], force: true });
  });

  it('Retry keeps a remote that loaded (only a page failed): no second registration', async () => {
    const { runtime, calls } = runtimeRecording();
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    await registry.loadPages('mf_marketplace');
    await registry.retry('mf_marketplace');
    expect(calls).toEqual([{ names: ['mf_marketplace'], force: false }]);
  });

  it('reports a remote missing from /remotes.json', async () => {
    const { runtime } = runtimeRecording();
    const registry = new RemoteRegistry({ runtime, fetchManifestUrls: async () => urls });
    await expect(registry.loadPages('mf_chat')).rejects.toThrow('mf_chat is not listed in /remotes.json');
  });
});

describe('fetchRemoteManifestUrls', () => {
  it('reads /remotes.json without the cache, keeps known remotes and resolves relative URLs', async () => {
    const fetchImpl = jest.fn(async () => Response.json({ mf_chat: '/remotes/chat/mf-manifest.json', unknown_remote: 'x' }));
    await expect(fetchRemoteManifestUrls(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      mf_chat: 'http://localhost/remotes/chat/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('rejects an entry that is not a URL', async () => {
    const fetchImpl = async () => Response.json({ mf_chat: 42 });
    await expect(fetchRemoteManifestUrls(fetchImpl as unknown as typeof fetch)).rejects.toThrow('"mf_chat" must be a manifest URL');
  });

  it('uses the copy inlined in the page once, without a request, then fetches the file again', async () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="remotes-json">{"mf_content":"http://cdn.example/mf-manifest.json"}</script>');
    const fetchImpl = jest.fn(async () => Response.json({ mf_content: 'http://moved.example/mf-manifest.json' }));
    await expect(fetchRemoteManifestUrls(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ mf_content: 'http://cdn.example/mf-manifest.json' });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(fetchRemoteManifestUrls(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ mf_content: 'http://moved.example/mf-manifest.json' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('ignores an inlined copy that is not JSON (the file is fetched instead)', () => {
    document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="remotes-json">{broken</script>');
    expect(takeInlinedRemotes()).toBeUndefined();
    expect(document.getElementById('remotes-json')).toBeNull();
  });
});
