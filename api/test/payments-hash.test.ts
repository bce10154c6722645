import { createHash } from 'node:crypto';
import {
  gatewayAmountToPaise,
  paiseToGatewayAmount,
  payuRequestHash,
  payuResponseHash,
  requestHashInput,
  responseHashInput,
  verifyPayuRequestHash,
  verifyPayuResponseHash,
} from '../src/modules/payments/gateway/payu-hash';

/*
 * Known vectors. The pre-image strings below are written out by hand from PayU's definition
 * (request: key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT; response:
 * SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key) and the expected digests
 * were derived once, outside this code, with:
 *   node -e 'console.log(require("crypto").createHash("sha512").update(PREIMAGE).digest("hex"))'
 */
const KEY = 'gtKFFx';
const SALT = 'eCwWELxi';
const base = {
  key: KEY,
  txnid: 'AS1T9F2C',
  amount: '500.00',
  productinfo: 'AstroSetu wallet top-up',
  firstname: 'Demo User',
  email: 'user@example.com',
};
const allUdfs = { udf1: 'one', udf2: 'two', udf3: 'three', udf4: 'four', udf5: 'five' };

const vectors = {
  requestWithUdfs: {
    preimage: 'gtKFFx|AS1T9F2C|500.00|AstroSetu wallet top-up|Demo User|user@example.com|one|two|three|four|five||||||eCwWELxi',
    sha512: 'fe34e665cdb5ba98ddd6a97b1c589550598bbeabfb542b09a7891bca7930ec3720c931f37602996a4c6027e20684b999465ac4451709f4f1a11c63754c4917d3',
  },
  requestWithoutUdfs: {
    // After the email: five empty udfs (5 separators) and five empty udf6..udf10 slots (6 separators).
    preimage: 'gtKFFx|AS1T9F2C|500.00|AstroSetu wallet top-up|Demo User|user@example.com|||||||||||eCwWELxi',
    sha512: '4ea2d7d527c162e4af06ccb2bfc37d614db3e8e300a1b42f097bd68d1e547fdc89f5a3c441308c17881b4fe8d9cc26c797fcb0305b01027f63722988d6871e08',
  },
  responseWithUdfs: {
    preimage: 'eCwWELxi|success||||||five|four|three|two|one|user@example.com|Demo User|AstroSetu wallet top-up|500.00|AS1T9F2C|gtKFFx',
    sha512: '6011e13b17d0782eee7a86b4c927f555966f4041c097263bcc2ade355ee98dfad4c2d9fe344a33a3bc510ccd0d4150793e3d984420fbb5a114a281c5cbdb924a',
  },
  responseWithAdditionalCharges: {
    preimage: '12.50|eCwWELxi|success||||||five|four|three|two|one|user@example.com|Demo User|AstroSetu wallet top-up|500.00|AS1T9F2C|gtKFFx',
    sha512: 'bf240e6a036f9deb9a781d65e7e79169f5a08ddea5f98e2df22d1b1b54dd1aef9d3942663204e3931d6eec4b61dcbc16595b19288436f84b24e60493ab629894',
  },
  failureResponseWithoutUdfs: {
    preimage: 'eCwWELxi|failure|||||||||||user@example.com|Demo User|AstroSetu wallet top-up|500.00|AS1T9F2C|gtKFFx',
    sha512: '7432f4b83a058b5c195f1b67e3fa25c54702461d61070eadf3ec66b3d12c5ef8a2842c533227780ad54cab7aeea71f626d15310a8e27640a98d936fb1185071d',
  },
};

describe('PayU hash vectors (sanity of the hand-derived digests)', () => {
  it.each(Object.entries(vectors))('when %s is hashed with SHA-512, then it gives the recorded digest', (_name, vector) => {
    expect(createHash('sha512').update(vector.preimage).digest('hex')).toBe(vector.sha512);
  });
});

