import { randomInt } from 'node:crypto';
import { tarotDeckIn, tarotSuitDomain, tarotSuitName, type TarotSuit, type UiLanguage } from '@astrosetu/contracts';
import { tarotDeck, type TarotCard } from '../data/tarot-deck';
import type { ViewBuilder } from '../view-builder';

/**
 * A ten-card Celtic Cross: the deck is shuffled with Node's cryptographic random numbers (Fisher-Yates with
 * crypto.randomInt), the first ten cards are laid in the ten positions, each upright or reversed by another
 * random bit. The random numbers are printed with the reading, so the draw is on record.
 *
 * The reading is written in the order's language (the view's words): the cards' names and meanings from the
 * shared deck in contracts (tarotDeckIn), the sentences around them from TAROT_WORDS below, one whole sentence
 * per entry (word order differs between English and the Indian languages).
 */

/** A card as the reading names it: its name in the language and whether it lies reversed. */
interface NamedCard {
  name: string;
  reversed: boolean;
}

interface TarotWords {
  title: string;
  subtitle: (name: string) => string;
  /** The ten positions: their name and what each shows. */
  positions: ReadonlyArray<readonly [name: string, reads: string]>;
  sections: { question: string; spread: string; eachCard: string; whole: string; record: string };
  columns: readonly [string, string, string];
  orientation: { upright: string; reversed: string };
  cardReading: (p: { number: number; position: string; card: NamedCard; reads: string; meaning: string }) => string;
  firstOfSuit: (p: { suit: string; domain: string }) => string;
  firstMajor: string;
  majors: (count: number) => string;
  reversedCount: (count: number) => string;
  dominantSuit: (p: { suit: string; count: number; domain: string }) => string;
  movement: (p: { present: NamedCard; outcome: NamedCard; from: string; to: string }) => string;
  tendencies: string;
  record: (p: { swaps: string; orientations: string }) => string;
}

const en: TarotWords = {
  title: 'Tarot Reading: Celtic Cross',
  subtitle: (name) => `For ${name}`,
  positions: [
    ['The present', 'where you stand now with your question'],
    ['The challenge', 'what crosses you: the obstacle to work with'],
    ['The foundation', 'the root of the matter, beneath the surface'],
    ['The recent past', 'what is passing away'],
    ['The crown', 'the best that can be achieved, your conscious aim'],
    ['The near future', 'what is coming in the next weeks'],
    ['Yourself', 'your attitude and how you approach the matter'],
    ['Surroundings', 'the people and circumstances around you'],
    ['Hopes and fears', 'what you hope for or fear'],
    ['The outcome', 'where things lead if the present course holds'],
  ],
  sections: { question: 'Your question', spread: 'The spread', eachCard: 'Each card in its position', whole: 'The spread as a whole', record: 'The draw, on record' },
  columns: ['Position', 'Card', 'Orientation'],
  orientation: { upright: 'upright', reversed: 'reversed' },
  cardReading: ({ number, position, card, reads, meaning }) =>
    `${number}. ${position}: ${card.name}${card.reversed ? ' (reversed)' : ''}. This position shows ${reads}; here the card speaks of ${meaning}.`,
  firstOfSuit: ({ suit, domain }) => `It is the first ${suit} card of the spread: ${suit} speak of ${domain}.`,
  firstMajor: 'It is the first major arcana card of the spread: these mark significant lessons rather than passing events.',
  majors: (count) =>
    `${count} of the ten cards are major arcana${count >= 4 ? ', so the question touches a turning point larger than day-to-day events' : count === 0 ? ', so the matter lies in your own hands and everyday choices' : ''}.`,
  reversedCount: (count) =>
    `${count} ${count === 1 ? 'card is' : 'cards are'} reversed${count >= 6 ? ': much of the energy is blocked or turned inward, and patience is needed' : count <= 2 ? ': the energies flow freely' : ''}.`,
  dominantSuit: ({ suit, count, domain }) => `${suit} dominate (${count} cards): the answer lies in ${domain}.`,
  movement: ({ present, outcome, from, to }) =>
    `From ${present.name}${present.reversed ? ' reversed' : ''} in the present to ${outcome.name}${outcome.reversed ? ' reversed' : ''} as the outcome, the spread moves from ${from} towards ${to}.`,
  tendencies: 'Tarot describes tendencies, not fixed fate: the outcome card shows where the present course leads, and the advice of the Yourself and Challenge cards shows what you can change.',
  record: ({ swaps, orientations }) =>
    `Shuffled with a cryptographically secure random generator (Fisher-Yates). Swap indices from the last card down: ${swaps}. Orientation bits for positions 1-10 (1 = reversed): ${orientations}.`,
};

