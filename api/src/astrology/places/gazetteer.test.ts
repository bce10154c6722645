import { gazetteerSize, normalizeText, placeById, searchPlaces } from './gazetteer';

describe('place search over the GeoNames gazetteer', () => {
  it('when the gazetteer is loaded, then it holds the Indian places and the world\'s towns of 15 000 people or more', () => {
    expect(gazetteerSize()).toBeGreaterThan(25_000);
    expect(searchPlaces('a', 20).length).toBe(20);
  });

  it('when "mum" is typed, then Mumbai comes first with its state, coordinates and IANA zone', () => {
    const [first] = searchPlaces('mum');
    expect(first).toMatchObject({ name: 'Mumbai', state: 'Maharashtra', country: 'India', countryCode: 'IN', timezone: 'Asia/Kolkata' });
    expect(first.latitude).toBeCloseTo(19.07, 1);
    expect(first.longitude).toBeCloseTo(72.88, 1);
    expect(first.display).toBe('Mumbai, Maharashtra, India');
  });

  it('when the text differs in case, then the match is the same', () => {
    expect(searchPlaces('CHENNAI')[0].name).toBe('Chennai');
    expect(searchPlaces('chennai')[0].id).toBe(searchPlaces('ChEnNaI')[0].id);
  });

  it('when the text starts a later word of a name, then the place is found too (word prefix), after whole-name matches', () => {
    const names = searchPlaces('delhi', 10).map((place) => place.name);
    expect(names[0]).toBe('Delhi');
    expect(names).toContain('New Delhi');
  });

  it('when a former name or an unaccented spelling is typed, then the GeoNames place is found', () => {
    expect(searchPlaces('bombay')[0].name).toBe('Mumbai');
    expect(searchPlaces('calcutta')[0].name).toBe('Kolkata');
    expect(searchPlaces('dehra dun')[0].name).toBe('Dehra Dūn');
    expect(normalizeText('Dehra Dūn')).toBe('dehra dun');
  });

  it('when several places share the prefix, then they are ranked by population, Indian places weighing three times', () => {
    const results = searchPlaces('san', 10);
    // Names "san" begins come before names with a later word it begins; a name it spells whole ("San", Mali)
    // weighs ten times more, so it does not push Santiago (4.8 million) down.
    const spelt = (place: (typeof results)[number]) => normalizeText(place.matchedName ?? place.name);
    const tier = (place: (typeof results)[number]) => (spelt(place).startsWith('san') ? 0 : 1);
    const weight = (place: (typeof results)[number]) =>
      place.population * (place.countryCode === 'IN' ? 3 : 1) * (spelt(place) === 'san' ? 10 : 1);
    for (let i = 1; i < results.length; i += 1) {
      expect(tier(results[i - 1])).toBeLessThanOrEqual(tier(results[i]));
      if (tier(results[i - 1]) === tier(results[i])) expect(weight(results[i - 1])).toBeGreaterThanOrEqual(weight(results[i]));
    }
    expect(results[0].name).toBe('Santiago');
    expect(searchPlaces('chen')[0].name).toBe('Chennai');
    expect(searchPlaces('lon')[0].name).toBe('London');
  });

  it('when the query is on its way to a large city, then a small town it spells whole does not come first', () => {
    expect(searchPlaces('sur')[0].name).toBe('Sūrat');
    expect(searchPlaces('hyde')[0].name).toBe('Hyderabad');
    expect(searchPlaces('manga')[0].name).toBe('Mangalore');
    // Spelt whole, a large enough place still comes first.
    expect(searchPlaces('pune')[0].name).toBe('Pune');
    expect(searchPlaces('Hyde').map((place) => place.name)).toContain('Hyde');
  });

  it('when a state or country follows a comma, then only places there are returned', () => {
    const results = searchPlaces('london, canada');
    expect(results[0]).toMatchObject({ name: 'London', state: 'Ontario', country: 'Canada', timezone: 'America/Toronto' });
    expect(searchPlaces('hyderabad, pakistan')[0].countryCode).toBe('PK');
  });

  it('when a world city is searched, then its own IANA zone comes with it', () => {
    expect(searchPlaces('new york')[0]).toMatchObject({ timezone: 'America/New_York', state: 'New York' });
    expect(searchPlaces('dubai')[0].timezone).toBe('Asia/Dubai');
  });

  it('when nothing matches, then the list is empty', () => {
    expect(searchPlaces('zzzzqqq')).toEqual([]);
  });

  it('when a place id is looked up, then the place is returned', () => {
    expect(placeById(searchPlaces('pune')[0].id)!.name).toBe('Pune');
  });

  describe('Indian scripts, alternate and historical names (GeoNames alternate names, issue 17)', () => {
    it.each([
      ['वाराणसी', 'Varanasi'],
      ['काशी', 'Varanasi'],
      ['दिल्ली', 'Delhi'],
      ['দিল্লি', 'Delhi'],
      ['விசாகப்பட்டினம்', 'Visakhapatnam'],
      ['पोरबंदर', 'Porbandar'],
      ['Prayagraj', 'Allahābād'],
      ['Allahabad', 'Allahābād'],
      ['Vizag', 'Visakhapatnam'],
      ['Howrah', 'Hāora'],
      ['Ayodhya', 'Ayodhya'],
      ['Benares', 'Varanasi'],
    ])('when "%s" is searched, then %s comes first', (query, name) => {
      expect(searchPlaces(query)[0].name).toBe(name);
    });

    it.each([
      ['Prayagraj', 'Prayagraj', 'Allahābād', 'Prayagraj (Allahābād), Uttar Pradesh, India'],
      ['Howrah', 'Howrah', 'Hāora', 'Howrah (Hāora), West Bengal, India'],
      ['Vizag', 'Vizag', 'Visakhapatnam', 'Vizag (Visakhapatnam), Andhra Pradesh, India'],
      ['वाराणसी', 'वाराणसी', 'Varanasi', 'वाराणसी (Varanasi), Uttar Pradesh, India'],
    ])('when "%s" is searched, then the label leads with the matched name %s and keeps the GeoNames name %s after it', (query, matchedName, name, display) => {
      const [first] = searchPlaces(query);
      expect(first).toMatchObject({ name, matchedName, display });
      // The same place as the GeoNames spelling finds: the id stays, only the label follows the visitor's words.
      expect(placeById(first.id)).toMatchObject({ name });
      expect(placeById(first.id)!.matchedName).toBeUndefined();
    });

    it('when the GeoNames name itself (accented or not) is typed, then the label is the GeoNames name alone', () => {
      for (const query of ['Allahabad', 'allahābād', 'Mumbai']) {
        const [first] = searchPlaces(query);
        expect(first.matchedName).toBeUndefined();
        expect(first.display.startsWith(`${first.name},`)).toBe(true);
      }
    });

    it('when a prefix of an alias is typed, then the alias it starts leads the label', () => {
      const first = searchPlaces('Prayagr')[0];
      expect(first).toMatchObject({ name: 'Allahābād', matchedName: 'Prayagraj' });
    });

    it('when a renamed place is searched by its GeoNames (2020) name, then it is shown under its current name', () => {
      // GeoNames' cities1000 of 2020 still calls Ayodhya "Ajodhya".
      expect(searchPlaces('Ayodhya')[0]).toMatchObject({ name: 'Ayodhya', state: 'Uttar Pradesh', display: 'Ayodhya, Uttar Pradesh, India' });
      expect(searchPlaces('Ayodhya')[0].matchedName).toBeUndefined();
      expect(searchPlaces('Ajodhya')[0]).toMatchObject({ name: 'Ayodhya', matchedName: 'Ajodhya' });
    });

    it('when a town of a few thousand people is searched, then it is found with its zone', () => {
      // GeoNames cities1000: Indian towns down to about 1 000 people.
      const small = searchPlaces('Chanderi')[0];
      expect(small).toMatchObject({ countryCode: 'IN', timezone: 'Asia/Kolkata' });
      expect(small.population).toBeLessThan(50_000);
    });
  });

  describe('places outside India down to 15 000 people (issue 36)', () => {
    it.each([
      ['Tromsø', 'Tromsø', 'NO', 'Europe/Oslo'],
      ['tromso', 'Tromsø', 'NO', 'Europe/Oslo'],
      ['Ithaca', 'Ithaca', 'US', 'America/New_York'],
    ])('when "%s" is typed, then %s (%s), a town under the old 100 000 cut, is found with its zone', (query, name, countryCode, timezone) => {
      const [first] = searchPlaces(query);
      expect(first).toMatchObject({ name, countryCode, timezone });
      expect(first.population).toBeLessThan(100_000);
    });

    it('when letters without a decomposed accent are typed plainly (ø, æ, ß, ł), then they match', () => {
      expect(normalizeText('Tromsø')).toBe('tromso');
      expect(normalizeText('Łódź')).toBe('lodz');
      expect(normalizeText('Æbeltoft')).toBe('aebeltoft');
    });
  });

  describe('typing slips (issue 36)', () => {
    it.each([
      ['Lucknoe', 'Lucknow', 'Uttar Pradesh'],
      ['Coimbatre', 'Coimbatore', 'Tamil Nadu'],
      ['Hydrabad', 'Hyderabad', 'Telangana'],
      ['Vishakapatnam', 'Visakhapatnam', 'Andhra Pradesh'],
      ['Tromos', 'Tromsø', ''],
    ])('when "%s" is typed, then %s comes first, under its own name', (query, name, state) => {
      const [first] = searchPlaces(query);
      expect(first).toMatchObject({ name, state });
      // The typed text is a slip, not a name of the place: the label is the place's own.
      expect(first.matchedName).toBeUndefined();
      expect(first.display.startsWith(`${name},`)).toBe(true);
    });

    it('when the query begins a real name, then no slip-corrected places are mixed in', () => {
      // "Lucknow" is typed right: nothing one slip away ("Lucknoe"-like names) is offered on top of it.
      expect(searchPlaces('Lucknow', 10).every((place) => [place.name, place.matchedName].some((name) => name && normalizeText(name).includes('lucknow')))).toBe(true);
    });

    it('when a query is short (under 4 letters) or far from every name, then no slip-corrected places are offered', () => {
      expect(searchPlaces('qzx')).toEqual([]);
      expect(searchPlaces('zzzzqqq')).toEqual([]);
    });
  });
});
