import { deliverableItems, reportTypes, serviceCatalogue } from '@astrosetu/contracts';
import { productNameIn } from '../src/modules/payments/product-name';

/** The catalogue of product names (api/src/locales `products`): what e-mails, notifications and receipts call an order. */
describe('product names', () => {
  const services = deliverableItems.filter((item) => 'service' in item.catalogue);

  it('when an order is written in English, then every product reads exactly as the payment named it (productinfo)', () => {
    for (const item of services) {
      const catalogue = item.catalogue as { service: string; packageName: string };
      const productinfo = serviceCatalogue.find((entry) => entry.service === catalogue.service && entry.packageName === catalogue.packageName)!.packageName;
      expect(productNameIn('en', { kind: 'service', details: { service: catalogue.service, packageName: catalogue.packageName }, productinfo })).toBe(productinfo);
    }
    for (const reportType of reportTypes) {
      const productinfo = `${reportType[0].toUpperCase()}${reportType.slice(1)} Report - astrological report`;
      expect(productNameIn('en', { kind: 'report', details: { reportType }, productinfo })).toBe(productinfo);
    }
    for (const [kind, productinfo] of [
      ['booking', '15-minute consultation with Pandit Ravi Sharma'],
      ['wallet-topup', 'Wallet top-up for a 30-minute consultation with Meena Iyer'],
      ['wallet-recharge', 'AstroSetu wallet top-up with 10% bonus credit'],
      ['wallet-recharge', 'AstroSetu wallet top-up'],
    ] as const) {
      expect(productNameIn('en', { kind, details: {}, productinfo })).toBe(productinfo);
    }
  });

  it('when an order is written in Hindi or Tamil, then the product is named in that language', () => {
    const birthChart = { kind: 'service' as const, details: { service: 'birth-chart', packageName: 'Birth Chart Analysis' }, productinfo: 'Birth Chart Analysis' };
    expect(productNameIn('hi', birthChart)).toBe('कुंडली विश्लेषण');
    expect(productNameIn('ta', birthChart)).toBe('ஜாதகப் பகுப்பாய்வு');
    expect(productNameIn('hi', { kind: 'report', details: { reportType: 'premium' }, productinfo: 'Premium Report - astrological report' })).toBe('ज्योतिष की प्रीमियम रिपोर्ट');
    expect(productNameIn('hi', { kind: 'booking', details: {}, productinfo: '15-minute consultation with Pandit Ravi Sharma' })).toBe('Pandit Ravi Sharma के साथ 15 मिनट का परामर्श');
    expect(productNameIn('ta', { kind: 'wallet-recharge', details: {}, productinfo: 'AstroSetu wallet top-up with 10% bonus credit' })).toBe('10% போனஸ் கிரெடிட்டுடன் AstroSetu வாலட் ரீசார்ஜ்');
    for (const item of services) {
      const catalogue = item.catalogue as { service: string; packageName: string };
      const order = { kind: 'service' as const, details: catalogue, productinfo: catalogue.packageName };
      expect(productNameIn('hi', order)).not.toBe(catalogue.packageName);
      expect(productNameIn('hi', order)).toMatch(/[\u0900-\u097F]/);
      expect(productNameIn('ta', order)).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('when a payment was named by an older version of the flow, then its text is printed as it was written', () => {
    expect(productNameIn('hi', { kind: 'booking', details: {}, productinfo: 'Consultation' })).toBe('Consultation');
  });
});
