import { CATEGORIES } from '@teenfreelance/contracts/categories';
import type { CategorySlug } from '@teenfreelance/contracts/categories';

/**
 * Generated pictures for the demo seed: gig covers and user avatars as SVG
 * text. Everything is derived from the input through a hash, so re-seeding
 * produces byte-identical images and the seed needs no binary assets.
 */

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 800;
const AVATAR_SIZE = 256;
const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';
/** WCAG AA for normal text; the cover title is large, so this leaves room for the translucent shapes behind it. */
const MIN_WHITE_CONTRAST = 4.5;

interface CategoryPalette {
  from: string;
  to: string;
  accent: string;
}

const CATEGORY_PALETTES: Record<CategorySlug, CategoryPalette> = {
  'graphic-design': { from: '#7c3aed', to: '#db2777', accent: '#f9a8d4' },
  'web-development': { from: '#1d4ed8', to: '#0e7490', accent: '#67e8f9' },
  writing: { from: '#9a3412', to: '#b45309', accent: '#fde68a' },
  'digital-marketing': { from: '#047857', to: '#0369a1', accent: '#6ee7b7' },
  video: { from: '#b91c1c', to: '#7e22ce', accent: '#fca5a5' },
  music: { from: '#4338ca', to: '#a21caf', accent: '#c4b5fd' },
  'ai-services': { from: '#0f766e', to: '#4338ca', accent: '#5eead4' },
  'social-media': { from: '#be185d', to: '#c2410c', accent: '#fdba74' },
  'voice-over': { from: '#334155', to: '#6d28d9', accent: '#cbd5e1' },
  translation: { from: '#15803d', to: '#0f766e', accent: '#bef264' },
  'data-entry': { from: '#1e40af', to: '#475569', accent: '#93c5fd' },
  illustration: { from: '#c026d3', to: '#e11d48', accent: '#f0abfc' },
  manufacturing: { from: '#57534e', to: '#c2410c', accent: '#fed7aa' },
};

/**
 * Avatar backgrounds. Each has a contrast of at least 4.5:1 against white text
 * (checked in artwork.test.ts), so initials stay readable at small sizes.
 */
export const AVATAR_COLOURS: readonly string[] = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#be185d',
  '#0f766e',
  '#c2410c',
  '#4338ca',
  '#15803d',
  '#a21caf',
  '#0369a1',
  '#334155',
];

const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.name]));

/** FNV-1a, 32 bit: small, stable across platforms, good enough to spread seeds. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a deterministic stream of numbers in [0, 1) from one seed. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}

/** Characters XML 1.0 does not allow at all; escaping cannot save them, so they are dropped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function toHex({ r, g, b }: Rgb): string {
  const channel = (c: number) =>
    Math.max(0, Math.min(255, Math.round(c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between a colour and white text. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/** Rotates the hue, then darkens until white text on the colour meets MIN_WHITE_CONTRAST. */
function shiftHue(hex: string, degrees: number): string {
  const hsl = rgbToHsl(parseHex(hex));
  let colour = toHex(hslToRgb({ ...hsl, h: (((hsl.h + degrees) % 360) + 360) % 360 }));
  let lightness = hsl.l;
  while (contrastWithWhite(colour) < MIN_WHITE_CONTRAST && lightness > 0) {
    lightness = Math.max(0, lightness - 0.02);
    colour = toHex(hslToRgb({ h: (((hsl.h + degrees) % 360) + 360) % 360, s: hsl.s, l: lightness }));
  }
  return colour;
}

/** Average advance width of DejaVu Sans Bold relative to the font size; Arial is narrower, so this errs safe. */
const BOLD_CHAR_WIDTH = 0.63;
const TITLE_FONT_SIZES = [92, 80, 70, 62, 56] as const;
const MAX_TITLE_LINES = 3;

/** Greedy word wrap by estimated width; words longer than a line are split. */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const rawWord of text.split(/\s+/).filter((w) => w.length > 0)) {
    let word = rawWord;
    while (Array.from(word).length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      const chars = Array.from(word);
      lines.push(chars.slice(0, maxChars).join(''));
      word = chars.slice(maxChars).join('');
    }
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxChars) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function layoutTitle(title: string, maxWidth: number): { fontSize: number; lines: string[] } {
  const clean = title.trim() || 'Untitled service';
  let fontSize: number = TITLE_FONT_SIZES[TITLE_FONT_SIZES.length - 1] ?? 56;
  let lines: string[] = [];
  for (const size of TITLE_FONT_SIZES) {
    fontSize = size;
    lines = wrapWords(clean, Math.floor(maxWidth / (size * BOLD_CHAR_WIDTH)));
    if (lines.length <= MAX_TITLE_LINES) return { fontSize, lines };
  }
  const maxChars = Math.floor(maxWidth / (fontSize * BOLD_CHAR_WIDTH));
  const kept = lines.slice(0, MAX_TITLE_LINES);
  const last = Array.from(kept[MAX_TITLE_LINES - 1] ?? '');
  kept[MAX_TITLE_LINES - 1] = `${last.slice(0, maxChars - 1).join('')}…`;
  return { fontSize, lines: kept };
}

