import type { ContactSpan } from './contact-span';
import { detectPhoneNumbers } from './detect-phone-numbers';
import { isOwnSite } from './own-site';

/**
 * Every way a chat message can take the conversation or the payment off the platform: phone numbers
 * (detect-phone-numbers.ts), e-mail addresses (also "name at gmail dot com"), UPI IDs (name@okaxis,
 * "name at ybl"), payment links (upi://, rzp.io, paytm.me...) and messaging handles and links (wa.me,
 * t.me, "my telegram is @name", "find me on tele gram as name"), and any other link or bare domain but the
 * site's own. Reads text normalised by normalize-for-detection.ts (plain digits, "@", no zero-width characters,
 * spaced letters joined). Returns the stretches of that text to hide, possibly overlapping.
 */

/** The handles of UPI apps and banks (the part after "@" of a VPA). */
const UPI_HANDLES = [
  'okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'ybl', 'ibl', 'axl', 'paytm', 'pthdfc', 'ptsbi', 'ptyes', 'ptaxis', 'upi',
  'apl', 'yapl', 'rapl', 'abfspay', 'axisbank', 'axisb', 'hdfcbank', 'icici', 'sbi', 'kotak', 'kmbl', 'indus', 'idfcbank',
  'idfcfirst', 'yesbank', 'yesbankltd', 'federal', 'fbl', 'rbl', 'barodampay', 'pnb', 'boi', 'cnrb', 'unionbank', 'ubi',
  'jupiteraxis', 'fam', 'freecharge', 'airtel', 'airtelpaymentsbank', 'jio', 'slice', 'waicici', 'waaxis', 'wasbi',
  'wahdfcbank', 'ikwik', 'timecosmos', 'superyes', 'naviaxis', 'dlb', 'aubank', 'equitas', 'kbl', 'citi', 'hsbc', 'sc',
  'postbank', 'ippb', 'dbs', 'mahb', 'centralbank', 'iob', 'indianbank', 'allbank', 'vijb', 'ucobank', 'psb',
];
const UPI_HANDLE = `(?:${UPI_HANDLES.join('|')})`;

/** "dot" and "at" as people spell them in English, Hinglish and the site's languages (Hindi, Marathi, Tamil, Telugu, Bengali, Kannada, Gujarati, Malayalam). */
const DOT_WORDS = '\\bdot\\b|\\bdat\\b|\\bd0t\\b|\\bpoint\\b|डॉट|डाट|पॉइंट|புள்ளி|டாட்|డాట్|చుక్క|ডট|ಡಾಟ್|ಚುಕ್ಕೆ|ડોટ|ഡോട്ട്|ഡോട്ട';
const AT_WORDS =
  '\\bat the rate of\\b|\\bat the rate\\b|\\bat-the-rate\\b|\\battherate\\b|\\bat\\b|\\barroba\\b|एट द रेट|एट|ऐट|ॲट|அட்|எட்|ఎట్|అట్|অ্যাট|এট|ಅಟ್|ಎಟ್|એટ|അറ്റ്|അറ്റ';
/** "." written tight or with a space on both sides ("gmail . com"), or "dot" spelt out. */
const DOT = `(?:\\.|\\s+\\.\\s+|\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|${DOT_WORDS})\\s*)`;
const AT = `\\s*(?:@|\\(at\\)|\\[at\\]|\\{at\\}|\\(@\\)|\\[@\\]|${AT_WORDS})\\s*`;
const TLD = '(?:com|in|co\\.in|co|net|org|io|me|info|biz|live|outlook|yahoo)';
/** The big mail providers: "pandit at gmail" is an address even without the ".com". */
const MAIL_PROVIDER = '(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|rediff|icloud|protonmail|proton|zoho|जीमेल|याहू|हॉटमेल|आउटलुक|ஜிமெயில்|யாஹூ|జీమెయిల్|জিমেইল|ಜಿಮೇಲ್|જીમેલ|ജിമെയിൽ)(?![\\p{L}\\p{M}\\p{N}])';
/** Messaging apps, also written apart ("tele gram", "whats app", "insta gram") or in Indian scripts. */
const APP =
  '(?:\\bwh?at+s+\\s*ap+\\b|\\bwatsap+\\b|\\bwhtsap+\\b|\\btel[ei]\\s*gr[ae]?m\\b|\\btelegarm\\b|\\btelegrm\\b|\\btg\\b|\\binsta\\s*gram\\b|\\binsta\\b|\\big\\b|\\bsnap\\s*chat\\b|\\bsnap\\b|\\bsignal\\b|\\bface\\s*book\\b|\\bfb\\b|\\bmessenger\\b|\\bskype\\b|\\bdiscord\\b|\\bwe\\s*chat\\b|\\bimo\\b|\\bsharechat\\b|\\btwitter\\b|\\bthreads\\b|\\blinked\\s*in\\b|\\byoutube\\b|' +
  'व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|व्हाट्सअप|टेलीग्राम|टेलिग्राम|इंस्टाग्राम|इंस्टा|फेसबुक|स्नैपचैट|सिग्नल|' +
  // Tamil takes case endings on the name (இன்ஸ்டாகிராமில், "on Instagram"): the stems match with them.
  '(?:வாட்ஸ்அ|வாட்ஸ்ஆ|வாட்ச|டெலிகிரா|டெலிக்ரா|இன்ஸ்டாகிரா|இன்ஸ்டா|ஃபேஸ்பு|பேஸ்பு)[\\p{L}\\p{M}]*|' +
  'వాట్సాప్|టెలిగ్రామ్|ఇన్స్టా|ইনস্টা|হোয়াটসঅ্যাপ|টেলিগ্রাম|ವಾಟ್ಸಾಪ್|ಟೆಲಿಗ್ರಾಮ್|વોટ્સએપ|ટેલિગ્રામ|വാട്ട്സ്ആപ്പ്|ടെലിഗ്രാം)';
