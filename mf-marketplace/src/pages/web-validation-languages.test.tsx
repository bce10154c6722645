import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@astrosetu/design-system/i18n';
import type { UiLanguage } from '@astrosetu/contracts';
import { mockApi } from '@astrosetu/web-core/testing';
import { aCustomer, anAstrologer } from '../shared/test/fixtures';
import { renderRoute } from '../shared/test/render-route';
import PackagesPage from './packages-page';

jest.setTimeout(30_000);

/**
 * Errors the web finds itself, before anything is sent, are shown in the site's language (issue 38): the contracts'
 * English sentence goes through the validation catalogue, as the server's answer would.
 */

const rajesh = anAstrologer({ id: 1, name: 'Pandit Rajesh Sharma', ratePerMinute: 35, isOnline: true });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

interface Words {
  buy: string;
  dialog: string;
  phone: string;
  sendSms: string;
  notIndianMobile: string;
}

const words: Record<Exclude<UiLanguage, 'en'>, Words> = {
  hi: {
    buy: 'खरीदें और चैट शुरू करें',
    dialog: 'अपना खाता सत्यापित करें',
    phone: 'मोबाइल नंबर',
    sendSms: 'SMS से कोड भेजें',
    notIndianMobile: '10 अंकों का भारतीय मोबाइल नंबर लिखें (जो 6, 7, 8 या 9 से शुरू होता है)',
  },
  ta: {
    buy: 'வாங்கி சாட்டைத் தொடங்கு',
    dialog: 'உங்கள் கணக்கைச் சரிபார்க்கவும்',
    phone: 'கைபேசி எண்',
    sendSms: 'SMS மூலம் குறியீட்டை அனுப்பு',
    notIndianMobile: '10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடுங்கள் (6, 7, 8 அல்லது 9 இல் தொடங்கும்)',
  },
  te: {
    buy: 'కొని చాట్ ప్రారంభించండి',
    dialog: 'మీ ఖాతాను ధృవీకరించండి',
    phone: 'మొబైల్ నంబర్',
    sendSms: 'SMS ద్వారా కోడ్ పంపండి',
    notIndianMobile: '10 అంకెల భారతీయ మొబైల్ నంబర్‌ను నమోదు చేయండి (ఇది 6, 7, 8 లేదా 9తో మొదలవుతుంది)',
  },
  bn: {
    buy: 'কিনুন ও চ্যাট শুরু করুন',
    dialog: 'আপনার অ্যাকাউন্ট যাচাই করুন',
    phone: 'মোবাইল নম্বর',
    sendSms: 'SMS-এ কোড পাঠান',
    notIndianMobile: '10 অঙ্কের একটি ভারতীয় মোবাইল নম্বর লিখুন (যা 6, 7, 8 বা 9 দিয়ে শুরু হয়)',
  },
  mr: {
    buy: 'खरेदी करा आणि चॅट सुरू करा',
    dialog: 'तुमच्या खात्याची पडताळणी करा',
    phone: 'मोबाइल नंबर',
    sendSms: 'SMS द्वारे कोड पाठवा',
    notIndianMobile: '10 अंकी भारतीय मोबाइल नंबर लिहा (तो 6, 7, 8 किंवा 9 ने सुरू होतो)',
  },
  gu: {
    buy: 'ખરીદો અને ચૅટ શરૂ કરો',
    dialog: 'તમારા ખાતાની ચકાસણી કરો',
    phone: 'મોબાઇલ નંબર',
    sendSms: 'SMS દ્વારા કોડ મોકલો',
    notIndianMobile: '10 અંકનો ભારતીય મોબાઇલ નંબર લખો (તે 6, 7, 8 અથવા 9 થી શરૂ થાય છે)',
  },
  kn: {
    buy: 'ಖರೀದಿಸಿ ಮತ್ತು ಚಾಟ್ ಆರಂಭಿಸಿ',
    dialog: 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಪರಿಶೀಲಿಸಿ',
    phone: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    sendSms: 'SMS ಮೂಲಕ ಕೋಡ್ ಕಳುಹಿಸಿ',
    notIndianMobile: '10 ಅಂಕಿಗಳ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ (ಅದು 6, 7, 8 ಅಥವಾ 9 ರಿಂದ ಪ್ರಾರಂಭವಾಗುತ್ತದೆ)',
  },
  ml: {
    buy: 'വാങ്ങി ചാറ്റ് ആരംഭിക്കുക',
    dialog: 'നിങ്ങളുടെ അക്കൗണ്ട് സ്ഥിരീകരിക്കുക',
    phone: 'മൊബൈൽ നമ്പർ',
    sendSms: 'SMS വഴി കോഡ് അയയ്ക്കുക',
    notIndianMobile: '10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക (അത് 6, 7, 8 അല്ലെങ്കിൽ 9-ൽ ആരംഭിക്കുന്നു)',
  },
};

describe.each(Object.entries(words))('the account check before booking, in %s', (language, text) => {
  beforeEach(async () => {
    await act(() => chooseLanguage(language as UiLanguage));
  });

  it('a mistyped mobile number is answered in the site’s language, and nothing is sent', async () => {
    const account = aCustomer({ emailVerified: true, phoneVerified: false });
    const calls = mockApi({
      'GET /api/astrologers/1': { status: 200, body: rajesh },
      'GET /api/auth/user': { status: 200, body: account },
      'GET /api/consultations/active/7': { status: 200, body: null },
      'GET /api/favorites': { status: 200, body: [] },
      'GET /api/astrologers/1/reviews': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 5, rating: 0, reviewCount: 0 } },
    });
    renderRoute({ path: '/packages/1', user: account, routePath: '/packages/:astrologerId', element: <PackagesPage /> });
    await screen.findByRole('heading', { name: 'Pandit Rajesh Sharma', level: 1 });
    // The first package's button: any package asks for the account check first.
    const buy = () => screen.getAllByRole('button', { name: text.buy })[0] as HTMLElement;
    await waitFor(() => expect(buy()).toBeEnabled());
    await userEvent.click(buy());

    const dialog = await screen.findByRole('dialog', { name: text.dialog });
    const phone = within(dialog).getByLabelText(text.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0958');
    await userEvent.click(within(dialog).getByRole('button', { name: text.sendSms }));

    expect(await within(dialog).findByText(text.notIndianMobile)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Enter a 10-digit Indian mobile number/)).not.toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/verification/phone/send')).toHaveLength(0);
  });
});
