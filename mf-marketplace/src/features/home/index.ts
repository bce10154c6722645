// The home page's sections; the page composes them with start-chat and the payment return.
export { HomeHero, type HomeHeroProps } from './components/home-hero';
export { HomeSection } from './components/home-section';
export { LinkTileGrid } from './components/link-tile-grid';
export { ZodiacGrid } from './components/zodiac-grid';
export { FeaturedAstrologers, FEATURED_COUNT } from './components/featured-astrologers';
export { FloatingChatButton } from './components/floating-chat-button';
export { OnlineNowPanel } from './components/online-now-panel';
export { SERVICE_TILES, ASTROLOGER_SHORTCUTS } from './model/home-links';
