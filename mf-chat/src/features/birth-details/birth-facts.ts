import { formatLongDay } from '@astrosetu/design-system/format';
import { zodiacSignForDate, type ZodiacSign } from '@astrosetu/design-system/zodiac-sign-tile';

/** Year, month and day of a birth date typed as YYYY-MM-DD (a date input) or another readable date. */
export function parseBirthDate(text: string | undefined): { year: number; month: number; day: number } | null {
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (iso) {
    const [year, month, day] = iso.slice(1).map(Number);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
  }
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return null;
  return { year: parsed.getFullYear(), month: parsed.getMonth() + 1, day: parsed.getDate() };
}

/** Age is the current year minus the birth year. */
export function ageFromBirthDate(dateOfBirth: string | undefined, today: Date = new Date()): number | null {
  const birth = parseBirthDate(dateOfBirth);
  if (!birth) return null;
  const age = today.getFullYear() - birth.year;
  return age >= 0 ? age : null;
}

/** The sun sign from the twelve standard date ranges. */
export function sunSignFromBirthDate(dateOfBirth: string | undefined): ZodiacSign | null {
  const birth = parseBirthDate(dateOfBirth);
  if (!birth) return null;
  try {
    return zodiacSignForDate(birth.month, birth.day);
  } catch {
    return null;
  }
}

/** "August 15, 1990" for 1990-08-15; the text as typed when it is not a date. */
export function formatBirthDate(dateOfBirth: string): string {
  const birth = parseBirthDate(dateOfBirth);
  if (!birth) return dateOfBirth;
  return formatLongDay(`${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`);
}

/** "6:40 AM" for 06:40. */
export function formatBirthTime(timeOfBirth: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(timeOfBirth.trim());
  if (!match) return timeOfBirth;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
