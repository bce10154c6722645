import { NAKSHATRA_NAMES } from '../core/vedic-data';
import type { MoonPlacement } from './guna-milan';
import { poruthamVerdict, rajjuOf, tenPoruthams } from './poruthams';

const star = (name: string, signIndex: number): MoonPlacement => ({ nakshatraIndex: NAKSHATRA_NAMES.indexOf(name as (typeof NAKSHATRA_NAMES)[number]), signIndex, degree: 10, pada: 1 });
const result = (boy: MoonPlacement, girl: MoonPlacement) => Object.fromEntries(tenPoruthams(boy, girl).map((item) => [item.name, item.matched]));

describe('the ten poruthams', () => {
  it('when the rajju of each star is read, then the rope runs Pada-Kati-Nabhi-Kanta-Siro and back (Siro: Mrigashira, Chitra, Dhanishta)', () => {
    const byPart = (part: string) => NAKSHATRA_NAMES.filter((_, index) => rajjuOf(index) === part);
    expect(byPart('Siro')).toEqual(['Mrigashira', 'Chitra', 'Dhanishta']);
    expect(byPart('Pada')).toEqual(['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati']);
    expect(byPart('Kanta')).toEqual(['Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha']);
  });

  it.each([
    // "10 Porutham" (scribd.com/document/240285402): counting from the girl's star to the boy's, 2, 4, 6, 8, 9, 11,
    // 13, 15, 18, 20, 24 or 26 give Dina porutham; 7 (vatham) and 22 (vinashika) do not.
    ['Bharani', 0, true], // count 2
    ['Krittika', 1, false], // count 3
    ['Punarvasu', 3, false], // count 7
    ['Shravana', 9, false], // count 22
    ['Uttara Bhadrapada', 11, true], // count 26
  ])('when the girl is Ashwini and the boy %s, then Dina matches: %s', (boyStar, boySign, matched) => {
    expect(result(star(boyStar, boySign), star('Ashwini', 0)).Dina).toBe(matched);
  });

  it('when both stars share a rajju, or form a vedha pair, then the essential poruthams fail and the verdict says so', () => {
    // Ashwini and Jyeshtha: both Pada rajju, and a vedha pair.
    const items = tenPoruthams(star('Jyeshtha', 7), star('Ashwini', 0));
    const verdict = poruthamVerdict(items);
    expect(items.filter((item) => !item.matched).map((item) => item.name)).toEqual(expect.arrayContaining(['Rajju', 'Vedha']));
    expect(verdict.verdict).toMatch(/Rajju and Vedha do not match/);
  });

  it('when a Rakshasa star meets a Deva star, then Gana fails; Horse and Buffalo are enemies, so Yoni fails', () => {
    // Ashwini (Deva, Horse) girl, Swati (Deva, Buffalo) boy; Krittika (Rakshasa) boy.
    expect(result(star('Swati', 6), star('Ashwini', 0)).Yoni).toBe(false);
    expect(result(star('Krittika', 0), star('Ashwini', 0)).Gana).toBe(false);
    expect(result(star('Pushya', 3), star('Ashwini', 0)).Gana).toBe(true);
  });

  it('when the boy is 4, 7, 10 ... 25 stars from the girl, then Mahendra matches; Stree Deergha needs more than 13', () => {
    const boy = star('Rohini', 1); // count 4 from Ashwini
    expect(result(boy, star('Ashwini', 0))).toMatchObject({ Mahendra: true, 'Stree Deergha': false });
    expect(result(star('Purva Ashadha', 8), star('Ashwini', 0))).toMatchObject({ Mahendra: false, 'Stree Deergha': true }); // count 20
    expect(result(star('Mula', 8), star('Ashwini', 0))).toMatchObject({ Mahendra: true, 'Stree Deergha': true }); // count 19
  });
});