/** A handle: letters, digits, "_" and ".", the dots possibly spelt ("jyotish dot rajesh"). */
const HANDLE = `@?[\\p{L}\\p{N}_]{2,}(?:(?:[._]|\\s*(?:${DOT_WORDS})\\s*)[\\p{L}\\p{N}_]+)*`;
/** Words that follow "my insta is" in innocent messages, never a handle. */
const NOT_A_HANDLE =
  '(?!\\+?\\d+(?![\\p{L}_.\\d]))(?!(?:not|no|the|a|an|same|private|public|blocked|hacked|deleted|down|working|open|closed|there|here|very|also|mine|only|new|old|nahi|nahin|band|kya|what|full|off|on|in|my|your|me|it|this|that|where|from|about|and|pe|par|hai|ka|ki|ke|se|mein|bhi|active|inactive|banned|gone|dead)\\b)';

/**
 * What a message holds, found with a few substring tests: each pattern runs only on messages that hold what it
 * needs (an "@", a dot, an app's name...), which keeps masking a few tens of microseconds for most messages.
 */
interface Hints {
  punct: boolean;
  dot: boolean;
  atSign: boolean;
  at: boolean;
  atAndDot: boolean;
  mailWord: boolean;
  upiWord: boolean;
  provider: boolean;
  app: boolean;
}

