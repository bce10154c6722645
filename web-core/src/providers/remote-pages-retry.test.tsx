import { Component, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '../store/app-store';
import { AppProviders } from './app-providers';
import { defineRemotePages } from './remote-pages';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>page failed</p> : this.props.children;
  }
}

it('a page whose chunk failed to load is requested again when it is mounted again (Retry)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let attempts = 0;
  const pages = defineRemotePages({ name: 'mf_test' }, {
    flaky: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return { default: () => <h1>Loaded on attempt {attempts}</h1> };
    },
  });
  const Flaky = pages.flaky;
  function Harness() {
    const [key, setKey] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setKey((value) => value + 1)}>
          Retry
        </button>
        <Boundary key={key}>
          <Flaky />
        </Boundary>
      </>
    );
  }
  render(
    <AppProviders store={createAppStore()}>
      <Harness />
    </AppProviders>,
  );
  expect(await screen.findByText('page failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Loaded on attempt 2' })).toBeInTheDocument();
});
