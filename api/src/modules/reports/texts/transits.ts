import type { ReportText } from '../report-text';

/**
 * Gochara from the natal Moon (Phaladeepika ch. 26, and the common almanac readings): what Saturn, Jupiter and
 * Rahu bring in each house counted from the Moon, and the three phases of Sade Sati. In the catalogue
 * (texts.saturnFromMoon, texts.jupiterFromMoon, texts.rahuFromMoon, texts.sadeSatiPhase).
 */
export function fromMoonText(text: ReportText, planet: 'Saturn' | 'Jupiter' | 'Rahu', house: number): string {
  if (planet === 'Saturn') return text.t(`texts.saturnFromMoon.${house}`);
  if (planet === 'Jupiter') return text.t(`texts.jupiterFromMoon.${house}`);
  return text.t(`texts.rahuFromMoon.${house}`);
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

export function sadeSatiPhaseText(text: ReportText, phase: SadeSatiPhase): string {
  return text.t(`texts.sadeSatiPhase.${phase}`);
}
