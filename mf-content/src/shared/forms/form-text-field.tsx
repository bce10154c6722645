import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

/** A text field bound to formik: shows its validation message once the field has been touched. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return <TextField {...field} {...props} id={props.id ?? name} error={showError} helperText={showError ? meta.error : helperText} fullWidth />;
}
