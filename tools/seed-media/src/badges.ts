import { esc, PALETTE as P, svgDoc } from './svg-kit';

/**
 * Generic badges for the attorney profiles' licences and associations. They are deliberately plain
 * (one round seal, a simple symbol, the name in capitals) so that nobody mistakes them for the
 * organisations' own marks; the firm replaces them with the real logos it is allowed to use.
 */

/** What a badge shows: the kind decides the symbol and the ring colour. */
export type TBadge = { kind: 'licence' | 'bar' | 'association'; lines: string[] };

const SIZE = 240;
const C = SIZE / 2;

/** Scales of justice: a licence to practise law. */
function scales(ink: string): string {
  const pan = (x: number) =>
    `<path d="M${x - 22} 84 L${x} 58 L${x + 22} 84" fill="none" stroke="${ink}" stroke-width="2.5"/><path d="M${x - 24} 84 Q${x} 100 ${x + 24} 84Z" fill="${ink}"/>`;
  return `<g><rect x="${C - 3}" y="40" width="6" height="62" rx="2" fill="${ink}"/><rect x="${C - 46}" y="54" width="92" height="6" rx="3" fill="${ink}"/><circle cx="${C}" cy="42" r="6" fill="${ink}"/><rect x="${C - 22}" y="100" width="44" height="7" rx="3" fill="${ink}"/>${pan(C - 40)}${pan(C + 40)}</g>`;
}

/** A plain columned building: a bar association. */
function building(ink: string): string {
  const columns = [-30, -10, 10, 30]
    .map((dx) => `<rect x="${C + dx - 5}" y="66" width="10" height="32" rx="2" fill="${ink}"/>`)
    .join('');
  return `<g><path d="M${C - 46} 62 L${C} 38 L${C + 46} 62Z" fill="${ink}"/>${columns}<rect x="${C - 48}" y="100" width="96" height="7" rx="2" fill="${ink}"/></g>`;
}

/** Three people side by side: a professional association. */
function people(ink: string): string {
  const one = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}"/><path d="M${x - r * 1.8} ${y + r * 3.6} Q${x - r * 1.8} ${y + r * 1.3} ${x} ${y + r * 1.3} Q${x + r * 1.8} ${y + r * 1.3} ${x + r * 1.8} ${y + r * 3.6}Z" fill="${ink}"/>`;
  return `<g>${one(C - 34, 62, 9)}${one(C + 34, 62, 9)}${one(C, 52, 12)}</g>`;
}

const LOOK = {
  licence: { ring: P.teal, symbol: scales },
  bar: { ring: P.navy, symbol: building },
  association: { ring: P.plum, symbol: people },
} as const;

/** A round generic badge, 240×240: ring, symbol, and the name in up to three lines of capitals. */
export function badge({ kind, lines }: TBadge): string {
  const { ring, symbol } = LOOK[kind];
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(30, Math.floor(250 / Math.max(longest, 1)));
  const lineHeight = size * 1.15;
  const top = 150 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${C}" y="${top + i * lineHeight}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" letter-spacing="1" fill="${P.navy}" text-anchor="middle">${esc(line)}</text>`,
    )
    .join('');
  return svgDoc(
    SIZE,
    SIZE,
    `<circle cx="${C}" cy="${C}" r="${C - 4}" fill="${P.white}" stroke="${ring}" stroke-width="8"/><circle cx="${C}" cy="${C}" r="${C - 16}" fill="${P.sand}" stroke="${ring}" stroke-width="2" stroke-opacity="0.6"/>${symbol(ring)}${text}<rect x="${C - 24}" y="196" width="48" height="4" rx="2" fill="${ring}"/>`,
  );
}

/**
 * The badges of the seed attorney profiles (240×240 PNG), by media file name. The web finds a badge by
 * name: `badge-licensed-<state>.png` for each bar admission and `badge-<English name>.png` for each
 * association (lowercase words joined by hyphens; see infra/content/README.md).
 */
export const ATTORNEY_BADGES: Record<string, () => string> = {
  'badge-licensed-texas.png': () => badge({ kind: 'licence', lines: ['TEXAS'] }),
  'badge-state-bar-of-texas.png': () => badge({ kind: 'bar', lines: ['STATE BAR', 'OF TEXAS'] }),
  'badge-licensed-virginia.png': () => badge({ kind: 'licence', lines: ['VIRGINIA'] }),
  'badge-virginia-state-bar.png': () => badge({ kind: 'bar', lines: ['VIRGINIA', 'STATE BAR'] }),
  'badge-american-immigration-lawyers-association-aila.png': () =>
    badge({ kind: 'association', lines: ['AILA'] }),
};
