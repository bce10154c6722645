import { deliverableInputSchemas, findDeliverableItem, type DeliverableItem } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import type { PaymentOrderDetails, PaymentOrderRecord } from '../payment-orders/payment-order.repository';
import { apiText } from '../../shared/i18n/api-text';

/** The deliverables-table item a service or report order is fulfilled by (undefined for wallet payments). */
export function itemOfOrder(order: { kind: PaymentOrderRecord['kind']; details: PaymentOrderDetails }): DeliverableItem | undefined {
  if (order.kind === 'report' && order.details.reportType) return findDeliverableItem({ reportType: order.details.reportType });
  if (order.kind === 'service' && order.details.service && order.details.packageName) {
    return findDeliverableItem({ service: order.details.service, packageName: order.details.packageName });
  }
  return undefined;
}

/** Image inputs (uploaded files) of an item's form, by field name. */
export const imageInputFields = ['leftPalm', 'rightPalm', 'floorPlan'] as const;

/**
 * Checks a service item's inputs with its schema from the deliverables table; 400 with field messages
 * under `inputs.<field>` (the form's own field names) when they do not fit.
 */
export function parseItemInputs(item: DeliverableItem, inputs: unknown): Record<string, unknown> {
  const parsed = deliverableInputSchemas[item.input].safeParse(inputs);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ['inputs', ...issue.path].join('.');
    if (!(key in fields)) fields[key] = issue.message;
  }
  throw AppError.badRequest(parsed.error.issues[0]?.message ?? apiText('errors.fulfilment.checkDetails'), fields);
}

export function imagesOfInputs(inputs: Record<string, unknown> | null | undefined): Array<{ field: string; file: string }> {
  return imageInputFields.flatMap((field) => (typeof inputs?.[field] === 'string' ? [{ field, file: inputs[field] as string }] : []));
}

/** The name on the order's deliverable: the person of its inputs, else the payer. */
export function customerNameOf(order: PaymentOrderRecord): string {
  const inputs = (order.fulfilment?.inputs ?? {}) as Record<string, unknown>;
  const person = inputs.person as { name?: string } | undefined;
  // A match's couple: the groom's name (orders stored before issue 32 call him `first`).
  const groom = (inputs.groom ?? inputs.first) as { name?: string } | undefined;
  return order.details.reportForm?.name ?? person?.name ?? (inputs.fullName as string | undefined) ?? (inputs.name as string | undefined) ?? groom?.name ?? order.firstname;
}
