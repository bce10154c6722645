// The deck lives in contracts so that the paid deliverable and the free reader share one definition.
export { suitDomain, tarotDeck, type TarotDeckCard as TarotCard } from '@astrosetu/contracts';
