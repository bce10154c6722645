/** The advanced analysis form (defaults: Chennai, India; date and time from the visitor's profile). */
export interface AnalysisForm {
  date: string;
  time: string;
  latitude: string;
  longitude: string;
  place: string;
}

export const CHENNAI_DEFAULTS = { latitude: '13.0827', longitude: '80.2707', place: 'Chennai, India' } as const;

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields' } as const;
export const ANALYSIS_COMPLETE = {
  title: 'Analysis Complete',
  description: 'Advanced astrological analysis has been generated successfully.',
} as const;
export const CALCULATION_ERROR_TITLE = 'Calculation Error';
export const CALCULATION_ERROR_FALLBACK = 'Failed to perform advanced analysis';

export function initialAnalysisForm(profile?: { dateOfBirth?: string; timeOfBirth?: string }): AnalysisForm {
  const date = profile?.dateOfBirth && /^\d{4}-\d{2}-\d{2}/.test(profile.dateOfBirth) ? profile.dateOfBirth.slice(0, 10) : '';
  const time = profile?.timeOfBirth && /^\d{2}:\d{2}/.test(profile.timeOfBirth) ? profile.timeOfBirth.slice(0, 5) : '';
  return { date, time, ...CHENNAI_DEFAULTS };
}

/** Date, time, latitude and longitude are required (the place name is not). */
export function hasRequiredAnalysisFields(form: AnalysisForm): boolean {
  return [form.date, form.time, form.latitude, form.longitude].every((value) => value.trim() !== '');
}
