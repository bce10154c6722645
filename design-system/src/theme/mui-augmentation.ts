import type {} from '@mui/material/styles';

/** Brand colours that have no slot in MUI's palette but must follow the colour scheme. */
export interface BrandPalette {
  /** Decorative marigold for stars, ribbons and glows (never for small text on light backgrounds). */
  marigold: string;
  /** Text colour to put on a marigold fill. */
  onMarigold: string;
  /** The "online" presence dot. */
  online: string;
  /** Delivery mark colour for a read message. */
  read: string;
  /** Chat bubble backgrounds and their text colours. */
  ownBubble: string;
  onOwnBubble: string;
  otherBubble: string;
  onOtherBubble: string;
  /** Hero gradient stops. */
  heroFrom: string;
  heroTo: string;
  onHero: string;
  /** Subtle tinted surface (section backgrounds, skeleton base). */
  surfaceTint: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}
