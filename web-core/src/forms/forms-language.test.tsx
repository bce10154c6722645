import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { loginRequestSchema, registerRequestSchema } from '@astrosetu/contracts';
import { FormTextField } from './form-text-field';
import { SaveDiscardRow } from './save-discard-row';
import { serverFieldErrors, validateWithSchema } from './validate-with-schema';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

function LoginForm() {
  return (
    <Formik initialValues={{ email: 'asha', password: '' }} validate={validateWithSchema(loginRequestSchema)} validateOnMount onSubmit={() => undefined}>
      {({ errors }) => (
        <Form>
          <FormTextField name="email" label="Email" />
          <p role="alert">{errors.email}</p>
          <SaveDiscardRow />
        </Form>
      )}
    </Formik>
  );
}

describe('form messages in the visitor language', () => {
  it('when the visitor has chosen Hindi, then the schema messages and the buttons are in Hindi', async () => {
    await act(() => chooseLanguage('hi'));
    const errors = validateWithSchema(registerRequestSchema)({ username: 'A', email: 'asha', password: '123', phone: '' });
    expect(errors).toMatchObject({
      username: 'यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए',
      email: 'ईमेल पता सही नहीं है',
      password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    });

    render(<LoginForm />);
    expect(await screen.findByText('ईमेल पता सही नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'बदलाव रद्द करें' })).toBeDisabled();
  });

  it('when the visitor has chosen Tamil, then a message with a parameter is filled in', async () => {
    await act(() => chooseLanguage('ta'));
    const errors = validateWithSchema(registerRequestSchema)({ username: 'x'.repeat(51), email: 'asha@example.com', password: 'password123', phone: '9820011111' });
    expect(errors).toEqual({ username: 'பயனர்பெயர் அதிகபட்சம் 50 எழுத்துகள் இருக்கலாம்' });
  });

  it('when the server sends a field message, then an English contracts message is translated and other text kept', async () => {
    await act(() => chooseLanguage('hi'));
    const values = { email: '', password: '', other: '' };
    expect(serverFieldErrors({ email: 'Invalid email address', password: 'पहले से हिंदी में', missing: 'x' }, values)).toEqual({
      email: 'ईमेल पता सही नहीं है',
      password: 'पहले से हिंदी में',
    });
  });

  it('when the visitor switches language with a message on screen, then the message follows the new language', async () => {
    render(<LoginForm />);
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.tab();
    expect(await screen.findByText('Invalid email address', { selector: 'p.MuiFormHelperText-root' })).toBeInTheDocument();

    await act(() => chooseLanguage('hi'));
    expect(await screen.findByText('ईमेल पता सही नहीं है', { selector: 'p.MuiFormHelperText-root' })).toBeInTheDocument();
    await act(() => chooseLanguage('ta'));
    expect(await screen.findByText('மின்னஞ்சல் முகவரி சரியில்லை', { selector: 'p.MuiFormHelperText-root' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('in English, the messages stay as the schemas write them', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