const hiCard = (card: NamedCard) => (card.reversed ? `${card.name} (उलटा)` : card.name);

const hi: TarotWords = {
  title: 'टैरो रीडिंग: केल्टिक क्रॉस',
  subtitle: (name) => `${name} के लिए`,
  positions: [
    ['वर्तमान', 'अपने प्रश्न को लेकर आप अभी कहाँ खड़े हैं'],
    ['चुनौती', 'आपके रास्ते में आड़े आने वाली बाधा, जिससे आपको निपटना है'],
    ['नींव', 'मामले की जड़, जो सतह के नीचे है'],
    ['हाल का अतीत', 'जो अब बीत रहा है'],
    ['शिखर', 'सबसे अच्छा जो पाया जा सकता है, यानी आपका सचेत लक्ष्य'],
    ['निकट भविष्य', 'आने वाले हफ़्तों में क्या आने वाला है'],
    ['आप स्वयं', 'आपका रवैया, और आप इस मामले को किस तरह देखते हैं'],
    ['आसपास का माहौल', 'आपके आसपास के लोग और परिस्थितियाँ'],
    ['आशाएँ और आशंकाएँ', 'आप किस बात की आशा करते हैं या किससे डरते हैं'],
    ['परिणाम', 'यदि वर्तमान राह बनी रहे, तो बात कहाँ तक पहुँचेगी'],
  ],
  sections: { question: 'आपका प्रश्न', spread: 'स्प्रेड', eachCard: 'हर कार्ड अपने स्थान पर', whole: 'पूरा स्प्रेड एक नज़र में', record: 'कार्ड निकालने का रिकॉर्ड' },
  columns: ['स्थान', 'कार्ड', 'दिशा'],
  orientation: { upright: 'सीधा', reversed: 'उलटा' },
  cardReading: ({ number, position, card, reads, meaning }) =>
    `${number}. ${position}: ${hiCard(card)}। यह स्थान बताता है: ${reads}। यहाँ इस कार्ड का अर्थ है: ${meaning}।`,
  firstOfSuit: ({ suit, domain }) => `यह इस स्प्रेड का पहला ${suit} कार्ड है; ${suit} कार्डों के विषय हैं: ${domain}।`,
  firstMajor: 'यह इस स्प्रेड का पहला मेजर आर्काना कार्ड है: ये कार्ड आती-जाती घटनाओं से बढ़कर जीवन के अहम सबक दिखाते हैं।',
  majors: (count) =>
    count === 0
      ? 'दस में से एक भी कार्ड मेजर आर्काना नहीं है, यानी मामला आपके अपने हाथों और रोज़ के फ़ैसलों में है।'
      : count >= 4
        ? `दस में से ${count} कार्ड मेजर आर्काना हैं, यानी आपका प्रश्न रोज़मर्रा की घटनाओं से बड़े किसी मोड़ से जुड़ा है।`
        : `दस में से ${count} ${count === 1 ? 'कार्ड मेजर आर्काना है' : 'कार्ड मेजर आर्काना हैं'}।`,
  reversedCount: (count) =>
    count === 0
      ? 'कोई भी कार्ड उलटा नहीं है: ऊर्जा खुलकर बह रही है।'
      : count >= 6
        ? `${count} कार्ड उलटे हैं: ऊर्जा का बड़ा हिस्सा रुका हुआ है या भीतर की ओर मुड़ा है, इसलिए धैर्य की ज़रूरत है।`
        : count <= 2
          ? `${count} ${count === 1 ? 'कार्ड उलटा है' : 'कार्ड उलटे हैं'}: ऊर्जा खुलकर बह रही है।`
          : `${count} कार्ड उलटे हैं।`,
  dominantSuit: ({ suit, count, domain }) => `${suit} कार्डों का बोलबाला है (${count} कार्ड), इसलिए उत्तर इन विषयों में छिपा है: ${domain}।`,
  movement: ({ present, outcome, from, to }) =>
    `वर्तमान में ${hiCard(present)} से लेकर परिणाम में ${hiCard(outcome)} तक, यह स्प्रेड "${from}" से "${to}" की ओर बढ़ता है।`,
  tendencies: 'टैरो प्रवृत्तियाँ बताता है, अटल भाग्य नहीं: परिणाम का कार्ड दिखाता है कि वर्तमान राह कहाँ ले जाती है, और "आप स्वयं" व "चुनौती" के कार्डों की सलाह बताती है कि आप क्या बदल सकते हैं।',
  record: ({ swaps, orientations }) =>
    `कार्ड क्रिप्टोग्राफ़िक रूप से सुरक्षित यादृच्छिक संख्याओं से फेंटे गए (फ़िशर-येट्स विधि)। आख़िरी कार्ड से नीचे की ओर अदला-बदली के सूचकांक: ${swaps}। स्थान 1-10 की दिशा के अंक (1 = उलटा): ${orientations}।`,
};

