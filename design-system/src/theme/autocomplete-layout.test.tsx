import { fireEvent, render, screen } from '@testing-library/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/**
 * patches/@mui+material+7.3.11.patch: MUI's Autocomplete read its input's clientWidth on every render, even with
 * its list closed, and a read while React renders forces a layout of the whole page (a long task on a slowed
 * phone: the birth-place field of every tool page). The patch reads it only while the list is open. This test
 * fails when an install or an upgrade loses the patch while MUI still reads the width when closed.
 */
describe('the Autocomplete of the birth-place field', () => {
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
  let widthReads = 0;

  beforeEach(() => {
    widthReads = 0;
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get() {
        widthReads += 1;
        return 320;
      },
    });
  });

  afterEach(() => {
    if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  });

  it('when it renders closed, then it measures nothing; when its list opens, then it sizes the list to the field', () => {
    const field = (value: string | null) => (
      <Autocomplete value={value} options={['Chennai, Tamil Nadu', 'Mumbai, Maharashtra']} renderInput={(params) => <TextField {...params} label="Birth place" />} />
    );
    const { rerender } = render(field(null));
    // Rendered again with a value, as the tool form does when a saved birth place is filled in.
    rerender(field('Chennai, Tamil Nadu'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(widthReads).toBe(0);

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Birth place' }), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(widthReads).toBeGreaterThan(0);
  });
});
