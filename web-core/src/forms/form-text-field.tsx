import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
  /** Distinguishes ids when two forms on a page share field names (an explicit `id` wins). */
  idPrefix?: string;
};

/** A text field bound to formik: its message shows once the field has been touched (or the form submitted). */
export function FormTextField({ name, idPrefix, id, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  const { validateForm } = useFormikContext();
  useRevalidateOnLanguageChange(showError, validateForm);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      fullWidth
      {...props}
      id={id ?? (idPrefix ? `${idPrefix}-${name}` : name)}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}
