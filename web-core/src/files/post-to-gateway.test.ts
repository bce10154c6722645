import type { PaymentData } from '@astrosetu/contracts';
import { FORM_POST_RETRY_MS, FORM_REMOVAL_MS, INVALID_PAYMENT_DATA, postToGateway } from './post-to-gateway';

const fields: PaymentData = {
  key: 'ASTROSANDBOX', txnid: 'AS1XABC', amount: '500.00', productinfo: 'AstroSetu wallet top-up', firstname: 'Asha', email: 'asha@example.com',
  phone: '+91 98765 43210', surl: 'https://astrosetu.test/api/payment/callback/success', furl: 'https://astrosetu.test/api/payment/callback/failure',
  hash: 'f'.repeat(128), udf1: 'wallet-recharge', udf2: '7', udf3: '', udf4: '', udf5: '',
};
const URL_ = 'https://astrosetu.test/api/sandbox-gateway/_payment';

describe('postToGateway', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('posts every field as a hidden input to the gateway and removes the form after 2 s', async () => {
    jest.useFakeTimers();
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);

    await postToGateway(URL_, fields);

    expect(submit).toHaveBeenCalledTimes(1);
    const form = document.querySelector<HTMLFormElement>('form[data-testid="gateway-form"]');
    expect(form?.action).toBe(URL_);
    expect(form?.method).toBe('post');
    expect(Object.fromEntries(new FormData(form ?? undefined).entries())).toEqual(fields);
    expect([...(form?.querySelectorAll('input') ?? [])].every((input) => input.type === 'hidden')).toBe(true);

    jest.advanceTimersByTime(FORM_REMOVAL_MS);
    expect(document.querySelector('form[data-testid="gateway-form"]')).toBeNull();
  });

  it.each(['key', 'txnid', 'hash'] as const)(`when %s is missing, rejects with '${INVALID_PAYMENT_DATA}' and posts nothing`, async (missing) => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await expect(postToGateway(URL_, { ...fields, [missing]: '' })).rejects.toThrow(INVALID_PAYMENT_DATA);
    expect(submit).not.toHaveBeenCalled();
  });

  it('when the first submit throws, tries once more after 100 ms', async () => {
    jest.useFakeTimers();
    const submit = jest
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementationOnce(() => {
        throw new Error('blocked');
      })
      .mockImplementation(() => undefined);

    const posting = postToGateway(URL_, fields);
    expect(submit).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(FORM_POST_RETRY_MS - 1);
    expect(submit).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await posting;
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('when the retry throws too, rejects so the page can return to idle', async () => {
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(postToGateway(URL_, fields)).rejects.toThrow('blocked');
  });
});
