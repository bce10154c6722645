import { findCatalogueItem, rupeesToPaise, type CatalogueItem, type ConsultationChannel } from '@astrosetu/contracts';

/**
 * /payment is in service mode when `service` and `amount` are present, in wallet top-up mode
 * when astrologer, duration and price are all present and non-zero, and otherwise not a payment at all.
 */
export type PaymentPageQuery =
  | {
      mode: 'service';
      service: string;
      packageName: string;
      description?: string;
      /** The link's amount in paise, when it is one (rupees with at most two decimals); the catalogue's price is what is charged. */
      linkAmountInPaise?: number;
      /** The catalogue item the link names, when it is on sale. */
      item?: CatalogueItem;
      redirect?: 'astrologers';
      category?: string;
    }
  | {
      mode: 'wallet';
      astrologerId: number;
      duration: number;
      /** Paise, as the packages page sends it. */
      price: number;
      /** The package's channel (?channel=call; chat otherwise). */
      channel: ConsultationChannel;
    }
  | { mode: 'none' };

function positiveNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function linkAmountOf(amount: string): { linkAmountInPaise?: number } {
  const paise = rupeesToPaise(amount);
  return Number.isNaN(paise) ? {} : { linkAmountInPaise: paise };
}

export function readPaymentPageQuery(params: URLSearchParams): PaymentPageQuery {
  const service = params.get('service')?.trim();
  const amount = params.get('amount');
  if (service && amount !== null && amount.trim() !== '') {
    const packageName = (params.get('packageName') ?? params.get('package') ?? '').trim();
    const category = params.get('category') ?? undefined;
    return {
      mode: 'service',
      service,
      packageName,
      ...(params.get('description') ? { description: params.get('description') ?? undefined } : {}),
      ...linkAmountOf(amount),
      item: packageName ? findCatalogueItem(service, packageName) : undefined,
      ...(params.get('redirect') === 'astrologers' ? { redirect: 'astrologers' as const } : {}),
      ...(category && /^[a-z-]{1,30}$/.test(category) ? { category } : {}),
    };
  }
  const astrologerId = positiveNumber(params.get('astrologer'));
  const duration = positiveNumber(params.get('duration'));
  const price = positiveNumber(params.get('price'));
  if (astrologerId !== null && duration !== null && price !== null && Number.isInteger(astrologerId) && Number.isInteger(duration)) {
    return { mode: 'wallet', astrologerId, duration, price, channel: params.get('channel') === 'call' ? 'call' : 'chat' };
  }
  return { mode: 'none' };
}

/** Site pages a service was bought from, so Back returns there (/match-making, /packages or /{service}). */
const serviceHomes: Record<string, string> = {
  'match-making': '/match-making',
  'daily-horoscope': '/daily-horoscope',
  'weekly-horoscope': '/weekly-horoscope',
  'monthly-horoscope': '/monthly-horoscope',
  panchang: '/panchang',
  numerology: '/numerology',
  vastu: '/vastu',
  remedies: '/remedies',
  tarot: '/tarot-reading',
  palmistry: '/divination',
  'birth-chart': '/kundli',
  compatibility: '/love-compatibility',
  'advanced-calculations': '/astrology-tools',
};

export function backPathOf(query: PaymentPageQuery): string {
  if (query.mode === 'wallet') return `/packages/${query.astrologerId}`;
  if (query.mode === 'service') return serviceHomes[query.service] ?? '/packages';
  return '/astrologers';
}

/** The login page with a way back to exactly this page. */
export function loginPathFor(pathname: string, search: string): string {
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}
