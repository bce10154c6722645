import { cataloguePriceInPaise, findCatalogueItem, unknownServiceMessage, type CreatePaymentResponse, type UiLanguage, type User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { imagesOfInputs, itemOfOrder, parseItemInputs } from '../order-item';
import { orderImageRepository } from '../../order-images/order-image.repository';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { startPayment } from './start-payment';
import { apiText } from '../../../shared/i18n/api-text';

export interface ServicePaymentInput {
  service: string;
  packageName: string;
  redirect?: 'astrologers';
  category?: string;
  inputs?: Record<string, unknown>;
}

export const unknownImageMessage = apiText('errors.payments.unknownImage');

/**
 * The item's inputs checked with its schema, and each uploaded image checked to be this customer's
 * upload (a file name of someone else's photo is refused like a missing one).
 */
export async function validatedInputs(customerId: number, item: NonNullable<ReturnType<typeof itemOfOrder>>, inputs: unknown): Promise<Record<string, unknown>> {
  const parsed = parseItemInputs(item, inputs);
  const images = imagesOfInputs(parsed);
  const owned = await orderImageRepository.ownedBy(customerId, images.map((image) => image.file));
  const missing = images.filter((image) => !owned.has(image.file));
  if (missing.length > 0) {
    throw AppError.badRequest(unknownImageMessage, Object.fromEntries(missing.map((image) => [`inputs.${image.field}`, unknownImageMessage])));
  }
  return parsed;
}

/** A tool, horoscope, divination or match-making package at the catalogue's price (the request carries none). */
export async function createServicePayment(
  customer: User,
  input: ServicePaymentInput,
  settings: GatewaySettings,
  language?: UiLanguage,
): Promise<CreatePaymentResponse> {
  const item = findCatalogueItem(input.service, input.packageName);
  if (!item) throw AppError.badRequest(unknownServiceMessage, { packageName: unknownServiceMessage });
  const amount = cataloguePriceInPaise(item.price);
  const deliverable = itemOfOrder({ kind: 'service', details: { service: item.service, packageName: item.packageName } });
  const inputs = deliverable && input.inputs !== undefined ? await validatedInputs(customer.id, deliverable, input.inputs) : undefined;
  // After a match-making package the customer is sent on to marriage astrologers.
  const matchMaking = item.group === 'match-making';
  const redirect = input.redirect ?? (matchMaking ? 'astrologers' : undefined);
  const category = input.category ?? (matchMaking ? 'marriage' : undefined);
  return startPayment(
    {
      customer,
      language,
      kind: 'service',
      amount,
      productinfo: item.packageName,
      details: {
        service: item.service,
        packageName: item.packageName,
        ...(inputs ? { inputs } : {}),
        ...(redirect ? { redirect } : {}),
        ...(redirect && category ? { category } : {}),
      },
    },
    settings,
  );
}
