import type { RemotePageMap } from '@astrosetu/web-core';
import type { RemoteName } from '../routing/route-table';
import { nextAttempt } from './remote-attempts';
import { isRemoteFallback } from './remote-fallback-plugin';
import { fetchRemoteManifestUrls, type RemoteManifestUrls } from './remote-manifest-urls';

/** The part of the federation runtime the registry uses (the real one in the site, a fake in tests). */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

export class RemoteNotListedError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`${remote} is not listed in /remotes.json`);
  }
}

export class RemotePageMissingError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly page: string,
  ) {
    super(`${remote} has no page "${page}"`);
  }
}

export interface RemoteRegistryOptions {
  runtime: FederationRuntime;
  fetchManifestUrls?: () => Promise<RemoteManifestUrls>;
  /** Remotes registered only when first needed (mf_admin: only admins' browsers ever download it). */
  onDemand?: ReadonlySet<RemoteName>;
}

/**
 * Run-time composition: reads /remotes.json, registers remotes with the federation runtime and loads their
 * page maps. The shell has no build-time list of remotes; which remote lives where is decided at deploy time.
 */
export class RemoteRegistry {
  private readonly runtime: FederationRuntime;
  private readonly fetchManifestUrls: () => Promise<RemoteManifestUrls>;
  private readonly onDemand: ReadonlySet<RemoteName>;
  private manifestUrls: Promise<RemoteManifestUrls> | undefined;
  private readonly registered = new Set<RemoteName>();
  private readonly pages = new Map<RemoteName, Promise<RemotePageMap>>();
  /** Remotes whose manifest or entry could not be loaded last time (as opposed to one page's chunk). */
  private readonly unreachable = new Set<RemoteName>();

  constructor(options: RemoteRegistryOptions) {
    this.runtime = options.runtime;
    this.fetchManifestUrls = options.fetchManifestUrls ?? (() => fetchRemoteManifestUrls());
    this.onDemand = options.onDemand ?? new Set<RemoteName>(['mf_admin']);
  }

  /** At start: read /remotes.json and register every remote that is not on-demand only. */
  async start(): Promise<void> {
    const urls = await this.urls();
    for (const [name, entry] of Object.entries(urls) as [RemoteName, string][]) {
      if (!this.onDemand.has(name)) this.register(name, entry, false);
    }
  }

  /** The remote's page map; a remote that cannot be loaded yields a map of fallback pages (see the plugin). */
  loadPages(remote: RemoteName): Promise<RemotePageMap> {
    let pages = this.pages.get(remote);
    if (!pages) {
      pages = this.fetchPages(remote);
      this.pages.set(remote, pages);
      // A failure is not remembered: the next visit to one of its pages, or Retry, tries again.
      pages.then(
        (map) => {
          if (isRemoteFallback(map)) {
            this.pages.delete(remote);
            this.unreachable.add(remote);
          } else this.unreachable.delete(remote);
        },
        () => {
          this.pages.delete(remote);
          this.unreachable.add(remote);
        },
      );
    }
    return pages;
  }

  /**
   * Starts loading the remote's pages now (the page that shows them will find them loading or loaded). A remote
   * loaded only on demand is left alone; a failure is left to the page, which asks again and shows it.
   */
  preload(remote: RemoteName): void {
    if (this.onDemand.has(remote)) return;
    this.loadPages(remote).catch(() => undefined);
  }

  /** Whether the remote itself could not be reached last time (rather than one page's files). */
  isUnreachable(remote: RemoteName): boolean {
    return this.unreachable.has(remote);
  }

  /**
   * Tries the remote's areas again. A remote that could not be reached is registered afresh (its manifest and
   * entry are fetched again); when only a page's chunk failed, the loaded remote is kept and the page asks for
   * its chunk again (see defineRemotePages).
   */
  async retry(remote: RemoteName): Promise<void> {
    if (this.unreachable.has(remote)) {
      this.pages.delete(remote);
      const urls = await this.urls().catch(() => undefined);
      const entry = urls?.[remote];
      if (entry && this.registered.has(remote)) this.register(remote, entry, true);
    }
    nextAttempt(remote);
  }

  private async fetchPages(remote: RemoteName): Promise<RemotePageMap> {
    const urls = await this.urls();
    const entry = urls[remote];
    if (!entry) throw new RemoteNotListedError(remote);
    if (!this.registered.has(remote)) this.register(remote, entry, false);
    const exposed = await this.runtime.loadRemote<{ default?: RemotePageMap }>(`${remote}/pages`);
    if (!exposed?.default) throw new Error(`${remote}/pages has no default export`);
    return exposed.default;
  }

  private register(remote: RemoteName, entry: string, force: boolean): void {
    this.runtime.registerRemotes([{ name: remote, entry }], { force });
    this.registered.add(remote);
  }

  private urls(): Promise<RemoteManifestUrls> {
    if (!this.manifestUrls) {
      this.manifestUrls = this.fetchManifestUrls();
      // If /remotes.json could not be read, ask again next time instead of failing forever.
      this.manifestUrls.catch(() => {
        this.manifestUrls = undefined;
      });
    }
    return this.manifestUrls;
  }
}
