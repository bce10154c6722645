import { settlesWithin } from './settles-within';

describe('settlesWithin (shutdown steps that must not hang)', () => {
  it('is true for work that finishes in time, whether it succeeds or fails', async () => {
    await expect(settlesWithin(Promise.resolve('done'), 100)).resolves.toBe(true);
    await expect(settlesWithin(Promise.reject(new Error('refused')), 100)).resolves.toBe(true);
  });

  it('is false for work still pending at the deadline', async () => {
    await expect(settlesWithin(new Promise(() => undefined), 30)).resolves.toBe(false);
  });

  it('handles a rejection that comes after the deadline (no unhandled rejection)', async () => {
    let fail!: (error: Error) => void;
    const late = new Promise((_resolve, reject) => {
      fail = reject;
    });
    await expect(settlesWithin(late, 10)).resolves.toBe(false);
    fail(new Error('late'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