const APP_ROOTS = [
  'what', 'wat', 'wha', 'tele', 'teli', 'tg', 'insta', 'ig', 'snap', 'signal', 'face', 'fb', 'messenger', 'skype', 'discord', 'chat', 'imo', 'twitter',
  'threads', 'linked', 'youtube', 'व्हा', 'वॉट', 'वाट', 'टेली', 'टेलि', 'इंस्टा', 'फेस', 'स्नैप', 'सिग्नल', 'வாட்', 'டெலி', 'இன்ஸ்டா', 'பேஸ்',
  'వాట్', 'టెలి', 'ఇన్', 'ইনস্টা', 'হোয়াট', 'টেলি', 'ವಾಟ್', 'ಟೆಲಿ', 'વોટ', 'ટેલિ', 'വാട്ട', 'ടെലി',
];
const AT_ROOTS = ['at', 'arroba', 'एट', 'ऐट', 'ॲट', 'அட்', 'எட்', 'ఎట్', 'అట్', 'অ্যাট', 'এট', 'ಅಟ್', 'ಎಟ್', 'એટ', 'അറ്റ'];
const DOT_ROOTS = ['.', 'dot', 'dat', 'd0t', 'point', 'डॉट', 'डाट', 'पॉइंट', 'புள்ளி', 'டாட்', 'డాట్', 'చుక్క', 'ডট', 'ಡಾಟ್', 'ಚುಕ್ಕೆ', 'ડોટ', 'ഡോട്ട'];
const PROVIDER_ROOTS = ['gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'rediff', 'icloud', 'proton', 'zoho', 'जीमेल', 'याहू', 'हॉटमेल', 'आउटलुक', 'ஜிமெயில்', 'யாஹூ', 'జీమెయిల్', 'জিমেইল', 'ಜಿಮೇಲ್', 'જીમેલ', 'ജിമെയിൽ'];

/** Each list of roots, and its roots written in ASCII alone: an ASCII message can hold no other (most messages are ASCII). */
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const rootsOf = (roots: string[]) => ({ all: roots, ascii: roots.filter((root) => ASCII_ONLY.test(root)) });
const APP_HINT = rootsOf(APP_ROOTS);
const AT_HINT = rootsOf(AT_ROOTS);
const DOT_HINT = rootsOf(DOT_ROOTS);
const PROVIDER_HINT = rootsOf(PROVIDER_ROOTS);

function holdsAny(lower: string, roots: string[]): boolean {
  for (const root of roots) if (lower.includes(root)) return true;
  return false;
}

function hintsOf(text: string): Hints {
  const lower = text.toLowerCase();
  const ascii = ASCII_ONLY.test(lower);
  const has = (roots: { all: string[]; ascii: string[] }) => holdsAny(lower, ascii ? roots.ascii : roots.all);
  const atSign = lower.includes('@');
  const at = atSign || has(AT_HINT);
  const dot = has(DOT_HINT);
  return {
    punct: lower.includes('.') || lower.includes(':'),
    dot,
    atSign,
    at,
    atAndDot: at && dot,
    mailWord: lower.includes('mail'),
    upiWord: lower.includes('upi'),
    provider: has(PROVIDER_HINT),
    app: has(APP_HINT),
  };
}

/*
 * Every pattern that starts with a run of name characters begins only where such a run begins (the lookbehind), and
 * no two quantified parts can take the same character: a 4,000-character message of "a.a.a..." or "aaaa..." is read
 * in linear time, never by trying every split (test: contact-masking.test.ts, "adversarial").
 */
const PATTERNS: Array<{ kind: ContactSpan['kind']; when: keyof Hints; pattern: RegExp }> = [
  // Links first: a link that carries a number or an "@" is one thing to hide.
  {
    kind: 'payment-link',
    when: 'punct',
    pattern:
      /\b(?:upi|paytmmp|phonepe|gpay|tez|paytm):\/\/\S+|\b(?:https?:\/\/)?(?:www\.)?(?:rzp\.io|razorpay\.me|pages\.razorpay\.com|paytm\.me|p\.paytm\.me|paytm\.com\/link|phon\.pe|phonepe\.com\/link|pay\.google\.com|gpay\.app\.goo\.gl|paypal\.me|paypal\.com\/(?:paypalme|pay)|instamojo\.com|imjo\.in|cashfree\.com\/(?:links|pay)|payu\.in\/(?:pay|invoice)|u\.payu\.in|upi\.link|bhimupi\.org\.in\/pay|buymeacoffee\.com|ko-fi\.com)(?:\/\S*)?/giu,
  },
  {
    kind: 'messaging',
    when: 'punct',
    pattern:
      /\b(?:https?:\/\/)?(?:www\.)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|web\.whatsapp\.com|whatsapp\.com\/\S|t\.me|telegram\.me|telegram\.dog|instagram\.com|instagr\.am|facebook\.com|fb\.me|fb\.com|m\.me|snapchat\.com|signal\.me|signal\.group|discord\.gg|discord\.com\/invite|bit\.ly|tinyurl\.com|cutt\.ly|shorturl\.at|is\.gd|linktr\.ee)(?:\/\S*)?/giu,
  },
  // "wa dot me slash 9198...", "t dot me / astroguru"
  { kind: 'messaging', when: 'dot', pattern: /\b(?:wa|t|telegram)\s*(?:\.|\(?dot\)?|\[dot\])\s*me\s*(?:\/|slash)\s*@?[\w.+-]+/giu },
  // name@example.com
  { kind: 'email', when: 'atSign', pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}\b/giu },
  // "ramesh dot sharma at gmail dot com", "ramesh(at)gmail(dot)com", "ramesh [at] yahoo [dot] in"
  {
    kind: 'email',
    when: 'atAndDot',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}._-])[\\p{L}\\p{N}_-]+(?:${DOT}[\\p{L}\\p{N}_-]+)*${AT}[\\p{L}\\p{N}-]+${DOT}${TLD}\\b(?:${DOT}in\\b)?`, 'giu'),
  },
  // "gmail: ramesh.sharma85", "my email id is rameshsharma85"
  {
    kind: 'email',
    when: 'mailWord',
    pattern: /\b(?:g-?mail|e-?mail|email|mail|yahoo|outlook|hotmail|rediffmail)(?:\s+id)?\s*(?:is|hai|:|-|=|pe|par)\s*[\p{L}\p{N}._-]*\d[\p{L}\p{N}._-]*|\b(?:g-?mail|e-?mail|email|mail)(?:\s+id)?\s*(?:is|hai|:|-|=)\s*[\p{L}\p{N}]+[._][\p{L}\p{N}._]+/giu,
  },
  // name@okaxis, 98765@ybl (no dot after the "@", so not an e-mail)
  { kind: 'upi', when: 'atSign', pattern: /(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}@(?!(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|rediffmail|icloud|protonmail)\b)[a-z][a-z0-9]{1,}\b(?!\.[a-z])/giu },
  // "ramesh at okaxis", "ramesh at the rate ybl"
  {
    kind: 'upi',
    when: 'at',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}._-])[\\p{L}\\p{N}._-]{2,}${AT}${UPI_HANDLE}\\b`, 'giu'),
  },
  // "UPI: rameshsharma", "upi id is 98765..."
  { kind: 'upi', when: 'upiWord', pattern: /\bupi(?:\s*id)?\s*(?:is|hai|:|-|=|pe|par)\s*[\p{L}\p{N}._@-]{3,}/giu },
  // Provider without the ".com": "pandit at gmail", "pandit@gmail", "pandit एट जीमेल".
  {
    kind: 'email',
    when: 'provider',
    pattern: new RegExp(`(?<![\\p{L}\\p{M}\\p{N}._-])[\\p{L}\\p{M}\\p{N}_-]+(?:${DOT}[\\p{L}\\p{M}\\p{N}_-]+)*${AT}${MAIL_PROVIDER}`, 'giu'),
  },
  // "wa.me", "t.me", spelt with a dot word or spaces: "wa dot me / 9198..."
  { kind: 'messaging', when: 'dot', pattern: new RegExp(`\\b(?:wa|t|telegram)${DOT}me\\s*(?:/|slash)\\s*@?[\\w.+-]+`, 'giu') },
  // "telegram: @astro_guru", "my insta is astro.guru", "Insta handle is jyotish dot rajesh", "whatsapp pe @guru"
  {
    kind: 'messaging',
    when: 'app',
    pattern: new RegExp(
      `${APP}\\s*(?:(?:id|handle|username|user\\s?name|naam|account|acc|profile|page|channel|group|ka naam|ki id)\\s*)?` +
        `(?:(?:is|hai|:|-|=|pe|par|par hai|में|पर|है|ஐடி|is\\s*:)\\s*)?(?:@[\\p{L}\\p{N}_.]{3,}|${NOT_A_HANDLE}[\\p{L}\\p{N}]*[_.\\d][\\p{L}\\p{N}_.]*[\\p{L}\\p{N}]|[\\p{L}\\p{N}_]{2,}\\s*(?:${DOT_WORDS})\\s*[\\p{L}\\p{N}_]+)`,
      'giu',
    ),
  },
  // "insta id is jyotishrajesh", "telegram username: rajeshji" (an explicit "id/handle/username" takes any word)
  {
    kind: 'messaging',
    when: 'app',
    pattern: new RegExp(
      `${APP}\\s*(?:id|handle|username|user\\s?name|naam|account|profile|page|channel|ஐடி|आईडी)\\s*(?:is|hai|:|-|=|है|என்பது)?\\s*${NOT_A_HANDLE}${HANDLE}`,
      'giu',
    ),
  },
  // "find me on tele gram as jyotishrajesh", "add me on insta: rajesh_astro", "message me on signal @guru"
  {
    kind: 'messaging',
    when: 'app',
    pattern: new RegExp(
      `\\b(?:find|search|add|follow|dm|message|msg|ping|text|contact|reach|catch|connect(?:\\s+with)?)\\s+(?:me|us)?\\s*(?:on|at|in|pe|par|via|through|over)\\s+${APP}\\s*(?:as|at|by|with|using|under|:|-|=|@)\\s*${NOT_A_HANDLE}${HANDLE}`,
      'giu',
    ),
  },
  // "@astro_guru on telegram", "search astroguru99 on insta", "search jyotishrajesh on tele gram"
  {
    kind: 'messaging',
    when: 'app',
    pattern: new RegExp(
      `(?:@[\\p{L}\\p{N}_.]{3,}|\\b(?:search|find|add|follow|dm|type)\\s+(?:me\\s+)?(?:as\\s+)?${NOT_A_HANDLE}${HANDLE})\\s+(?:on|at|in|pe|par|में|पर)\\s+${APP}`,
      'giu',
    ),
  },
  // "insta pe jyotish_rajesh search karo", "telegram par rajeshastro add karo", "டெலிகிராமில் ... தேடுங்க"
  {
    kind: 'messaging',
    when: 'app',
    pattern: new RegExp(`${APP}\\s*(?:pe|par|on|में|पर|ல|il)?\\s+${NOT_A_HANDLE}${HANDLE}\\s+(?:(?:என்று|ன்னு|nu|naam se|नाम से|as)\\s+)?(?:search|add|follow|dm|message|msg|sarch|serch|सर्च|ऐड|தேடு|தேடுங்க)`, 'giu'),
  },
];

