import { SUPPORT_EMAIL, SUPPORT_HOURS, type PolicyDocument } from './policy-document';

export const SHIPPING_POLICY: PolicyDocument = {
  title: 'Shipping & Delivery Policy',
  summary: 'How and when you receive what you buy on AstroSetu.',
  sections: [
    {
      id: 'digital-services',
      heading: 'Digital Services',
      paragraphs: [
        'Consultations, wallet credits, horoscopes, tools and reports are delivered digitally and instantly: wallet credit appears as soon as the payment is confirmed, chats start in your browser, and reports are available to download and sent to your email. Support is available in Hindi, English and regional languages.',
      ],
    },
    {
      id: 'physical-products',
      heading: 'Physical Products',
      paragraphs: ['Where we offer physical products such as gemstones, yantras or printed reports:'],
      bullets: ['Orders are processed within 1-2 business days.', 'Delivery within India takes 3-7 business days.', 'International delivery takes 7-15 business days.'],
    },
    {
      id: 'tracking',
      heading: 'Tracking and Delays',
      paragraphs: [
        'You receive a tracking number by email when a physical order ships. Delays caused by couriers, customs or events outside our control are communicated as soon as we know of them.',
      ],
    },
    {
      id: 'support',
      heading: 'Support',
      paragraphs: [`If something has not arrived, write to ${SUPPORT_EMAIL}. Support hours: ${SUPPORT_HOURS}.`],
    },
  ],
};
