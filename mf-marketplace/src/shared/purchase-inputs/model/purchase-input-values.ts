import { istMonthKey } from '@astrosetu/design-system/format';
import { setIn, type FormikErrors } from 'formik';
import { deliverableInputSchemas, type DeliverableInputKind, type DeliverableItem } from '@astrosetu/contracts';
import { translateValidationMessage } from '@astrosetu/web-core/validation';
import type { MarketplaceKey, MarketplaceTranslate } from '../../../locales/use-text';

/** The service kinds bought on /payment (the report form has its own page). */
export type ServiceInputKind = Exclude<DeliverableInputKind, 'report-form'>;

/** One person's birth as the form holds it: text until it is sent; the coordinates come from the place search. */
export interface PersonBirthValues {
  name: string;
  gender: '' | 'male' | 'female' | 'other';
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  latitude: string;
  longitude: string;
  timezone: string;
}

export const EMPTY_PERSON: PersonBirthValues = {
  name: '', gender: '', birthDate: '', birthTime: '', birthPlace: '', latitude: '', longitude: '', timezone: '',
};

/** A match's partner: the role (groom or bride) says what a gender field would. */
export type PartnerBirthValues = Omit<PersonBirthValues, 'gender'>;

const { gender: _gender, ...EMPTY_PARTNER } = EMPTY_PERSON;

export interface PurchaseInputValuesByKind {
  'one-birth': { person: PersonBirthValues };
  'birth-and-concern': { person: PersonBirthValues; concern: string };
  'two-births': { groom: PartnerBirthValues; bride: PartnerBirthValues };
  numerology: { fullName: string; birthDate: string };
  panchang: { place: string; latitude: string; longitude: string; timezone: string; month: string };
  'palm-photos': { leftPalm: string; rightPalm: string; dominantHand: '' | 'left' | 'right'; question: string };
  'floor-plan': { floorPlan: string; facing: string; propertyType: string; concern: string };
  'tarot-question': { name: string; question: string };
}
export type PurchaseInputValues = PurchaseInputValuesByKind[ServiceInputKind];

/** This month in India, as YYYY-MM (the panchang's default month). */
export function currentIndianMonth(now = new Date()): string {
  return istMonthKey(now);
}

export function emptyInputValues(kind: ServiceInputKind): PurchaseInputValues {
  switch (kind) {
    case 'one-birth':
      return { person: { ...EMPTY_PERSON } };
    case 'birth-and-concern':
      return { person: { ...EMPTY_PERSON }, concern: '' };
    case 'two-births':
      return { groom: { ...EMPTY_PARTNER }, bride: { ...EMPTY_PARTNER } };
    case 'numerology':
      return { fullName: '', birthDate: '' };
    case 'panchang':
      return { place: '', latitude: '', longitude: '', timezone: '', month: currentIndianMonth() };
    case 'palm-photos':
      return { leftPalm: '', rightPalm: '', dominantHand: '', question: '' };
    case 'floor-plan':
      return { floorPlan: '', facing: '', propertyType: '', concern: '' };
    case 'tarot-question':
      return { name: '', question: '' };
  }
}

/** Optional fields left blank are not sent (the schema would read '' as a value). */
function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) => {
        const kept = withoutBlanks(inner);
        return kept === undefined ? [] : [[key, kept]];
      }),
    );
  }
  return value;
}

export type InputCheck = { ok: true; inputs: Record<string, unknown> } | { ok: false; errors: FormikErrors<PurchaseInputValues> };

/** The contracts schema of the kind decides; its messages land on the nested field they belong to, in the visitor's language. */
export function checkInputs(kind: ServiceInputKind, values: PurchaseInputValues): InputCheck {
  const result = deliverableInputSchemas[kind].safeParse(withoutBlanks(values) ?? {});
  if (result.success) return { ok: true, inputs: result.data as Record<string, unknown> };
  let errors: FormikErrors<PurchaseInputValues> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path && !getPath(errors, path)) errors = setIn(errors, path, translateValidationMessage(issue.message)) as FormikErrors<PurchaseInputValues>;
  }
  return { ok: false, errors };
}

function getPath(object: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), object);
}

export function validateInputs(kind: ServiceInputKind) {
  return (values: PurchaseInputValues): FormikErrors<PurchaseInputValues> => {
    const check = checkInputs(kind, values);
    return check.ok ? {} : check.errors;
  };
}

/** When the item is due, in words: 'within 48 hours of payment'. */
const scheduledDue: Readonly<Record<'day' | 'week' | 'month', MarketplaceKey>> = {
  day: 'purchase.due.scheduledDaily',
  week: 'purchase.due.scheduledWeekly',
  month: 'purchase.due.scheduledMonthly',
};

export function dueText(item: DeliverableItem, t: MarketplaceTranslate): string {
  if (item.mode === 'scheduled' && item.schedule) return t(scheduledDue[item.schedule.period], { count: item.dueHours });
  return t('purchase.due.within', { count: item.dueHours });
}
