/** The advanced analysis form (defaults: Chennai, India; date and time from the visitor's profile). */
export interface AnalysisForm {
  date: string;
  time: string;
  latitude: string;
  longitude: string;
  place: string;
}

export const CHENNAI_DEFAULTS = { latitude: '13.0827', longitude: '80.2707', place: 'Chennai, India' } as const;


export function initialAnalysisForm(profile?: { dateOfBirth?: string; timeOfBirth?: string }): AnalysisForm {
  const date = profile?.dateOfBirth && /^\d{4}-\d{2}-\d{2}/.test(profile.dateOfBirth) ? profile.dateOfBirth.slice(0, 10) : '';
  const time = profile?.timeOfBirth && /^\d{2}:\d{2}/.test(profile.timeOfBirth) ? profile.timeOfBirth.slice(0, 5) : '';
  return { date, time, ...CHENNAI_DEFAULTS };
}

/** Date, time, latitude and longitude are required (the place name is not). */
export function hasRequiredAnalysisFields(form: AnalysisForm): boolean {
  return [form.date, form.time, form.latitude, form.longitude].every((value) => value.trim() !== '');
}
