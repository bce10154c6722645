import en from '../../../locales/en.json';

export const tarotSpreadIds = ['three-card', 'celtic-cross', 'love', 'career'] as const;
export type TarotSpreadId = (typeof tarotSpreadIds)[number];

export interface TarotSpread {
  id: TarotSpreadId;
  /** English name, description and positions (the catalogue's tarot.spreads); the reader shows them translated. */
  name: string;
  description: string;
  positions: readonly string[];
}

/** The four spreads: 3, 10, 5 and 5 cards. */
export const TAROT_SPREADS: Readonly<Record<TarotSpreadId, TarotSpread>> = Object.fromEntries(
  tarotSpreadIds.map((id) => {
    const spread = en.tarot.spreads[id];
    return [id, { id, name: spread.name, description: spread.description, positions: Object.values(spread.positions) }];
  }),
) as unknown as Record<TarotSpreadId, TarotSpread>;

export function isTarotSpreadId(value: string | null): value is TarotSpreadId {
  return (tarotSpreadIds as readonly string[]).includes(value ?? '');
}