const taCard = (card: NamedCard) => (card.reversed ? `${card.name} (தலைகீழ்)` : card.name);

const ta: TarotWords = {
  title: 'டாரட் வாசிப்பு: செல்டிக் கிராஸ்',
  subtitle: (name) => `${name} அவர்களுக்கு`,
  positions: [
    ['நிகழ்காலம்', 'உங்கள் கேள்வியைப் பொறுத்து நீங்கள் இப்போது நிற்கும் இடம்'],
    ['சவால்', 'உங்கள் வழியில் குறுக்கிடுவது, நீங்கள் கையாள வேண்டிய தடை'],
    ['அடித்தளம்', 'மேற்பரப்புக்குக் கீழே உள்ள விஷயத்தின் வேர்'],
    ['சமீபத்திய கடந்த காலம்', 'இப்போது கடந்து செல்வது'],
    ['கிரீடம்', 'அடையக்கூடிய மிகச் சிறந்தது, நீங்கள் அறிந்தே நாடும் இலக்கு'],
    ['வரவிருக்கும் காலம்', 'அடுத்த சில வாரங்களில் வருவது'],
    ['நீங்கள்', 'உங்கள் மனப்பான்மையும் இந்த விஷயத்தை நீங்கள் அணுகும் விதமும்'],
    ['சூழல்', 'உங்களைச் சுற்றியுள்ள மனிதர்களும் சூழ்நிலைகளும்'],
    ['நம்பிக்கைகளும் அச்சங்களும்', 'நீங்கள் எதிர்பார்ப்பதும் அஞ்சுவதும்'],
    ['முடிவு', 'இப்போதைய போக்கு தொடர்ந்தால் விஷயம் சென்று சேரும் இடம்'],
  ],
  sections: { question: 'உங்கள் கேள்வி', spread: 'விரிப்பு', eachCard: 'ஒவ்வொரு அட்டையும் அதன் இடத்தில்', whole: 'விரிப்பு முழுமையாக', record: 'அட்டைகள் எடுக்கப்பட்ட விதம், பதிவாக' },
  columns: ['இடம்', 'அட்டை', 'நிலை'],
  orientation: { upright: 'நேராக', reversed: 'தலைகீழாக' },
  cardReading: ({ number, position, card, reads, meaning }) =>
    `${number}. ${position}: ${taCard(card)}. இந்த இடம் காட்டுவது: ${reads}. இங்கே இந்த அட்டையின் பொருள்: ${meaning}.`,
  firstOfSuit: ({ suit, domain }) => `இது இந்த விரிப்பின் முதல் ${suit} அட்டை; ${suit} அட்டைகள் குறிப்பவை: ${domain}.`,
  firstMajor: 'இது இந்த விரிப்பின் முதல் மேஜர் அர்கானா அட்டை: இவை கடந்துபோகும் நிகழ்வுகளை விட வாழ்க்கையின் முக்கியப் பாடங்களைக் குறிக்கின்றன.',
  majors: (count) =>
    count === 0
      ? 'பத்து அட்டைகளில் ஒன்றுகூட மேஜர் அர்கானா இல்லை: எனவே இந்த விஷயம் உங்கள் கைகளிலும் அன்றாடத் தேர்வுகளிலும் இருக்கிறது.'
      : count >= 4
        ? `பத்து அட்டைகளில் ${count} மேஜர் அர்கானா: எனவே இந்தக் கேள்வி அன்றாட நிகழ்வுகளை விடப் பெரிய ஒரு திருப்புமுனையைத் தொடுகிறது.`
        : `பத்து அட்டைகளில் ${count} மேஜர் அர்கானா.`,
  reversedCount: (count) =>
    count === 0
      ? 'எந்த அட்டையும் தலைகீழாக இல்லை: ஆற்றல்கள் தடையின்றிப் பாய்கின்றன.'
      : count >= 6
        ? `${count} அட்டைகள் தலைகீழாக உள்ளன: ஆற்றலின் பெரும்பகுதி தடைபட்டோ உள்நோக்கித் திரும்பியோ இருக்கிறது, பொறுமை தேவை.`
        : count <= 2
          ? `${count} ${count === 1 ? 'அட்டை தலைகீழாக உள்ளது' : 'அட்டைகள் தலைகீழாக உள்ளன'}: ஆற்றல்கள் தடையின்றிப் பாய்கின்றன.`
          : `${count} அட்டைகள் தலைகீழாக உள்ளன.`,
  dominantSuit: ({ suit, count, domain }) => `${suit} அட்டைகளே அதிகம் (${count} அட்டைகள்), எனவே பதில் இவற்றில் இருக்கிறது: ${domain}.`,
  movement: ({ present, outcome, from, to }) =>
    `நிகழ்காலத்தில் ${taCard(present)} முதல் முடிவில் ${taCard(outcome)} வரை, இந்த விரிப்பு "${from}" என்பதிலிருந்து "${to}" என்பதை நோக்கிச் செல்கிறது.`,
  tendencies: 'டாரட் போக்குகளைக் காட்டுகிறது, மாற்ற முடியாத விதியை அல்ல: இப்போதைய போக்கு எங்கே கொண்டு செல்லும் என்பதை முடிவு அட்டை காட்டுகிறது; நீங்கள் எதை மாற்றலாம் என்பதை "நீங்கள்", "சவால்" அட்டைகளின் ஆலோசனை காட்டுகிறது.',
  record: ({ swaps, orientations }) =>
    `அட்டைகள் குறியாக்கவியல் ரீதியாகப் பாதுகாப்பான சீரற்ற எண்களால் கலைக்கப்பட்டன (ஃபிஷர்-யேட்ஸ் முறை). கடைசி அட்டையிலிருந்து கீழ்நோக்கி இடமாற்றக் குறியீடுகள்: ${swaps}. 1-10 இடங்களின் நிலை எண்கள் (1 = தலைகீழ்): ${orientations}.`,
};

