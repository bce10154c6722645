import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQuerySchema, pageSchema } from './paging';
import { messagesOf } from './test/messages-of';

const usersQuery = pageQuerySchema(['createdAt', 'name'] as const, { sort: 'createdAt', order: 'desc' });

describe('pageQuerySchema', () => {
  it('when a table asks without parameters, then it gets the first page in the default order', () => {
    expect(usersQuery.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: 'createdAt', order: 'desc' });
  });

  it('when the search text is blank, then there is no search', () => {
    expect(usersQuery.parse({ q: '   ' }).q).toBeUndefined();
    expect(usersQuery.parse({ q: ' asha ' }).q).toBe('asha');
  });

  it('when the page size is above the most, then the 400 gives the range', () => {
    expect(messagesOf(usersQuery, { pageSize: MAX_PAGE_SIZE + 1 })).toEqual({ pageSize: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
    expect(usersQuery.parse({ pageSize: String(MAX_PAGE_SIZE) }).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('when the sort field is not one of the table, then the 400 lists the fields it can sort by', () => {
    expect(messagesOf(usersQuery, { sort: 'password' })).toEqual({ sort: 'sort must be one of: createdAt, name' });
    expect(messagesOf(usersQuery, { order: 'up' })).toEqual({ order: 'order must be asc or desc' });
  });

  it('when the search text is longer than 100 characters, then it is refused with the limit', () => {
    expect(messagesOf(usersQuery, { q: 'a'.repeat(101) })).toEqual({ q: 'Search text must be at most 100 characters' });
  });
});

describe('pageSchema', () => {
  it('when a page is answered, then total counts every match and page and pageSize are positive', () => {
    const page = pageSchema(z.object({ id: z.number() }));
    expect(page.safeParse({ items: [{ id: 1 }], total: 41, page: 3, pageSize: 20 }).success).toBe(true);
    expect(page.safeParse({ items: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
    expect(page.safeParse({ items: [], total: 0, page: 0, pageSize: 20 }).success).toBe(false);
  });
});
