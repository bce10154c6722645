import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import type { BirthInput } from '@astrosetu/contracts';
import { svgAnswer } from '../../../shared/test/chart-answers';
import { kundliFixture } from '../../../shared/test/fixtures/engine-fixtures';
import { kundliInHindi } from '../test/kundli-in-hindi';
import { KundliResult } from './kundli-result';

// Issue 18: the kundli shows the names the API writes in the request's language, never its English ids.

jest.setTimeout(30_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chart');
  URL.revokeObjectURL = jest.fn();
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const birth: BirthInput = { date: '1990-05-15', time: '06:30', latitude: 13.08784, longitude: 80.27847, timezone: 'Asia/Kolkata' };

describe('the kundli in Hindi', () => {
  beforeEach(async () => {
    await act(() => chooseLanguage('hi'));
  });

  it('when the overview shows, then signs, nakshatra, dasha lords and the avakhada are Hindi names', async () => {
    const server = mockApi({ 'POST /api/chart/image': svgAnswer });
    render(<KundliResult kundli={kundliInHindi} birth={birth} name="प्रिया" />);
    expect(await screen.findByText('वृषभ 11°09\'21"')).toBeInTheDocument();
    expect(screen.getByText('उत्तराषाढ़ा, चरण 1')).toBeInTheDocument();
    expect(screen.getByText(/^राहु, .* तक$/)).toBeInTheDocument();
    for (const value of ['क्षत्रिय', 'चतुष्पद', 'नकुल', 'मनुष्य', 'लौह', 'भे']) expect(screen.getByText(value)).toBeInTheDocument();
    expect(screen.getByText(/^लाहिरी \(चित्रपक्ष\) अयनांश/)).toBeInTheDocument();
    for (const id of ['Taurus', 'Mongoose', 'Manushya', 'Iron (Loha)', 'Kshatriya', 'Bhe', 'Lahiri']) expect(screen.queryByText(new RegExp(`\\b${id.replace(/[()]/g, '\\$&')}\\b`))).not.toBeInTheDocument();
    // The chart image is asked in Hindi too.
    expect(server.callsTo('POST', '/api/chart/image')[0].headers.get('Accept-Language')).toBe('hi');
  });

  it('when the grahas and the yogas are opened, then planets, dignities, yogas and doshas read in Hindi', async () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup();
    render(<KundliResult kundli={kundliInHindi} birth={birth} name="प्रिया" />);
    await user.click(screen.getByRole('tab', { name: 'ग्रह' }));
    const planets = screen.getByRole('table', { name: /ग्रह/ });
    const sun = within(planets).getByRole('row', { name: /^सूर्य/ });
    expect(sun).toHaveTextContent('वृषभ');
    expect(sun).toHaveTextContent('कृत्तिका');
    expect(planets).not.toHaveTextContent(/Taurus|Krittika|exalted|own sign/);

    await user.click(screen.getByRole('tab', { name: 'योग और दोष' }));
    expect(screen.getByRole('heading', { name: 'गजकेसरी योग' })).toBeInTheDocument();
    expect(screen.getByText('मध्यम')).toBeInTheDocument();
    expect(screen.getByText('गुरु, चंद्र से बनता है: बुद्धि, यश और बड़ों का संरक्षण।')).toBeInTheDocument();
    expect(screen.getByText('मंगल दोष: नहीं है')).toBeInTheDocument();
    expect(screen.queryByText(/Gajakesari|Mangal Dosha|BPHS|Phaladeepika/)).not.toBeInTheDocument();
  });

  it('when the dashas are opened, then Vimshottari and Yogini lords are Hindi names', async () => {
    mockApi({ 'POST /api/chart/image': svgAnswer });
    const user = userEvent.setup();
    render(<KundliResult kundli={kundliInHindi} birth={birth} name="प्रिया" />);
    await user.click(screen.getByRole('tab', { name: 'दशा' }));
    const mahadashas = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(mahadashas.some((text) => text.startsWith('राहु'))).toBe(true);
    expect(mahadashas.join(' ')).not.toMatch(/\b(Rahu|Jupiter|Saturn)\b/);
    await user.click(screen.getByRole('button', { name: 'योगिनी' }));
    expect(screen.getAllByText(/^संकटा \(राहु\)/).length).toBeGreaterThan(0);
  });

  it('when the same kundli is shown in English, then the ids are shown as before', async () => {
    await act(() => chooseLanguage('en'));
    mockApi({ 'POST /api/chart/image': svgAnswer });
    render(<KundliResult kundli={kundliFixture} birth={birth} name="Asha" />);
    expect(await screen.findByText('Taurus (Vrishabha) 11°09\'21"')).toBeInTheDocument();
    expect(screen.getByText('Mongoose')).toBeInTheDocument();
  });
});
