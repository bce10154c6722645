import type { ArticleLanguage, ArticleStatus } from '@astrosetu/contracts';

/**
 * Demo blog articles: real, readable content in English, Hindi, Tamil, Bengali, Telugu, Marathi, Gujarati, Kannada and
 * Malayalam across the blog's categories. `translationOf` names the slug of the original (listed earlier). Articles
 * are created in this order and the blog lists the newest first, so the last English article is the featured one.
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
    slug: 'major-arcana-tarot-for-beginners',
    title: 'The Major Arcana: A Beginner’s Guide to the 22 Tarot Trumps',
    excerpt: 'From the Fool to the World, the 22 Major Arcana cards tell one story of growth. Here is how to read them, upright and reversed.',
    category: 'tarot',
    language: 'en',
    tags: ['tarot', 'major arcana', 'beginners'],
    metaTitle: 'Major Arcana Tarot Cards Explained for Beginners | AstroSetu',
    metaDescription: 'What the 22 Major Arcana tarot cards mean, how reversed cards work and how to do a simple three-card reading.',
    metaKeywords: ['tarot', 'major arcana', 'tarot for beginners', 'three card spread'],
    status: 'published',
    content: `## One journey in 22 cards

A tarot deck has 78 cards. The 56 **Minor Arcana** describe everyday events; the 22 **Major Arcana** describe the big turning points of a life. Read in order, they tell a single story, often called *the Fool's journey*: a young traveller (**0, The Fool**) sets out with nothing but trust, meets teachers such as **The Magician** (skill) and **The High Priestess** (intuition), faces tests such as **The Tower** (sudden upheaval), finds hope again in **The Star**, and arrives at **XXI, The World**: completion.

## The cards in four stages

| Stage | Cards | Theme |
|---|---|---|
| Setting out | Fool, Magician, High Priestess, Empress, Emperor | Potential and the people who shape us |
| Learning | Hierophant, Lovers, Chariot, Strength, Hermit | Values, choices and self-mastery |
| Turning points | Wheel of Fortune, Justice, Hanged Man, Death, Temperance | Change we cannot control, and how we meet it |
| Transformation | Devil, Tower, Star, Moon, Sun, Judgement, World | Letting go, renewal and wholeness |

## Upright and reversed

A card that appears upside down is **reversed**. A reversal rarely means the opposite of the card; it usually means its energy is blocked, delayed or turned inward. **Strength** upright is quiet courage; reversed, it asks where you are doubting yourself.

## A three-card reading to start with

1. Write one clear, open question: *"What should I focus on in my work this year?"* works better than *"Will I get the job?"*
2. Shuffle while you think about the question, and draw three cards: **Past**, **Present** and **Future**.
3. Read each card in its position first, then read the three together as a sentence.

## How to use what you read

Tarot is a mirror, not a verdict. The cards are best used to notice what you already sense and to choose your next step consciously. Try a free reading with our Tarot tool, or ask one of our tarot readers to go deeper into a spread with you.`,
  },
  {
    slug: 'mangal-dosha-facts-and-myths',
    title: 'Mangal Dosha: Facts, Myths and When It Really Matters',
    excerpt: 'Nearly half of all birth charts have Mars in a "manglik" house. What the rule actually says, its classical exceptions, and why it is no reason to panic.',
    category: 'vedic-astrology',
    language: 'en',
    tags: ['mangal dosha', 'manglik', 'marriage'],
    metaTitle: 'Mangal Dosha (Manglik) Explained: Facts and Myths | AstroSetu',
    metaDescription: 'How Mangal dosha is calculated, the classical cancellations, and how astrologers use it in marriage matching.',
    metaKeywords: ['mangal dosha', 'manglik', 'kuja dosha', 'marriage matching'],
    status: 'published',
    content: `## What the rule says

A chart is called **manglik** (or *kuja dosha* in the South) when Mars occupies the **1st, 2nd, 4th, 7th, 8th or 12th house** counted from the ascendant. Many astrologers also check the same houses from the Moon and from Venus. Mars is the planet of energy, courage and conflict; in these houses it is said to bring heat into the home, the marriage or the partner's health.

## Why so many people are manglik

Six houses out of twelve are involved, so by the simple rule about **half of all charts** qualify, and even more when the Moon and Venus are counted too. A condition that common cannot mean misfortune for everyone who has it. That is why the classical texts list many **exceptions** (*parihara*).

## The common cancellations

- Mars is in its **own sign** (Aries, Scorpio) or **exalted** (Capricorn).
- Mars is aspected by or joined with **Jupiter**, the great benefic.
- The 1st-house Mars is in Aries, the 4th-house Mars in Scorpio, the 7th-house Mars in Capricorn, and similar placements named in the texts.
- **Both partners** are manglik: the heat is said to balance.

Our birth chart tool checks Mangal dosha from the ascendant and the Moon and lists the exceptions that apply to your chart.

## Myths worth dropping

- *"A manglik person must marry a tree or an idol first."* These rituals are folk customs, not requirements of Jyotisha.
- *"The dosha ends automatically at 28."* Mars does mature around that age, but the texts do not switch the dosha off by birthday.
- *"A manglik chart cannot have a happy marriage."* Millions of happy couples disprove this every day.

## What actually matters

In marriage matching an astrologer weighs Mangal dosha together with the **guna milan score**, the strength of the 7th house and its lord, and the dasha periods of both partners. A single factor should never decide a marriage on its own.`,
  },
  {
    slug: 'saturn-sade-sati-guide',
    title: 'Saturn’s Sade Sati: What the 7½ Years Really Bring',
    excerpt: 'Sade Sati is Saturn’s long transit over your Moon sign. How to know if you are in it, what each phase brings, and remedies that help.',
    category: 'remedies',
    language: 'en',
    tags: ['saturn', 'sade sati', 'remedies'],
    metaTitle: 'Sade Sati of Saturn: Phases, Effects and Remedies | AstroSetu',
    metaDescription: 'A clear guide to Saturn’s Sade Sati: the three phases, who is in it now, and practical remedies.',
    metaKeywords: ['sade sati', 'shani', 'saturn transit', 'shani dhaiya'],
    status: 'published',
    content: `## What Sade Sati is

Saturn (*Shani*) takes about 30 years to go round the zodiac, spending roughly two and a half years in each sign. **Sade Sati**, "seven and a half", is the period when Saturn transits the sign **before** your Moon sign, your Moon sign **itself**, and the sign **after** it: three signs, about 7½ years in all.

## The three phases

1. **Rising phase** (12th from the Moon): expenses, travel, disturbed sleep; old structures start to loosen.
2. **Peak phase** (over the Moon): the most demanding stretch, testing health, patience and relationships. It also builds maturity and endurance.
3. **Setting phase** (2nd from the Moon): pressure on family and finances eases slowly as Saturn moves on, leaving the lessons behind.

## Who is in it now

In the sidereal zodiac Saturn moved into **Pisces** in March 2025 and stays there until mid-2027. That puts **Aquarius** Moon signs in the setting phase, **Pisces** in the peak and **Aries** in the rising phase. Saturn's shorter 2½-year transits over the 4th and 8th house from the Moon, called **Shani Dhaiya** or *kantaka Shani*, affect **Sagittarius** and **Leo** during the same period.

## It is not all hardship

Saturn rewards discipline, honesty and hard work. People often achieve their most lasting results during Sade Sati: a career built step by step, a house bought with patience, a habit finally mastered. The difficulty is real, but so is the growth.

## Remedies that help

- Recite the **Hanuman Chalisa** or the *Shani stotra* on Saturdays.
- Light a **mustard-oil lamp** under a peepal tree on Saturday evenings.
- Give to those who work hard for little: labourers, the elderly, the disabled. Saturn is their karaka.
- Keep your commitments and your accounts straight; Saturn punishes shortcuts.
- Wear a blue sapphire **only** after a careful chart reading; it is powerful and does not suit everyone.

Check your Moon sign with the Kundli tool, or ask an astrologer how Saturn's transit meets your running dasha.`,
  },
  {
    slug: 'what-is-rahu-kalam',
    title: 'What Is Rahu Kalam, and How Do You Use It?',
    excerpt: 'Every day has about ninety minutes ruled by Rahu. How Rahu Kalam is calculated from sunrise and sunset, and what to avoid during it.',
    category: 'festivals-muhurat',
    language: 'en',
    tags: ['rahu kalam', 'muhurat', 'panchang'],
    metaTitle: 'Rahu Kalam Today: Meaning and Timings | AstroSetu',
    metaDescription: 'How Rahu Kalam is calculated for each weekday, why it depends on your city, and what to avoid during it.',
    metaKeywords: ['rahu kalam', 'rahu kaal', 'muhurat', 'panchang', 'yamaganda'],
    status: 'published',
    content: `## A daily window of caution

**Rahu Kalam** (Rahu Kaal) is a period of about an hour and a half each day that tradition considers unsuitable for **starting** anything important: a journey, a business, a purchase, a ceremony. Rahu is the shadow planet of confusion and obstruction, and beginnings made under it are said to meet delays.

## How it is calculated

The time from **sunrise to sunset** is divided into **eight equal parts**. Each weekday gives one of them to Rahu:

| Day | Part of the day | With sunrise at 6:00 and sunset at 18:00 |
|---|---|---|
| Monday | 2nd | 7:30 – 9:00 |
| Tuesday | 7th | 15:00 – 16:30 |
| Wednesday | 5th | 12:00 – 13:30 |
| Thursday | 6th | 13:30 – 15:00 |
| Friday | 4th | 10:30 – 12:00 |
| Saturday | 3rd | 9:00 – 10:30 |
| Sunday | 8th | 16:30 – 18:00 |

Because sunrise and sunset change with the season and the place, **Rahu Kalam is different in Delhi and Chennai, and in June and December**. Always use the times for your own city; our Panchang tool calculates them from the real sunrise.

## What to avoid, and what not to worry about

- Avoid **beginning** new ventures, signing agreements, starting travel or fixing a wedding time.
- Work that is already under way can simply continue.
- Prayer to Durga or Rahu, and charity, are considered good during Rahu Kalam.

## Its two companions

The panchang lists two more daily periods: **Yamaganda**, ruled by Jupiter's shadow and avoided for auspicious work, and **Gulika Kalam**, ruled by Saturn's son, during which whatever is done tends to repeat. Many families, especially in South India, check all three before choosing a muhurat.`,
  },
  {
    slug: 'guna-milan-explained',
    title: 'Guna Milan Explained: The Eight Kootas of Kundli Matching',
    excerpt: 'What the 36 points of Ashtakoot matching measure, how to read your score, and why a good match is more than a number.',
    category: 'love-relationships',
    language: 'en',
    tags: ['guna milan', 'kundli matching', 'marriage', 'ashtakoot'],
    metaTitle: 'Guna Milan (Ashtakoot) Kundli Matching Explained | AstroSetu',
    metaDescription: 'The eight kootas of guna milan, what each measures, how many points make a good match, and the Nadi and Bhakoot doshas.',
    metaKeywords: ['guna milan', 'kundli matching', 'ashtakoot', 'nadi dosha', 'bhakoot dosha'],
    status: 'published',
    content: `## Matching two Moons

In North Indian tradition, horoscope matching for marriage begins with **Ashtakoot Guna Milan**: eight tests (*kootas*) that compare the **Moon signs and birth nakshatras** of the two partners. Together they are worth **36 points**.

## The eight kootas

| Koota | Points | What it compares |
|---|---|---|
| Varna | 1 | Temperament and spiritual inclination |
| Vashya | 2 | Mutual attraction and influence |
| Tara | 3 | The birth stars: health and fortune together |
| Yoni | 4 | Physical and sexual compatibility |
| Graha Maitri | 5 | Friendship of the Moon-sign lords: mental harmony |
| Gana | 6 | Nature: divine, human or demonic (deva, manushya, rakshasa) |
| Bhakoot | 7 | The Moon signs' positions from each other: family welfare and finances |
| Nadi | 8 | Constitution and the health of children |

## Reading the score

- **32 – 36:** excellent agreement.
- **26 – 31:** very good.
- **20 – 25:** good; most happy marriages fall here.
- **14 – 19:** average; look closely at the weak kootas. Many families ask for at least 18.
- **Below 14:** not recommended by the traditional rule.

## The two doshas to check

**Nadi dosha** arises when both partners have the same nadi (0 of 8 points); **Bhakoot dosha** when the Moon signs are 2/12, 6/8 or 5/9 from each other. Both have classical exceptions: for example, Nadi dosha is cancelled when both share the same Moon sign but different nakshatras, and Bhakoot dosha when the two Moon-sign lords are the same planet or friends.

## A number is not a marriage

Guna milan looks only at the Moon. A full match also compares **Mangal dosha**, the **7th house** and its lord, the **Navamsa** chart and the running **dasha** periods of both partners. Try the free Guna Milan check on our Match Making page, then ask an experienced astrologer to read both charts together.`,
  },
  {
    slug: 'गुण-मिलान-क्या-है',
    title: 'गुण मिलान: कुंडली मिलान के आठ कूट',
    excerpt: 'अष्टकूट मिलान के 36 गुण क्या मापते हैं, अपने अंक कैसे समझें, और अच्छा रिश्ता केवल एक संख्या क्यों नहीं है।',
    category: 'love-relationships',
    language: 'hi',
    tags: ['गुण मिलान', 'कुंडली मिलान', 'विवाह'],
    metaTitle: 'गुण मिलान और अष्टकूट कुंडली मिलान | AstroSetu',
    metaDescription: 'अष्टकूट गुण मिलान के आठ कूट, 36 में से कितने गुण अच्छे माने जाते हैं, और नाड़ी व भकूट दोष।',
    metaKeywords: ['गुण मिलान', 'कुंडली मिलान', 'अष्टकूट', 'नाड़ी दोष'],
    status: 'published',
    translationOf: 'guna-milan-explained',
    content: `## दो चंद्रमाओं का मिलान

विवाह के लिए कुंडली मिलान की शुरुआत **अष्टकूट गुण मिलान** से होती है। इसमें वर और कन्या की **चंद्र राशि और जन्म नक्षत्र** की आठ कसौटियों पर तुलना की जाती है। इन आठ कूटों के कुल **36 गुण** होते हैं।

## आठ कूट

| कूट | गुण | क्या देखता है |
|---|---|---|
| वर्ण | 1 | स्वभाव और आध्यात्मिक झुकाव |
| वश्य | 2 | आपसी आकर्षण और प्रभाव |
| तारा | 3 | जन्म नक्षत्र: स्वास्थ्य और भाग्य |
| योनि | 4 | शारीरिक अनुकूलता |
| ग्रह मैत्री | 5 | राशि स्वामियों की मित्रता: मानसिक तालमेल |
| गण | 6 | प्रकृति: देव, मनुष्य या राक्षस |
| भकूट | 7 | राशियों की आपसी स्थिति: परिवार और धन |
| नाड़ी | 8 | शरीर की प्रकृति और संतान का स्वास्थ्य |

## अंक कैसे समझें

- **32 से 36:** उत्तम मिलान।
- **26 से 31:** बहुत अच्छा।
- **20 से 25:** अच्छा; अधिकतर सुखी विवाह इसी श्रेणी में आते हैं।
- **14 से 19:** सामान्य; कमज़ोर कूटों को ध्यान से देखें। कई परिवार कम से कम 18 गुण चाहते हैं।
- **14 से कम:** परंपरा के अनुसार अनुशंसित नहीं।

## नाड़ी और भकूट दोष

दोनों की नाड़ी एक हो तो **नाड़ी दोष** बनता है, और राशियाँ आपस में 2/12, 6/8 या 5/9 हों तो **भकूट दोष**। शास्त्रों में इनके कई परिहार भी बताए गए हैं, जैसे एक ही राशि पर अलग-अलग नक्षत्र होने पर नाड़ी दोष का निवारण।

## केवल अंक पर्याप्त नहीं

गुण मिलान केवल चंद्रमा को देखता है। पूरे मिलान में **मंगल दोष**, **सप्तम भाव** और उसके स्वामी, **नवांश** कुंडली और दोनों की चल रही **दशा** भी देखी जाती है। हमारे मैच मेकिंग पेज पर मुफ़्त गुण मिलान करें और फिर किसी अनुभवी ज्योतिषी से दोनों कुंडलियाँ साथ में पढ़वाएँ।`,
  },
  {
    slug: 'राहु-काल-क्या-है',
    title: 'राहु काल क्या है और इसका पालन कैसे करें',
    excerpt: 'हर दिन लगभग डेढ़ घंटा राहु का होता है। सूर्योदय और सूर्यास्त से राहु काल कैसे निकाला जाता है और इसमें क्या न करें।',
    category: 'festivals-muhurat',
    language: 'hi',
    tags: ['राहु काल', 'मुहूर्त', 'पंचांग'],
    metaTitle: 'आज का राहु काल: अर्थ और समय | AstroSetu',
    metaDescription: 'हर वार का राहु काल कैसे निकलता है, यह शहर के अनुसार क्यों बदलता है, और इस समय क्या टालें।',
    metaKeywords: ['राहु काल', 'मुहूर्त', 'पंचांग', 'शुभ समय'],
    status: 'published',
    translationOf: 'what-is-rahu-kalam',
    content: `## सावधानी का दैनिक समय

**राहु काल** हर दिन लगभग डेढ़ घंटे का वह समय है जिसमें कोई भी महत्वपूर्ण काम **शुरू करना** शुभ नहीं माना जाता: यात्रा, व्यापार, ख़रीदारी या कोई संस्कार। राहु भ्रम और बाधा का छाया ग्रह है, इसलिए इस समय किए गए आरंभ में रुकावटें आने की मान्यता है।

## इसकी गणना कैसे होती है

**सूर्योदय से सूर्यास्त** तक के समय को **आठ बराबर भागों** में बाँटा जाता है। हर वार का एक भाग राहु का होता है:

| वार | भाग | सूर्योदय 6:00 और सूर्यास्त 18:00 पर |
|---|---|---|
| सोमवार | दूसरा | 7:30 – 9:00 |
| मंगलवार | सातवाँ | 15:00 – 16:30 |
| बुधवार | पाँचवाँ | 12:00 – 13:30 |
| गुरुवार | छठा | 13:30 – 15:00 |
| शुक्रवार | चौथा | 10:30 – 12:00 |
| शनिवार | तीसरा | 9:00 – 10:30 |
| रविवार | आठवाँ | 16:30 – 18:00 |

सूर्योदय और सूर्यास्त मौसम और स्थान के साथ बदलते हैं, इसलिए **दिल्ली और चेन्नई में, और जून व दिसंबर में राहु काल अलग होता है**। हमेशा अपने शहर का समय देखें; हमारा पंचांग टूल असली सूर्योदय से इसकी गणना करता है।

## क्या टालें

- नए काम की **शुरुआत**, अनुबंध पर हस्ताक्षर, यात्रा आरंभ या विवाह का मुहूर्त।
- जो काम पहले से चल रहा है, उसे जारी रखने में कोई दोष नहीं।
- इस समय दुर्गा या राहु की प्रार्थना और दान शुभ माने जाते हैं।`,
  },
  {
    slug: 'शनि-साढ़े-साती-चरण-और-उपाय',
    title: 'शनि की साढ़े साती: साढ़े सात वर्षों में क्या होता है',
    excerpt: 'साढ़े साती आपकी चंद्र राशि पर शनि का लंबा गोचर है। कैसे जानें कि यह चल रही है, इसके तीन चरण और सहायक उपाय।',
    category: 'remedies',
    language: 'hi',
    tags: ['शनि', 'साढ़े साती', 'उपाय'],
    metaTitle: 'शनि की साढ़े साती: चरण, प्रभाव और उपाय | AstroSetu',
    metaDescription: 'शनि की साढ़े साती के तीन चरण, अभी किन राशियों पर चल रही है, और व्यावहारिक उपाय।',
    metaKeywords: ['साढ़े साती', 'शनि', 'शनि ढैय्या', 'उपाय'],
    status: 'published',
    translationOf: 'saturn-sade-sati-guide',
    content: `## साढ़े साती क्या है

शनि को राशिचक्र का एक चक्कर पूरा करने में लगभग 30 वर्ष लगते हैं और वह हर राशि में करीब ढाई वर्ष रहता है। जब शनि आपकी चंद्र राशि से **पिछली राशि**, **चंद्र राशि** और **अगली राशि** में गोचर करता है, तो लगभग साढ़े सात वर्ष का यह समय **साढ़े साती** कहलाता है।

## तीन चरण

1. **पहला चरण** (चंद्रमा से बारहवाँ भाव): ख़र्च, यात्राएँ और नींद में कमी; पुरानी व्यवस्थाएँ ढीली होने लगती हैं।
2. **दूसरा चरण** (चंद्र राशि पर): सबसे कठिन समय, जो स्वास्थ्य, धैर्य और संबंधों की परीक्षा लेता है, पर परिपक्वता भी देता है।
3. **तीसरा चरण** (चंद्रमा से दूसरा भाव): परिवार और धन पर दबाव धीरे-धीरे कम होता है और सीख बनी रहती है।

## अभी किस पर चल रही है

निरयण राशिचक्र में शनि मार्च 2025 से 2027 के मध्य तक **मीन** राशि में है। इस समय **कुंभ** राशि वालों पर अंतिम चरण, **मीन** पर मध्य चरण और **मेष** पर पहला चरण चल रहा है। इसी अवधि में **धनु** और **सिंह** राशि पर **शनि की ढैय्या** है।

## उपाय

- शनिवार को **हनुमान चालीसा** या शनि स्तोत्र का पाठ करें।
- शनिवार शाम पीपल के नीचे **सरसों के तेल का दीपक** जलाएँ।
- मेहनतकश, बुज़ुर्ग और ज़रूरतमंद लोगों की सहायता करें।
- ईमानदारी और अनुशासन बनाए रखें; शनि शॉर्टकट को पसंद नहीं करता।
- नीलम केवल कुंडली की सावधानीपूर्वक जाँच के बाद ही पहनें।`,
  },
  {
    slug: 'రాహు-కాలం-అంటే-ఏమిటి',
    title: 'రాహు కాలం అంటే ఏమిటి? ఎలా లెక్కించాలి?',
    excerpt: 'ప్రతి రోజూ సుమారు గంటన్నర సమయం రాహువుకు చెందుతుంది. సూర్యోదయం, సూర్యాస్తమయం నుంచి రాహు కాలాన్ని ఎలా లెక్కిస్తారో తెలుసుకోండి.',
    category: 'festivals-muhurat',
    language: 'te',
    tags: ['రాహు కాలం', 'ముహూర్తం', 'పంచాంగం'],
    metaTitle: 'ఈ రోజు రాహు కాలం: అర్థం, సమయాలు | AstroSetu',
    metaDescription: 'ప్రతి వారానికి రాహు కాలం ఎలా లెక్కిస్తారు, ఊరిని బట్టి ఎందుకు మారుతుంది, ఆ సమయంలో ఏమి చేయకూడదు.',
    metaKeywords: ['రాహు కాలం', 'యమగండం', 'గుళిక కాలం', 'పంచాంగం'],
    status: 'published',
    translationOf: 'what-is-rahu-kalam',
    content: `## ప్రతి రోజూ ఒక జాగ్రత్త సమయం

**రాహు కాలం** అనేది ప్రతి రోజూ సుమారు గంటన్నర పాటు ఉండే సమయం. ఈ సమయంలో ప్రయాణం, కొత్త వ్యాపారం, కొనుగోళ్లు, శుభకార్యాలు వంటి ముఖ్యమైన పనులను **ప్రారంభించడం** మంచిది కాదని సంప్రదాయం చెబుతుంది. రాహువు భ్రమకు, ఆటంకాలకు కారకుడైన ఛాయా గ్రహం కాబట్టి ఈ సమయంలో మొదలుపెట్టిన పనులు ఆలస్యమవుతాయని నమ్మకం.

## ఎలా లెక్కిస్తారు

**సూర్యోదయం నుంచి సూర్యాస్తమయం వరకు** ఉన్న సమయాన్ని **ఎనిమిది సమాన భాగాలుగా** విభజిస్తారు. ప్రతి వారంలో ఒక భాగం రాహువుది:

| వారం | భాగం | సూర్యోదయం 6:00, సూర్యాస్తమయం 18:00 అయితే |
|---|---|---|
| సోమవారం | 2 | 7:30 – 9:00 |
| మంగళవారం | 7 | 15:00 – 16:30 |
| బుధవారం | 5 | 12:00 – 13:30 |
| గురువారం | 6 | 13:30 – 15:00 |
| శుక్రవారం | 4 | 10:30 – 12:00 |
| శనివారం | 3 | 9:00 – 10:30 |
| ఆదివారం | 8 | 16:30 – 18:00 |

సూర్యోదయ సమయం కాలాన్ని, ఊరిని బట్టి మారుతుంది కాబట్టి **హైదరాబాద్‌లో, ఢిల్లీలో రాహు కాలం వేరుగా ఉంటుంది**. మీ ఊరి సమయాన్నే చూడండి; మా పంచాంగం సాధనం నిజమైన సూర్యోదయం ఆధారంగా లెక్కిస్తుంది.

## ఏమి చేయకూడదు

- కొత్త పనుల **ప్రారంభం**, ఒప్పందాలపై సంతకం, ప్రయాణం మొదలుపెట్టడం, పెళ్లి ముహూర్తం.
- ఇప్పటికే జరుగుతున్న పనిని కొనసాగించడంలో దోషం లేదు.
- ఈ సమయంలో దుర్గాదేవి ప్రార్థన, దానధర్మాలు శుభప్రదం.

## యమగండం, గుళిక కాలం

పంచాంగంలో **యమగండం**, **గుళిక కాలం** అనే మరో రెండు సమయాలు కూడా ఉంటాయి. శుభకార్యాలకు యమగండాన్ని తప్పిస్తారు; గుళిక కాలంలో చేసిన పని మళ్లీ జరుగుతుందని నమ్మకం. ముహూర్తం పెట్టే ముందు ఈ మూడింటినీ చూడటం ఆనవాయితీ.`,
  },
  {
    slug: 'शनीची-साडेसाती',
    title: 'शनीची साडेसाती: साडेसात वर्षांत काय घडते',
    excerpt: 'साडेसाती म्हणजे तुमच्या चंद्र राशीवरून होणारे शनीचे दीर्घ भ्रमण. ती सुरू आहे का हे कसे ओळखावे, तिचे तीन टप्पे आणि उपयोगी उपाय.',
    category: 'remedies',
    language: 'mr',
    tags: ['साडेसाती', 'शनी', 'उपाय'],
    metaTitle: 'शनीची साडेसाती: टप्पे, परिणाम आणि उपाय | AstroSetu',
    metaDescription: 'शनीच्या साडेसातीचे तीन टप्पे, सध्या कोणत्या राशींना ती सुरू आहे आणि व्यावहारिक उपाय.',
    metaKeywords: ['साडेसाती', 'शनी', 'शनी उपाय'],
    status: 'published',
    translationOf: 'saturn-sade-sati-guide',
    content: `## साडेसाती म्हणजे काय

शनीला राशिचक्राची एक फेरी पूर्ण करायला सुमारे ३० वर्षे लागतात आणि तो प्रत्येक राशीत साधारण अडीच वर्षे राहतो. शनी तुमच्या चंद्र राशीच्या **आधीच्या राशीत**, **चंद्र राशीत** आणि **पुढच्या राशीत** भ्रमण करतो, तो सुमारे साडेसात वर्षांचा काळ म्हणजे **साडेसाती**.

## तीन टप्पे

१. **पहिला टप्पा** (चंद्रापासून बारावे स्थान): खर्च, प्रवास आणि अस्वस्थ झोप; जुनी घडी विस्कटू लागते.
२. **दुसरा टप्पा** (चंद्र राशीवर): सर्वात कसोटीचा काळ. आरोग्य, संयम आणि नात्यांची परीक्षा होते, पण परिपक्वताही येते.
३. **तिसरा टप्पा** (चंद्रापासून दुसरे स्थान): कुटुंब आणि पैशांवरील ताण हळूहळू कमी होतो आणि मिळालेले धडे कायम राहतात.

## सध्या कोणाला

निरयन राशिचक्रात शनी मार्च २०२५ पासून २०२७ च्या मध्यापर्यंत **मीन** राशीत आहे. त्यामुळे **कुंभ** राशीला शेवटचा, **मीन** राशीला मधला आणि **मेष** राशीला पहिला टप्पा सुरू आहे. याच काळात **धनु** आणि **सिंह** राशीला **शनीची अडीचकी** आहे.

## फक्त त्रासच नाही

शनी शिस्त, प्रामाणिकपणा आणि कष्टाचे फळ देतो. अनेकांना साडेसातीतच आयुष्यातील सर्वात टिकाऊ यश मिळते: हळूहळू उभे केलेले करिअर, संयमाने घेतलेले घर, शेवटी जमलेली एखादी सवय.

## उपाय

- शनिवारी **हनुमान चालीसा** किंवा शनि स्तोत्राचे पठण करा.
- शनिवारी संध्याकाळी पिंपळाखाली **मोहरीच्या तेलाचा दिवा** लावा.
- कष्टकरी, वृद्ध आणि गरजूंना मदत करा.
- नीलम रत्न फक्त कुंडलीची काळजीपूर्वक तपासणी केल्यानंतरच घाला.`,
  },
  {
    slug: 'জীবন-পথ-সংখ্যা',
    title: 'আপনার জীবন পথ সংখ্যা: সংখ্যাতত্ত্বের প্রথম পাঠ',
    excerpt: 'জন্মতারিখের অঙ্কগুলি যোগ করে এক অঙ্কে (বা মাস্টার সংখ্যায়) নামিয়ে আনুন, আর জানুন সেটি আপনার পথ সম্পর্কে কী বলে।',
    category: 'numerology',
    language: 'bn',
    tags: ['সংখ্যাতত্ত্ব', 'জীবন পথ'],
    metaTitle: 'জীবন পথ সংখ্যা ও তার অর্থ | AstroSetu',
    metaDescription: 'জন্মতারিখ থেকে জীবন পথ সংখ্যা কীভাবে বের করবেন এবং প্রতিটি সংখ্যার অর্থ কী।',
    metaKeywords: ['জীবন পথ সংখ্যা', 'সংখ্যাতত্ত্ব', 'মাস্টার সংখ্যা'],
    status: 'published',
    translationOf: 'life-path-number-basics',
    content: `## কীভাবে হিসাব করবেন

জন্মতারিখের সব অঙ্ক যোগ করুন, যতক্ষণ না একটি অঙ্ক থাকে। তবে **১১, ২২ ও ৩৩** হলো মাস্টার সংখ্যা, এগুলি আর ছোট করা হয় না। যেমন ১৫ আগস্ট ১৯৯০: ১ + ৫ + ০ + ৮ + ১ + ৯ + ৯ + ০ = ৩৩, একটি মাস্টার সংখ্যা।

## সংখ্যাগুলির অর্থ

১. **নেতা**: স্বাধীন, নতুন কাজ শুরু করতে ভালোবাসেন।
২. **শান্তির দূত**: কূটনৈতিক, অংশীদারিতে সবচেয়ে ভালো কাজ করেন।
৩. **বক্তা**: সৃজনশীল ও প্রকাশপ্রিয়।
৪. **নির্মাতা**: স্থির, বাস্তববাদী ও নির্ভরযোগ্য।
৫. **অভিযাত্রী**: স্বাধীনতা ও পরিবর্তন ভালোবাসেন।
৬. **যত্নশীল**: দায়িত্ববান ও পরিবারমুখী।
৭. **অন্বেষক**: বিশ্লেষণী ও আধ্যাত্মিক।
৮. **সাফল্যপ্রার্থী**: উচ্চাকাঙ্ক্ষী, অর্থ ও ক্ষমতা সামলাতে দক্ষ।
৯. **মানবতাবাদী**: উদার, বড় ছবিটা দেখেন।

## শুধু একটি সংখ্যা নয়

জীবন পথ সংখ্যা আপনার স্বভাবের মূল সুর। নামের অক্ষর থেকে পাওয়া **ভাগ্য সংখ্যা** ও **আত্মার আকাঙ্ক্ষা সংখ্যা** মিলিয়ে দেখলে ছবিটা সম্পূর্ণ হয়। আমাদের সংখ্যাতত্ত্ব টুলে আপনার পুরো চার্ট বিনামূল্যে দেখুন।`,
  },
  {
    slug: 'ট্যারোর-মেজর-আর্কানা',
    title: 'ট্যারোর মেজর আর্কানা: নতুনদের জন্য ২২টি কার্ডের পরিচয়',
    excerpt: 'দ্য ফুল থেকে দ্য ওয়ার্ল্ড: ২২টি মেজর আর্কানা কার্ড একটি বৃদ্ধির গল্প বলে। সোজা ও উল্টো কার্ড কীভাবে পড়বেন।',
    category: 'tarot',
    language: 'bn',
    tags: ['ট্যারো', 'মেজর আর্কানা'],
    metaTitle: 'ট্যারোর মেজর আর্কানা: সহজ পরিচয় | AstroSetu',
    metaDescription: '২২টি মেজর আর্কানা কার্ডের অর্থ, উল্টো কার্ডের ব্যাখ্যা ও তিন কার্ডের সহজ রিডিং।',
    metaKeywords: ['ট্যারো', 'মেজর আর্কানা', 'ট্যারো রিডিং'],
    status: 'published',
    translationOf: 'major-arcana-tarot-for-beginners',
    content: `## ২২টি কার্ডে একটি যাত্রা

ট্যারো ডেকে ৭৮টি কার্ড থাকে। ৫৬টি **মাইনর আর্কানা** দৈনন্দিন ঘটনার কথা বলে, আর ২২টি **মেজর আর্কানা** জীবনের বড় মোড়ের কথা। ক্রম অনুযায়ী পড়লে এগুলি একটি গল্প: এক তরুণ যাত্রী (**০, দ্য ফুল**) শুধু বিশ্বাস নিয়ে পথে নামে, **দ্য ম্যাজিশিয়ান** (দক্ষতা) ও **দ্য হাই প্রিস্টেস** (অন্তর্দৃষ্টি)-এর কাছে শেখে, **দ্য টাওয়ার**-এর আকস্মিক ধাক্কা সামলায়, **দ্য স্টার**-এ আবার আশা খুঁজে পায়, আর পৌঁছায় **২১, দ্য ওয়ার্ল্ড**-এ: পূর্ণতা।

## সোজা ও উল্টো কার্ড

উল্টো হয়ে আসা কার্ডকে **রিভার্সড** বলে। এর মানে সাধারণত কার্ডের ঠিক বিপরীত নয়; বরং তার শক্তি আটকে আছে, দেরি হচ্ছে বা ভেতরের দিকে ঘুরে গেছে।

## তিন কার্ডের রিডিং

১. একটি স্পষ্ট, খোলা প্রশ্ন লিখুন: "এ বছর কাজে কোন দিকে মন দেব?"
২. প্রশ্নটি ভাবতে ভাবতে কার্ড মেশান ও তিনটি কার্ড তুলুন: **অতীত**, **বর্তমান** ও **ভবিষ্যৎ**।
৩. প্রথমে প্রতিটি কার্ড তার অবস্থানে পড়ুন, তারপর তিনটিকে একসাথে একটি বাক্যের মতো পড়ুন।

ট্যারো রায় নয়, আয়না। আমাদের ট্যারো টুলে বিনামূল্যে একটি রিডিং করে দেখুন।`,
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
  {
    slug: 'ராகு-காலம்-என்றால்-என்ன',
    title: 'ராகு காலம் என்றால் என்ன? அதை எப்படிக் கடைப்பிடிப்பது',
    excerpt: 'ஒவ்வொரு நாளிலும் சுமார் ஒன்றரை மணி நேரம் ராகுவுக்கு உரியது. சூரிய உதயம், அஸ்தமனத்திலிருந்து ராகு காலம் எப்படிக் கணக்கிடப்படுகிறது, அப்போது எதைத் தவிர்க்கலாம் என்று பார்ப்போம்.',
    category: 'festivals-muhurat',
    language: 'ta',
    tags: ['ராகு காலம்', 'எமகண்டம்', 'பஞ்சாங்கம்'],
    metaTitle: 'இன்றைய ராகு காலம்: பொருளும் நேரமும் | AstroSetu',
    metaDescription: 'ஒவ்வொரு கிழமைக்குமான ராகு காலம் எப்படிக் கணக்கிடப்படுகிறது, ஊருக்கு ஊர் ஏன் மாறுகிறது, அப்போது எதைத் தவிர்க்கலாம்.',
    metaKeywords: ['ராகு காலம்', 'எமகண்டம்', 'குளிகை', 'நல்ல நேரம்', 'பஞ்சாங்கம்'],
    status: 'published',
    translationOf: 'what-is-rahu-kalam',
    content: `## தினமும் வரும் எச்சரிக்கை நேரம்

**ராகு காலம்** என்பது ஒவ்வொரு நாளும் வரும் சுமார் ஒன்றரை மணி நேரப் பொழுது. முக்கியமான எந்தக் காரியத்தையும் இந்த நேரத்தில் **தொடங்குவது** நல்லதல்ல என்பது நம் முன்னோர் வழக்கம்: பயணம் புறப்படுவது, புதிய தொழில் தொடங்குவது, பெரிய பொருள் வாங்குவது, சுப காரியங்களுக்கு நாள் குறிப்பது போன்றவை. ராகு குழப்பத்துக்கும் தடைகளுக்கும் காரணமான நிழல் கிரகம்; அதன் நேரத்தில் தொடங்கும் காரியங்கள் இழுபறியாகும் என்பது நம்பிக்கை.

## எப்படிக் கணக்கிடுவது

**சூரிய உதயம் முதல் அஸ்தமனம் வரை** உள்ள பகல் பொழுதை **எட்டு சம பாகங்களாகப்** பிரிக்கிறார்கள். ஒவ்வொரு கிழமையிலும் அவற்றில் ஒரு பாகம் ராகுவுக்கு உரியது:

| கிழமை | பகலின் பாகம் | உதயம் 6:00, அஸ்தமனம் 18:00 என்றால் |
|---|---|---|
| திங்கள் | இரண்டாம் பாகம் | 7:30 – 9:00 |
| செவ்வாய் | ஏழாம் பாகம் | 15:00 – 16:30 |
| புதன் | ஐந்தாம் பாகம் | 12:00 – 13:30 |
| வியாழன் | ஆறாம் பாகம் | 13:30 – 15:00 |
| வெள்ளி | நான்காம் பாகம் | 10:30 – 12:00 |
| சனி | மூன்றாம் பாகம் | 9:00 – 10:30 |
| ஞாயிறு | எட்டாம் பாகம் | 16:30 – 18:00 |

சூரிய உதயமும் அஸ்தமனமும் பருவத்துக்குப் பருவம், ஊருக்கு ஊர் மாறுவதால், **சென்னையிலும் டெல்லியிலும், ஜூனிலும் டிசம்பரிலும் ராகு காலம் ஒரே நேரத்தில் வருவதில்லை**. சுவர் நாள்காட்டியில் அச்சிட்ட நேரம் பெரும்பாலும் ஒரு நகரின் சராசரி உதயத்தைக் கொண்டு கணக்கிட்டது; உங்கள் ஊரின் நேரத்தையே பாருங்கள். எங்கள் பஞ்சாங்கப் பக்கம் உங்கள் ஊரின் உண்மையான சூரிய உதயத்திலிருந்து இதைக் கணக்கிடுகிறது.

## எதைத் தவிர்க்கலாம், எதற்குக் கவலை வேண்டாம்

- புதிய முயற்சியைத் **தொடங்குவது**, ஒப்பந்தத்தில் கையெழுத்திடுவது, பயணம் புறப்படுவது, திருமணத்துக்கோ கிரகப்பிரவேசத்துக்கோ முகூர்த்தம் வைப்பது ஆகியவற்றைத் தவிர்க்கலாம்.
- ஏற்கெனவே நடந்துகொண்டிருக்கும் வேலையை நிறுத்த வேண்டியதில்லை; அது தொடர்ந்து நடக்கலாம்.
- ராகு காலம் துர்க்கை வழிபாட்டுக்கு உகந்த நேரம். செவ்வாய், வெள்ளிக்கிழமைகளின் ராகு காலத்தில் எலுமிச்சை விளக்கேற்றி துர்க்கையை வணங்குவது தமிழ்நாட்டுக் கோயில்களில் பரவலான வழக்கம்.
- இந்த நேரத்தில் தானம் செய்வதும் நல்லதே.

## உடன் வரும் இரண்டு நேரங்கள்: எமகண்டமும் குளிகையும்

தமிழ் நாள்காட்டிகள் ராகு காலத்துடன் இன்னும் இரண்டு நேரங்களையும் அச்சிடுகின்றன. **எமகண்டம்** சுப காரியங்களுக்கு ஆகாத நேரம்; பயணம் புறப்படுவதை இதிலும் தவிர்ப்பார்கள். **குளிகை** சனியின் மைந்தன் குளிகனுக்கு உரியது; இதில் செய்வது மீண்டும் மீண்டும் நடக்கும் என்பதால் கடன் வாங்குவது போன்றவற்றை இந்த நேரத்தில் செய்வதில்லை, கடனை அடைப்பதற்கும் நகை வாங்குவதற்கும் இது ஏற்ற நேரம் என்பார்கள்.

| கிழமை | எமகண்டம் | குளிகை |
|---|---|---|
| ஞாயிறு | 12:00 – 13:30 | 15:00 – 16:30 |
| திங்கள் | 10:30 – 12:00 | 13:30 – 15:00 |
| செவ்வாய் | 9:00 – 10:30 | 12:00 – 13:30 |
| புதன் | 7:30 – 9:00 | 10:30 – 12:00 |
| வியாழன் | 6:00 – 7:30 | 9:00 – 10:30 |
| வெள்ளி | 15:00 – 16:30 | 7:30 – 9:00 |
| சனி | 13:30 – 15:00 | 6:00 – 7:30 |

இவையும் உதயம் 6:00, அஸ்தமனம் 18:00 என்று வைத்துக் கணக்கிட்ட நேரங்களே. முகூர்த்தம் குறிக்கும் முன் பல குடும்பங்கள் இந்த மூன்றையும் பார்த்து, அவற்றுக்கு வெளியே உள்ள **நல்ல நேரத்தைத்** தேர்ந்தெடுக்கின்றன.`,
  },
  {
    slug: 'பஞ்சாங்கம்-படிப்பது-எப்படி',
    title: 'பஞ்சாங்கம் படிப்பது எப்படி? ஐந்து அங்கங்களின் எளிய விளக்கம்',
    excerpt: 'திதி, வாரம், நட்சத்திரம், யோகம், கரணம்: தினசரி நாள்காட்டியின் ஒவ்வொரு தாளிலும் அச்சிடப்பட்டிருப்பவை என்ன சொல்கின்றன, ஒரு நல்ல நாளை எப்படித் தேர்ந்தெடுப்பது.',
    category: 'vedic-astrology',
    language: 'ta',
    tags: ['பஞ்சாங்கம்', 'திதி', 'நட்சத்திரம்'],
    metaTitle: 'பஞ்சாங்கம் படிப்பது எப்படி: திதி, நட்சத்திரம், யோகம், கரணம் | AstroSetu',
    metaDescription: 'பஞ்சாங்கத்தின் ஐந்து அங்கங்களையும், தமிழ் நாள்காட்டியில் வரும் ராகு காலம், சந்திராஷ்டமம், நல்ல நேரம் ஆகியவற்றையும் படிக்கும் முறை.',
    metaKeywords: ['பஞ்சாங்கம்', 'திதி', 'நட்சத்திரம்', 'யோகம்', 'கரணம்', 'சந்திராஷ்டமம்'],
    status: 'published',
    content: `## பஞ்சாங்கம் என்றால் என்ன

**பஞ்சாங்கம்** என்றால் "ஐந்து அங்கங்கள்". ஒவ்வொரு நாளையும் ஐந்து கோணங்களில் விவரிக்கும் இந்தக் கணக்கைக் கொண்டே நம் வீடுகளில் விரதம், விசேஷம், சுப காரியங்களுக்கான நாட்கள் முடிவாகின்றன. தினசரி நாள்காட்டியின் ஒரு தாளில் சிறு எழுத்தில் அச்சிடப்பட்டிருப்பவை பெரும்பாலும் இந்த ஐந்தின் சுருக்கமே.

## ஐந்து அங்கங்கள்

### 1. திதி

சூரியனுக்கும் சந்திரனுக்கும் இடையிலான இடைவெளி ஒவ்வொரு 12 பாகை கூடும்போதும் ஒரு திதி முடிகிறது. அமாவாசைக்குப் பின் வரும் பதினைந்து திதிகள் **வளர்பிறை** (சுக்ல பட்சம்), பௌர்ணமிக்குப் பின் வரும் பதினைந்து **தேய்பிறை** (கிருஷ்ண பட்சம்). பிரதமை, துவிதியை, திருதியை என்று தொடங்கி சதுர்த்தசி வரை சென்று, அமாவாசை அல்லது பௌர்ணமியில் முடிகிறது. ஏகாதசி, சங்கடஹர சதுர்த்தி, பிரதோஷம் போன்ற விரத நாட்கள் எல்லாம் திதியைக் கொண்டே வருகின்றன.

### 2. வாரம் (கிழமை)

ஞாயிறு முதல் சனி வரையிலான ஏழு கிழமைகள்; ஒவ்வொன்றும் ஒரு கிரகத்துக்கு உரியது. பஞ்சாங்கப்படி ஒரு கிழமை நள்ளிரவில் அல்ல, **சூரிய உதயத்தில்** தொடங்குகிறது. அதனால் அதிகாலை நான்கு மணிக்குப் பிறந்த குழந்தையின் ஜாதகத்தில், நாள்காட்டித் தேதிக்கு முந்தைய கிழமையே குறிக்கப்படும்.

### 3. நட்சத்திரம்

அன்று சந்திரன் எந்த நட்சத்திரத்தில் பயணிக்கிறது என்பது. அசுவினி முதல் ரேவதி வரை 27 நட்சத்திரங்கள்; சந்திரன் ஒவ்வொன்றிலும் ஏறக்குறைய ஒரு நாள் இருக்கிறது. நீங்கள் பிறந்தபோது சந்திரன் இருந்த நட்சத்திரமே உங்கள் **ஜென்ம நட்சத்திரம்**; திருமணப் பொருத்தம், குழந்தைக்குப் பெயர் வைப்பது, தாரா பலன் எல்லாம் இதை அடிப்படையாகக் கொண்டவை.

### 4. யோகம்

சூரியன், சந்திரன் இருவரின் நிலைகளையும் கூட்டிக் கணக்கிடப்படும் 27 யோகங்கள் உண்டு: விஷ்கம்பம், ப்ரீதி, ஆயுஷ்மான் என்று தொடர்பவை. இவற்றுடன் தமிழ் நாள்காட்டிகள் கிழமையும் நட்சத்திரமும் சேர்ந்து அமையும் **அமிர்த யோகம், சித்த யோகம், மரண யோகம்** ஆகியவற்றையும் அச்சிடுகின்றன. சுப காரியங்களுக்குப் பெரும்பாலானோர் பார்ப்பது இந்த இரண்டாவது வகையைத்தான்: அமிர்த, சித்த யோக நாட்கள் நல்லவை; மரண யோக நாளைத் தவிர்ப்பார்கள்.

### 5. கரணம்

ஒரு திதியின் பாதி ஒரு கரணம்; ஆகவே ஒரு நாளில் பொதுவாக இரண்டு கரணங்கள் வரும். பவம், பாலவம், கௌலவம், தைதுலம், கரசை, வணிசை, பத்திரை ஆகிய ஏழும் சுழன்று வருபவை; சகுனி, சதுஷ்பாதம், நாகவம், கிம்ஸ்துக்னம் ஆகிய நான்கும் மாதத்தில் ஒரே இடத்தில் வருபவை. **பத்திரை** (விஷ்டி) கரணத்தில் சுப காரியங்களைத் தொடங்குவதில்லை.

## நாள்காட்டித் தாளில் உள்ள மற்றவை

ஐந்து அங்கங்களுடன் ஒவ்வொரு தாளிலும் இவையும் இருக்கும்:

- **சூரிய உதயம்**: ராகு காலம் உட்பட அன்றைய எல்லா நேரக் கணக்குகளும் இதிலிருந்தே தொடங்குகின்றன.
- **ராகு காலம், எமகண்டம், குளிகை**: புதிய காரியங்களைத் தொடங்காமல் தவிர்க்கும் நேரங்கள்.
- **நல்ல நேரம்**: காலையிலும் மாலையிலும் சுப காரியங்களுக்கு ஏற்ற நேரம்; பல நாள்காட்டிகள் கௌரி நல்ல நேரத்தையும் தனியாகத் தருகின்றன.
- **சந்திராஷ்டமம்**: உங்கள் ஜென்ம ராசிக்கு எட்டாம் ராசியில் சந்திரன் இருக்கும் சுமார் இரண்டேகால் நாட்கள். அந்த நாட்களில் முக்கிய முடிவுகளையும் புதிய தொடக்கங்களையும் தள்ளிப்போடுவது வழக்கம். நாள்காட்டி அன்றைய சந்திராஷ்டம நட்சத்திரங்களைக் குறிப்பிடும்; அதில் உங்கள் நட்சத்திரம் இருக்கிறதா என்று பாருங்கள்.
- **சூலம்**: அன்று எந்தத் திசையில் பயணம் செய்வது தவிர்க்கப்படுகிறது, தவிர்க்க முடியாவிட்டால் என்ன பரிகாரம்.

## ஒரு நல்ல நாளைத் தேர்ந்தெடுக்கும் முறை

1. முதலில் திதியைப் பாருங்கள்: அஷ்டமி, நவமி, அமாவாசை ஆகிய நாட்களில் பெரும்பாலும் சுப காரியங்கள் வைப்பதில்லை.
2. அன்றைய நட்சத்திரம் உங்கள் ஜென்ம நட்சத்திரத்துக்குத் தாரா பலம் தருகிறதா என்று பாருங்கள்; அது உங்களுக்குச் சந்திராஷ்டம நாளாக இருக்கக் கூடாது.
3. அமிர்த யோகமோ சித்த யோகமோ இருந்தால் இன்னும் நல்லது.
4. அன்றைய நல்ல நேரத்தில், ராகு காலத்துக்கும் எமகண்டத்துக்கும் வெளியே நேரத்தைக் குறியுங்கள்.

திருமணம், கிரகப்பிரவேசம் போன்ற பெரிய நிகழ்வுகளுக்கு, சம்பந்தப்பட்டவர்களின் ஜாதகங்களைப் பார்த்து ஜோதிடர் முகூர்த்தம் குறிப்பதே சிறந்தது. எங்கள் பஞ்சாங்கப் பக்கம் உங்கள் ஊருக்கான திதி, நட்சத்திரம், ராகு காலம் ஆகியவற்றை ஒவ்வொரு நாளும் கணக்கிட்டுத் தருகிறது.`,
  },
  {
    slug: 'ఉగాది-పంచాంగ-శ్రవణం',
    title: 'ఉగాది పంచాంగ శ్రవణం: కొత్త సంవత్సర ఫలాలను ఎలా అర్థం చేసుకోవాలి',
    excerpt: 'సంవత్సరానికి రాజు, మంత్రి ఎవరో ఎలా నిర్ణయిస్తారు, మీ రాశికి ఆదాయ-వ్యయాలు, రాజపూజ్యం-అవమానం సంఖ్యలు ఏమి చెబుతాయి, వాటిని ఎంతవరకు పట్టించుకోవాలి.',
    category: 'festivals-muhurat',
    language: 'te',
    tags: ['ఉగాది', 'పంచాంగ శ్రవణం', 'రాశి ఫలాలు'],
    metaTitle: 'ఉగాది పంచాంగ శ్రవణం: ఆదాయ-వ్యయాలు, రాజపూజ్యం-అవమానం | AstroSetu',
    metaDescription: 'ఉగాది నాడు చదివే పంచాంగంలో నవ నాయకులు, రాశుల వారీ ఆదాయ-వ్యయాలు, రాజపూజ్యం-అవమానం, కందాయ ఫలాలు ఏమిటి, వాటిని ఎలా చదవాలి.',
    metaKeywords: ['ఉగాది', 'పంచాంగ శ్రవణం', 'ఆదాయ వ్యయాలు', 'రాజపూజ్యం అవమానం', 'ఉగాది పచ్చడి', 'తెలుగు పంచాంగం'],
    status: 'published',
    content: `## ఉగాది: తెలుగువారి కొత్త సంవత్సరం

**ఉగాది** చైత్ర శుద్ధ పాడ్యమి నాడు వస్తుంది. "యుగ + ఆది" అంటే ఒక కాలానికి ఆరంభం; బ్రహ్మదేవుడు ఈ రోజునే సృష్టిని మొదలుపెట్టాడని పురాణ ప్రతీతి. తెలుగువారు, కన్నడిగులు చంద్రుని గమనం ఆధారంగా లెక్కించే **చాంద్రమానం** పాటిస్తారు కాబట్టి మన సంవత్సరం ఈ పాడ్యమితో మొదలవుతుంది. సూర్యుడు మేష రాశిలో ప్రవేశించే రోజును కొత్త సంవత్సరంగా జరుపుకునే తమిళులు, బెంగాలీలు పాటించేది **సౌరమానం**. అందుకే ఉగాది తేదీ ఏటా మార్చి, ఏప్రిల్ నెలల మధ్య మారుతూ ఉంటుంది.

ప్రతి సంవత్సరానికి ఒక పేరు ఉంటుంది: **ప్రభవ** నుంచి **అక్షయ** వరకు అరవై పేర్ల చక్రం మళ్లీ మళ్లీ తిరుగుతుంది. ఉదాహరణకు 2025 ఉగాదితో **విశ్వావసు**, 2026 ఉగాదితో **పరాభవ** నామ సంవత్సరం మొదలయ్యాయి. అరవై ఏళ్లు నిండినప్పుడు చేసుకునే **షష్టిపూర్తి** అంటే, పుట్టిన సంవత్సరం పేరు మళ్లీ తిరిగి రావడమే.

## ఉగాది పచ్చడి: ఆరు రుచులు

ఉగాది ఉదయం తలంటు స్నానం, కొత్త బట్టలు, గుమ్మాలకు మామిడి తోరణాల తర్వాత మొదట తినేది **ఉగాది పచ్చడి**. అందులోని ఆరు రుచులు సంవత్సరమంతా ఎదురయ్యే అనుభవాలకు ప్రతీకలని పెద్దలు చెబుతారు:

| పదార్థం | రుచి | సూచించేది |
|---|---|---|
| బెల్లం | తీపి | సంతోషం |
| వేప పువ్వు | చేదు | బాధ |
| పచ్చిమిర్చి లేదా మిరియాలు | కారం | కోపం |
| ఉప్పు | ఉప్పదనం | భయం |
| చింతపండు | పులుపు | ఇష్టం లేని సందర్భాలు |
| పచ్చి మామిడి | వగరు | ఆశ్చర్యాలు |

ఏ రుచినీ వదలకుండా అన్నింటినీ కలిపి తినడమే అసలు సందేశం: కొత్త సంవత్సరంలో ఏది ఎదురైనా సమభావంతో స్వీకరించాలి.

## పంచాంగ శ్రవణం అంటే ఏమిటి

ఉగాది సాయంత్రం ఆలయాల్లో, రచ్చబండల దగ్గర, ఇప్పుడు టీవీల్లోనూ సిద్ధాంతి లేదా పండితుడు కొత్త సంవత్సర పంచాంగాన్ని చదివి వినిపిస్తారు. దీనినే **పంచాంగ శ్రవణం** అంటారు. పంచాంగంలోని ఐదు అంగాలను వింటే ఐదు ఫలాలు దక్కుతాయని శాస్త్ర వచనం: **తిథి** వల్ల సంపద, **వారం** వల్ల ఆయుష్షు, **నక్షత్రం** వల్ల పాప పరిహారం, **యోగం** వల్ల రోగ నివారణ, **కరణం** వల్ల కార్యసిద్ధి. అందుకే కొత్త సంవత్సర ఫలాలను ఆ రోజే, కుటుంబంతో కలిసి వినడం ఆనవాయితీ.

## సంవత్సరానికి రాజు, మంత్రి: నవ నాయకులు

పంచాంగ శ్రవణం సంవత్సర ఫలంతో మొదలవుతుంది. ప్రతి సంవత్సరానికి తొమ్మిది మంది అధిపతులు (**నవ నాయకులు**) ఉంటారు; వారిని గ్రహాల నుంచే నిర్ణయిస్తారు:

- **రాజు**: ఉగాది (చైత్ర శుద్ధ పాడ్యమి) ఏ వారం వస్తే ఆ వారానికి అధిపతి అయిన గ్రహం. ఉగాది గురువారం వస్తే ఆ ఏడాది రాజు గురువు, శనివారం వస్తే శని.
- **మంత్రి**: సూర్యుడు మేష రాశిలో ప్రవేశించే రోజు (మేష సంక్రమణం) ఏ వారమో, ఆ వారాధిపతి.
- **సేనాధిపతి, సస్యాధిపతి, ధాన్యాధిపతి, అర్ఘాధిపతి, మేఘాధిపతి, రసాధిపతి, నీరసాధిపతి**: ఇలాగే సూర్యుడు ఇతర రాశుల్లోకి, నక్షత్రాల్లోకి ప్రవేశించే వారాలను బట్టి నిర్ణయిస్తారు. పంటలు, వర్షాలు, ధరలు, పాలన గురించి పంచాంగం చెప్పే సాధారణ ఫలాలు వీటి నుంచే వస్తాయి.

గురువు, శుక్రుడు, బుధుడు, చంద్రుడు వంటి శుభ గ్రహాలు రాజు, మంత్రి స్థానాల్లో ఉంటే సంవత్సరం సుభిక్షంగా ఉంటుందని, కుజుడు, శని వంటి గ్రహాలు ఉంటే కొంత అలజడి ఉండవచ్చని సంప్రదాయ వ్యాఖ్యానం. వీటితో పాటు ఆ ఏడాది గురువు, శని, రాహు-కేతువుల **గోచారం**, గ్రహణాలు ఎప్పుడు వస్తాయో కూడా పంచాంగం చెబుతుంది.

## మీ రాశి ఫలం: ఆదాయ-వ్యయాలు, రాజపూజ్యం-అవమానం

తర్వాత పన్నెండు రాశుల వారికీ విడివిడిగా ఫలాలు చదువుతారు. ప్రతి రాశికీ నాలుగు సంఖ్యలు ఇస్తారు:

- **ఆదాయం, వ్యయం**: ఏడాదిలో రాబడి, ఖర్చుల పోలిక. ఆదాయం సంఖ్య వ్యయం కన్నా ఎక్కువ ఉంటే మిగులు, తక్కువ ఉంటే ఖర్చులపై జాగ్రత్త అవసరం.
- **రాజపూజ్యం, అవమానం**: సమాజంలో దక్కే గౌరవం, ఎదురయ్యే ఇబ్బందుల పోలిక.

ఉదాహరణకు "ఆదాయం 11, వ్యయం 5, రాజపూజ్యం 3, అవమానం 6" అని ఉంటే, డబ్బు విషయంలో అనుకూలమైన, కానీ మాట తీరులో, పేరుప్రతిష్ఠల విషయంలో జాగ్రత్త అవసరమైన సంవత్సరమని పండితులు చెబుతారు. చాలా పంచాంగాలు ప్రతి నక్షత్రానికి **కందాయ ఫలాలు** కూడా ఇస్తాయి: సంవత్సరాన్ని మూడు భాగాలుగా (కందాయాలుగా) విభజించి, ఒక్కో భాగం ఎలా గడుస్తుందో సంఖ్యలతో చూపుతాయి.

### మీ రాశి ఏది?

పంచాంగ ఫలాలు **జన్మ రాశి** (పుట్టినప్పుడు చంద్రుడు ఉన్న రాశి) ప్రకారం ఇస్తారు. జన్మ నక్షత్రం తెలియనివారు పేరులోని మొదటి అక్షరం నుంచి **నామ నక్షత్రం** చూసుకునే సంప్రదాయం ఉంది; పంచాంగాల్లో ప్రతి నక్షత్ర పాదానికి అక్షరాల పట్టిక ఉంటుంది (ఉదాహరణకు అశ్విని నాలుగు పాదాలకు చు, చే, చో, లా). అయితే పుట్టిన తేదీ, సమయం, ఊరు తెలిస్తే అసలైన జన్మ రాశినే చూసుకోవడం సరైనది; మా జాతకం సాధనం దాన్ని ఉచితంగా లెక్కిస్తుంది.

## ఫలాలను ఎలా అర్థం చేసుకోవాలి

1. రాశి ఫలం ఆ రాశిలో పుట్టిన లక్షలాది మందికి ఉమ్మడిగా చెప్పే సాధారణ సూచన. మీ వ్యక్తిగత జాతకంలోని **దశ, అంతర్దశ**లు, గురు-శనుల గోచారం దాని కన్నా ఎక్కువ ప్రభావం చూపుతాయి.
2. ఆదాయ-వ్యయ సంఖ్యలు జాగ్రత్త పడవలసిన విషయాలను చూపే సూచికలే గానీ తీర్పు కాదు. వ్యయం ఎక్కువ అని ఉంటే పొదుపుపై, అవమానం ఎక్కువ అని ఉంటే మాట తీరుపై శ్రద్ధ పెట్టండి.
3. **ఏలినాటి శని**, అష్టమ శని వంటి గోచారాలు ఈ ఏడాది మీ రాశికి జరుగుతున్నాయేమో పంచాంగంలో చూసుకొని, అవసరమైతే పరిహారాల కోసం జ్యోతిష్కుని సంప్రదించండి.
4. పెళ్లి, గృహప్రవేశం వంటి శుభకార్యాల కోసం పంచాంగంలోని ముహూర్తాల జాబితాను మీ జాతకంతో పోల్చి చూసుకోవడం మంచిది.

ఉగాది నాడు విన్న పంచాంగం సంవత్సరమంతా దారి చూపే దీపం లాంటిది: భయపెట్టే తీర్పు కాదు, ముందుగానే జాగ్రత్త పడమని చెప్పే హితవు. మా పంచాంగం పేజీ మీ ఊరి సూర్యోదయం ఆధారంగా ప్రతి రోజూ తిథి, నక్షత్రం, రాహుకాలం లెక్కించి ఇస్తుంది.`,
  },
  {
    slug: 'দুর্গাপুজোর-নির্ঘণ্ট-ও-পঞ্জিকা',
    title: 'দুর্গাপুজোর নির্ঘণ্ট ও বাংলা পঞ্জিকা: বোধন থেকে বিজয়া দশমী',
    excerpt: 'পঞ্জিকা কীভাবে তিথি ধরে পুজোর সময় ঠিক করে, দুই পঞ্জিকায় সময় আলাদা কেন, সন্ধিপুজো কেন ৪৮ মিনিটের, আর দেবীর আগমন-গমনের বাহন কীভাবে নির্ধারিত হয়।',
    category: 'festivals-muhurat',
    language: 'bn',
    tags: ['দুর্গাপুজো', 'পঞ্জিকা', 'সন্ধিপুজো'],
    metaTitle: 'দুর্গাপুজোর নির্ঘণ্ট: সন্ধিপুজো, অঞ্জলি ও দেবীর বাহন | AstroSetu',
    metaDescription: 'বাংলা পঞ্জিকায় দুর্গাপুজোর নির্ঘণ্ট কীভাবে পড়বেন: ষষ্ঠী থেকে দশমীর তিথি, সন্ধিপুজোর সময়, গুপ্তপ্রেস ও বিশুদ্ধ সিদ্ধান্তের তফাত, দেবীর আগমন ও গমন।',
    metaKeywords: ['দুর্গাপুজো', 'পঞ্জিকা', 'নির্ঘণ্ট', 'সন্ধিপুজো', 'দেবীর আগমন', 'বিশুদ্ধ সিদ্ধান্ত', 'গুপ্তপ্রেস'],
    status: 'published',
    content: `## পুজো চলে তিথি ধরে, তারিখ ধরে নয়

বাংলা বছর শুরু হয় পয়লা বৈশাখে, যেদিন সূর্য মেষ রাশিতে প্রবেশ করে; বৈশাখ থেকে চৈত্র, বাংলা মাসগুলিও সৌর মাস। কিন্তু পুজো-পার্বণ ঠিক হয় চান্দ্র **তিথি** ধরে। সূর্য আর চন্দ্রের মধ্যে দূরত্ব ১২ অংশ বাড়লে একটি তিথি শেষ হয়; চন্দ্রের গতি কমবেশি হয় বলে একটি তিথি কখনো প্রায় ১৯ ঘণ্টার, কখনো প্রায় ২৬ ঘণ্টার। তাই তিথি প্রায়ই দুপুরে বা রাতে শুরু হয়ে পরের দিন শেষ হয়, কখনো একই দিনে দুটি তিথি পড়ে যায়।

এই কারণেই দুর্গাপুজোর আগে সবাই পঞ্জিকার **নির্ঘণ্ট** খোঁজেন: কোন দিন কখন ষষ্ঠী শুরু, অষ্টমী কতক্ষণ থাকবে, সন্ধিপুজো কখন, দশমী কখন শেষ।

## গুপ্তপ্রেস আর বিশুদ্ধ সিদ্ধান্ত: দুই পঞ্জিকা, দুই সময়

বাংলায় পঞ্জিকার দুটি প্রধান ধারা। **গুপ্তপ্রেস** ও সেই ধারার পঞ্জিকাগুলি প্রাচীন সূর্যসিদ্ধান্তের গণনা মেনে চলে। **বিশুদ্ধ সিদ্ধান্ত** পঞ্জিকা উনিশ শতকের শেষ দিকে শুরু হয়েছিল আধুনিক জ্যোতির্বিজ্ঞানের গণনার সঙ্গে তিথি-নক্ষত্র মেলানোর জন্য। দুই হিসাবে তিথির শুরু-শেষের সময়ে কয়েক মিনিট থেকে কখনো ঘণ্টাখানেকেরও বেশি তফাত হতে পারে, তাই একই বছরে দুই পঞ্জিকায় অঞ্জলি বা সন্ধিপুজোর সময় আলাদা দেখা যায়। এতে ভুল কিছু নেই: বাড়ির বা পাড়ার পুজো যে পঞ্জিকা মেনে চলে, পুরোহিতমশাই সেই নির্ঘণ্টই অনুসরণ করেন।

## মহালয়া থেকে দশমী

পিতৃপক্ষের শেষ দিন, অমাবস্যায় **মহালয়া**র তর্পণের পর শুরু হয় **দেবীপক্ষ**। শাস্ত্রে দেবীপুজোর প্রশস্ত সময় বসন্ত (বাসন্তী পুজো); রামচন্দ্র রাবণবধের আগে শরৎকালে অসময়ে দেবীকে জাগিয়েছিলেন বলে আশ্বিনের এই পুজোকে **অকালবোধন** বলা হয়।

- **ষষ্ঠী**: সন্ধ্যায় বেলগাছের তলায় দেবীর **বোধন**, তারপর আমন্ত্রণ ও অধিবাস।
- **সপ্তমী**: ভোরে **নবপত্রিকা** (কলাবউ) স্নান। কলা, কচু, হলুদ, জয়ন্তী, বেল, ডালিম, অশোক, মান ও ধান, এই নয়টি উদ্ভিদ একসঙ্গে বেঁধে গঙ্গায় বা জলাশয়ে স্নান করিয়ে মণ্ডপে গণেশের পাশে প্রতিষ্ঠা করা হয়; তারপর প্রতিমায় প্রাণপ্রতিষ্ঠা।
- **মহাষ্টমী**: পুষ্পাঞ্জলি, অনেক পুজোয় **কুমারী পুজো**। অঞ্জলি দিতে হয় অষ্টমী তিথি থাকতে থাকতেই, তাই অষ্টমী কখন শেষ হচ্ছে তা আগে দেখে নিন।
- **সন্ধিপুজো**: অষ্টমীর শেষ ২৪ মিনিট আর নবমীর প্রথম ২৪ মিনিট, মোট ৪৮ মিনিট, অর্থাৎ এক মুহূর্ত জুড়ে দেবীর চামুণ্ডা রূপের পুজো; নিবেদন করা হয় ১০৮টি প্রদীপ আর ১০৮টি পদ্ম। পঞ্জিকায় অষ্টমী যখন শেষ হচ্ছে তার ঠিক ২৪ মিনিট আগে সন্ধিপুজো শুরু, তাই এটি দিনের যে কোনো সময়ে, এমনকি গভীর রাতেও পড়তে পারে।
- **নবমী**: হোম-যজ্ঞ ও নবমীর ভোগ; পুজোর শেষ পূর্ণ দিন।
- **দশমী**: দশমী তিথির মধ্যেই দশমীবিহিত পূজা ও দর্পণ বিসর্জন, তারপর বরণ, **সিঁদুর খেলা**, প্রতিমা নিরঞ্জন, আর বিজয়ার প্রণাম ও কোলাকুলি।

## দেবীর আগমন ও গমন: বাহন কীভাবে ঠিক হয়

প্রতি বছর পঞ্জিকা জানায় দেবী কীসে চড়ে আসছেন আর কীসে ফিরছেন। এটি ঠিক হয় সপ্তমী (আগমন) আর দশমী (গমন) কোন বারে পড়ছে তা দেখে। শাস্ত্রীয় শ্লোকটি হলো: "রবৌ চন্দ্রে গজারূঢ়া, ঘোটকে শনিভৌময়োঃ, গুরৌ শুক্রে চ দোলায়াং, নৌকায়াং বুধবাসরে।"

| বার | বাহন | প্রচলিত ফল |
|---|---|---|
| রবিবার বা সোমবার | গজ (হাতি) | সুবৃষ্টি, শস্যপূর্ণ বসুন্ধরা |
| মঙ্গলবার বা শনিবার | ঘোটক (ঘোড়া) | ছত্রভঙ্গ: সামাজিক ও রাজনৈতিক অস্থিরতা |
| বুধবার | নৌকা | অতিবৃষ্টি বা বন্যার আশঙ্কা, তবে শস্যবৃদ্ধি |
| বৃহস্পতিবার বা শুক্রবার | দোলা (পালকি) | মড়ক: রোগব্যাধির প্রকোপ |

গজে আগমন বা গমন সবচেয়ে শুভ বলে ধরা হয়। মনে রাখবেন, এগুলি সমষ্টিগত লোকবিশ্বাস; আপনার নিজের বছর কেমন যাবে তা বোঝা যায় আপনার কোষ্ঠীর দশা আর গ্রহের গোচর থেকে, দেবীর বাহন থেকে নয়।

## প্রবাসে থাকলে সময় মিলিয়ে নিন

পঞ্জিকার সময় ছাপা হয় ভারতীয় প্রমাণ সময়ে। তিথি শুরু-শেষের মুহূর্ত পৃথিবীর সব জায়গায় একই, কিন্তু বিদেশে থাকলে সেই সময় নিজের সময় অঞ্চলে বদলে নিতে হবে। আর সূর্যোদয়ের সময় কোন তিথি চলছে, যা দিয়ে দিনের তিথি ধরা হয়, তা নির্ভর করে আপনার শহরের সূর্যোদয়ের ওপর; তাই বিদেশে পঞ্জিকামতে অষ্টমী বা দশমী কখনো কখনো কলকাতার চেয়ে আলাদা দিনে পড়ে।

আমাদের পঞ্জিকা পাতা আপনার শহরের সূর্যোদয় ধরে প্রতিদিনের তিথি, নক্ষত্র ও রাহুকাল দেখায়। বিয়ে, গৃহপ্রবেশ বা অন্য শুভ কাজের ব্যক্তিগত মুহূর্তের জন্য একজন জ্যোতিষীর সঙ্গে পরামর্শ করতে পারেন।`,
  },
  {
    slug: 'गुढीपाडवा-पंचांग-आणि-मुहूर्त',
    title: 'गुढीपाडवा आणि नवे पंचांग: शालिवाहन शक, संवत्सर आणि साडेतीन मुहूर्त',
    excerpt: 'गुढीपाडव्याला नवे वर्ष का सुरू होते, शके आणि संवत्सराचे नाव पंचांगात कसे वाचायचे, गुढी केव्हा उभारावी आणि साडेतीन मुहूर्तांचे महत्त्व काय.',
    category: 'festivals-muhurat',
    language: 'mr',
    tags: ['गुढीपाडवा', 'पंचांग', 'साडेतीन मुहूर्त'],
    metaTitle: 'गुढीपाडवा: पंचांग, शालिवाहन शक आणि गुढी उभारण्याचा मुहूर्त | AstroSetu',
    metaDescription: 'चैत्र शुद्ध प्रतिपदेला सुरू होणारे मराठी नववर्ष: शालिवाहन शक, संवत्सराचे नाव, गुढी उभारण्याची वेळ, कडुलिंबाचा प्रसाद, पंचांग पूजन आणि साडेतीन मुहूर्त.',
    metaKeywords: ['गुढीपाडवा', 'मराठी नववर्ष', 'शालिवाहन शक', 'पंचांग', 'साडेतीन मुहूर्त', 'चैत्र शुद्ध प्रतिपदा'],
    status: 'published',
    content: `## चैत्र शुद्ध प्रतिपदा: मराठी नववर्षाचा पहिला दिवस

**गुढीपाडवा** चैत्र महिन्याच्या शुद्ध प्रतिपदेला येतो. महाराष्ट्रात पाळले जाणारे पंचांग **चांद्रमान** आहे: महिने अमावास्येला संपतात (अमान्त पद्धत), आणि फाल्गुन अमावास्येनंतरचा पहिला दिवस म्हणजे नव्या वर्षाची सुरुवात. म्हणूनच गुढीपाडव्याची तारीख दरवर्षी बदलते आणि साधारण मार्च-एप्रिलमध्ये येते. कर्नाटक आणि आंध्र-तेलंगणात हाच दिवस **युगादी / उगादी** म्हणून साजरा होतो.

या दिवसाशी अनेक कथा जोडलेल्या आहेत: ब्रह्मदेवाने याच दिवशी सृष्टी निर्माण केली, प्रभू श्रीराम रावणवधानंतर अयोध्येला परतले तेव्हा लोकांनी विजयाच्या गुढ्या उभारल्या, आणि शालिवाहन राजाच्या विजयापासून **शालिवाहन शक** सुरू झाला अशी परंपरा आहे.

## पंचांगात वर्ष कसे लिहिले जाते

मराठी पंचांग आणि दिनदर्शिका वर्ष दोन प्रकारे सांगतात:

- **शालिवाहन शक**: इसवी सन 78 पासून मोजले जाणारे वर्ष. गुढीपाडव्यापासून नवे शक सुरू होते. उदाहरणार्थ, 2025 च्या गुढीपाडव्याला शके 1947 आणि 2026 च्या गुढीपाडव्याला शके 1948 सुरू झाले. साधे गणित: गुढीपाडवा ते डिसेंबर या काळात इसवी सनातून 78 वजा करा, आणि जानेवारी ते पाडव्यापूर्वीच्या काळात 79 वजा करा.
- **संवत्सराचे नाव**: प्रभव, विभव, शुक्ल... अशी साठ नावांची मालिका पुन्हा पुन्हा फिरते. शके 1947 हे **विश्वावसु** नाम संवत्सर, तर शके 1948 हे **पराभव** नाम संवत्सर. एकसष्टी म्हणजे जन्मवर्षाचे संवत्सर-नाव पुन्हा परत येणे.

पूजेच्या संकल्पात हीच माहिती एका ओळीत येते: शक, संवत्सर, अयन, ऋतू, मास, पक्ष, तिथी, वार आणि नक्षत्र. पुढच्या वेळी गुरुजी संकल्प सांगतील तेव्हा लक्ष देऊन ऐका: ते त्या क्षणाचे पंचांगच वाचत असतात.

## गुढी केव्हा आणि कशी उभारावी

गुढी सूर्योदयानंतर, सकाळच्या प्रहरात उभारण्याची प्रथा आहे. उंच बांबूच्या टोकाला रेशमी वस्त्र किंवा खण, कडुलिंबाच्या डहाळ्या, आंब्याची पाने, फुलांचा हार आणि साखरेच्या गाठींची माळ बांधली जाते आणि त्यावर तांब्याचा किंवा चांदीचा कलश उपडा ठेवला जातो. दारात किंवा गच्चीवर, उजव्या बाजूला, थोडी उंचावर गुढी उभारतात; रांगोळी काढून तिची पूजा करतात.

- प्रतिपदा तिथी सूर्योदयाला असेल तो दिवस गुढीपाडव्याचा मानला जातो. क्वचित प्रतिपदा सूर्योदयानंतर सुरू होऊन दुसऱ्या दिवशी सूर्योदयापूर्वी संपते; अशा वर्षी पंचांग कोणता दिवस पाळायचा ते स्पष्ट सांगते.
- गुढी उभारण्यासाठी राहुकाळ टाळण्याचा अनेक घरांचा आग्रह असतो. राहुकाळ वारानुसार बदलतो आणि तो तुमच्या गावाच्या सूर्योदय-सूर्यास्तावर ठरतो, म्हणून तो स्थानिक पंचांगातूनच पाहावा.
- संध्याकाळी सूर्यास्तापूर्वी हळद-कुंकू, अक्षता वाहून नमस्कार करून गुढी उतरवली जाते.

## कडुलिंबाचा प्रसाद: कडू-गोड वर्षाची तयारी

पाडव्याला सकाळी कडुलिंबाची कोवळी पाने, गूळ, चिंच, जिरे, ओवा आणि मीठ वाटून केलेला प्रसाद घेतला जातो. वसंतातील बदलत्या हवेत कडुलिंब आरोग्यासाठी चांगला मानला जातो, आणि कडू-गोड चव हेही सांगते की येणारे वर्ष सुख-दुःख दोन्ही घेऊन येईल; दोन्ही समभावाने स्वीकारायचे. त्यानंतर श्रीखंड-पुरी किंवा पुरणपोळीचा बेत असतो.

## पंचांग पूजन आणि संवत्सर फल

अनेक घरांत आणि देवळांत पाडव्याच्या दिवशी नव्या पंचांगाची पूजा करून **संवत्सर फल** वाचले जाते: वर्षाचा राजा आणि मंत्री कोणता ग्रह आहे, पाऊस-पाणी, धान्य आणि बाजारभाव कसे राहतील, आणि बारा राशींना वर्ष कसे जाईल. ज्या वाराला पाडवा येतो त्या वाराचा स्वामी ग्रह हा त्या वर्षाचा **राजा** मानला जातो: गुरुवारी पाडवा असेल तर राजा गुरू, शनिवारी असेल तर शनी.

हे फल संपूर्ण समाजासाठीचे सर्वसाधारण भाकीत असते. तुमच्या वैयक्तिक वर्षावर त्यापेक्षा जास्त परिणाम तुमच्या जन्मकुंडलीतील चालू **महादशा-अंतर्दशा** आणि गुरू-शनीच्या **गोचराचा** होतो. शनीची **साडेसाती** किंवा अष्टम शनी तुमच्या राशीला सुरू आहे का, हे नव्या पंचांगात आवर्जून पाहा.

## साडेतीन मुहूर्त

महाराष्ट्रात वर्षातले साडेतीन दिवस **स्वयंसिद्ध मुहूर्त** मानले जातात: त्या दिवशी शुभ कार्यासाठी वेगळा मुहूर्त पाहावा लागत नाही.

| मुहूर्त | तिथी | प्रचलित कामे |
|---|---|---|
| गुढीपाडवा | चैत्र शुद्ध प्रतिपदा | नवी सुरुवात, वाहन किंवा घराची खरेदी, नवा व्यवसाय |
| अक्षय्य तृतीया | वैशाख शुद्ध तृतीया | सोने खरेदी, दान, नवे काम |
| विजयादशमी (दसरा) | आश्विन शुद्ध दशमी | सीमोल्लंघन, शस्त्र आणि अवजारांची पूजा, आपट्याची पाने वाटणे |
| बलिप्रतिपदा (दिवाळी पाडवा, अर्धा मुहूर्त) | कार्तिक शुद्ध प्रतिपदा | व्यापारी वर्षारंभ, पती-पत्नीचा पाडवा |

तरीही विवाह, गृहप्रवेश किंवा उपनयनासारख्या मोठ्या संस्कारांसाठी वधू-वरांच्या किंवा कुटुंबप्रमुखाच्या कुंडलीनुसार मुहूर्त काढून घेणे उत्तम, कारण स्वयंसिद्ध दिवसालाही राहुकाळ आणि त्या दिवसाचे नक्षत्र-योग असतातच.

## पाडव्याला काय करावे: एक छोटी यादी

1. सूर्योदयापूर्वी अभ्यंगस्नान करून दारात तोरण आणि रांगोळी.
2. सकाळच्या शुभ वेळेत गुढी उभारून पूजा; कडुलिंबाचा प्रसाद.
3. नव्या पंचांगाची पूजा आणि संवत्सर फलाचे वाचन.
4. वर्षाच्या संकल्पांची नोंद: जुनी येणी-देणी, बचत आणि आरोग्य यांचा आढावा.
5. सूर्यास्तापूर्वी गुढी उतरवणे.

आमचे पंचांग पान तुमच्या शहराच्या सूर्योदयानुसार दररोजची तिथी, नक्षत्र, योग आणि राहुकाळ दाखवते. मोठ्या कार्यांच्या वैयक्तिक मुहूर्तासाठी ज्योतिषींचा सल्ला घ्या.`,
  },
  {
    slug: 'ઉત્તરાયણ-મકર-સંક્રાંતિ-અને-કમુરતાં',
    title: 'ઉત્તરાયણ અને મકર સંક્રાંતિ: સૂર્યનું મકર રાશિમાં પ્રવેશ, પુણ્યકાળ અને કમુરતાં',
    excerpt: 'મકર સંક્રાંતિ લગભગ દર વર્ષે 14 જાન્યુઆરીએ જ કેમ આવે છે, ઉત્તરાયણ અને સૂર્યના મકર પ્રવેશ વચ્ચેનો ફરક, પુણ્યકાળમાં દાન અને કમુરતાં પૂરાં થતાં લગ્નના મુહૂર્ત.',
    category: 'festivals-muhurat',
    language: 'gu',
    tags: ['ઉત્તરાયણ', 'મકર સંક્રાંતિ', 'કમુરતાં'],
    metaTitle: 'ઉત્તરાયણ અને મકર સંક્રાંતિ: પુણ્યકાળ, દાન અને કમુરતાં | AstroSetu',
    metaDescription: 'સૂર્યનો મકર રાશિમાં પ્રવેશ, ઉત્તરાયણનો ખગોળીય અર્થ, સંક્રાંતિનો પુણ્યકાળ, તલ-ગોળનું દાન, કમુરતાં (ધનુર્માસ) અને પતંગના તહેવારમાં રાખવાની કાળજી.',
    metaKeywords: ['ઉત્તરાયણ', 'મકર સંક્રાંતિ', 'પુણ્યકાળ', 'કમુરતાં', 'ધનુર્માસ', 'પતંગ', 'વાસી ઉત્તરાયણ'],
    status: 'published',
    content: `## એક તહેવાર જે તિથિથી નહીં, સૂર્યથી નક્કી થાય છે

દિવાળી, હોળી કે નવરાત્રિની તારીખ દર વર્ષે બદલાય છે, કારણ કે તે ચંદ્રની **તિથિ** પરથી નક્કી થાય છે. પણ **મકર સંક્રાંતિ** લગભગ દર વર્ષે 14 જાન્યુઆરીએ અને ક્યારેક 15 જાન્યુઆરીએ આવે છે. કારણ સરળ છે: આ તહેવાર સૂર્યના **મકર રાશિમાં પ્રવેશ** (સંક્રમણ) પરથી ઊજવાય છે, અને આપણું અંગ્રેજી કૅલેન્ડર પણ સૂર્ય પર ચાલે છે.

સૂર્ય દર મહિને એક રાશિ બદલે છે, એટલે વર્ષમાં બાર સંક્રાંતિ આવે છે. તેમાં **મકર સંક્રાંતિ** અને **મેષ સંક્રાંતિ** સૌથી મહત્વની ગણાય છે. ગુજરાતમાં મકર સંક્રાંતિને જ **ઉત્તરાયણ** કહે છે, અને તેનો બીજો દિવસ **વાસી ઉત્તરાયણ** તરીકે ઊજવાય છે.

## ઉત્તરાયણ ખરેખર ક્યારે શરૂ થાય છે?

ખગોળની દૃષ્ટિએ સૂર્યની ઉત્તર તરફની ગતિ શિયાળાના અયનાંત (21 કે 22 ડિસેમ્બર) થી શરૂ થાય છે; તે દિવસ વર્ષનો સૌથી ટૂંકો દિવસ હોય છે. તો પછી ઉત્તરાયણ જાન્યુઆરીમાં કેમ?

હજારો વર્ષ પહેલાં આ બંને ઘટનાઓ લગભગ સાથે બનતી હતી. પૃથ્વીની ધરીની ધીમી ડોલન-ગતિ (**અયનચલન**) ને કારણે અયનાંત દર 72 વર્ષે આશરે એક દિવસ વહેલો આવે છે, જ્યારે ભારતીય જ્યોતિષ રાશિઓને તારાઓ સાથે બાંધીને (**નિરયન** પદ્ધતિ) ગણે છે. આજે બંને વચ્ચે લગભગ 24 અંશનું અંતર છે, જેને **અયનાંશ** કહે છે. એટલે પંચાંગ પ્રમાણે સૂર્ય મકર રાશિમાં પ્રવેશે ત્યારે તહેવાર ઊજવાય છે, અને આ જ અંતરને લીધે આવતી સદીઓમાં સંક્રાંતિ ધીમે ધીમે 15 અને પછી 16 જાન્યુઆરી તરફ ખસતી જશે.

## પુણ્યકાળ: સ્નાન અને દાનનો સમય

પંચાંગ સૂર્યના મકર પ્રવેશની ચોક્કસ ઘડી આપે છે, અને તેના પછીનો સમય **પુણ્યકાળ** ગણાય છે; તેમાંનો શરૂઆતનો ભાગ **મહાપુણ્યકાળ** કહેવાય છે. જો સંક્રાંતિ સૂર્યાસ્ત પછી કે રાત્રે થાય, તો પુણ્યકાળ બીજા દિવસે સવારે ગણાય છે; આથી જ કોઈ વર્ષે તહેવાર 15 જાન્યુઆરીએ આવે છે.

આ સમયમાં પરંપરાગત રીતે:

- વહેલી સવારે સ્નાન કરીને સૂર્યને અર્ઘ્ય આપવામાં આવે છે.
- **તલ, ગોળ, ઘી, ધાબળા અને અનાજનું દાન** કરાય છે. ગાયોને ઘાસ નાખવું અને પક્ષીઓને ચણ નાખવું એ પણ ગુજરાતની પ્રિય પરંપરા છે.
- તલ-ગોળની ચીકી, તલના લાડુ, શેરડી, બોર અને ઊંધિયું-જલેબી ઘરે ઘરે બને છે. તલ અને ગોળ શિયાળામાં શરીરને ગરમાવો આપે છે, અને "તલ જેટલી મીઠાશ" રાખવાનો સંદેશ પણ એમાં છે.

મહાભારતમાં ભીષ્મ પિતામહે દેહત્યાગ માટે ઉત્તરાયણની રાહ જોઈ હતી, કારણ કે ઉત્તરાયણને દેવતાઓનો દિવસ અને શુભ સમય માનવામાં આવે છે.

## કમુરતાં: એક મહિનો લગ્ન કેમ નથી થતાં

ગુજરાતમાં **કમુરતાં** શબ્દ સૌ જાણે છે. સૂર્ય જ્યારે **ધનુ રાશિમાં** હોય (લગભગ 15-16 ડિસેમ્બરથી 14 જાન્યુઆરી સુધી), ત્યારે તે સમયને **ધનુર્માસ** અથવા કમુરતાં કહે છે. ધનુ રાશિનો સ્વામી ગુરુ છે, અને સૂર્ય-ગુરુના આ સંજોગને લગ્ન, સગાઈ, વાસ્તુ અને ગૃહપ્રવેશ જેવાં માંગલિક કાર્યો માટે યોગ્ય ગણવામાં આવતો નથી. એ જ રીતે સૂર્ય મીન રાશિમાં હોય (માર્ચ મધ્યથી એપ્રિલ મધ્ય) ત્યારે **મીનારક કમુરતાં** હોય છે.

મકર સંક્રાંતિ સાથે કમુરતાં પૂરાં થાય છે, અને પંચાંગમાં લગ્નના મુહૂર્ત ફરી શરૂ થાય છે. જોકે કમુરતાં ઊતર્યા પછી પણ દરેક દિવસ લગ્ન માટે શુભ નથી: ગુરુ કે શુક્રનો અસ્ત, હોળાષ્ટક અને દંપતીની કુંડળી પ્રમાણે શુદ્ધ તિથિ-નક્ષત્ર જોઈને જ મુહૂર્ત નક્કી થાય છે.

## રાશિ પ્રમાણે મકર સંક્રાંતિ

સૂર્યનો મકર પ્રવેશ દરેક રાશિ માટે કુંડળીના જુદા ભાવમાં થાય છે. ચંદ્ર રાશિ પ્રમાણે આવતા એક મહિનાનું સામાન્ય ચિત્ર:

| ચંદ્ર રાશિ | સૂર્યનો ગોચર ભાવ | ધ્યાન આપવાની બાબત |
|---|---|---|
| મેષ | 10મો | કારકિર્દી, ઉપરીઓ સાથે સંબંધ |
| વૃષભ | 9મો | ભાગ્ય, પિતા, લાંબી યાત્રા |
| મિથુન | 8મો | આરોગ્ય અને અચાનક ખર્ચમાં સાવચેતી |
| કર્ક | 7મો | દાંપત્ય અને ભાગીદારી |
| સિંહ | 6ઠ્ઠો | સ્પર્ધામાં વિજય, દેવામાંથી રાહત |
| કન્યા | 5મો | સંતાન, અભ્યાસ, સર્જન |
| તુલા | 4થો | ઘર, માતા, મિલકત |
| વૃશ્ચિક | 3જો | હિંમત, નાની યાત્રાઓ, ભાઈ-બહેન |
| ધનુ | 2જો | વાણી અને કુટુંબના ખર્ચ |
| મકર | 1લો | આત્મવિશ્વાસ, પણ અહંકારથી બચવું |
| કુંભ | 12મો | ખર્ચ, વિદેશ, આરામની જરૂર |
| મીન | 11મો | લાભ અને મિત્રો તરફથી સહયોગ |

આ માત્ર ગોચરનો સામાન્ય સંકેત છે. તમારી કુંડળીમાં સૂર્યની સ્થિતિ અને ચાલુ દશા તેનાથી વધુ મહત્વની છે.

## પતંગ ઉડાડો, પણ કાળજી સાથે

અમદાવાદની પોળો અને ધાબાં ઉત્તરાયણે "કાયપો છે!" ના અવાજથી ગુંજી ઊઠે છે. તહેવારની મજા જાળવવા માટે:

1. કાચ પાયેલી કે ચાઇનીઝ દોરી ન વાપરો; તે પક્ષીઓ અને વાહનચાલકો બંને માટે જીવલેણ બની શકે છે.
2. વહેલી સવાર અને સાંજના સમયે પક્ષીઓ માળા તરફ જતાં-આવતાં હોય છે; આ સમયે પતંગ ઓછી ઉડાડો. ઘાયલ પક્ષી દેખાય તો કરુણા અભિયાનની હેલ્પલાઇનનો સંપર્ક કરો.
3. બાળકોને પાળી વગરના ધાબા પર એકલા ન રહેવા દો, અને દ્વિચક્રી વાહન પર ગળું ઢાંકીને જ નીકળો.

અમારા પંચાંગ પેજ પર તમારા શહેરના સૂર્યોદય પ્રમાણે સંક્રાંતિનો સમય, તિથિ, નક્ષત્ર અને રાહુકાળ દરરોજ જોઈ શકો છો. લગ્ન કે ગૃહપ્રવેશના વ્યક્તિગત મુહૂર્ત માટે અમારા જ્યોતિષીનો પરામર્શ લો.`,
  },
  {
    slug: 'ಯುಗಾದಿ-ಮತ್ತು-ಪಂಚಾಂಗ-ಶ್ರವಣ',
    title: 'ಯುಗಾದಿ ಮತ್ತು ಪಂಚಾಂಗ: ಹೊಸ ಸಂವತ್ಸರದ ಫಲವನ್ನು ಹೇಗೆ ಓದಬೇಕು',
    excerpt: 'ಚಾಂದ್ರಮಾನ ಮತ್ತು ಸೌರಮಾನ ಯುಗಾದಿಯ ವ್ಯತ್ಯಾಸ, ಸಂವತ್ಸರದ ಹೆಸರು, ಬೇವು-ಬೆಲ್ಲದ ಅರ್ಥ, ಪಂಚಾಂಗದ ಐದು ಅಂಗಗಳು ಮತ್ತು ರಾಹುಕಾಲ, ಯಮಗಂಡ, ಗುಳಿಕ ಕಾಲವನ್ನು ಓದುವ ರೀತಿ.',
    category: 'festivals-muhurat',
    language: 'kn',
    tags: ['ಯುಗಾದಿ', 'ಪಂಚಾಂಗ', 'ಸಂವತ್ಸರ ಫಲ'],
    metaTitle: 'ಯುಗಾದಿ ಪಂಚಾಂಗ ಶ್ರವಣ: ಸಂವತ್ಸರ, ಬೇವು-ಬೆಲ್ಲ ಮತ್ತು ರಾಶಿ ಫಲ | AstroSetu',
    metaDescription: 'ಚೈತ್ರ ಶುದ್ಧ ಪಾಡ್ಯದ ಯುಗಾದಿ: ಚಾಂದ್ರಮಾನ-ಸೌರಮಾನ, ಅರವತ್ತು ಸಂವತ್ಸರಗಳ ಚಕ್ರ, ಪಂಚಾಂಗ ಶ್ರವಣ, ರಾಜ-ಮಂತ್ರಿ, ಆದಾಯ-ವ್ಯಯ, ಮತ್ತು ದಿನದ ಪಂಚಾಂಗವನ್ನು ಓದುವುದು.',
    metaKeywords: ['ಯುಗಾದಿ', 'ಪಂಚಾಂಗ', 'ಚಾಂದ್ರಮಾನ ಯುಗಾದಿ', 'ಸೌರಮಾನ ಯುಗಾದಿ', 'ಬೇವು ಬೆಲ್ಲ', 'ಸಂವತ್ಸರ', 'ರಾಹುಕಾಲ'],
    status: 'published',
    content: `## ಯುಗ ಯುಗಾದಿ ಕಳೆದರೂ...

"ಯುಗ ಯುಗಾದಿ ಕಳೆದರೂ ಯುಗಾದಿ ಮರಳಿ ಬರುತಿದೆ" ಎಂದು ದ. ರಾ. ಬೇಂದ್ರೆಯವರು ಹಾಡಿದ **ಯುಗಾದಿ** ಕನ್ನಡಿಗರ ಹೊಸ ವರ್ಷ. "ಯುಗ + ಆದಿ" ಎಂದರೆ ಒಂದು ಕಾಲದ ಆರಂಭ; ಬ್ರಹ್ಮನು ಇದೇ ದಿನ ಸೃಷ್ಟಿಯನ್ನು ಆರಂಭಿಸಿದನೆಂಬ ನಂಬಿಕೆ ಇದೆ.

ಕರ್ನಾಟಕದ ಬಹುಪಾಲು ಜನರು ಚಂದ್ರನ ಚಲನೆಯನ್ನು ಆಧರಿಸಿದ **ಚಾಂದ್ರಮಾನ** ಪದ್ಧತಿಯನ್ನು ಅನುಸರಿಸುತ್ತಾರೆ. ಅವರಿಗೆ ಹೊಸ ವರ್ಷ **ಚೈತ್ರ ಶುದ್ಧ ಪಾಡ್ಯ**ದಂದು ಆರಂಭವಾಗುತ್ತದೆ; ಆದ್ದರಿಂದ ಯುಗಾದಿ ಪ್ರತಿ ವರ್ಷ ಮಾರ್ಚ್-ಏಪ್ರಿಲ್ ನಡುವೆ ಬೇರೆ ಬೇರೆ ದಿನಾಂಕಗಳಲ್ಲಿ ಬರುತ್ತದೆ. ಕರಾವಳಿ ಮತ್ತು ತುಳುನಾಡಿನಲ್ಲಿ ಸೂರ್ಯನು ಮೇಷ ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ದಿನವನ್ನು ಹೊಸ ವರ್ಷವಾಗಿ ಆಚರಿಸುವ **ಸೌರಮಾನ** ಪದ್ಧತಿ ಇದೆ; ಅದು ಸಾಮಾನ್ಯವಾಗಿ ಏಪ್ರಿಲ್ 14ರ ಸುಮಾರಿಗೆ ಬರುವ **ಸೌರಮಾನ ಯುಗಾದಿ** ಅಥವಾ ತುಳುವರ **ಬಿಸು**.

## ಸಂವತ್ಸರದ ಹೆಸರು

ಪ್ರತಿ ವರ್ಷಕ್ಕೂ ಒಂದು ಹೆಸರಿದೆ: **ಪ್ರಭವ**ದಿಂದ **ಅಕ್ಷಯ**ದವರೆಗಿನ ಅರವತ್ತು ಹೆಸರುಗಳ ಚಕ್ರ ಮತ್ತೆ ಮತ್ತೆ ತಿರುಗುತ್ತದೆ. 2025ರ ಯುಗಾದಿಯಿಂದ **ವಿಶ್ವಾವಸು** ಸಂವತ್ಸರ, 2026ರ ಯುಗಾದಿಯಿಂದ **ಪರಾಭವ** ಸಂವತ್ಸರ ಆರಂಭವಾದವು. ಅರವತ್ತು ವರ್ಷ ತುಂಬಿದಾಗ ಆಚರಿಸುವ **ಷಷ್ಟ್ಯಬ್ದಪೂರ್ತಿ** ಎಂದರೆ ಹುಟ್ಟಿದ ಸಂವತ್ಸರದ ಹೆಸರು ಮತ್ತೆ ಮರಳಿ ಬರುವುದು.

ಪೂಜೆಯ **ಸಂಕಲ್ಪ**ದಲ್ಲಿ ಪುರೋಹಿತರು ಹೇಳುವ "ಶ್ರೀ ... ನಾಮ ಸಂವತ್ಸರೇ, ಉತ್ತರಾಯಣೇ, ವಸಂತ ಋತೌ, ಚೈತ್ರ ಮಾಸೇ, ಶುಕ್ಲ ಪಕ್ಷೇ..." ಎಂಬ ಸಾಲು ಆ ಕ್ಷಣದ ಪಂಚಾಂಗವೇ: ಸಂವತ್ಸರ, ಅಯನ, ಋತು, ಮಾಸ, ಪಕ್ಷ, ತಿಥಿ, ವಾರ, ನಕ್ಷತ್ರ.

## ಬೇವು-ಬೆಲ್ಲ: ಬದುಕಿನ ಸಿಹಿ-ಕಹಿ

ಯುಗಾದಿಯ ಬೆಳಿಗ್ಗೆ ಎಣ್ಣೆಸ್ನಾನ, ಹೊಸ ಬಟ್ಟೆ, ಬಾಗಿಲಿಗೆ ಮಾವಿನ ತೋರಣ, ರಂಗೋಲಿ; ನಂತರ ದೇವರ ಪೂಜೆಯಾದ ಮೇಲೆ ಮೊದಲು ಸೇವಿಸುವುದು **ಬೇವು-ಬೆಲ್ಲ**. ಬೇವಿನ ಹೂವು ಮತ್ತು ಎಲೆಯ ಕಹಿ, ಬೆಲ್ಲದ ಸಿಹಿ ಸೇರಿದ ಈ ಮಿಶ್ರಣದ ಜೊತೆಗೆ ಹೇಳುವ ಶ್ಲೋಕ ಹೀಗಿದೆ:

"ಶತಾಯುರ್ವಜ್ರದೇಹಾಯ ಸರ್ವಸಂಪತ್ಕರಾಯ ಚ, ಸರ್ವಾರಿಷ್ಟವಿನಾಶಾಯ ನಿಂಬಕಂ ದಳಭಕ್ಷಣಂ."

ಅಂದರೆ ನೂರು ವರ್ಷದ ಆಯುಷ್ಯ, ವಜ್ರದಂಥ ದೇಹ, ಸಂಪತ್ತು ಮತ್ತು ಎಲ್ಲ ಕೆಡುಕುಗಳ ನಿವಾರಣೆಗಾಗಿ ಬೇವಿನ ಎಲೆಯನ್ನು ತಿನ್ನುತ್ತೇವೆ. ಹೊಸ ವರ್ಷದಲ್ಲಿ ಸುಖ-ದುಃಖ ಎರಡನ್ನೂ ಸಮಭಾವದಿಂದ ಸ್ವೀಕರಿಸಬೇಕು ಎಂಬುದೇ ಇದರ ಸಂದೇಶ. ಮಧ್ಯಾಹ್ನದ ಊಟಕ್ಕೆ ಹೋಳಿಗೆ (ಒಬ್ಬಟ್ಟು) ಇಲ್ಲದ ಯುಗಾದಿ ಅಪೂರ್ಣ!

## ಪಂಚಾಂಗ ಶ್ರವಣ: ವರ್ಷದ ಫಲ

ಸಂಜೆ ದೇವಸ್ಥಾನಗಳಲ್ಲಿ ಮತ್ತು ಮನೆಗಳಲ್ಲಿ ಹೊಸ ಪಂಚಾಂಗವನ್ನು ಪೂಜಿಸಿ, ವರ್ಷದ ಫಲವನ್ನು ಓದಿ ಕೇಳುವುದು **ಪಂಚಾಂಗ ಶ್ರವಣ**. ಪಂಚಾಂಗದ ಐದು ಅಂಗಗಳನ್ನು ಕೇಳುವುದರಿಂದ ಐದು ಫಲಗಳು ಸಿಗುತ್ತವೆ ಎಂದು ಹೇಳಲಾಗುತ್ತದೆ: **ತಿಥಿ**ಯಿಂದ ಸಂಪತ್ತು, **ವಾರ**ದಿಂದ ಆಯುಷ್ಯ, **ನಕ್ಷತ್ರ**ದಿಂದ ಪಾಪ ನಿವಾರಣೆ, **ಯೋಗ**ದಿಂದ ರೋಗ ನಿವಾರಣೆ, **ಕರಣ**ದಿಂದ ಕಾರ್ಯಸಿದ್ಧಿ.

- **ರಾಜ ಮತ್ತು ಮಂತ್ರಿ**: ಯುಗಾದಿ ಯಾವ ವಾರ ಬರುತ್ತದೋ ಆ ವಾರದ ಅಧಿಪತಿ ಗ್ರಹ ವರ್ಷದ **ರಾಜ**; ಸೂರ್ಯನು ಮೇಷ ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ವಾರದ ಅಧಿಪತಿ **ಮಂತ್ರಿ**. ಗುರುವಾರ ಯುಗಾದಿ ಬಂದರೆ ರಾಜ ಗುರು, ಶನಿವಾರ ಬಂದರೆ ಶನಿ.
- **ಮಳೆ, ಬೆಳೆ, ಬೆಲೆ**: ಸೂರ್ಯನ ಇತರ ಸಂಕ್ರಮಣಗಳ ವಾರಗಳಿಂದ ಸೇನಾಧಿಪತಿ, ಸಸ್ಯಾಧಿಪತಿ, ಮೇಘಾಧಿಪತಿ ಮುಂತಾದವರನ್ನು ನಿರ್ಧರಿಸಿ, ಮಳೆ-ಬೆಳೆ ಮತ್ತು ಧಾರಣೆಗಳ ಸಾಮಾನ್ಯ ಫಲವನ್ನು ಹೇಳಲಾಗುತ್ತದೆ.
- **ರಾಶಿ ಫಲ**: ಪ್ರತಿ ರಾಶಿಗೂ **ಆದಾಯ-ವ್ಯಯ** ಮತ್ತು **ರಾಜಪೂಜ್ಯ-ಅವಮಾನ** ಸಂಖ್ಯೆಗಳು. ಆದಾಯದ ಸಂಖ್ಯೆ ವ್ಯಯಕ್ಕಿಂತ ಹೆಚ್ಚಿದ್ದರೆ ಉಳಿತಾಯದ ವರ್ಷ; ಅವಮಾನದ ಸಂಖ್ಯೆ ಹೆಚ್ಚಿದ್ದರೆ ಮಾತು ಮತ್ತು ವ್ಯವಹಾರದಲ್ಲಿ ಎಚ್ಚರಿಕೆ ಬೇಕು.

ಈ ರಾಶಿ ಫಲ ಆ ರಾಶಿಯಲ್ಲಿ ಹುಟ್ಟಿದ ಲಕ್ಷಾಂತರ ಜನರಿಗೆ ಸಾಮಾನ್ಯವಾಗಿ ಹೇಳುವ ಸೂಚನೆ ಮಾತ್ರ. ನಿಮ್ಮ ಜಾತಕದಲ್ಲಿ ನಡೆಯುತ್ತಿರುವ **ದಶೆ-ಭುಕ್ತಿ** ಮತ್ತು ಗುರು-ಶನಿಯರ **ಗೋಚಾರ** ಅದಕ್ಕಿಂತ ಹೆಚ್ಚು ಮುಖ್ಯ. **ಸಾಡೇಸಾತಿ** (ಏಳರಾಟ ಶನಿ) ಅಥವಾ ಅಷ್ಟಮ ಶನಿ ನಿಮ್ಮ ರಾಶಿಗೆ ನಡೆಯುತ್ತಿದೆಯೇ ಎಂಬುದನ್ನು ಹೊಸ ಪಂಚಾಂಗದಲ್ಲಿ ಗಮನಿಸಿ.

## ದಿನದ ಪಂಚಾಂಗವನ್ನು ಓದುವುದು ಹೇಗೆ

ವರ್ಷವಿಡೀ ದಿನದ ಪಂಚಾಂಗ ನೋಡುವುದು ಯುಗಾದಿಯಿಂದಲೇ ಆರಂಭವಾಗಲಿ. ಒಂದು ದಿನದ ಪುಟದಲ್ಲಿ ಇವು ಇರುತ್ತವೆ:

| ಅಂಗ | ಅರ್ಥ | ಉಪಯೋಗ |
|---|---|---|
| ತಿಥಿ | ಸೂರ್ಯ-ಚಂದ್ರರ ನಡುವಿನ ಅಂತರ, ಪ್ರತಿ 12 ಅಂಶಕ್ಕೆ ಒಂದು | ವ್ರತ, ಹಬ್ಬ, ಶ್ರಾದ್ಧ |
| ವಾರ | ಸೂರ್ಯೋದಯದಿಂದ ಸೂರ್ಯೋದಯದವರೆಗಿನ ದಿನ | ರಾಹುಕಾಲ ಮುಂತಾದವುಗಳ ಲೆಕ್ಕ |
| ನಕ್ಷತ್ರ | ಚಂದ್ರನಿರುವ 27 ನಕ್ಷತ್ರಗಳಲ್ಲಿ ಒಂದು | ಮುಹೂರ್ತ, ಜನ್ಮ ನಕ್ಷತ್ರ |
| ಯೋಗ | ಸೂರ್ಯ-ಚಂದ್ರರ ರೇಖಾಂಶಗಳ ಮೊತ್ತ, 27 ಯೋಗಗಳು | ಶುಭ-ಅಶುಭ ಸೂಚನೆ |
| ಕರಣ | ತಿಥಿಯ ಅರ್ಧ ಭಾಗ | ವಿಷ್ಟಿ (ಭದ್ರಾ) ಕರಣವನ್ನು ಶುಭ ಕಾರ್ಯಕ್ಕೆ ಬಿಡುತ್ತಾರೆ |

ಇದರ ಜೊತೆಗೆ ಪ್ರತಿದಿನ **ರಾಹುಕಾಲ**, **ಯಮಗಂಡ** ಮತ್ತು **ಗುಳಿಕ ಕಾಲ** ಇರುತ್ತವೆ. ಹಗಲನ್ನು (ಸೂರ್ಯೋದಯದಿಂದ ಸೂರ್ಯಾಸ್ತದವರೆಗೆ) ಎಂಟು ಸಮ ಭಾಗಗಳಾಗಿ ಮಾಡಿ, ವಾರಕ್ಕೆ ಅನುಗುಣವಾಗಿ ಒಂದೊಂದು ಭಾಗವನ್ನು ಇವುಗಳಿಗೆ ನಿಗದಿಪಡಿಸಲಾಗುತ್ತದೆ. ಉದಾಹರಣೆಗೆ ಸೋಮವಾರ ರಾಹುಕಾಲ ಎರಡನೆಯ ಭಾಗ; ಬೆಳಿಗ್ಗೆ 6:00ಕ್ಕೆ ಸೂರ್ಯೋದಯ, ಸಂಜೆ 6:00ಕ್ಕೆ ಸೂರ್ಯಾಸ್ತವಾದರೆ ಅದು ಬೆಳಿಗ್ಗೆ 7:30ರಿಂದ 9:00ರವರೆಗೆ. ಸೂರ್ಯೋದಯ ಊರಿನಿಂದ ಊರಿಗೆ ಬದಲಾಗುವುದರಿಂದ ಬೆಂಗಳೂರು, ಮಂಗಳೂರು ಮತ್ತು ಬೆಳಗಾವಿಯ ರಾಹುಕಾಲ ಕೆಲವು ನಿಮಿಷಗಳಷ್ಟು ಬೇರೆಯಾಗಿರುತ್ತದೆ.

## ಹೊಸ ವರ್ಷದ ಸಂಕಲ್ಪ

1. ಪಂಚಾಂಗ ಶ್ರವಣದಲ್ಲಿ ನಿಮ್ಮ ರಾಶಿಯ ಆದಾಯ-ವ್ಯಯವನ್ನು ಕೇಳಿ, ವರ್ಷದ ಖರ್ಚು-ಉಳಿತಾಯದ ಯೋಜನೆ ಮಾಡಿಕೊಳ್ಳಿ.
2. ಮದುವೆ, ಗೃಹಪ್ರವೇಶ, ಉಪನಯನದಂಥ ಶುಭ ಕಾರ್ಯಗಳಿದ್ದರೆ ಪಂಚಾಂಗದ ಮುಹೂರ್ತ ಪಟ್ಟಿಯನ್ನು ನಿಮ್ಮ ಜಾತಕದೊಂದಿಗೆ ಹೋಲಿಸಿ ನೋಡಿಕೊಳ್ಳಿ.
3. ಕಷ್ಟದ ಗೋಚಾರವಿದ್ದರೆ ಭಯಪಡಬೇಡಿ; ಜ್ಯೋತಿಷಿಯೊಂದಿಗೆ ಸಮಾಲೋಚನೆ ಮಾಡಿ ಸೂಕ್ತ ಪರಿಹಾರ ತಿಳಿದುಕೊಳ್ಳಿ.

ನಮ್ಮ ಪಂಚಾಂಗ ಪುಟ ನಿಮ್ಮ ಊರಿನ ಸೂರ್ಯೋದಯದ ಆಧಾರದಲ್ಲಿ ಪ್ರತಿದಿನದ ತಿಥಿ, ನಕ್ಷತ್ರ, ಯೋಗ, ರಾಹುಕಾಲ, ಯಮಗಂಡ ಮತ್ತು ಗುಳಿಕ ಕಾಲವನ್ನು ಲೆಕ್ಕ ಹಾಕಿ ತೋರಿಸುತ್ತದೆ.`,
  },
  {
    slug: 'വിഷുക്കണിയും-കൊല്ലവർഷവും',
    title: 'വിഷുക്കണിയും കൊല്ലവർഷവും: മലയാളിയുടെ കലണ്ടറും മേടസംക്രമവും',
    excerpt: 'വിഷു മേടം 1-ന് ആകുന്നത് എന്തുകൊണ്ട്, കൊല്ലവർഷം ചിങ്ങത്തിൽ തുടങ്ങുന്നത് എങ്ങനെ, കണി ഒരുക്കേണ്ട വിധം, വിഷുഫലം വായിക്കേണ്ട രീതി.',
    category: 'festivals-muhurat',
    language: 'ml',
    tags: ['വിഷു', 'വിഷുക്കണി', 'കൊല്ലവർഷം'],
    metaTitle: 'വിഷുക്കണിയും കൊല്ലവർഷവും: മേടസംക്രമം, കണി, വിഷുഫലം | AstroSetu',
    metaDescription: 'സൂര്യന്റെ മേടരാശി പ്രവേശനമായ വിഷു, കണി ഒരുക്കേണ്ട വിധം, കൈനീട്ടം, കൊല്ലവർഷത്തിന്റെ ഉത്ഭവവും മാസങ്ങളും, നക്ഷത്രം നോക്കിയുള്ള പിറന്നാൾ, വിഷുഫലം.',
    metaKeywords: ['വിഷു', 'വിഷുക്കണി', 'കൊല്ലവർഷം', 'മലയാള മാസങ്ങൾ', 'മേടസംക്രമം', 'വിഷുഫലം', 'കൈനീട്ടം'],
    status: 'published',
    content: `## വിഷു: സൂര്യൻ മേടത്തിലേക്ക്

**വിഷു** മേടമാസം ഒന്നാം തീയതിയാണ്. സൂര്യൻ മീനം രാശിയിൽനിന്ന് **മേടം** രാശിയിലേക്ക് കടക്കുന്ന **മേടസംക്രമം** ആണ് അതിന്റെ അടിസ്ഥാനം; അതുകൊണ്ടാണ് ചന്ദ്രന്റെ തിഥി നോക്കി വരുന്ന മറ്റ് ആഘോഷങ്ങളിൽനിന്ന് വ്യത്യസ്തമായി വിഷു എല്ലാ വർഷവും ഏപ്രിൽ 14-നോ 15-നോ തന്നെ വരുന്നത്. "വിഷു" എന്ന വാക്കിന് "തുല്യം" എന്നാണ് അർത്ഥം: പണ്ട് ഈ ദിവസം പകലും രാത്രിയും ഏകദേശം തുല്യമായിരുന്നു. ഭൂമിയുടെ അച്ചുതണ്ടിന്റെ മെല്ലെയുള്ള ചലനം (**അയനചലനം**) കാരണം ഇന്ന് യഥാർത്ഥ സമരാത്രദിനം മാർച്ച് 20-21-ലേക്ക് മാറി; പക്ഷേ നമ്മുടെ ജ്യോതിഷം രാശികളെ നക്ഷത്രങ്ങളോട് ചേർത്ത് (**നിരയനം**) കണക്കാക്കുന്നതിനാൽ വിഷു മേടസംക്രമത്തിൽത്തന്നെ തുടരുന്നു.

സംക്രമം ഏത് നേരത്താണ് നടക്കുന്നത് എന്നതനുസരിച്ചാണ് മേടം 1 ഏത് ദിവസം എന്ന് പഞ്ചാംഗം നിശ്ചയിക്കുന്നത്. അതിനാൽ വിഷുവിന്റെ ദിവസം ഉറപ്പിക്കാൻ കലണ്ടറിനെക്കാൾ ആശ്രയിക്കേണ്ടത് പഞ്ചാംഗത്തെയാണ്.

## വിഷുക്കണി ഒരുക്കേണ്ട വിധം

വിഷുവിന്റെ തലേന്ന് രാത്രി വീട്ടിലെ മുതിർന്നവർ പൂജാമുറിയിൽ **കണി** ഒരുക്കുന്നു. വർഷത്തിൽ ആദ്യം കാണുന്ന കാഴ്ച ശുഭമായാൽ വർഷം മുഴുവൻ ഐശ്വര്യം എന്നാണ് വിശ്വാസം.

- ഓട്ടുരുളിയിൽ ഉണക്കലരിയും നെല്ലും നിറയ്ക്കുന്നു.
- **കണിക്കൊന്ന** പൂക്കൾ, **കണിവെള്ളരി**, ചക്ക, മാങ്ങ, പഴം, തേങ്ങ എന്നിവ ഉരുളിയിലും ചുറ്റിലുമായി വയ്ക്കുന്നു.
- **വാൽക്കണ്ണാടി**, സ്വർണ്ണം, നാണയങ്ങൾ, കോടിമുണ്ട് (പുതുവസ്ത്രം), ഗ്രന്ഥം, കണ്മഷി, കുങ്കുമം എന്നിവ ചേർക്കുന്നു.
- **ശ്രീകൃഷ്ണന്റെ** വിഗ്രഹമോ ചിത്രമോ മുന്നിൽ വച്ച്, തിരിയിട്ട **നിലവിളക്ക്** കൊളുത്തുന്നു.

വിഷുപ്പുലരിയിൽ, ബ്രാഹ്മമുഹൂർത്തത്തിൽ, വീട്ടമ്മയോ മുതിർന്നവരോ ആദ്യം എഴുന്നേറ്റ് വിളക്ക് കൊളുത്തി, മറ്റുള്ളവരെ കണ്ണുപൊത്തി കണിക്കു മുന്നിൽ കൊണ്ടുവരുന്നു. കണി കണ്ടശേഷം മുതിർന്നവർ ഇളയവർക്ക് നൽകുന്ന **വിഷുക്കൈനീട്ടം** വർഷം മുഴുവൻ സമ്പൽസമൃദ്ധിയുടെ ആശംസയാണ്. പിന്നെ പടക്കം, വിഷുക്കട്ട, വിഷുസദ്യ.

## വിഷുഫലം: വർഷത്തിന്റെ പ്രവചനം

പഴയ കാലത്ത് വിഷുദിനത്തിൽ കണിയാൻ (ജ്യോതിഷി) വീടുകളിലെത്തി **വിഷുഫലം** വായിച്ചിരുന്നു: ആ വർഷത്തെ മഴ, കൃഷി, ആരോഗ്യം, ഓരോ നക്ഷത്രക്കാർക്കുമുള്ള ഫലം. ഇന്ന് അത് പഞ്ചാംഗങ്ങളിലും പത്രങ്ങളിലും വരുന്നു. മേടസംക്രമം നടക്കുന്ന നേരത്തെ നക്ഷത്രം, ആഴ്ച, സംക്രമം പകലോ രാത്രിയോ എന്നിവ നോക്കിയാണ് പൊതുഫലം പറയുന്നത്.

ഈ പൊതുഫലം ഒരു നക്ഷത്രത്തിൽ ജനിച്ച ലക്ഷക്കണക്കിന് ആളുകൾക്ക് ഒരുപോലെ പറയുന്ന സൂചന മാത്രമാണ്. നിങ്ങളുടെ ജാതകത്തിൽ ഇപ്പോൾ നടക്കുന്ന **ദശ**യും **അപഹാരവും**, വ്യാഴത്തിന്റെയും ശനിയുടെയും **ഗോചാരവും** ആണ് നിങ്ങളുടെ വർഷത്തെ കൂടുതൽ സ്വാധീനിക്കുന്നത്. **ഏഴരശ്ശനി**, കണ്ടകശ്ശനി, അഷ്ടമശ്ശനി എന്നിവയിൽ ഏതെങ്കിലും നിങ്ങളുടെ കൂറിന് നടക്കുന്നുണ്ടോ എന്ന് പുതിയ പഞ്ചാംഗത്തിൽ ശ്രദ്ധിക്കുക.

## കൊല്ലവർഷം: മലയാളിയുടെ സ്വന്തം കാലഗണന

കേരളത്തിന്റെ സ്വന്തം കാലഗണനയാണ് **കൊല്ലവർഷം** (മലയാള വർഷം). ക്രിസ്തുവർഷം 825-ൽ ആരംഭിച്ചതായി കണക്കാക്കപ്പെടുന്ന ഈ വർഷഗണന **ചിങ്ങം 1**-ന് (ആഗസ്റ്റ് പകുതിയോടെ) പുതുവർഷമായി തുടങ്ങുന്നു. ചിങ്ങം 1 മുതൽ ഡിസംബർ 31 വരെ ക്രിസ്തുവർഷത്തിൽനിന്ന് 824 കുറച്ചാൽ കൊല്ലവർഷം കിട്ടും; ജനുവരി 1 മുതൽ കർക്കടകം അവസാനം വരെ 825 കുറയ്ക്കണം. ഉദാഹരണത്തിന് 2025 ആഗസ്റ്റിലെ ചിങ്ങം 1-ന് കൊല്ലവർഷം 1201 ആരംഭിച്ചു.

മലയാള മാസങ്ങൾ **സൗരമാസങ്ങളാണ്**: സൂര്യൻ ഓരോ രാശിയിലും നിൽക്കുന്ന കാലമാണ് ഓരോ മാസവും, അതിനാൽ മാസത്തിന്റെ പേര് രാശിയുടെ പേരുതന്നെ.

| മാസം | ഏകദേശ കാലം | പ്രധാന വിശേഷം |
|---|---|---|
| ചിങ്ങം | ആഗസ്റ്റ്-സെപ്റ്റംബർ | പുതുവർഷം, തിരുവോണം |
| കന്നി | സെപ്റ്റംബർ-ഒക്ടോബർ | നവരാത്രി (പലപ്പോഴും) |
| തുലാം | ഒക്ടോബർ-നവംബർ | തുലാവർഷം, ദീപാവലി |
| വൃശ്ചികം | നവംബർ-ഡിസംബർ | മണ്ഡലകാലം ആരംഭം |
| ധനു | ഡിസംബർ-ജനുവരി | തിരുവാതിര |
| മകരം | ജനുവരി-ഫെബ്രുവരി | മകരവിളക്ക് |
| കുംഭം | ഫെബ്രുവരി-മാർച്ച് | ശിവരാത്രി (പലപ്പോഴും) |
| മീനം | മാർച്ച്-ഏപ്രിൽ | കൊടുങ്ങല്ലൂർ ഭരണി |
| മേടം | ഏപ്രിൽ-മെയ് | വിഷു, തൃശ്ശൂർ പൂരം |
| ഇടവം | മെയ്-ജൂൺ | ഇടവപ്പാതി (കാലവർഷാരംഭം) |
| മിഥുനം | ജൂൺ-ജൂലൈ | കാലവർഷം |
| കർക്കടകം | ജൂലൈ-ആഗസ്റ്റ് | രാമായണമാസം |

ചിങ്ങത്തിൽ വർഷം തുടങ്ങുമ്പോഴും ജ്യോതിഷപരമായ പുതുവർഷം മേടസംക്രമമായ വിഷുവാണ്; അതുകൊണ്ടാണ് വർഷഫലം വിഷുവിന് പറയുന്നത്.

## നക്ഷത്രം നോക്കി പിറന്നാൾ

കൊല്ലവർഷവുമായി ചേർന്ന ഒരു മലയാളി ശീലമാണ് **നക്ഷത്രപ്പിറന്നാൾ**: ജനിച്ച മലയാള മാസത്തിൽ ജന്മനക്ഷത്രം വരുന്ന ദിവസമാണ് പിറന്നാൾ. ഒരു മാസത്തിൽ ആ നക്ഷത്രം രണ്ടുതവണ വരികയോ, സൂര്യോദയത്തിനുശേഷം അല്പനേരം മാത്രം നിൽക്കുകയോ ചെയ്താൽ ഏത് ദിവസം എടുക്കണം എന്നതിന് പഞ്ചാംഗങ്ങളിൽ നിയമങ്ങളുണ്ട്; പ്രാദേശിക ആചാരങ്ങളിലും വ്യത്യാസമുണ്ട്. സംശയമുണ്ടെങ്കിൽ ജ്യോതിഷിയോട് ചോദിക്കുക.

ഞങ്ങളുടെ പഞ്ചാംഗം പേജ് നിങ്ങളുടെ സ്ഥലത്തെ സൂര്യോദയം അനുസരിച്ച് ഓരോ ദിവസത്തെയും തിഥി, നക്ഷത്രം, രാഹുകാലം എന്നിവ കാണിക്കുന്നു. വിവാഹം, ഗൃഹപ്രവേശം തുടങ്ങിയവയുടെ മുഹൂർത്തത്തിനും ജാതക പൊരുത്തത്തിനും ഞങ്ങളുടെ ജ്യോതിഷികളുമായി കൺസൾട്ടേഷൻ ബുക്ക് ചെയ്യാം.`,
  },
];
