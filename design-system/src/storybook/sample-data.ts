/**
 * Offline stand-ins for story content: portraits are inline SVG data URIs so Storybook needs no network.
 */
export function samplePortrait(initials: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,28%)"/></linearGradient></defs>
<rect width="160" height="160" fill="url(#g)"/>
<circle cx="80" cy="62" r="30" fill="hsl(${hue},30%,85%)"/>
<path d="M24 160c6-36 30-54 56-54s50 18 56 54z" fill="hsl(${hue},30%,85%)"/>
<text x="150" y="150" text-anchor="end" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" opacity=".85">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleAstrologers = {
  online: {
    name: 'Pandit Raghav Sharma',
    imageUrl: samplePortrait('RS', 250),
    rating: 4.8,
    reviewCount: 1284,
    experienceYears: 15,
    specializations: ['Vedic Astrology', 'Marriage & Relationships', 'Career'],
    languages: ['Hindi', 'English'],
    ratePerMinute: 25,
    isOnline: true,
  },
  manySpecializations: {
    name: 'Acharya Meenakshi Iyer',
    imageUrl: samplePortrait('MI', 20),
    rating: 4.6,
    reviewCount: 523,
    experienceYears: 9,
    specializations: ['Numerology', 'Tarot Reading', 'Vastu Shastra', 'Palmistry', 'Gemstones'],
    languages: 'Tamil, English, Hindi',
    ratePerMinute: 18,
    isOnline: true,
  },
  offline: {
    name: 'Dr. Anil Deshpande',
    imageUrl: samplePortrait('AD', 160),
    rating: 4.3,
    reviewCount: 96,
    experienceYears: 22,
    specializations: ['KP Astrology', 'Finance'],
    languages: ['Marathi', 'Hindi'],
    ratePerMinute: 40,
    isOnline: false,
  },
} as const;