const teCard = (card: NamedCard) => (card.reversed ? `${card.name} (తలకిందులు)` : card.name);

const te: TarotWords = {
  title: 'టారో రీడింగ్: సెల్టిక్ క్రాస్',
  subtitle: (name) => `${name} కోసం`,
  positions: [
    ['వర్తమానం', 'మీ ప్రశ్న విషయంలో మీరు ఇప్పుడు నిలబడి ఉన్న చోటు'],
    ['సవాలు', 'మీ దారికి అడ్డు వచ్చేది, మీరు ఎదుర్కోవలసిన ఆటంకం'],
    ['పునాది', 'పైకి కనిపించని, ఈ విషయానికి అసలు మూలం'],
    ['ఇటీవలి గతం', 'ఇప్పుడు గడిచిపోతున్నది'],
    ['శిఖరం', 'సాధించగలిగే అత్యుత్తమ ఫలితం, మీరు తెలిసి కోరుకునే లక్ష్యం'],
    ['సమీప భవిష్యత్తు', 'రాబోయే కొన్ని వారాల్లో రానున్నది'],
    ['మీరు', 'మీ వైఖరి, ఈ విషయాన్ని మీరు చూసే తీరు'],
    ['పరిసరాలు', 'మీ చుట్టూ ఉన్న మనుషులు, పరిస్థితులు'],
    ['ఆశలు, భయాలు', 'మీరు ఆశించేది లేదా భయపడేది'],
    ['ఫలితం', 'ఇప్పటి దారి ఇలాగే సాగితే విషయం చేరుకునే చోటు'],
  ],
  sections: { question: 'మీ ప్రశ్న', spread: 'కార్డుల అమరిక', eachCard: 'ప్రతి కార్డు, దాని స్థానంలో', whole: 'అమరిక మొత్తంగా', record: 'కార్డులు తీసిన విధానం: నమోదు' },
  columns: ['స్థానం', 'కార్డు', 'స్థితి'],
  orientation: { upright: 'నిటారుగా', reversed: 'తలకిందులుగా' },
  cardReading: ({ number, position, card, reads, meaning }) =>
    `${number}. ${position}: ${teCard(card)}. ఈ స్థానం చూపేది: ${reads}. ఇక్కడ ఈ కార్డు అర్థం: ${meaning}.`,
  firstOfSuit: ({ suit, domain }) => `ఈ అమరికలో ఇది మొదటి ${suit} కార్డు; ${suit} కార్డులు సూచించేవి: ${domain}.`,
  firstMajor: 'ఈ అమరికలో ఇది మొదటి మేజర్ ఆర్కానా కార్డు: ఇవి వచ్చిపోయే సంఘటనల కన్నా జీవితంలోని ముఖ్యమైన పాఠాలను సూచిస్తాయి.',
  majors: (count) =>
    count === 0
      ? 'పది కార్డుల్లో ఒక్కటి కూడా మేజర్ ఆర్కానా కాదు: కాబట్టి ఈ విషయం మీ చేతుల్లో, మీ రోజువారీ నిర్ణయాల్లోనే ఉంది.'
      : count >= 4
        ? `పది కార్డుల్లో ${count} కార్డులు మేజర్ ఆర్కానా: కాబట్టి మీ ప్రశ్న రోజువారీ సంఘటనల కన్నా పెద్దదైన ఒక మలుపును తాకుతోంది.`
        : `పది కార్డుల్లో ${count} ${count === 1 ? 'కార్డు' : 'కార్డులు'} మేజర్ ఆర్కానా.`,
  reversedCount: (count) =>
    count === 0
      ? 'ఏ కార్డూ తలకిందులుగా లేదు: శక్తులు అడ్డు లేకుండా ప్రవహిస్తున్నాయి.'
      : count >= 6
        ? `${count} కార్డులు తలకిందులుగా ఉన్నాయి: శక్తిలో చాలా భాగం అడ్డుపడి ఉంది లేదా లోపలికి మళ్లింది, కాబట్టి ఓపిక అవసరం.`
        : count <= 2
          ? `${count} ${count === 1 ? 'కార్డు తలకిందులుగా ఉంది' : 'కార్డులు తలకిందులుగా ఉన్నాయి'}: శక్తులు అడ్డు లేకుండా ప్రవహిస్తున్నాయి.`
          : `${count} కార్డులు తలకిందులుగా ఉన్నాయి.`,
  dominantSuit: ({ suit, count, domain }) => `${suit} కార్డులదే పైచేయి (${count} కార్డులు), కాబట్టి సమాధానం వీటిలో ఉంది: ${domain}.`,
  movement: ({ present, outcome, from, to }) =>
    `వర్తమానంలో ${teCard(present)} నుంచి ఫలితంలో ${teCard(outcome)} వరకు, ఈ అమరిక "${from}" నుంచి "${to}" వైపు సాగుతుంది.`,
  tendencies: 'టారో ధోరణులను చూపుతుంది, మార్చలేని విధిని కాదు: ఇప్పటి దారి ఎక్కడికి తీసుకువెళ్తుందో ఫలితం కార్డు చూపుతుంది; మీరు ఏమి మార్చగలరో "మీరు", "సవాలు" కార్డుల సలహా చెబుతుంది.',
  record: ({ swaps, orientations }) =>
    `కార్డులను క్రిప్టోగ్రఫీ పరంగా సురక్షితమైన యాదృచ్ఛిక సంఖ్యలతో కలిపాం (ఫిషర్-యేట్స్ పద్ధతి). చివరి కార్డు నుంచి కిందికి మార్పిడి సూచికలు: ${swaps}. 1-10 స్థానాల స్థితి అంకెలు (1 = తలకిందులు): ${orientations}.`,
};

