import { searchPlaces } from './gazetteer';
import { querySoundKey, soundKeys } from './indic-place-names';

const first = (query: string) => searchPlaces(query, 5)[0];

describe('place search in Indian scripts', () => {
  it('when a city is typed in Devanagari, then the Indian city comes first, under the name typed', () => {
    expect(first('पुणे')).toMatchObject({ name: 'Pune', state: 'Maharashtra' });
    expect(first('मुंबई')).toMatchObject({ name: 'Mumbai', matchedName: 'मुंबई' });
    // Spellings GeoNames does not hold: found by sound.
    expect(first('इंदौर')).toMatchObject({ name: 'Indore', matchedName: 'इंदौर', display: 'इंदौर (Indore), Madhya Pradesh, India' });
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

  it('when a Latin or unknown query is typed, then nothing changes (no sound matches for Latin text)', () => {
    expect(searchPlaces('Pune', 3)[0].name).toBe('Pune');
    expect(searchPlaces('झ़्क़्ज़्क़', 5)).toEqual([]);
  });
});
