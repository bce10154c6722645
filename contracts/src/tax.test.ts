import { describe, expect, it } from '@jest/globals';
import { gstStateCodeSchema, gstStateOf, gstStates, refundToSourceResponseSchema, taxInvoiceSummarySchema } from './tax';
import { messagesOf } from './test/messages-of';

describe('GST states', () => {
  it('when the states are listed, then each has a distinct two-digit GST state code and a distinct name', () => {
    const codes = gstStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(gstStates.map((state) => state.name)).size).toBe(gstStates.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
  });

  it('when a GSTIN prefix names a state, then that state is found (Tamil Nadu 33, Delhi 07)', () => {
    expect(gstStateOf('33')?.name).toBe('Tamil Nadu');
    expect(gstStateOf('07')).toMatchObject({ name: 'Delhi', ut: false });
    expect(gstStateOf('04')).toMatchObject({ name: 'Chandigarh', ut: true });
  });

  it('when the code is missing or not a state, then no state is found', () => {
    expect(gstStateOf(undefined)).toBeUndefined();
    expect(gstStateOf(null)).toBeUndefined();
    expect(gstStateOf('7')).toBeUndefined();
    expect(gstStateOf('99')).toBeUndefined();
  });

  it('when a customer picks a billing state that is not on the list, then they are asked to choose one', () => {
    expect(gstStateCodeSchema.parse('29')).toBe('29');
    expect(messagesOf(gstStateCodeSchema, '25')).toEqual({ '': 'Choose an Indian state or union territory' });
  });
});

describe('tax documents', () => {
  it('when an invoice is listed, then its amount and GST are whole paise and GST is not negative', () => {
    const invoice = { id: 1, invoiceNumber: 'AS2627/000001', issuedAt: '2026-12-06T10:00:00Z', amount: 28_000, gst: 4_271, downloadUrl: '/api/tax-invoices/1/pdf' };
    expect(taxInvoiceSummarySchema.safeParse(invoice).success).toBe(true);
    expect(taxInvoiceSummarySchema.safeParse({ ...invoice, gst: 42.71 }).success).toBe(false);
    expect(taxInvoiceSummarySchema.safeParse({ ...invoice, gst: -1 }).success).toBe(false);
  });

  it('when a refund to the original payments is answered, then each line is a positive whole amount with a known status', () => {
    const answer = { refunded: 5_000, refunds: [{ txnid: 'TXN1', amount: 5_000, status: 'requested' }], balance: 0 };
    expect(refundToSourceResponseSchema.safeParse(answer).success).toBe(true);
    expect(refundToSourceResponseSchema.safeParse({ ...answer, refunds: [{ txnid: 'TXN1', amount: 0, status: 'requested' }] }).success).toBe(false);
    expect(refundToSourceResponseSchema.safeParse({ ...answer, refunds: [{ txnid: 'TXN1', amount: 5_000, status: 'maybe' }] }).success).toBe(false);
  });
});
