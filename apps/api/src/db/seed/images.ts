import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A generated file, shaped like a row of the media table (without tenant and id). */
export interface GeneratedImage {
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  width: number;
  height: number;
  data: Buffer;
}

const TILE_SIZE = 600;
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 700;
const LOGO_SIZE = 256;
const WEBP_QUALITY = 70;

const SKIPPED_WORDS = new Set(['de', 'het', 'een', 'van', 'met', 'en', 'voor', 'in', 'op', '&', '-']);

function toImage(data: Buffer, fileName: string, contentType: string, width: number, height: number): GeneratedImage {
  return {
    fileName,
    contentType,
    byteSize: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    width,
    height,
    data,
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to two capitals from the significant words: 'Vaas Duinlandschap' -> 'VD'. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0 && !SKIPPED_WORDS.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

function parseHex(color: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(color);
  const value = Number.parseInt(match?.[1] ?? '6b7280', 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Mixes `color` towards `target` by `amount` (0..1). */
export function mixColor(color: string, target: string, amount: number): string {
  const from = parseHex(color);
  const to = parseHex(target);
  const mixed = from.map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A small stable number from a text, so every product gets its own variation of the colour. */
function hashNumber(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function shapeSvg(variant: number, fill: string): string {
  const c = TILE_SIZE / 2;
  switch (variant % 4) {
    case 0:
      return `<circle cx="${c}" cy="${c}" r="170" fill="${fill}" fill-opacity="0.22"/>`;
    case 1:
      return `<rect x="${c - 150}" y="${c - 150}" width="300" height="300" rx="48" fill="${fill}" fill-opacity="0.22" transform="rotate(12 ${c} ${c})"/>`;
    case 2:
      return `<polygon points="${c},${c - 190} ${c + 175},${c + 130} ${c - 175},${c + 130}" fill="${fill}" fill-opacity="0.22"/>`;
    default: {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${Math.round(c + 180 * Math.cos(angle))},${Math.round(c + 180 * Math.sin(angle))}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="0.22"/>`;
    }
  }
}

function dotsSvg(seed: number, color: string): string {
  const dots: string[] = [];
  let state = seed || 1;
  for (let i = 0; i < 14; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const x = state % TILE_SIZE;
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const y = state % TILE_SIZE;
    const r = 6 + (state % 28);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" fill-opacity="0.12"/>`);
  }
  return dots.join('');
}

/**
 * A 600x600 WebP tile for a product, category or add-on: a gradient in the given colour, a
 * shape chosen by `variant` and the initials of `label`.
 */
export async function renderTile(options: {
  fileName: string;
  label: string;
  color: string;
  variant?: number;
}): Promise<GeneratedImage> {
  const variant = options.variant ?? 0;
  const seed = hashNumber(`${options.label}:${variant}`);
  const light = mixColor(options.color, '#ffffff', 0.18 + (seed % 20) / 100);
  const dark = mixColor(options.color, '#000000', 0.25 + (variant % 3) * 0.1);
  const angle = (seed % 4) * 45;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="url(#g)"/>
${dotsSvg(seed, '#ffffff')}
${shapeSvg(variant, '#ffffff')}
<text x="${TILE_SIZE / 2}" y="${TILE_SIZE / 2 + 42}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="120" text-anchor="middle" fill="#ffffff">${escapeXml(initialsOf(options.label))}</text>
</svg>`;
  const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  return toImage(data, options.fileName, 'image/webp', TILE_SIZE, TILE_SIZE);
}

/** A 1600x700 WebP hero with the shop name and a subtitle. */
export async function renderHero(options: {
  fileName: string;
  color: string;
  accent: string;
}): Promise<GeneratedImage> {
  // No text: the storefront shows the shop's name and description over the hero itself.
  const dark = mixColor(options.color, '#000000', 0.45);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${options.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#g)"/>
<circle cx="1300" cy="160" r="260" fill="${options.accent}" fill-opacity="0.35"/>
<circle cx="1450" cy="560" r="180" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="180" cy="640" r="220" fill="${options.accent}" fill-opacity="0.18"/>
<rect x="960" y="260" width="260" height="260" rx="40" fill="#ffffff" fill-opacity="0.08" transform="rotate(18 1090 390)"/>
</svg>`;
  const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  return toImage(data, options.fileName, 'image/webp', HERO_WIDTH, HERO_HEIGHT);
}

/** A 256x256 PNG logo: the initials of the shop in a circle. */
export async function renderLogo(options: {
  fileName: string;
  name: string;
  color: string;
  accent: string;
}): Promise<GeneratedImage> {
  const c = LOGO_SIZE / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">
<circle cx="${c}" cy="${c}" r="${c - 4}" fill="${options.color}"/>
<circle cx="${c}" cy="${c}" r="${c - 18}" fill="none" stroke="${options.accent}" stroke-width="6"/>
<text x="${c}" y="${c + 30}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="86" text-anchor="middle" fill="#ffffff">${escapeXml(initialsOf(options.name))}</text>
</svg>`;
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return toImage(data, options.fileName, 'image/png', LOGO_SIZE, LOGO_SIZE);
}
