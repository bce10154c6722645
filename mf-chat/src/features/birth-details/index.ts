export { BirthDetailsGate } from './birth-details-gate';
export { BirthDetailsPanel } from './birth-details-panel';
export { BirthChartCard } from './birth-chart-card';
export { ageFromBirthDate, sunSignFromBirthDate } from './birth-facts';
