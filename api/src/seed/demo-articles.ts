import type { ArticleLanguage, ArticleStatus } from '@astrosetu/contracts';

/**
 * Demo blog articles. `translationOf` names the slug of the original (listed earlier). The content
 * helper replaces this list with the full multilingual set; the shape stays the same.
 */
export interface DemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  language: ArticleLanguage;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  status: ArticleStatus;
  translationOf?: string;
}

export const demoArticles: DemoArticle[] = [
  {
    slug: 'understanding-your-moon-sign',
    title: 'Understanding Your Moon Sign (Rashi) in Vedic Astrology',
    excerpt: 'Why Vedic astrology reads your Moon sign before your Sun sign, and how to find and use your Rashi.',
    category: 'vedic-astrology',
    language: 'en',
    tags: ['moon sign', 'rashi', 'basics'],
    metaTitle: 'Moon Sign (Rashi) Explained | AstroSetu',
    metaDescription: 'Learn what your Moon sign (Rashi) says about your mind and emotions, and why Vedic astrology gives it first place.',
    metaKeywords: ['moon sign', 'rashi', 'vedic astrology', 'chandra rashi'],
    status: 'published',
    content: `## Why the Moon comes first

Western horoscopes are usually written for the Sun sign. Jyotisha, the astrology of India, starts from the **Moon sign** (*Chandra Rashi*): the sign the Moon occupied when you were born. The Moon stands for the mind (*manas*), for feelings and for how you respond to daily life, so it describes the part of you that others meet every day.

## How to find your Rashi

You need your date, time and place of birth. The Moon moves through a sign in about two and a quarter days, so the birth time matters more than for the Sun. Use the Kundli tool on this site or ask an astrologer to cast your chart; the sign holding the Moon is your Rashi.

## What your Rashi tells you

- **Temperament:** a Moon in Cancer feels deeply and protects its people; a Moon in Gemini thinks aloud and needs variety.
- **Daily forecasts:** Indian horoscopes in newspapers and apps are written for the Moon sign.
- **Dasha timing:** the Moon's nakshatra sets the starting point of the Vimshottari dasha, the planetary periods that time events in life.
- **Compatibility:** Guna Milan for marriage compares the Moon signs and nakshatras of both partners.

## A practical tip

Read the forecast for your Moon sign and for your ascendant (*Lagna*) together. The Moon shows how you will *feel* about the day; the ascendant shows what will *happen* around you.`,
  },
  {
    slug: 'चंद्र-राशि-को-समझें',
    title: 'वैदिक ज्योतिष में अपनी चंद्र राशि को समझें',
    excerpt: 'वैदिक ज्योतिष सूर्य राशि से पहले चंद्र राशि क्यों देखता है, और अपनी राशि कैसे जानें।',
    category: 'vedic-astrology',
    language: 'hi',
    tags: ['चंद्र राशि', 'राशि', 'मूल बातें'],
    metaTitle: 'चंद्र राशि क्या है | AstroSetu',
    metaDescription: 'जानिए आपकी चंद्र राशि आपके मन और भावनाओं के बारे में क्या कहती है।',
    metaKeywords: ['चंद्र राशि', 'वैदिक ज्योतिष', 'राशिफल'],
    status: 'published',
    translationOf: 'understanding-your-moon-sign',
    content: `## चंद्रमा सबसे पहले क्यों

पश्चिमी राशिफल प्रायः सूर्य राशि के लिए लिखे जाते हैं। भारतीय ज्योतिष **चंद्र राशि** से आरंभ करता है: जन्म के समय चंद्रमा जिस राशि में था, वही आपकी राशि है। चंद्रमा मन का कारक है — भावनाएँ, स्वभाव और रोज़मर्रा की प्रतिक्रियाएँ।

## अपनी राशि कैसे जानें

इसके लिए जन्म तिथि, जन्म समय और जन्म स्थान चाहिए। चंद्रमा लगभग सवा दो दिन में एक राशि पार करता है, इसलिए जन्म समय महत्वपूर्ण है। इस साइट के कुंडली टूल से या किसी ज्योतिषी से अपनी कुंडली बनवाएँ।

## राशि क्या बताती है

- **स्वभाव:** कर्क का चंद्रमा गहराई से महसूस करता है; मिथुन का चंद्रमा विविधता चाहता है।
- **दैनिक राशिफल:** भारत में राशिफल चंद्र राशि के अनुसार लिखे जाते हैं।
- **दशा:** चंद्रमा का नक्षत्र विंशोत्तरी दशा का आरंभ तय करता है।
- **विवाह मिलान:** गुण मिलान में दोनों की चंद्र राशि और नक्षत्र मिलाए जाते हैं।`,
  },
  {
    slug: 'life-path-number-basics',
    title: 'Your Life Path Number: Numerology Basics',
    excerpt: 'Add up your birth date, reduce it to one digit (or a master number) and learn what it says about your path.',
    category: 'numerology',
    language: 'en',
    tags: ['numerology', 'life path'],
    metaTitle: 'Life Path Number Calculator and Meaning | AstroSetu',
    metaDescription: 'How to calculate your numerology life path number from your birth date, and what each number means.',
    metaKeywords: ['life path number', 'numerology', 'master numbers'],
    status: 'published',
    content: `## How to calculate it

Write your birth date as digits and add them until one digit is left, keeping **11, 22 and 33** as master numbers. For 15 August 1990: 1 + 5 + 0 + 8 + 1 + 9 + 9 + 0 = 33, a master number, so it stays 33.

## What the numbers mean

1. **Leader** — independent, starts things.
2. **Peacemaker** — diplomatic, works best in partnership.
3. **Communicator** — creative and expressive.
4. **Builder** — steady, practical, reliable.
5. **Explorer** — loves freedom and change.
6. **Caretaker** — responsible, family-minded.
7. **Seeker** — analytical and spiritual.
8. **Achiever** — ambitious, good with money and power.
9. **Humanitarian** — generous, sees the bigger picture.

Use the Numerology tool to get your full chart, including destiny and soul urge numbers.`,
  },
  {
    slug: 'vastu-tips-for-a-home-office',
    title: 'Vastu Tips for a Home Office',
    excerpt: 'Where to sit, which way to face and what to keep off your desk, according to Vastu Shastra.',
    category: 'vastu-shastra',
    language: 'en',
    tags: ['vastu', 'work from home'],
    metaTitle: 'Vastu for Home Office | AstroSetu',
    metaDescription: 'Simple Vastu Shastra guidelines for setting up a productive home office.',
    metaKeywords: ['vastu', 'home office', 'work from home'],
    status: 'draft',
    content: `## Direction

Face **north or east** while you work: north is linked with Kubera and opportunity, east with the rising Sun and clarity.

## Placement

- Keep your back to a solid wall, not to a door or window.
- Avoid sitting directly under a beam.
- Place the desk in the south-west part of the room for stability.

## Desk

Keep it clear. A small plant in the east and good light from the north help you stay fresh through the day.`,
  },
];