const bnCard = (card: NamedCard) => (card.reversed ? `${card.name} (উল্টো)` : card.name);
/** A count inside a Bengali sentence, in Bengali digits (4টি), as Bengali text writes it. */

const bn: TarotWords = {
  title: 'ট্যারো রিডিং: কেলটিক ক্রস',
  subtitle: (name) => `${name}-এর জন্য`,
  positions: [
    ['বর্তমান', 'আপনার প্রশ্নের ব্যাপারে আপনি এখন যেখানে দাঁড়িয়ে আছেন'],
    ['বাধা', 'আপনার পথ আটকে দাঁড়ানো বিষয়, যার মোকাবিলা আপনাকে করতে হবে'],
    ['ভিত', 'বিষয়টির শিকড়, যা উপরিতলের নিচে রয়েছে'],
    ['সাম্প্রতিক অতীত', 'যা এখন বিদায় নিচ্ছে'],
    ['শিখর', 'সবচেয়ে ভালো যা অর্জন করা সম্ভব, অর্থাৎ আপনার সচেতন লক্ষ্য'],
    ['নিকট ভবিষ্যৎ', 'সামনের কয়েক সপ্তাহে যা আসছে'],
    ['আপনি নিজে', 'আপনার মনোভাব, আর বিষয়টিকে আপনি যেভাবে দেখছেন'],
    ['চারপাশের পরিবেশ', 'আপনার চারপাশের মানুষজন ও পরিস্থিতি'],
    ['আশা ও আশঙ্কা', 'আপনি যা আশা করেন বা যার ভয় পান'],
    ['পরিণাম', 'বর্তমান পথ বজায় থাকলে বিষয়টি যেখানে গিয়ে পৌঁছাবে'],
  ],
  sections: { question: 'আপনার প্রশ্ন', spread: 'কার্ডের বিন্যাস', eachCard: 'প্রতিটি কার্ড তার অবস্থানে', whole: 'সম্পূর্ণ বিন্যাস এক নজরে', record: 'কার্ড তোলার নথি' },
  columns: ['অবস্থান', 'কার্ড', 'দিক'],
  orientation: { upright: 'সোজা', reversed: 'উল্টো' },
  cardReading: ({ number, position, card, reads, meaning }) =>
    `${number}. ${position}: ${bnCard(card)}। এই অবস্থান দেখায়: ${reads}। এখানে কার্ডটির অর্থ: ${meaning}।`,
  firstOfSuit: ({ suit, domain }) => `এটি এই বিন্যাসের প্রথম ${suit} কার্ড; ${suit} কার্ডের বিষয়: ${domain}।`,
  firstMajor: 'এটি এই বিন্যাসের প্রথম মেজর আর্কানা কার্ড: এই কার্ডগুলি ক্ষণিকের ঘটনার চেয়ে জীবনের গুরুত্বপূর্ণ শিক্ষার কথা বলে।',
  majors: (count) =>
    count === 0
      ? 'দশটি কার্ডের একটিও মেজর আর্কানা নয়: অর্থাৎ বিষয়টি আপনার নিজের হাতে, রোজকার সিদ্ধান্তের মধ্যেই রয়েছে।'
      : count >= 4
        ? `দশটি কার্ডের মধ্যে ${count}টি মেজর আর্কানা: অর্থাৎ আপনার প্রশ্ন রোজকার ঘটনার চেয়ে বড় কোনো মোড়ের সঙ্গে জড়িত।`
        : `দশটি কার্ডের মধ্যে ${count}টি মেজর আর্কানা।`,
  reversedCount: (count) =>
    count === 0
      ? 'কোনো কার্ডই উল্টো নয়: শক্তি অবাধে বইছে।'
      : count >= 6
        ? `${count}টি কার্ড উল্টো: শক্তির বড় অংশ আটকে আছে বা ভেতরের দিকে ঘুরে গেছে, তাই ধৈর্য দরকার।`
        : count <= 2
          ? `${count}টি কার্ড উল্টো: শক্তি অবাধে বইছে।`
          : `${count}টি কার্ড উল্টো।`,
  dominantSuit: ({ suit, count, domain }) => `${suit} কার্ডেরই প্রাধান্য (${count}টি কার্ড), তাই উত্তর লুকিয়ে আছে এই বিষয়গুলিতে: ${domain}।`,
  movement: ({ present, outcome, from, to }) =>
    `বর্তমানে ${bnCard(present)} থেকে পরিণামে ${bnCard(outcome)} পর্যন্ত, এই বিন্যাস "${from}" থেকে "${to}" অভিমুখে এগোয়।`,
  tendencies: 'ট্যারো প্রবণতা দেখায়, অটল নিয়তি নয়: পরিণামের কার্ড দেখায় বর্তমান পথ কোথায় নিয়ে যাচ্ছে, আর "আপনি নিজে" ও "বাধা" কার্ডের পরামর্শ বলে আপনি কী বদলাতে পারেন।',
  record: ({ swaps, orientations }) =>
    `কার্ডগুলি ক্রিপ্টোগ্রাফিক দিক থেকে নিরাপদ দৈব সংখ্যা দিয়ে মেশানো হয়েছে (ফিশার-ইয়েটস পদ্ধতি)। শেষ কার্ড থেকে নিচের দিকে অদলবদলের সূচক: ${swaps}। 1-10 অবস্থানের দিকের অঙ্ক (1 = উল্টো): ${orientations}।`,
};

