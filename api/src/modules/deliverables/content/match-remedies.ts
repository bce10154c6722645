import type { GunaMilanResponse, KootaResult } from '@astrosetu/contracts';
import { SIGN_LORDS } from '../../../astrology/core/vedic-data';
import type { ViewBuilder } from '../view-builder';
import type { DeliverableWords } from '../deliverable-words';
import type { Couple } from './match-making';

/**
 * Classical remedies for the doshas a match actually has (the "Remedies for weak points / for the doshas found"
 * of the Compatibility Report, Detailed and Premium cards): Nadi dosha, Bhakoot dosha, Gana dosha and a Mangal
 * dosha carried by one partner only. A dosha that is not formed, or is cancelled by a documented exception,
 * gets no remedy (the tradition calls for none); the section then says so. Every remedy list ends with the
 * caveat. The remedies and their sources are listed in docs/deliverables.md ("Match-making remedies").
 */

export type MatchDosha = 'nadi' | 'bhakoot' | 'gana' | 'manglik';

export interface FoundDosha {
  dosha: MatchDosha;
  /** The sentence naming the dosha with the pair's own values, then its remedies. */
  title: string;
  remedies: string[];
}

const koota = (result: GunaMilanResponse, name: KootaResult['name']) => result.kootas.find((entry) => entry.name === name)!;

/** The engine lists Nadi dosha first and Bhakoot dosha second (astrology/matching/guna-milan.ts). */
const NADI = 0;
const BHAKOOT = 1;

/** Gana dosha: one partner Rakshasa and the other not, which scores 0 or 1 of 6 in the engine's table. */
const GANA_DOSHA_MAX_POINTS = 1;

/** The doshas of this match that call for a remedy, and the formed ones an exception cancels (no remedy). */
export function matchDoshas(words: DeliverableWords, result: GunaMilanResponse, couple: Couple): { found: FoundDosha[]; cancelled: string[] } {
  const found: FoundDosha[] = [];
  const cancelled: string[] = [];
  const moonSign = (birth: Couple['groom']) => birth.kundli.planets.find((planet) => planet.name === 'Moon')!.signIndex;

  const nadi = koota(result, 'Nadi');
  if (nadi.points === 0) {
    if (result.doshas[NADI]?.cancelled) cancelled.push(result.doshas[NADI].name);
    else found.push({ dosha: 'nadi', title: words.say('match.remedies.nadi.title', { nadi: nadi.boy }), remedies: [words.say('match.remedies.nadi.japa'), words.say('match.remedies.nadi.daan')] });
  }

  const bhakoot = koota(result, 'Bhakoot');
  if (bhakoot.points === 0) {
    if (result.doshas[BHAKOOT]?.cancelled) cancelled.push(result.doshas[BHAKOOT].name);
    else {
      const groomSign = moonSign(couple.groom);
      const brideSign = moonSign(couple.bride);
      const pair = [((brideSign - groomSign + 12) % 12) + 1, ((groomSign - brideSign + 12) % 12) + 1].sort((a, b) => a - b).join('/');
      const remedies = [
        words.say('match.remedies.bhakoot.lords', { groomLord: words.planet(SIGN_LORDS[groomSign]), brideLord: words.planet(SIGN_LORDS[brideSign]) }),
        words.say('match.remedies.bhakoot.puja'),
      ];
      if (pair === '6/8') remedies.push(words.say('match.remedies.bhakoot.sixEight'));
      found.push({ dosha: 'bhakoot', title: words.say('match.remedies.bhakoot.title', { pair }), remedies });
    }
  }

  const gana = koota(result, 'Gana');
  if (gana.points <= GANA_DOSHA_MAX_POINTS) {
    found.push({ dosha: 'gana', title: words.say('match.remedies.gana.title', { groomGana: gana.boy, brideGana: gana.girl, points: gana.points }), remedies: [words.say('match.remedies.gana.puja')] });
  }

  // Both manglik (or neither) is the traditional match; one manglik partner alone calls for the remedies.
  const groomManglik = result.boy.mangalDosha.effective;
  const brideManglik = result.girl.mangalDosha.effective;
  if (groomManglik !== brideManglik) {
    const name = (groomManglik ? couple.groom : couple.bride).person.name;
    found.push({
      dosha: 'manglik',
      title: words.say('match.remedies.manglik.title', { name }),
      remedies: [words.say(groomManglik ? 'match.remedies.manglik.arka' : 'match.remedies.manglik.kumbh'), words.say('match.remedies.manglik.hanuman'), words.say('match.remedies.manglik.mantra')],
    });
  }
  return { found, cancelled };
}

export function writeMatchRemedies(view: ViewBuilder, words: DeliverableWords, result: GunaMilanResponse, couple: Couple): FoundDosha[] {
  const { found, cancelled } = matchDoshas(words, result, couple);
  view.section(words.say('match.remedies.heading'));
  if (found.length === 0) view.paragraph(words.say('match.remedies.none'));
  else view.paragraph(words.say('match.remedies.lead'));
  for (const dosha of found) view.paragraph(dosha.title).list(dosha.remedies);
  for (const name of cancelled) view.paragraph(words.say('match.remedies.cancelled', { dosha: name }));
  view.paragraph(words.say('match.remedies.caveat'));
  return found;
}
