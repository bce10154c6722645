/**
 * Gochara (transit) results counted from the natal Moon (Phaladeepika ch. 26; the same house counts are read
 * from the ascendant for the outer life). Index 0 is the transit through the Moon's own sign (the 1st house).
 */
export const SATURN_FROM_MOON: readonly string[] = [
  'Saturn over the natal Moon is the peak of Sade Sati: the mind carries weight, health and relationships ask for patience, and responsibilities mature you.',
  'Saturn in the 2nd from the Moon closes Sade Sati: finances and family demand prudence and careful speech while the pressure eases.',
  'Saturn in the 3rd from the Moon is one of its best transits: effort pays, courage returns, and competitors give way.',
  'Saturn in the 4th from the Moon (kantaka or ardhashtama Shani) unsettles home, property and peace of mind; move and invest carefully.',
  'Saturn in the 5th from the Moon slows speculation and creative plans and asks for care with children and studies.',
  'Saturn in the 6th from the Moon is favourable: victory over rivals and illness, steady work and repayment of debts.',
  'Saturn in the 7th from the Moon tests partnerships and marriage; travel is tiring and contracts need reading twice.',
  'Saturn in the 8th from the Moon (ashtama Shani) brings obstacles, delays and health strain; patience, rest and remedies help most.',
  'Saturn in the 9th from the Moon slows fortune and strains relations with father or teachers; faith is tested and deepened.',
  'Saturn in the 10th from the Moon brings heavy work and responsibility; career changes need caution but dedication is noticed.',
  'Saturn in the 11th from the Moon is excellent: steady gains, fulfilment of long-held plans and support from seniors.',
  'Saturn in the 12th from the Moon begins Sade Sati: expenses rise, sleep and rest need protecting, and what no longer serves falls away.',
];

export const JUPITER_FROM_MOON: readonly string[] = [
  'Jupiter over the natal Moon brings mixed results: new responsibilities and changes of place, with growth that takes effort to see.',
  'Jupiter in the 2nd from the Moon is favourable: income grows, family events are happy and speech carries weight.',
  'Jupiter in the 3rd from the Moon brings changes of position and more effort than reward; keep plans modest.',
  'Jupiter in the 4th from the Moon asks for care with home and mother; comforts come with some worries.',
  'Jupiter in the 5th from the Moon is one of its best transits: children, studies, romance and good counsel flourish.',
  'Jupiter in the 6th from the Moon brings workloads, minor health matters and disputes; avoid lending.',
  'Jupiter in the 7th from the Moon is favourable for marriage, partnerships and travel, and brings good company.',
  'Jupiter in the 8th from the Moon brings obstacles, unexpected expenses and fatigue; it favours research and spiritual study.',
  'Jupiter in the 9th from the Moon is very favourable: fortune, pilgrimage, higher learning and the blessing of elders.',
  'Jupiter in the 10th from the Moon brings changes in work and status; results depend on the ethics of your actions.',
  'Jupiter in the 11th from the Moon is excellent: gains, fulfilment of wishes, promotions and helpful friends.',
  'Jupiter in the 12th from the Moon increases spending, travel and charitable or spiritual expense; sleep and rest need care.',
];

export const RAHU_FROM_MOON: readonly string[] = [
  'Rahu over the natal Moon (with Ketu in the 7th) clouds judgement and relationships; keep routines simple and decisions slow.',
  'Rahu in the 2nd from the Moon unsettles money and family talk; avoid rash financial commitments.',
  'Rahu in the 3rd from the Moon is favourable: boldness, new ventures and success through media and technology.',
  'Rahu in the 4th from the Moon brings restlessness at home and questions about property or residence.',
  'Rahu in the 5th from the Moon brings unusual ideas and speculative temptations; guard children’s and your own health of mind.',
  'Rahu in the 6th from the Moon is favourable: rivals lose ground and ambitious work succeeds.',
  'Rahu in the 7th from the Moon brings unusual partners or partnerships; clarity in agreements protects you.',
  'Rahu in the 8th from the Moon brings sudden events; avoid risks, and attend to health early.',
  'Rahu in the 9th from the Moon questions beliefs and mentors; foreign contact brings opportunity.',
  'Rahu in the 10th from the Moon drives ambition and visibility; success is real when methods are clean.',
  'Rahu in the 11th from the Moon is favourable: gains through networks, technology and foreign contacts.',
  'Rahu in the 12th from the Moon brings expenses, foreign travel and disturbed sleep; meditation steadies it.',
];

/** Sade Sati phases (Saturn in the 12th, 1st and 2nd from the natal Moon). */
export const SADE_SATI_PHASES = {
  rising: 'the rising phase (Saturn in the 12th from the Moon): expenses, travel and endings that clear space',
  peak: 'the peak (Saturn over the natal Moon): emotional weight, responsibility and maturing',
  setting: 'the setting phase (Saturn in the 2nd from the Moon): financial and family prudence while the load lightens',
} as const;
