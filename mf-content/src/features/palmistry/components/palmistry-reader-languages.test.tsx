import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderRoute } from '../../../shared/test/render-route';

// Issue 18: the palmistry sample reading in Hindi and Tamil.

jest.setTimeout(60_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:palm');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  mockApi({});
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('says in Hindi that the reading is a sample, and shows the sample reading for the chosen hand in Hindi', async () => {
  await act(() => chooseLanguage('hi'));
  const user = setup();
  renderRoute('/divination?service=palmistry');
  expect(await screen.findByText('यह नमूना रीडिंग है।')).toBeInTheDocument();
  const analyse = screen.getByRole('button', { name: 'हथेली पढ़ें' });
  expect(analyse).toBeDisabled();
  await user.upload(screen.getByLabelText('हथेली की तस्वीर'), new File(['palm'], 'palm.png', { type: 'image/png' }));
  expect(screen.getByRole('img', { name: 'आपकी हथेली की तस्वीर' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'बायाँ' }));
  await user.click(analyse);
  expect(screen.getByRole('button', { name: 'आपकी हथेली पढ़ी जा रही है...' })).toBeDisabled();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(await screen.findByRole('heading', { name: 'नमूना हस्तरेखा रीडिंग (बायाँ हाथ)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'हृदय रेखा' })).toBeInTheDocument();
  expect(screen.getByText('लंबी, हल्की घुमावदार रेखा: प्रेम में आत्मीय, भावनाएँ खुलकर जताने वाले और वफ़ादार।')).toBeInTheDocument();
  expect(screen.getByText('गुरु पर्वत')).toBeInTheDocument();
  expect(screen.getByText('(गुरु, सामान्य): नेतृत्व, महत्वाकांक्षा और आत्मविश्वास।', { exact: false })).toBeInTheDocument();
  expect(screen.queryByText(/Heart Line|Mount of/)).toBeNull();
});

it('shows the sample reading in Tamil', async () => {
  await act(() => chooseLanguage('ta'));
  const user = setup();
  renderRoute('/divination?service=palmistry');
  await user.upload(await screen.findByLabelText('உள்ளங்கைப் புகைப்படம்'), new File(['palm'], 'palm.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'கைரேகை பாருங்கள்' }));
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(await screen.findByRole('heading', { name: 'மாதிரிக் கைரேகைப் பலன் (வலது கை)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'விதி ரேகை' })).toBeInTheDocument();
  expect(screen.getByText('நிலக் கை: சதுரமான உள்ளங்கை, குட்டையான விரல்கள்; நடைமுறைக்கேற்ற, நம்பகமான இயல்பு.', { exact: false })).toBeInTheDocument();
});