function drawShapes(random: () => number, accent: string): string[] {
  const shapes: string[] = [];
  // Large soft circles hugging the edges, away from the centre where the title sits.
  const circleCount = between(random, 2, 3);
  for (let i = 0; i < circleCount; i += 1) {
    const onRight = i % 2 === 0;
    const cx = onRight ? between(random, 950, 1250) : between(random, -50, 250);
    const cy = between(random, -80, 880);
    const r = between(random, 120, 300);
    const fill = i === 0 ? accent : '#ffffff';
    const opacity = (i === 0 ? 0.22 : 0.1).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`);
  }
  // Outlined rounded squares, gently rotated.
  const squareCount = between(random, 1, 2);
  for (let i = 0; i < squareCount; i += 1) {
    const size = between(random, 110, 200);
    const x = between(random, 820, 1080 - size / 2);
    const y = between(random, 60, 620);
    const angle = between(random, -30, 30);
    shapes.push(
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" transform="rotate(${angle} ${x + size / 2} ${y + size / 2})"/>`,
    );
  }
  // A dot grid in the top-right corner.
  const gridX = between(random, 900, 1010);
  const gridY = between(random, 70, 120);
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      shapes.push(
        `<circle cx="${gridX + col * 32}" cy="${gridY + row * 32}" r="5" fill="#ffffff" fill-opacity="0.3"/>`,
      );
    }
  }
  // Two layered waves along the bottom edge.
  for (const [base, opacity] of [
    [between(random, 660, 710), 0.1],
    [between(random, 720, 750), 0.14],
  ] as const) {
    const c1 = base - between(random, 30, 90);
    const c2 = base + between(random, 30, 90);
    const end = base + between(random, -30, 30);
    shapes.push(
      `<path d="M0 ${base} C 300 ${c1}, 800 ${c2}, 1200 ${end} L 1200 800 L 0 800 Z" fill="#ffffff" fill-opacity="${opacity}"/>`,
    );
  }
  return shapes;
}

/**
 * Draws a 1200x800 gig cover: a gradient in the category's colours (hue shifted
 * by `variant`, so a gig's gallery images differ), decorative shapes placed from
 * a hash of title and variant, the title in large white text on up to three
 * lines, and the category name as a label. Same input, same SVG.
 */
export function drawGigArtwork(input: { title: string; category: CategorySlug; variant: number }): string {
  const variant = Math.trunc(input.variant);
  const palette = CATEGORY_PALETTES[input.category];
  const hueShift = ((((variant % 4) + 4) % 4) - 1.5) * 14;
  const from = shiftHue(palette.from, hueShift);
  const to = shiftHue(palette.to, hueShift);
  const accent = palette.accent;
  const random = createRandom(hashString(`${input.title}\u0000${variant}`));

  const angle = between(random, 20, 70) + (variant % 2 === 0 ? 0 : 90);
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const glowX = between(random, 15, 85);
  const glowY = between(random, 10, 40);

  const marginX = 96;
  const { fontSize, lines } = layoutTitle(input.title, 920);
  const lineHeight = Math.round(fontSize * 1.18);
  const blockHeight = lineHeight * (lines.length - 1) + fontSize;
  const firstBaseline = Math.round(420 - blockHeight / 2 + fontSize * 0.8);
  const titleLines = lines
    .map((line, i) => `<tspan x="${marginX}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');

  const label = (CATEGORY_NAMES.get(input.category) ?? input.category).toUpperCase();
  const labelWidth = Math.round(label.length * 20.5 + 60);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="${(0.5 - dx).toFixed(3)}" y1="${(0.5 - dy).toFixed(3)}" x2="${(0.5 + dx).toFixed(3)}" y2="${(0.5 + dy).toFixed(3)}">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient>',
    `<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="55%">`,
    `<stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>`,
    ...drawShapes(random, accent),
    `<rect x="${marginX}" y="88" width="${labelWidth}" height="56" rx="28" fill="#000000" fill-opacity="0.22"/>`,
    `<text x="${marginX + 28}" y="126" font-family="${FONT_FAMILY}" font-size="26" font-weight="bold" letter-spacing="2" fill="#ffffff">${escapeXml(label)}</text>`,
    // A faint offset copy works as a drop shadow without relying on filter support.
    `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" fill="#000000" fill-opacity="0.2" transform="translate(3 4)">${titleLines}</text>`,
    `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${titleLines}</text>`,
    '</svg>',
  ].join('');
}

function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first}${last ?? ''}`.toUpperCase();
}

/**
 * Draws a 256x256 avatar: the name's initials (one or two) in white on a circle
 * whose colour is picked from AVATAR_COLOURS by a hash of the name.
 */
export function drawInitialsAvatar(name: string): string {
  const initials = initialsOf(name);
  const colour = AVATAR_COLOURS[hashString(name.trim()) % AVATAR_COLOURS.length] ?? '#334155';
  const fontSize = Array.from(initials).length > 1 ? 104 : 120;
  const centre = AVATAR_SIZE / 2;
  // DejaVu Sans capitals are about 0.73 em tall; centre them optically without dominant-baseline.
  const baseline = Math.round(centre + fontSize * 0.365);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">`,
    `<circle cx="${centre}" cy="${centre}" r="${centre}" fill="${colour}"/>`,
    `<text x="${centre}" y="${baseline}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
