import { SUPPORT_EMAIL, SUPPORT_HOURS, type PolicyDocument } from './policy-document';

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  summary:
    'This policy explains what personal information AstroSetu collects when you use our website and services, why we collect it, how we protect it and the choices you have.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to provide astrology consultations, reports and tools:'],
      bullets: [
        'Account details: your name, email address, phone number and password (stored only as a secure hash).',
        'Birth details you enter: date, time and place of birth, used to calculate charts, horoscopes and reports.',
        'Consultation content: the messages you exchange with astrologers in chat.',
        'Payment records: amounts, transaction ids and status. Card, UPI and bank details are handled by our payment gateway and never reach our servers.',
        'Technical data: device type, browser, IP address and pages visited, used to keep the service secure and working.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How We Use Your Information',
      bullets: [
        'To create your account and let you sign in.',
        'To calculate birth charts, panchang, compatibility and the reports you order.',
        'To connect you with astrologers and keep a record of your consultations.',
        'To process payments, maintain your wallet balance and send receipts.',
        'To answer support requests and tell you about changes to our services.',
        'To detect fraud and misuse, and to comply with Indian law.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing of Information',
      paragraphs: [
        'We do not sell your personal information. We share it only when needed to serve you: with the astrologer you consult (your name and the birth details you choose to share), with our payment gateway to complete a payment, with service providers who host our systems under confidentiality obligations, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'security',
      heading: 'Data Security',
      paragraphs: [
        'All traffic to AstroSetu is encrypted in transit. Passwords are stored as salted hashes, access to personal data is limited to staff who need it, and payments are processed by a PCI-DSS compliant gateway. No system is perfectly secure; if a breach affects you we will inform you promptly.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      bullets: [
        'See the personal information we hold about you and correct it from your profile.',
        'Ask us to delete your account and personal data, except records we must keep by law (such as payment records).',
        'Withdraw consent to optional communications at any time.',
        'Complain to us, and if unresolved, to the relevant authority under the Digital Personal Data Protection Act, 2023.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'We use essential browser storage to keep you signed in, remember your colour scheme and language, and keep the forms you are filling in. We do not use advertising cookies. You can clear this storage in your browser; you will then need to sign in again.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        `For privacy questions or requests, write to ${SUPPORT_EMAIL}. Our support team answers ${SUPPORT_HOURS}, in Hindi, English and regional languages.`,
      ],
    },
  ],
};
