import { DEFAULT_REPORT_TYPE, type ReportChartStyle, type ReportPaymentRequest, type ReportType } from '@astrosetu/contracts';

/** The form as formik holds it: every field is text until it is sent. */
export interface ReportFormValues {
  name: string;
  email: string;
  phone: string;
  gender: '' | 'male' | 'female' | 'other';
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  latitude: string;
  longitude: string;
  timezone: string;
  questions: string;
  reportType: ReportType | '';
  /** The report's chart style; the form starts it at the site language's own (defaultChartStyleFor). */
  chartStyle: ReportChartStyle | '';
}

export const EMPTY_REPORT_FORM: ReportFormValues = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  birthDate: '',
  birthTime: '',
  birthPlace: '',
  latitude: '',
  longitude: '',
  timezone: '',
  questions: '',
  reportType: DEFAULT_REPORT_TYPE,
  chartStyle: '',
};

/** The fields sent: the questions only with Premium (the one tier whose questions are answered). */
export function sentFields(values: ReportFormValues): ReportFormValues {
  return values.reportType === 'premium' ? values : { ...values, questions: '' };
}

/**
 * The payment request: the form's filled fields as they are (the server prices the report from its catalogue).
 * Questions go with Premium only (the server refuses them with the other tiers; a customer who typed some and then
 * chose another tier no longer sees the box).
 */
export function toReportPaymentRequest(values: ReportFormValues): ReportPaymentRequest {
  const reportType = (values.reportType || DEFAULT_REPORT_TYPE) as ReportType;
  const formData = Object.fromEntries(Object.entries(sentFields(values)).filter(([, value]) => value !== ''));
  return { formData, reportType };
}

/**
 * The report form's answers are kept in this browser (web-core's purchase drafts) from the first key: across the
 * trip to the sign-in page, a failed payment and a reload; cleared once the report is paid.
 */
export const REPORT_DRAFT_KEY = 'astrological-report';
