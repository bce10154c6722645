import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { AppProviders, createAppStore } from '@astrosetu/web-core';
import { ChatHeader } from './chat-header';

// The shared set-up's matchMedia (tools/jest/setup-dom.ts) answers "wide" to everything.
const wideMatchMedia = window.matchMedia;

function renderHeader({ phone, started }: { phone: boolean; started: boolean }) {
  // MUI asks for (max-width:599.95px) on a phone.
  window.matchMedia = ((query: string) => ({ ...wideMatchMedia(query), matches: phone && query.includes('max-width') })) as typeof window.matchMedia;
  render(
    <AppProviders store={createAppStore()}>
      <ChatHeader
        otherPartyName="Pandit Rajesh Sharma"
        connection="online"
        ended={false}
        packageMinutes={10}
        freeExtensions={0}
        graceSeconds={60}
        remainingSeconds={started ? 599 : undefined}
        notStartedText="Waiting for Pandit Rajesh Sharma"
        onSearch={() => undefined}
        onSettings={() => undefined}
        actions={<Button>End Call</Button>}
      />
    </AppProviders>,
  );
}

const follows = (later: Element, earlier: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the chat header before the session starts', () => {
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('on a phone, says so in a row under the actions, so the name and End Call keep their place when the clock comes', () => {
    renderHeader({ phone: true, started: false });
    expect(follows(screen.getByText('Waiting for Pandit Rajesh Sharma'), screen.getByRole('button', { name: 'End Call' }))).toBe(true);
  });

  it('on a wider screen, says so beside the name, where the clock will be', () => {
    renderHeader({ phone: false, started: false });
    const note = screen.getByText('Waiting for Pandit Rajesh Sharma');
    expect(follows(note, screen.getByRole('heading', { name: 'Pandit Rajesh Sharma' }))).toBe(true);
    expect(follows(screen.getByRole('button', { name: 'End Call' }), note)).toBe(true);
  });

  it('once started, shows the clock and no note, on a phone too', () => {
    renderHeader({ phone: true, started: true });
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Pandit Rajesh Sharma')).not.toBeInTheDocument();
  });
});
