import { searchPlaces } from './gazetteer';
import { querySoundKey, querySoundKeys, romanizations, soundKeys, spellingSimilarity } from './indic-place-names';

const first = (query: string) => searchPlaces(query, 5)[0];

describe('place search in Indian scripts', () => {
  it('when a city is typed in Devanagari, then the Indian city comes first, under the name typed when GeoNames holds it', () => {
    expect(first('पुणे')).toMatchObject({ name: 'Pune', state: 'Maharashtra' });
    expect(first('मुंबई')).toMatchObject({ name: 'Mumbai', matchedName: 'मुंबई' });
    // Spellings GeoNames does not hold: found by sound, and shown under the place's own name (a suggestion).
    expect(first('इंदौर')).toEqual(expect.objectContaining({ name: 'Indore', display: 'Indore, Madhya Pradesh, India' }));
    expect(first('इंदौर').matchedName).toBeUndefined();
    expect(first('कोयंबटूर')).toMatchObject({ name: 'Coimbatore', state: 'Tamil Nadu' });
    expect(first('लखनऊ')).toMatchObject({ name: 'Lucknow' });
    expect(first('हैदराबाद')).toMatchObject({ name: 'Hyderabad' });
  });

  it('when a city is typed in Tamil, then the Indian city comes first', () => {
    expect(first('சென்னை')).toMatchObject({ name: 'Chennai', state: 'Tamil Nadu' });
    expect(first('மதுரை')).toMatchObject({ name: 'Madurai' });
    expect(first('திருச்சிராப்பள்ளி')).toMatchObject({ name: 'Tiruchirappalli' });
    expect(first('பெங்களூரு')).toMatchObject({ name: 'Bengaluru' });
    expect(first('தஞ்சாவூர்')).toMatchObject({ name: 'Tanjore' });
    expect(first('இந்தூர்')).toMatchObject({ name: 'Indore' });
  });

  it('when only the start of a name is typed, then the places it begins are offered', () => {
    expect(searchPlaces('கோயம்', 5).map((place) => place.name)).toContain('Coimbatore');
    expect(searchPlaces('नाग', 5).map((place) => place.name)).toContain('Nagpur');
  });

  it('when names are reduced to sound keys, then scripts and spellings meet and different names stay apart', () => {
    expect(querySoundKey('कोयंबटूर')).toBe(soundKeys('Coimbatore')[0]);
    expect(querySoundKey('கோயம்புத்தூர்')).toBe(soundKeys('Coimbatore')[0]);
    expect(querySoundKey('சென்னை')).toBe(soundKeys('Chennai')[0]);
    expect(soundKeys('New Delhi')).toEqual(['NVTL', 'TL']);
    expect(querySoundKey('पुणे')).not.toBe(querySoundKey('पटना'));
  });

  it('when a name only shares a coarse sound with another place, then that place is not offered, and never under the typed name (issue 36)', () => {
    // अयोध्या and Ooty both reduce to the sound key "AT"; their spellings read 0.4 alike.
    const ayodhya = searchPlaces('अयोध्या', 10);
    expect(ayodhya[0]).toMatchObject({ name: 'Ayodhya', matchedName: 'अयोध्या', display: 'अयोध्या (Ayodhya), Uttar Pradesh, India' });
    expect(ayodhya.map((place) => place.name)).not.toContain('Ooty');
    // Dhūlia sounds like दिल्ली (TL) and reads alike enough to be suggested, but under its own name.
    const dilli = searchPlaces('दिल्ली', 10);
    expect(dilli[0]).toMatchObject({ name: 'Delhi' });
    for (const place of dilli.filter((found) => found.name === 'Dhūlia')) expect(place.display).toBe('Dhūlia, Maharashtra, India');
    for (const place of [...ayodhya, ...dilli]) {
      if (place.matchedName) expect(place.display).toBe(`${place.matchedName} (${place.name}), ${place.state}, ${place.country}`);
    }
  });

  it('when हावड़ा (Howrah as Hindi spells it, hi.wikipedia) is typed, then Howrah comes first under that name (issue 36)', () => {
    expect(first('हावड़ा')).toMatchObject({ name: 'Hāora', matchedName: 'हावड़ा', display: 'हावड़ा (Hāora), West Bengal, India' });
    // With the nukta written as a separate mark (ड + ़) as many keyboards type it.
    expect(first('हावड़ा')).toMatchObject({ name: 'Hāora', state: 'West Bengal' });
    // Spelt otherwise (not a stored name): found by sound, the final h of "Howrah" being silent, under its own name.
    expect(first('हवड़ा')).toMatchObject({ name: 'Hāora', display: 'Hāora, West Bengal, India' });
    expect(first('हवड़ा').matchedName).toBeUndefined();
  });

  it('when ड़ is typed, then it is read both as the r and as the d English spells it', () => {
    expect(romanizations('हावड़ा')).toEqual(['hāvarā', 'hāvaḍā']);
    expect(querySoundKeys('विजयवाड़ा')).toContain(soundKeys('Vijayawada')[0]);
  });

  it('when a town is typed in Tamil or Bengali as its Wikipedia spells it, then it comes first (issue 36)', () => {
    // Stored spellings (GeoNames, or api/scripts/build-gazetteer.mjs with their source): shown under that name.
    expect(first('கோயம்புத்தூர்')).toMatchObject({ name: 'Coimbatore', matchedName: 'கோயம்புத்தூர்' });
    expect(first('திருவொற்றியூர்')).toMatchObject({ name: 'Tiruvottiyūr', matchedName: 'திருவொற்றியூர்' });
    expect(first('কলকাতা')).toMatchObject({ name: 'Kolkata', matchedName: 'কলকাতা' });
    expect(first('কামারহাটি')).toMatchObject({ name: 'Kāmārhāti', matchedName: 'কামারহাটি' });
    expect(first('ইংরেজ বাজার')).toMatchObject({ name: 'Ingrāj Bāzār', state: 'West Bengal' });
    // Found by sound (no stored Bengali name): shown under the place's own name.
    for (const [query, name] of [
      ['ভদ্রেশ্বর', 'Bhadreswar'],
      ['নবদ্বীপ', 'Navadwīp'],
      ['বারাসাত', 'Bārāsat'],
      ['শ্রীরামপুর', 'Shrīrāmpur'],
      ['পানিহাটি', 'Pānihāti'],
      ['ஓசூர்', 'Hosūr'],
      ['இராஜபாளையம்', 'Rajapalaiyam'],
      ['ஆவடி', 'Āvadi'],
    ]) {
      expect(first(query)).toMatchObject({ name });
      expect(first(query).matchedName).toBeUndefined();
    }
  });

  it('when Bengali and Hindi are read aloud, then the last inherent a, য, ব, ওয়া, गाँव and ऋ read as English spells them', () => {
    expect(romanizations('मेरठ')).toEqual(['mēraṭh']);
    expect(romanizations('যোধপুর')).toEqual(['jōdhapur']);
    expect(romanizations('দেওয়াস')).toEqual(['dēwās']);
    expect(romanizations('বর্ধমান')).toEqual(['bardhamān', 'vardhamān']);
    // Tamil's written i before a word-initial r is read both without (Rajapalayam) and with it (Irungattukottai).
    expect(romanizations('இராஜபாளையம்')[0]).toMatch(/^rāj/);
    expect(romanizations('இராஜபாளையம்')[1]).toMatch(/^irāj/);
    expect(spellingSimilarity('जयपुर', 'Jaipur')).toBeGreaterThan(spellingSimilarity('जयपुर', 'Jaipura'));
    expect(spellingSimilarity('जलगाँव', 'Jalgaon')).toBe(1);
    expect(spellingSimilarity('कृष्णनगर', 'Krishnanagar')).toBe(1);
    expect(spellingSimilarity('जामनगर', 'Jamnagar')).toBe(1);
  });

  it('when spellings are compared, then the same name in two scripts reads alike and different names do not', () => {
    expect(spellingSimilarity('दिल्ली', 'Delhi')).toBe(1);
    expect(spellingSimilarity('மதுரை', 'Madurai')).toBe(1);
    expect(spellingSimilarity('अयोध्या', 'Ooty')).toBeLessThan(0.5);
    expect(spellingSimilarity('கோயம்புத்தூர்', 'Mettupalayam')).toBeLessThan(0.5);
    expect(spellingSimilarity('लखनऊ', 'Lucknow')).toBeGreaterThanOrEqual(0.5);
  });

  it('when a Latin or unknown query is typed, then nothing changes (no sound matches for Latin text)', () => {
    expect(searchPlaces('Pune', 3)[0].name).toBe('Pune');
    expect(searchPlaces('झ़्क़्ज़्क़', 5)).toEqual([]);
  });
});
