/** CSS colours for the lucky colour names the readings use, for a small swatch next to the name. */
const swatches: Record<string, string> = {
  red: '#D32F2F',
  coral: '#FF7F50',
  orange: '#F57C00',
  saffron: '#F4A300',
  yellow: '#FBC02D',
  gold: '#D4AF37',
  golden: '#D4AF37',
  cream: '#FFFDD0',
  white: '#FFFFFF',
  silver: '#C0C0C0',
  grey: '#9E9E9E',
  gray: '#9E9E9E',
  black: '#212121',
  navy: '#1A237E',
  blue: '#1976D2',
  'sky blue': '#4FC3F7',
  'dark blue': '#0D47A1',
  green: '#388E3C',
  'light green': '#81C784',
  'sea green': '#2E8B57',
  pink: '#EC407A',
  purple: '#7B1FA2',
  violet: '#8E24AA',
  maroon: '#800000',
  brown: '#6D4C41',
  'dark green': '#1B5E20',
  turquoise: '#26C6DA',
  indigo: '#3949AB',
  'off-white': '#FAF9F6',
  emerald: '#2E7D5B',
  'smoky grey': '#738276',
  'ash grey': '#B2BEB5',
};

export function colorSwatch(name: string): string | undefined {
  return swatches[name.trim().toLowerCase()];
}