// PLACEHOLDER(#38): Marathi, Gujarati, Kannada and Malayalam words are being written; this must not land as it is.
const mr: TarotWords = en;
const gu: TarotWords = en;
const kn: TarotWords = en;
const ml: TarotWords = en;

const TAROT_WORDS: Readonly<Record<UiLanguage, TarotWords>> = { en, hi, ta, te, bn, mr, gu, kn, ml };

/** The reading's words in a language (the title and subtitle are the deliverable's, see build-deliverable.ts). */
export const tarotWords = (language: UiLanguage): TarotWords => TAROT_WORDS[language];

/** The ten positions, in English (their names in other languages are in tarotWords). */
export const CELTIC_CROSS = en.positions.map(([name, reads]) => ({ name, reads }));

export interface DrawnCard {
  position: number;
  card: TarotCard;
  /** The card's index in the deck (the same card in every language). */
  index: number;
  reversed: boolean;
}

export interface TarotDraw {
  cards: DrawnCard[];
  /** The Fisher-Yates swap indices and the orientation bits, as drawn. */
  swaps: number[];
  orientations: number[];
}

export type RandomInt = (maxExclusive: number) => number;

export function drawCelticCross(random: RandomInt = (max) => randomInt(max)): TarotDraw {
  const order = tarotDeck.map((_, index) => index);
  const swaps: number[] = [];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    swaps.push(j);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const orientations = CELTIC_CROSS.map(() => random(2));
  return {
    cards: CELTIC_CROSS.map((_, position) => ({ position: position + 1, card: tarotDeck[order[position]], index: order[position], reversed: orientations[position] === 1 })),
    swaps,
    orientations,
  };
}

