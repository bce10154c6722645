import { createHash } from 'node:crypto';

/**
 * Gradients drawn from the brand palette (indigo night sky, saffron, marigold, temple red, peacock
 * teal). Every pair keeps white initials above 4.5:1 contrast.
 */
const GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ['#2F2B7A', '#5B57B0'],
  ['#1E1B52', '#7C76E8'],
  ['#8A3F05', '#D98A0B'],
  ['#B45309', '#8A3F05'],
  ['#7A1F3D', '#B83A5E'],
  ['#0F5257', '#1F7A80'],
  ['#15123A', '#B45309'],
  ['#3B2F7A', '#7A1F3D'],
];

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|acharya|pandit|pt|guru|sri|shri|smt)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A square SVG avatar: initials on a gradient chosen from the name, identical for the same name. */
export function renderAvatarSvg(name: string, size = 256): string {
  const digest = createHash('sha256').update(name).digest();
  const [from, to] = GRADIENTS[digest[0] % GRADIENTS.length];
  const angle = (digest[1] % 4) * 45;
  const initials = escapeXml(initialsOf(name));
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${label}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    '<circle cx="200" cy="56" r="3" fill="#F8C46A" opacity="0.8"/><circle cx="222" cy="92" r="2" fill="#FDEBD0" opacity="0.7"/>',
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="104" font-weight="600" fill="#FFFFFF">${initials}</text>`,
    '</svg>',
  ].join('');
}
