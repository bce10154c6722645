import {
  cataloguePriceInPaise,
  reportCatalogue,
  reportFormSchema,
  type CreatePaymentResponse,
  type ReportForm,
  type ReportType,
  type UiLanguage,
  type User,
} from '@astrosetu/contracts';
import { resolveMoment, searchPlaces, TimeZoneError } from '../../../astrology';
import { AppError } from '../../../shared/errors/app-error';
import type { GatewaySettings } from '../gateway/gateway-settings';
import type { PaymentOrderDetails } from '../../payment-orders/payment-order.repository';
import { startPayment } from './start-payment';
import { apiText } from '../../../shared/i18n/api-text';

export interface ReportPaymentInput {
  formData: Record<string, unknown>;
  reportType?: ReportType;
}

export const unknownBirthPlaceMessage = apiText('errors.payments.unknownBirthPlace');
export const invalidTimeZoneMessage = apiText('errors.payments.invalidTimeZone');

type ResolvedReportForm = NonNullable<PaymentOrderDetails['reportForm']>;

/**
 * The chart needs coordinates: the form's own (filled from the place search) or, when the search
 * filled nothing, the best gazetteer match of the place text. A place we cannot find is refused
 * before payment rather than producing a report without a chart after it.
 */
function withCoordinates(form: ReportForm): ResolvedReportForm {
  let { latitude, longitude, timezone } = form;
  if (latitude === undefined || longitude === undefined) {
    const [place] = searchPlaces(form.birthPlace, 1);
    if (!place) throw AppError.badRequest(unknownBirthPlaceMessage, { birthPlace: unknownBirthPlaceMessage });
    ({ latitude, longitude } = place);
    timezone ??= place.timezone;
  }
  try {
    // The same resolution the report will make after payment: a zone it cannot use is refused now.
    resolveMoment({ date: form.birthDate, time: form.birthTime, latitude, longitude, timezone });
  } catch (error) {
    if (error instanceof TimeZoneError) throw AppError.badRequest(invalidTimeZoneMessage, { timezone: invalidTimeZoneMessage });
    throw error;
  }
  return { ...form, latitude, longitude, ...(timezone ? { timezone } : {}) };
}

/** A paid astrological report: form validated with the contracts' messages, price from the report catalogue. */
export async function createReportPayment(customer: User, input: ReportPaymentInput, settings: GatewaySettings, language?: UiLanguage): Promise<CreatePaymentResponse> {
  const fields = input.formData;
  const parsed = reportFormSchema.safeParse({ ...fields, reportType: fields.reportType || input.reportType });
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const form = withCoordinates(parsed.data);
  const item = reportCatalogue[form.reportType];
  return startPayment(
    {
      customer,
      language,
      kind: 'report',
      amount: cataloguePriceInPaise(item.price),
      productinfo: `${item.packageName} - astrological report`,
      payer: { name: form.name, email: form.email, phone: form.phone },
      details: { reportType: form.reportType, packageName: item.packageName, reportForm: form },
    },
    settings,
  );
}