describe('payuRequestHash', () => {
  it('when all five udfs are set, then the pre-image and digest match the protocol vector', () => {
    expect(requestHashInput({ ...base, ...allUdfs }, SALT)).toBe(vectors.requestWithUdfs.preimage);
    expect(payuRequestHash({ ...base, ...allUdfs }, SALT)).toBe(vectors.requestWithUdfs.sha512);
  });

  it('when the udfs are empty, then eleven separators sit between email and salt', () => {
    expect(payuRequestHash(base, SALT)).toBe(vectors.requestWithoutUdfs.sha512);
    expect(payuRequestHash({ ...base, udf1: '', udf2: '', udf3: '', udf4: '', udf5: '' }, SALT)).toBe(vectors.requestWithoutUdfs.sha512);
  });

  it('when any hashed field or the salt changes, then the digest changes', () => {
    const original = payuRequestHash({ ...base, ...allUdfs }, SALT);
    expect(payuRequestHash({ ...base, ...allUdfs, amount: '5.00' }, SALT)).not.toBe(original);
    expect(payuRequestHash({ ...base, ...allUdfs, udf5: 'FIVE' }, SALT)).not.toBe(original);
    expect(payuRequestHash({ ...base, ...allUdfs }, 'other-salt')).not.toBe(original);
  });

  it('when verifying, then the exact hash passes (any case) and a tampered or malformed one fails', () => {
    const fields = { ...base, ...allUdfs };
    expect(verifyPayuRequestHash(fields, SALT, vectors.requestWithUdfs.sha512)).toBe(true);
    expect(verifyPayuRequestHash(fields, SALT, vectors.requestWithUdfs.sha512.toUpperCase())).toBe(true);
    expect(verifyPayuRequestHash({ ...fields, amount: '1.00' }, SALT, vectors.requestWithUdfs.sha512)).toBe(false);
    expect(verifyPayuRequestHash(fields, SALT, vectors.requestWithoutUdfs.sha512)).toBe(false);
    expect(verifyPayuRequestHash(fields, SALT, 'abc')).toBe(false);
    expect(verifyPayuRequestHash(fields, SALT, undefined)).toBe(false);
  });
});

describe('payuResponseHash (reverse hash)', () => {
  it('when the gateway answers success, then the reverse pre-image and digest match the vector', () => {
    const fields = { ...base, ...allUdfs, status: 'success' };
    expect(responseHashInput(fields, SALT)).toBe(vectors.responseWithUdfs.preimage);
    expect(payuResponseHash(fields, SALT)).toBe(vectors.responseWithUdfs.sha512);
    expect(verifyPayuResponseHash(fields, SALT, vectors.responseWithUdfs.sha512)).toBe(true);
  });

  it('when additionalCharges are present, then they are prepended to the pre-image', () => {
    const fields = { ...base, ...allUdfs, status: 'success', additionalCharges: '12.50' };
    expect(responseHashInput(fields, SALT)).toBe(vectors.responseWithAdditionalCharges.preimage);
    expect(payuResponseHash(fields, SALT)).toBe(vectors.responseWithAdditionalCharges.sha512);
  });

  it('when the status is failure and the udfs are empty, then the digest matches the vector', () => {
    expect(payuResponseHash({ ...base, status: 'failure' }, SALT)).toBe(vectors.failureResponseWithoutUdfs.sha512);
  });

  it('when a callback flips the status or the amount, then the original hash no longer verifies', () => {
    const fields = { ...base, ...allUdfs, status: 'failure' };
    expect(verifyPayuResponseHash(fields, SALT, vectors.responseWithUdfs.sha512)).toBe(false);
    expect(verifyPayuResponseHash({ ...fields, status: 'success', amount: '50000.00' }, SALT, vectors.responseWithUdfs.sha512)).toBe(false);
  });
});

describe('gateway amounts', () => {
  it.each([
    [50_000, '500.00'],
    [1, '0.01'],
    [1_050, '10.50'],
    [10_000_000, '100000.00'],
  ])('when %i paise are sent, then the gateway amount is %s and it reads back the same', (paise, text) => {
    expect(paiseToGatewayAmount(paise)).toBe(text);
    expect(gatewayAmountToPaise(text)).toBe(paise);
  });

  it('when the gateway amount is not a plain rupee amount, then it is not read', () => {
    expect(gatewayAmountToPaise('500')).toBe(50_000);
    expect(gatewayAmountToPaise('500.5')).toBe(50_050);
    for (const bad of ['', '-5.00', '1e3', '5.001', '₹500', undefined]) expect(gatewayAmountToPaise(bad)).toBeNull();
  });
});
