import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { createAppStore } from '../store/app-store';
import { useColorMode } from '../preferences/use-color-mode';
import { AppProviders } from './app-providers';
import { defineRemotePages } from './remote-pages';

function ModeProbe() {
  const theme = useTheme();
  const { toggle } = useColorMode();
  return (
    <button type="button" onClick={toggle}>
      palette {theme.palette.mode}
    </button>
  );
}

describe('AppProviders', () => {
  it('themes the tree in the stored colour mode and remembers a change', async () => {
    localStorage.setItem('colorMode', 'dark');
    render(
      <AppProviders store={createAppStore()}>
        <ModeProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('palette dark');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('palette light');
    expect(localStorage.getItem('colorMode')).toBe('light');
  });
});

describe('defineRemotePages', () => {
  it('renders a lazy page inside the providers, marked with its remote and page key', async () => {
    const pages = defineRemotePages(
      { name: 'mf_test', buildLabel: 'canary-7' },
      { greeting: async () => ({ default: () => <h1>Namaste</h1> }) },
    );
    const Greeting = pages.greeting;
    render(
      <AppProviders store={createAppStore()}>
        <Greeting />
      </AppProviders>,
    );
    const heading = await screen.findByRole('heading', { name: 'Namaste' });
    expect(heading.closest('[data-remote="mf_test"]')).toHaveAttribute('data-page', 'greeting');
    expect(screen.getByText('Build canary-7')).toBeInTheDocument();
  });
});
