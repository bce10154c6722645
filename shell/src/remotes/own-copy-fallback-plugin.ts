import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type ResolvedShare = ReturnType<ResolveShareArgs['resolver']>;
type SharedEntry = NonNullable<NonNullable<ResolvedShare>['shared']>;

const withFallback = new WeakSet<object>();

/**
 * Federation runtime plugin (registered globally, so every remote's container gets it): a shared module that
 * another remote registered, and that nobody has loaded yet, is downloaded from that remote's origin. If that
 * remote's server is down, the download fails, and without this the page of a healthy remote would fail with it
 * (seen: mf-marketplace's listing, needing a design-system entry mf-content had registered first while
 * mf-content was down). So the chosen copy's getter falls back to the asking container's own copy of the same
 * module, and so does a download another container already started and that failed. The share scope then
 * records the copy that loaded, so every later consumer still gets one instance.
 */
export function ownCopyFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'astrosetu-own-copy-fallback',
    resolveShare(args) {
      const resolve = args.resolver;
      const ownGet = args.shareInfo.get;
      const asking = args.shareInfo.from;
      args.resolver = () => {
        const resolved = resolve();
        const shared: SharedEntry | undefined = resolved?.shared;
        const fromElsewhere = shared && shared.from !== asking;
        const notLoaded = shared && !shared.loaded && !shared.lib;
        if (!shared || !fromElsewhere || !notLoaded || typeof ownGet !== 'function') return resolved;
        const useOwnCopy = (error: unknown) => {
          console.warn(`[federation] ${args.pkgName} from ${shared.from} could not be loaded; using ${asking}'s own copy.`, error);
          return ownGet();
        };
        if (shared.loading) {
          // Another container started the download and the runtime keeps that promise for every later consumer:
          // if it failed (its remote went down), everyone after it would fail too. Seen: mf-content's privacy page
          // failed to load a design-system entry while mf-content was down, and mf-marketplace's listing, asking
          // for the same entry next, failed with it.
          if (!withFallback.has(shared.loading)) {
            const loading = Promise.resolve(shared.loading).catch(useOwnCopy);
            withFallback.add(loading);
            shared.loading = loading;
          }
        } else if (!withFallback.has(shared)) {
          const theirGet = shared.get;
          shared.get = () => Promise.resolve().then(theirGet).catch(useOwnCopy);
          withFallback.add(shared);
        }
        return resolved;
      };
      return args;
    },
  };
}
