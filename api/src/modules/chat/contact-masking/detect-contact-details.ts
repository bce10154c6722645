import type { ContactSpan } from './contact-span';
import { detectPhoneNumbers } from './detect-phone-numbers';

/**
 * Every way a chat message can take the conversation or the payment off the platform: phone numbers
 * (detect-phone-numbers.ts), e-mail addresses (also "name at gmail dot com"), UPI IDs (name@okaxis,
 * "name at ybl"), payment links (upi://, rzp.io, paytm.me...) and messaging handles and links (wa.me,
 * t.me, "my telegram is @name"). Returns the stretches to hide, possibly overlapping.
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

/** "." written tight or with a space on both sides ("gmail . com"), or "dot" spelt out. */
const DOT = '(?:\\.|\\s+\\.\\s+|\\s*(?:\\(dot\\)|\\[dot\\]|\\bdot\\b|डॉट)\\s*)';
const AT = '\\s*(?:@|\\(at\\)|\\[at\\]|\\{at\\}|\\bat the rate\\b|\\bat-the-rate\\b|\\bat\\b|एट)\\s*';
const TLD = '(?:com|in|co\\.in|co|net|org|io|me|info|biz|live|outlook|yahoo)';

/*
 * Every pattern that starts with a run of name characters begins only where such a run begins (the lookbehind), and
 * no two quantified parts can take the same character: a 4,000-character message of "a.a.a..." or "aaaa..." is read
 * in linear time, never by trying every split (test: contact-masking.test.ts, "adversarial").
 */
const PATTERNS: Array<{ kind: ContactSpan['kind']; pattern: RegExp }> = [
  // Links first: a link that carries a number or an "@" is one thing to hide.
  {
    kind: 'payment-link',
    pattern:
      /\b(?:upi|paytmmp|phonepe|gpay|tez|paytm):\/\/\S+|\b(?:https?:\/\/)?(?:www\.)?(?:rzp\.io|razorpay\.me|pages\.razorpay\.com|paytm\.me|p\.paytm\.me|paytm\.com\/link|phon\.pe|phonepe\.com\/link|pay\.google\.com|gpay\.app\.goo\.gl|paypal\.me|paypal\.com\/(?:paypalme|pay)|instamojo\.com|imjo\.in|cashfree\.com\/(?:links|pay)|payu\.in\/(?:pay|invoice)|u\.payu\.in|upi\.link|bhimupi\.org\.in\/pay|buymeacoffee\.com|ko-fi\.com)(?:\/\S*)?/giu,
  },
  {
    kind: 'messaging',
    pattern:
      /\b(?:https?:\/\/)?(?:www\.)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|web\.whatsapp\.com|whatsapp\.com\/\S|t\.me|telegram\.me|telegram\.dog|instagram\.com|instagr\.am|facebook\.com|fb\.me|fb\.com|m\.me|snapchat\.com|signal\.me|signal\.group|discord\.gg|discord\.com\/invite|bit\.ly|tinyurl\.com|cutt\.ly|shorturl\.at|is\.gd|linktr\.ee)(?:\/\S*)?/giu,
  },
  // "wa dot me slash 9198...", "t dot me / astroguru"
  { kind: 'messaging', pattern: /\b(?:wa|t|telegram)\s*(?:\.|\(?dot\)?|\[dot\])\s*me\s*(?:\/|slash)\s*@?[\w.+-]+/giu },
  // name@example.com
  { kind: 'email', pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}\b/giu },
  // "ramesh dot sharma at gmail dot com", "ramesh(at)gmail(dot)com", "ramesh [at] yahoo [dot] in"
  {
    kind: 'email',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}._-])[\\p{L}\\p{N}_-]+(?:${DOT}[\\p{L}\\p{N}_-]+)*${AT}[\\p{L}\\p{N}-]+${DOT}${TLD}\\b(?:${DOT}in\\b)?`, 'giu'),
  },
  // "gmail: ramesh.sharma85", "my email id is rameshsharma85"
  {
    kind: 'email',
    pattern: /\b(?:g-?mail|e-?mail|email|mail|yahoo|outlook|hotmail|rediffmail)(?:\s+id)?\s*(?:is|hai|:|-|=|pe|par)\s*[\p{L}\p{N}._-]*\d[\p{L}\p{N}._-]*|\b(?:g-?mail|e-?mail|email|mail)(?:\s+id)?\s*(?:is|hai|:|-|=)\s*[\p{L}\p{N}]+[._][\p{L}\p{N}._]+/giu,
  },
  // name@okaxis, 98765@ybl (no dot after the "@", so not an e-mail)
  { kind: 'upi', pattern: /(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}@[a-z][a-z0-9]{1,}\b(?!\.[a-z])/giu },
  // "ramesh at okaxis", "ramesh at the rate ybl"
  {
    kind: 'upi',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}._-])[\\p{L}\\p{N}._-]{2,}${AT}${UPI_HANDLE}\\b`, 'giu'),
  },
  // "UPI: rameshsharma", "upi id is 98765..."
  { kind: 'upi', pattern: /\bupi(?:\s*id)?\s*(?:is|hai|:|-|=|pe|par)\s*[\p{L}\p{N}._@-]{3,}/giu },
  // "telegram: @astro_guru", "my insta is astro.guru", "whatsapp pe msg karo @guru"
  {
    kind: 'messaging',
    pattern:
      /(?:\b(?:whats\s?app|watsapp|whatsap|telegram|tg|insta(?:gram)?|ig|snap(?:chat)?|signal|facebook|fb|skype|discord|wechat|line id)|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|इंस्टाग्राम)\s*(?:id|handle|username|user\s?name|naam|account|channel|group)?\s*(?:(?:is|hai|:|-|=|pe|par|par hai|में|पर|है)\s*(?:@[\p{L}\p{N}_.]{3,}|[\p{L}\p{N}]*[_.\d][\p{L}\p{N}_.]*[\p{L}\p{N}])|@[\p{L}\p{N}_.]{3,})/giu,
  },
  // "@astro_guru on telegram", "search astroguru99 on insta"
  {
    kind: 'messaging',
    pattern:
      /(?:@[\p{L}\p{N}_.]{3,}|\b(?:search|find|add|follow|dm)\s+(?:me\s+)?(?:as\s+)?[\p{L}\p{N}_.]{3,})\s+(?:on|at|in|pe|par)\s+(?:whats\s?app|telegram|tg|insta(?:gram)?|ig|snap(?:chat)?|signal|facebook|fb)\b/giu,
  },
];

/** A handle alone ("@astro_guru") counts when the message names a messaging app. */
const APP_MENTION = /\b(?:whats\s?app|watsapp|telegram|tg|insta(?:gram)?|snap(?:chat)?|signal|dm)\b|व्हाट्सएप|टेलीग्राम/iu;
const BARE_HANDLE = /(?<![\p{L}\p{N}._-])@[\p{L}\p{N}_.]{3,}/gu;

export function detectContactDetails(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [...detectPhoneNumbers(text)];
  for (const { kind, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) spans.push({ kind, start: match.index, end: match.index + match[0].length });
  }
  if (APP_MENTION.test(text)) {
    for (const match of text.matchAll(BARE_HANDLE)) spans.push({ kind: 'messaging', start: match.index, end: match.index + match[0].length });
  }
  return spans;
}
