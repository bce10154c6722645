import type { RemoteName } from '../routing/route-table';

export type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

const remoteNames: readonly RemoteName[] = ['mf_marketplace', 'mf_chat', 'mf_content', 'mf_admin'];

/**
 * The copy of /remotes.json the site's server inlines in the page (tools/serve/page-html.ts), taken once: the
 * start needs no request for it. Later reads (Retry after a failure) fetch the file, which may have changed.
 */
export function takeInlinedRemotes(doc: Document = document): unknown {
  const element = doc.getElementById('remotes-json');
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/**
 * /remotes.json maps each federation name to its mf-manifest.json URL. It is served next to the shell and
 * replaced at deploy time (a remote moves origin, or a new version goes live) without rebuilding anything.
 */
export async function fetchRemoteManifestUrls(fetchImpl: typeof fetch = fetch, inlined: unknown = takeInlinedRemotes()): Promise<RemoteManifestUrls> {
  let body = inlined;
  if (body === undefined) {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    body = await response.json();
  }
  if (typeof body !== 'object' || body === null) throw new Error('/remotes.json is not a JSON object');
  const urls: RemoteManifestUrls = {};
  for (const [name, url] of Object.entries(body)) {
    if (!remoteNames.includes(name as RemoteName)) continue;
    if (typeof url !== 'string' || !url) throw new Error(`/remotes.json: "${name}" must be a manifest URL`);
    // Relative URLs are allowed (a remote served under the shell's origin) and resolved here, once.
    urls[name as RemoteName] = new URL(url, window.location.href).href;
  }
  return urls;
}
