import { useAdminText } from '../../locales/use-text';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const MAX_TEXT = 160;

/** A stored value as one readable line (lists joined, objects as JSON, long text shortened). */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return useAdminText.translate('audit.none');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.length ? value.join(', ') : useAdminText.translate('audit.empty');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === '') return useAdminText.translate('audit.empty');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * The fields an action changed: for an edit, only those that differ; for a creation or deletion (one side is
 * null), every field of the record that exists.
 */
export function recordChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const onlyChanged = before !== null && after !== null;
  return fields
    .filter((field) => !onlyChanged || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field,
      before: before === null ? '—' : showValue(before[field]),
      after: after === null ? '—' : showValue(after[field]),
    }));
}