/** A handle alone ("@astro_guru") counts when the message names a messaging app. */
const APP_MENTION = new RegExp(`${APP}|\\bdm\\b`, 'iu');
const BARE_HANDLE = /(?<![\p{L}\p{N}._-])@[\p{L}\p{N}_.]{3,}/gu;

/** Top-level domains a bare domain ends with ("jyotishrajesh.in", "astro-guru.co.in", "mysite dot com"). */
const DOMAIN_TLD =
  '(?:com|in|co\\.in|net\\.in|org\\.in|net|org|io|me|co|info|biz|xyz|app|site|online|store|shop|link|ly|gg|tv|live|page|blog|dev|tech|club|website|space|ai|us|uk|ca|au|world|guru|services|astrology)';
/** http(s):// and www. links, and bare domains; each is checked against the site's own (own-site.ts). */
const LINK = new RegExp(
  `\\bhttps?:\\/\\/[^\\s<>"]+|\\bwww\\.[^\\s<>"]+|(?<![\\p{L}\\p{N}@._-])(?:[a-z0-9][a-z0-9-]*\\.)+${DOMAIN_TLD}\\b(?![.@-]?[\\p{L}\\p{N}])(?:\\/[^\\s<>"]*)?`,
  'giu',
);
/** "mysite dot com", "rajesh astro dot in": a domain with the dot spelt out. */
const SPELT_DOT = `(?:\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|\\(\\.\\)|\\[\\.\\]|${DOT_WORDS})\\s*)`;
const SPELT_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}._-])[a-z0-9][a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${SPELT_DOT}(?:com|in|net|org|co${SPELT_DOT}in|io|me|xyz|app|site|online|कॉम|इन)(?![\\p{L}\\p{M}\\p{N}])` +
    // "www . rajeshastro . in": spaced dots, only after "www" (a spaced full stop before "in" is common in chat).
    `|\\bwww\\s*\\.\\s*[a-z0-9-]+(?:\\s*\\.\\s*[a-z0-9-]+)+`,
  'giu',
);

/** `phoneSpans`: the phone numbers when the caller has read them already (readPhoneNumbers). */
export function detectContactDetails(text: string, ownHosts: readonly string[] = [], phoneSpans: ContactSpan[] = detectPhoneNumbers(text)): ContactSpan[] {
  const spans: ContactSpan[] = [...phoneSpans];
  const hints = hintsOf(text);
  const appNamed = hints.app && APP_MENTION.test(text);
  const linkHint = hints.dot;
  for (const { kind, when, pattern } of PATTERNS) {
    if (!hints[when]) continue;
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      // "the report I bought at astrosetu.in" reads like "name at domain": the site's own domain, spelt with a
      // plain "at", is a sentence, not an address.
      if (kind === 'email' && !match[0].includes('@') && isOwnSite(match[0].split(/\s+/).pop() ?? '', ownHosts)) continue;
      spans.push({ kind, start: match.index, end: match.index + match[0].length });
    }
  }
  if (appNamed) {
    for (const match of text.matchAll(BARE_HANDLE)) spans.push({ kind: 'messaging', start: match.index, end: match.index + match[0].length });
  }
  if (linkHint) {
    // Any other site is a way off the platform: a personal page carries the number and the payment details. The
    // domain of an address already found stays part of that address.
    const addresses = spans.filter((span) => span.kind === 'email' || span.kind === 'upi' || span.kind === 'payment-link');
    const outside = (start: number, end: number) => !addresses.some((span) => start < span.end && span.start < end);
    for (const match of text.matchAll(LINK)) {
      const end = match.index + match[0].length;
      if (!isOwnSite(match[0], ownHosts) && outside(match.index, end)) spans.push({ kind: 'messaging', start: match.index, end });
    }
    for (const match of text.matchAll(SPELT_DOMAIN)) {
      const end = match.index + match[0].length;
      const link = match[0].replace(/\s*(?:\(dot\)|\[dot\]|\{dot\}|\(\.\)|\[\.\]|dot|डॉट|डाट|\.)\s*/giu, '.');
      if (!isOwnSite(link, ownHosts) && outside(match.index, end)) spans.push({ kind: 'messaging', start: match.index, end });
    }
  }
  return spans;
}
