import type { ReportType } from '@astrosetu/contracts';
import type { ReportRequest } from '../report-request';

/**
 * Two different births (a Hindi name born in Varanasi, a Tamil name born in Chennai) for the report tests and
 * the bench: different ascendants, Moon signs, dashas and questions, so every page must differ between them.
 */
export const SAMPLE_PEOPLE: ReadonlyArray<ReportRequest['person']> = [
  {
    name: 'प्रिया शर्मा (Priya Sharma)',
    email: 'priya@example.com',
    gender: 'female',
    birthDate: '1992-08-14',
    birthTime: '05:40',
    birthPlace: 'वाराणसी (Varanasi), Uttar Pradesh',
    latitude: 25.3176,
    longitude: 82.9739,
    timezone: 'Asia/Kolkata',
    questions: 'क्या मेरी शादी 2027 में होगी? Will I get a better job next year?',
  },
  {
    name: 'Karthik Subramanian (கார்த்திக்)',
    email: 'karthik@example.com',
    gender: 'male',
    birthDate: '1985-01-27',
    birthTime: '22:15',
    birthPlace: 'சென்னை (Chennai), Tamil Nadu',
    latitude: 13.0827,
    longitude: 80.2707,
    timezone: 'Asia/Kolkata',
    questions: 'Should I invest in property? When is a good time to move abroad?',
  },
];

export function sampleRequest(person: ReportRequest['person'], reportType: ReportType, generatedAt = new Date('2026-11-24T06:00:00Z')): ReportRequest {
  return { reference: `TXN-${reportType}-${person.birthDate}`, reportType, amountPaid: { basic: 19900, comprehensive: 39900, premium: 59900 }[reportType], person, generatedAt };
}