/** A card read in its position; what its suit (or the major arcana) stands for is said at its first card only. */
function cardReading(words: TarotWords, language: UiLanguage, drawn: DrawnCard, introduced: Set<string>): string {
  const [position, reads] = words.positions[drawn.position - 1];
  const card = tarotDeckIn(language)[drawn.index];
  const reading = words.cardReading({
    number: drawn.position,
    position,
    card: { name: card.name, reversed: drawn.reversed },
    reads,
    meaning: drawn.reversed ? card.reversed : card.upright,
  });
  const group = drawn.card.suit ?? 'major';
  const domain = introduced.has(group)
    ? null
    : drawn.card.suit
      ? words.firstOfSuit({ suit: tarotSuitName(drawn.card.suit, language), domain: tarotSuitDomain(drawn.card.suit, language) })
      : words.firstMajor;
  introduced.add(group);
  return domain ? `${reading} ${domain}` : reading;
}

export function writeTarot(view: ViewBuilder, question: string, draw: TarotDraw): void {
  const language = view.text.language;
  const words = tarotWords(language);
  const deck = tarotDeckIn(language);
  const named = (drawn: DrawnCard): NamedCard => ({ name: deck[drawn.index].name, reversed: drawn.reversed });
  const meaning = (drawn: DrawnCard) => (drawn.reversed ? deck[drawn.index].reversed : deck[drawn.index].upright);
  view.section(words.sections.question).paragraph(question);
  view.section(words.sections.spread).table(
    [...words.columns],
    draw.cards.map((drawn) => [
      `${drawn.position}. ${words.positions[drawn.position - 1][0]}`,
      deck[drawn.index].name,
      drawn.reversed ? words.orientation.reversed : words.orientation.upright,
    ]),
  );
  view.section(words.sections.eachCard);
  const introduced = new Set<string>();
  for (const drawn of draw.cards) view.paragraph(cardReading(words, language, drawn, introduced));
  const majors = draw.cards.filter((drawn) => drawn.card.arcana === 'major').length;
  const reversed = draw.cards.filter((drawn) => drawn.reversed).length;
  const suits: TarotSuit[] = ['Wands', 'Cups', 'Swords', 'Pentacles'];
  const suitCounts = suits.map((suit) => ({ suit, count: draw.cards.filter((drawn) => drawn.card.suit === suit).length })).sort((a, b) => b.count - a.count);
  const outcome = draw.cards[9];
  const present = draw.cards[0];
  const dominant = suitCounts[0];
  const summary = [
    words.majors(majors),
    words.reversedCount(reversed),
    ...(dominant.count >= 3 ? [words.dominantSuit({ suit: tarotSuitName(dominant.suit, language), count: dominant.count, domain: tarotSuitDomain(dominant.suit, language) })] : []),
    words.movement({ present: named(present), outcome: named(outcome), from: meaning(present), to: meaning(outcome) }),
  ];
  view.section(words.sections.whole).paragraph(summary.join(' ')).paragraph(words.tendencies);
  view.section(words.sections.record).paragraph(words.record({ swaps: draw.swaps.join(' '), orientations: draw.orientations.join(' ') }));
}
