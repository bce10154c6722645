import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import pages from './index';

// The contract with the shell's route table: these page keys, each rendered inside this remote's area.
const pageKeys = [
  'home',
  'astrologers',
  'packages',
  'checkout',
  'payment',
  'payment-success',
  'payment-failure',
  'consultations',
  'profile',
  'order',
  'wallet',
];

describe('mf-marketplace pages', () => {
  it('exposes exactly the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual([...pageKeys].sort());
  });

  it.each(pageKeys)('%s renders inside the remote area, marked with its page key', (key) => {
    const Page = pages[key as keyof typeof pages];
    const { container } = render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(container.querySelector(`[data-remote="mf_marketplace"][data-page="${key}"]`)).toBeInTheDocument();
  });
});
