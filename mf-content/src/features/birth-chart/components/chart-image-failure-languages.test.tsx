import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import { mockApi } from '@astrosetu/web-core/testing';
import type { BirthInput, UiLanguage } from '@astrosetu/contracts';
import { ChartImagePanel } from './chart-image-panel';

// Issue 38: a chart the web could not fetch said so with the browser's English ("TypeError: Failed to fetch") or a
// bare "HTTP error! status: 502" inside the Hindi or Tamil sentence; it now says it in the site's language.

jest.setTimeout(30_000);

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const birth: BirthInput = { date: '1990-05-15', time: '06:30', latitude: 13.08784, longitude: 80.27847, timezone: 'Asia/Kolkata' };

const words: Record<Exclude<UiLanguage, 'en'>, { notDrawn: string; downloadSvg: string; downloadFailed: string }> = {
  hi: {
    notDrawn: 'चार्ट नहीं बन सका: कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें',
    downloadSvg: 'SVG डाउनलोड करें',
    downloadFailed: 'डाउनलोड नहीं हो सका',
  },
  ta: {
    notDrawn: 'சக்கரத்தை வரைய முடியவில்லை: உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்',
    downloadSvg: 'SVG பதிவிறக்கு',
    downloadFailed: 'பதிவிறக்கம் தோல்வியடைந்தது',
  },
  te: {
    notDrawn: 'చక్రాన్ని గీయలేకపోయాము: మీ ఇంటర్నెట్ కనెక్షన్‌ను సరిచూసి మళ్ళీ ప్రయత్నించండి',
    downloadSvg: 'SVG డౌన్‌లోడ్ చేయండి',
    downloadFailed: 'డౌన్‌లోడ్ విఫలమైంది',
  },
  bn: {
    notDrawn: 'ছকটি আঁকা যায়নি: আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন',
    downloadSvg: 'SVG ডাউনলোড করুন',
    downloadFailed: 'ডাউনলোড ব্যর্থ হয়েছে',
  },
  mr: {
    notDrawn: 'कुंडली काढता आली नाही: तुमचे इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा',
    downloadSvg: 'SVG डाउनलोड करा',
    downloadFailed: 'डाउनलोड होऊ शकले नाही',
  },
  gu: {
    notDrawn: 'કુંડળી દોરી શકાઈ નહીં: તમારું ઇન્ટરનેટ કનેક્શન તપાસીને ફરી પ્રયાસ કરો',
    downloadSvg: 'SVG ડાઉનલોડ કરો',
    downloadFailed: 'ડાઉનલોડ નિષ્ફળ ગયું',
  },
  kn: {
    notDrawn: 'ಚಕ್ರವನ್ನು ಬರೆಯಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ: ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    downloadSvg: 'SVG ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    downloadFailed: 'ಡೌನ್‌ಲೋಡ್ ವಿಫಲವಾಗಿದೆ',
  },
  ml: {
    notDrawn: 'ഗ്രഹനില വരയ്ക്കാനായില്ല: നിങ്ങളുടെ ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക',
    downloadSvg: 'SVG ഡൗൺലോഡ് ചെയ്യുക',
    downloadFailed: 'ഡൗൺലോഡ് പരാജയപ്പെട്ടു',
  },
};

describe.each(Object.entries(words))('a chart that could not be fetched, in %s', (language, text) => {
  beforeEach(async () => {
    await act(() => chooseLanguage(language as UiLanguage));
  });

  it('says so in the site’s language when no answer came, for the drawing and for a download', async () => {
    mockApi({ 'POST /api/chart/image': 'network-error' });
    render(<ChartImagePanel birth={birth} title="Karthik" />);
    expect(await screen.findByText(text.notDrawn)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: text.downloadSvg }));
    expect(await screen.findByText(text.downloadFailed)).toBeInTheDocument();
    expect(screen.queryByText(/fetch|HTTP/i)).not.toBeInTheDocument();
  });

  it('says so in the site’s language when the answer carried no explanation', async () => {
    mockApi({ 'POST /api/chart/image': { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' } });
    render(<ChartImagePanel birth={birth} title="Karthik" controls={false} />);
    expect(await screen.findByText(text.notDrawn)).toBeInTheDocument();
  });
});
