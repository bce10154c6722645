import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { chooseLanguage } from '../../i18n/language-choice';
import { AppThemeProvider } from '../app-theme-provider';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

/** MUI components left to their own texts: the site passes none of these props. */
function Components() {
  return (
    <AppThemeProvider>
      <Autocomplete options={['Pune', 'Chennai']} value="Pune" renderInput={(params) => <TextField {...params} label="city" />} />
      <Alert onClose={() => undefined}>ok</Alert>
      <Rating name="stars" value={null} />
    </AppThemeProvider>
  );
}

async function typeNothingMatching() {
  const user = userEvent.setup();
  const box = screen.getByRole('combobox');
  await user.clear(box);
  await user.type(box, 'zzz');
}

describe("MUI's own texts follow the site's language", () => {
  it('in English, MUI keeps its own texts', async () => {
    render(<Components />);
    // The clear button shows on hover or focus (hidden until then): found by its title.
    expect(screen.getByTitle('Clear')).toHaveAttribute('aria-label', 'Clear');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 Stars' })).toBeInTheDocument();
    await typeNothingMatching();
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('when the visitor has chosen Hindi, then the Autocomplete, the Alert and the Rating speak Hindi', async () => {
    await act(() => chooseLanguage('hi'));
    render(<Components />);
    expect(await screen.findByTitle('साफ़ करें')).toHaveAttribute('aria-label', 'साफ़ करें');
    expect(screen.getByRole('button', { name: 'विकल्प दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 स्टार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 स्टार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कोई रेटिंग नहीं' })).toBeChecked();
    await typeNothingMatching();
    expect(screen.getByText('कोई विकल्प नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विकल्प छिपाएँ' })).toBeInTheDocument();
  });

  it('when the visitor has chosen Tamil, then they are in Tamil, with the plural of the stars', async () => {
    await act(() => chooseLanguage('ta'));
    render(<Components />);
    expect(await screen.findByTitle('அழி')).toHaveAttribute('aria-label', 'அழி');
    expect(screen.getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 நட்சத்திரம்' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 நட்சத்திரங்கள்' })).toBeInTheDocument();
    await typeNothingMatching();
    expect(screen.getByText('பொருந்தும் விருப்பம் இல்லை')).toBeInTheDocument();
  });
});
