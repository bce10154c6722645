import type { WalletRechargeResponse } from '@astrosetu/contracts';
import { ConfigError, loadConfig } from '../src/config/config';
import { payuRequestHash } from '../src/modules/payments/gateway/payu-hash';
import { setupTestServer } from './harness';

const PAYU = { PAYU_KEY: 'gtKFFx', PAYU_SALT: 'eCwWELxi', PAYU_BASE_URL: 'https://test.payu.in/' };

describe('payment configuration', () => {
  it('when no PayU credentials are set, then the sandbox gateway is used', () => {
    expect(loadConfig({}).payments.gateway).toEqual({ mode: 'sandbox' });
  });

  it('when only some PayU variables are set, then the configuration is refused', () => {
    expect(() => loadConfig({ PAYU_KEY: 'gtKFFx' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYU_KEY: 'gtKFFx' })).toThrow(/set all three or none/);
  });

  it('when production starts without PayU, then it refuses unless the sandbox is explicitly allowed', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-good-length', SMS_SANDBOX: 'true' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SANDBOX=true/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true' }).payments.gateway.mode).toBe('sandbox');
    expect(loadConfig({ ...production, ...PAYU }).payments.gateway).toEqual({ mode: 'payu', key: 'gtKFFx', salt: 'eCwWELxi', baseUrl: 'https://test.payu.in' });
  });
});

describe('with PayU credentials configured', () => {
  const t = setupTestServer({ ...PAYU, PUBLIC_SITE_URL: 'https://astrosetu.test', PAYMENT_CALLBACK_BASE_URL: 'https://api.astrosetu.test' });

  it('when a top-up is created, then the form goes to PayU, signed with the merchant salt, with callbacks on the configured origin', async () => {
    const { token } = await t.current.registerUser();
    const response = await t.current.api<WalletRechargeResponse>('POST', '/api/payment/wallet/recharge', { amount: 50_000 }, token);
    expect(response.status).toBe(201);
    expect(response.body.paymentUrl).toBe('https://test.payu.in/_payment');
    expect(response.body.paymentData).toMatchObject({
      key: 'gtKFFx',
      surl: 'https://api.astrosetu.test/api/payment/callback/success',
      furl: 'https://api.astrosetu.test/api/payment/callback/failure',
    });
    expect(response.body.paymentData.hash).toBe(payuRequestHash(response.body.paymentData, 'eCwWELxi'));
  });

  it('when someone opens the sandbox gateway, then it does not exist', async () => {
    const response = await t.current.api('GET', '/api/sandbox-gateway/_payment');
    expect(response.status).toBe(404);
  });
});
