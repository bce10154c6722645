import { serviceCatalogue, type CatalogueItem, type ServiceGroup } from '@astrosetu/contracts';

/**
 * Links into the payment flow (docs/product-rules.md#payments): the payment page reads these query parameters and the
 * server prices the order from the same catalogue, so the amount here is only what the visitor is shown.
 */

/** The catalogue entry a card sells; a missing one is a programming error caught by the tests. */
export function catalogueItem(group: ServiceGroup, service: string, packageName?: string): CatalogueItem {
  const item = serviceCatalogue.find(
    (candidate) => candidate.group === group && candidate.service === service && (packageName === undefined || candidate.packageName === packageName),
  );
  if (!item) throw new Error(`No catalogue item for ${group}/${service}${packageName ? `/${packageName}` : ''}`);
  return item;
}

export function catalogueItems(group: ServiceGroup): readonly CatalogueItem[] {
  return serviceCatalogue.filter((item) => item.group === group);
}

/** Horoscope, tool and divination packages: /payment?service=&packageName=&amount=&description=. */
export function servicePaymentPath(item: CatalogueItem, description: string): string {
  const query = new URLSearchParams({
    service: item.service,
    packageName: item.packageName,
    amount: String(item.price),
    description,
  });
  return `/payment?${query.toString()}`;
}

/** The match-making package id the payment page sends as `package` (basic, detailed, premium). */
export function matchMakingPackageId(item: CatalogueItem): string {
  return item.aliases?.[0] ?? item.packageName;
}

/** Match-making packages: /payment?amount=&service=match-making&package=. */
export function matchMakingPaymentPath(item: CatalogueItem): string {
  const query = new URLSearchParams({ amount: String(item.price), service: 'match-making', package: matchMakingPackageId(item) });
  return `/payment?${query.toString()}`;
}

/** The sign-in page, coming back to `returnTo` (a path with its query) afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
