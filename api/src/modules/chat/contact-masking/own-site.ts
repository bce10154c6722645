/**
 * The site's own addresses, which a chat may carry ("see the remedy at astrosetu.in/articles/..."): every other
 * link or domain is a way off the platform. The host of PUBLIC_SITE_URL is passed in by the caller.
 */
const OWN_DOMAINS = ['astrosetu.in', 'astrosetu.com'];

function hostOf(link: string): string {
  const bare = link.replace(/^[a-z]+:\/\//i, '').replace(/^www\./i, '');
  return bare.split(/[/?#:]/)[0].toLowerCase().replace(/\.+$/, '');
}

export function isOwnSite(link: string, ownHosts: readonly string[]): boolean {
  const host = hostOf(link);
  return [...OWN_DOMAINS, ...ownHosts.map((own) => hostOf(own))].some((own) => own !== '' && (host === own || host.endsWith(`.${own}`)));
}
