/**
 * What a period activates when its lord rules or occupies a house: one phrase for a supported period and one
 * for a strained one (the lord weak, badly placed from the mahadasha lord, or a functional malefic).
 * Index 0 is the 1st house.
 */
export const ACTIVE_AREAS: ReadonlyArray<{ good: string; hard: string }> = [
  { good: 'health and confidence are good and personal initiatives succeed', hard: 'health and self-confidence need protecting; rest and routine matter' },
  { good: 'income and savings grow, family life is warm and your words carry weight', hard: 'money needs budgeting, family talks need tact and diet needs care' },
  { good: 'initiatives, writing, short travel and siblings bring progress', hard: 'efforts meet resistance and siblings or neighbours need patience' },
  { good: 'home, property, vehicles and the mother’s well-being are favoured', hard: 'home life or property dealings are unsettled; check documents and the mother’s health' },
  { good: 'studies, children, romance and creative work flourish', hard: 'children or studies ask for attention and speculation is best avoided' },
  { good: 'you overcome competition, clear debts and succeed in service', hard: 'workload, disputes, debts or minor illness demand discipline' },
  { good: 'marriage, partnerships and contracts go well; a good time to commit', hard: 'partnerships and marriage are tested; contracts need careful reading' },
  { good: 'research, inheritance or insurance bring gains and insight deepens', hard: 'sudden changes, delays and health scares call for caution and savings' },
  { good: 'fortune, blessings of elders, higher study and pilgrimage come easily', hard: 'faith, the father’s health or relations with teachers go through tests' },
  { good: 'career rises: promotion, recognition or a new responsible role', hard: 'career demands are heavy; changes of job should be well planned' },
  { good: 'gains, fulfilled wishes and help from friends and seniors arrive', hard: 'gains come unevenly and some friendships prove costly' },
  { good: 'foreign travel, spiritual retreat and spending on good causes are fruitful', hard: 'expenses, sleep problems or separation from home need watching' },
];
