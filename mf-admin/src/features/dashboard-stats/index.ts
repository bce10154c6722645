export { SummaryCards } from './summary-cards';
export { TopPerformers } from './top-performers';
