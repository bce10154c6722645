import { SUPPORT_EMAIL, SUPPORT_HOURS, type PolicyDocument } from './policy-document';

export const REFUND_POLICY: PolicyDocument = {
  title: 'Refund Policy',
  summary: 'We want every consultation to be worth its cost. This policy explains when and how you can get a refund.',
  sections: [
    {
      id: 'eligibility',
      heading: 'When You Are Eligible',
      bullets: [
        'A service disruption on our side lasting more than 30 minutes.',
        'The astrologer cancels within 2 hours of your booking.',
        'A payment gateway error that charged you without adding credit or delivering the service.',
        'A duplicate charge for the same order.',
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to Request a Refund',
      paragraphs: [
        `Raise your request within 24 hours of the issue by writing to ${SUPPORT_EMAIL} with your transaction id. We review every request within 24 hours, and approved refunds are processed within 3-5 business days.`,
      ],
    },
    {
      id: 'processing-times',
      heading: 'Processing Time by Payment Method',
      paragraphs: ['After processing, the time for the money to reach you depends on how you paid:'],
      bullets: ['Credit and debit cards: 5-7 business days', 'Net banking: 3-5 business days', 'UPI and digital wallets: 1-3 business days'],
    },
    {
      id: 'wallet-credits',
      heading: 'Wallet Credits',
      bullets: [
        'Refunds for wallet credits are given as platform credit to your AstroSetu wallet, not as cash.',
        'Wallet credits do not expire.',
        'Wallet credits are non-transferable.',
        'Promotional and bonus credits are non-refundable.',
      ],
    },
    {
      id: 'not-refundable',
      heading: 'What Is Not Refundable',
      bullets: [
        'Consultation minutes already used.',
        'Reports and readings already delivered, unless they were not what you ordered.',
        'Dissatisfaction with a prediction: astrology is guidance, with no guaranteed outcome.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Our support team (${SUPPORT_EMAIL}) answers ${SUPPORT_HOURS}.`],
    },
  ],
};
