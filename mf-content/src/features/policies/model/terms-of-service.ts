import { SUPPORT_EMAIL, SUPPORT_HOURS, type PolicyDocument } from './policy-document';

export const TERMS_OF_SERVICE: PolicyDocument = {
  title: 'Terms of Service',
  summary: 'These terms govern your use of AstroSetu. By creating an account or using our services you agree to them.',
  sections: [
    {
      id: 'services',
      heading: 'Our Services',
      paragraphs: [
        'AstroSetu connects you with astrologers for live chat consultations and offers horoscopes, astrology tools, reports and related services. All services are delivered digitally and instantly after purchase, with support in Hindi, English and regional languages.',
      ],
    },
    {
      id: 'nature-of-advice',
      heading: 'Nature of Astrological Guidance',
      paragraphs: [
        'Consultations, readings and reports are provided for entertainment and guidance. We do not guarantee any result or outcome. Astrology does not replace professional medical, legal or financial advice: for decisions in these areas please consult a qualified professional.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      bullets: [
        'You must be at least 18 years old to create an account.',
        'Keep your password confidential; you are responsible for activity on your account.',
        'Give accurate information, including the birth details used for your charts.',
      ],
    },
    {
      id: 'wallet-and-payments',
      heading: 'Wallet and Payments',
      bullets: [
        'Prices are shown in Indian rupees and include applicable taxes unless stated otherwise.',
        'Consultations are charged per minute at the astrologer\'s listed rate, from your wallet balance.',
        'Wallet credits do not expire. They cannot be transferred to another account.',
        'Refunds follow our Refund Policy.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Acceptable Use',
      bullets: [
        'Be respectful to astrologers and staff; abusive or unlawful content leads to suspension.',
        'Do not share contact details to move consultations off the platform.',
        'Do not misuse, copy or attempt to disrupt the service.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent permitted by law, AstroSetu is not liable for decisions you make based on astrological guidance, or for indirect losses. Our total liability for any claim is limited to the amount you paid for the service concerned.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute will first be discussed with our support team; if unresolved, it will be settled by arbitration under the Arbitration and Conciliation Act, 1996, under Indian law.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}, ${SUPPORT_HOURS}.`],
    },
  ],
};
