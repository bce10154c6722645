import { describe, expect, it } from '@jest/globals';
import {
  adminFulfilmentQuerySchema,
  fulfilmentAnswerRequestSchema,
  fulfilmentDraftRequestSchema,
  fulfilmentTaskQuerySchema,
  orderDetailsRequestSchema,
  orderListQuerySchema,
  orderSummarySchema,
} from './orders';
import { codeOf, messagesOf } from './test/messages-of';

describe('orderListQuerySchema', () => {
  it('when the orders page asks without paging, then it gets the first page of 20', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('when paging comes from the query string as text, then it is read as numbers', () => {
    expect(orderListQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
  });

  it('when the page is 0, a fraction, empty or a word, then the 400 says what page must be', () => {
    for (const page of [0, -1, 1.5, '', 'x']) {
      expect(messagesOf(orderListQuerySchema, { page })).toEqual({ page: 'page must be a whole number of at least 1' });
    }
  });

  it('when the page size is above 100 or not a number, then the 400 gives the allowed range', () => {
    for (const pageSize of [0, 101, 500, 'abc']) {
      expect(messagesOf(orderListQuerySchema, { pageSize })).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' });
    }
    expect(codeOf(orderListQuerySchema, { pageSize: 500 }, 'pageSize')).toEqual({ code: 'orders.pageSize' });
  });
});

describe('order details and summaries', () => {
  it('when the inputs of a paid order are sent without `inputs`, then the 400 says inputs are required', () => {
    expect(messagesOf(orderDetailsRequestSchema, {})).toEqual({ inputs: 'inputs are required' });
    expect(messagesOf(orderDetailsRequestSchema, { inputs: 'name=Asha' })).toEqual({ inputs: 'inputs are required' });
    expect(orderDetailsRequestSchema.parse({ inputs: { month: '2026-12' } })).toEqual({ inputs: { month: '2026-12' } });
  });

  it('when an order line is sent, then its amount is a positive whole number of paise', () => {
    const order = { txnid: 'TXN1', kind: 'service', status: 'paid', amount: 29_900, productinfo: 'Tarot Reading', createdAt: '2026-12-06T10:00:00Z' };
    expect(orderSummarySchema.safeParse(order).success).toBe(true);
    expect(orderSummarySchema.safeParse({ ...order, amount: 0 }).success).toBe(false);
    expect(orderSummarySchema.safeParse({ ...order, amount: 299.5 }).success).toBe(false);
    expect(orderSummarySchema.safeParse({ ...order, status: 'pending' }).success).toBe(false);
  });
});

describe('the fulfilment queue', () => {
  it('when an astrologer opens the queue without a scope, then it shows the open tasks', () => {
    expect(fulfilmentTaskQuerySchema.parse({})).toEqual({ scope: 'open' });
    expect(adminFulfilmentQuerySchema.parse({})).toEqual({ scope: 'all' });
  });

  it('when the scope is not one the queue offers, then the 400 names the choices', () => {
    expect(messagesOf(fulfilmentTaskQuerySchema, { scope: 'all' })).toEqual({ scope: 'scope must be open or mine' });
    expect(messagesOf(adminFulfilmentQuerySchema, { scope: 'mine' })).toEqual({ scope: 'scope must be all or overdue' });
  });

  it('when an answer is shorter than 50 characters once trimmed, then the astrologer is asked to write the answer', () => {
    const message = 'Write the answer (at least 50 characters)';
    expect(messagesOf(fulfilmentAnswerRequestSchema, { markdown: `  ${'a'.repeat(49)}   ` })).toEqual({ markdown: message });
    expect(messagesOf(fulfilmentAnswerRequestSchema, {})).toEqual({ markdown: message });
    expect(fulfilmentAnswerRequestSchema.parse({ markdown: ` ${'a'.repeat(50)} ` }).markdown).toHaveLength(50);
  });

  it('when an answer or a draft is longer than 20,000 characters, then it is refused with the limit', () => {
    const message = 'The answer must be at most 20,000 characters';
    expect(messagesOf(fulfilmentAnswerRequestSchema, { markdown: 'a'.repeat(20_001) })).toEqual({ markdown: message });
    expect(messagesOf(fulfilmentDraftRequestSchema, { markdown: 'a'.repeat(20_001) })).toEqual({ markdown: message });
  });

  it('when a draft is empty, then it is kept (a draft may be anything short), but it must be text', () => {
    expect(fulfilmentDraftRequestSchema.parse({ markdown: '' })).toEqual({ markdown: '' });
    expect(messagesOf(fulfilmentDraftRequestSchema, { markdown: 42 })).toEqual({ markdown: 'The draft must be text' });
  });
});
