import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FormTextField } from './form-text-field';
import { SaveDiscardRow } from './save-discard-row';

function EditName({ onSave }: { onSave: (name: string) => Promise<void> }) {
  return (
    <Formik initialValues={{ name: 'Asha' }} onSubmit={({ name }) => onSave(name)}>
      <Form>
        <FormTextField name="name" label="Name" />
        <SaveDiscardRow start={<button type="button">Change password</button>} />
      </Form>
    </Formik>
  );
}

describe('SaveDiscardRow', () => {
  it('waits for a change, puts the saved values back on Discard, and says Saving while the save runs', async () => {
    let finishSave: () => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((resolve) => (finishSave = resolve)));
    const user = userEvent.setup();
    render(<EditName onSave={onSave} />);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), ' Rao');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith('Asha Rao');
    finishSave();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument());
  });
});
