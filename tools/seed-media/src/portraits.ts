import { esc, gradientBackground, PALETTE as P, svgDoc } from './svg-kit';

/** How an illustrated portrait looks. */
export type TPortrait = {
  bg: [string, string];
  skin: string;
  hair: string;
  style: 'long' | 'short' | 'bun' | 'curly';
  top: string;
  glasses?: boolean;
};

function hairBack(
  style: TPortrait['style'],
  hair: string,
  cx: number,
  cy: number,
  r: number,
): string {
  if (style === 'long')
    return `<path d="M${cx - r * 1.15} ${cy} Q${cx - r * 1.2} ${cy + r * 2.2} ${cx - r * 0.6} ${cy + r * 2.3} H${cx + r * 0.6} Q${cx + r * 1.2} ${cy + r * 2.2} ${cx + r * 1.15} ${cy}Z" fill="${hair}"/>`;
  if (style === 'curly')
    return Array.from({ length: 9 }, (_, i) => {
      const a = (Math.PI * (i + 0.5)) / 9 + Math.PI;
      return `<circle cx="${cx + Math.cos(a) * r * 1.05}" cy="${cy + Math.sin(a) * r * 1.05 + r * 0.2}" r="${r * 0.42}" fill="${hair}"/>`;
    }).join('');
  if (style === 'bun')
    return `<circle cx="${cx}" cy="${cy - r * 1.15}" r="${r * 0.45}" fill="${hair}"/>`;
  return '';
}

function hairFront(
  style: TPortrait['style'],
  hair: string,
  cx: number,
  cy: number,
  r: number,
): string {
  if (style === 'curly') return '';
  return `<path d="M${cx - r * 1.0} ${cy - r * 0.15} Q${cx - r * 1.08} ${cy - r * 1.18} ${cx} ${cy - r * 1.14} Q${cx + r * 1.08} ${cy - r * 1.18} ${cx + r * 1.0} ${cy - r * 0.15} Q${cx + r * 0.7} ${cy - r * 0.78} ${cx - r * 0.05} ${cy - r * 0.66} Q${cx - r * 0.72} ${cy - r * 0.58} ${cx - r * 1.0} ${cy - r * 0.15}Z" fill="${hair}"/>`;
}

/** An illustrated head-and-shoulders portrait, `w`×`h`. */
export function portrait(p: TPortrait, w: number, h: number): string {
  const cx = w / 2;
  const r = w * 0.17;
  const cy = h * 0.42;
  const shoulders = `<path d="M${cx - w * 0.42} ${h} Q${cx - w * 0.4} ${cy + r * 1.7} ${cx} ${cy + r * 1.6} Q${cx + w * 0.4} ${cy + r * 1.7} ${cx + w * 0.42} ${h}Z" fill="${p.top}"/>`;
  const neck = `<rect x="${cx - r * 0.32}" y="${cy + r * 0.7}" width="${r * 0.64}" height="${r * 1.0}" rx="${r * 0.2}" fill="${p.skin}"/>`;
  const collar = `<path d="M${cx - r * 0.55} ${cy + r * 1.6} L${cx} ${cy + r * 2.3} L${cx + r * 0.55} ${cy + r * 1.6}Z" fill="${P.white}" opacity="0.9"/>`;
  const face = `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.95}" ry="${r * 1.08}" fill="${p.skin}"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="${P.navy}" stroke-width="${r * 0.06}"><circle cx="${cx - r * 0.38}" cy="${cy + r * 0.05}" r="${r * 0.25}"/><circle cx="${cx + r * 0.38}" cy="${cy + r * 0.05}" r="${r * 0.25}"/><path d="M${cx - r * 0.13} ${cy + r * 0.05} H${cx + r * 0.13}"/></g>`
    : '';
  const eyes = `<circle cx="${cx - r * 0.38}" cy="${cy + r * 0.05}" r="${r * 0.08}" fill="${P.navy}"/><circle cx="${cx + r * 0.38}" cy="${cy + r * 0.05}" r="${r * 0.08}" fill="${P.navy}"/>`;
  const smile = `<path d="M${cx - r * 0.3} ${cy + r * 0.45} Q${cx} ${cy + r * 0.68} ${cx + r * 0.3} ${cy + r * 0.45}" stroke="${P.navy}" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  return svgDoc(
    w,
    h,
    `${gradientBackground(w, h, p.bg[0], p.bg[1])}<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${w * 0.22}" fill="#fff" opacity="0.08"/>${hairBack(p.style, p.hair, cx, cy, r)}${shoulders}${neck}${collar}${face}${hairFront(p.style, p.hair, cx, cy, r)}${eyes}${glasses}${smile}`,
  );
}

/** A round avatar with initials, as Google shows for reviewers without a photo (`s`×`s`). */
export function initialsAvatar(initials: string, color: string, s = 128): string {
  return svgDoc(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${P.white}"/><circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}" fill="${color}"/><text x="${s / 2}" y="${s * 0.62}" font-family="DejaVu Sans" font-weight="bold" font-size="${s * 0.38}" fill="#fff" text-anchor="middle">${esc(initials)}</text>`,
  );
}

const SKINS = ['#f1c9a5', '#e2b48f', '#c68e6a', '#a8744f', '#8d5a3b', '#f4d3b5'];
const HAIRS = ['#2b1d16', '#4a3222', '#1c1c1c', '#6b4a2f', '#3b2a20', '#8a8a8a'];

/** Attorney portraits (800×1000), by media file name. */
export const ATTORNEY_PORTRAITS: Record<string, () => string> = {
  'attorney-ana-herrera.jpg': () =>
    portrait(
      {
        bg: [P.teal, P.navy],
        skin: SKINS[1] as string,
        hair: HAIRS[0] as string,
        style: 'long',
        top: P.navy,
      },
      800,
      1000,
    ),
  'attorney-daniel-ortiz.jpg': () =>
    portrait(
      {
        bg: [P.sky, P.teal],
        skin: SKINS[2] as string,
        hair: HAIRS[2] as string,
        style: 'short',
        top: '#2c3e50',
        glasses: true,
      },
      800,
      1000,
    ),
};

const CLIENTS: [string, TPortrait][] = [
  [
    'client-rosa.jpg',
    {
      bg: [P.amber, P.coral],
      skin: SKINS[3] as string,
      hair: HAIRS[1] as string,
      style: 'long',
      top: P.teal,
    },
  ],
  [
    'client-jorge.jpg',
    {
      bg: [P.sky, P.sage],
      skin: SKINS[2] as string,
      hair: HAIRS[2] as string,
      style: 'short',
      top: P.navy,
    },
  ],
  [
    'client-lucia.jpg',
    {
      bg: [P.plum, P.coral],
      skin: SKINS[0] as string,
      hair: HAIRS[3] as string,
      style: 'bun',
      top: P.sand,
    },
  ],
  [
    'client-miguel.jpg',
    {
      bg: [P.teal, P.sky],
      skin: SKINS[4] as string,
      hair: HAIRS[0] as string,
      style: 'curly',
      top: P.amber,
    },
  ],
  [
    'client-carmen.jpg',
    {
      bg: [P.sage, P.teal],
      skin: SKINS[5] as string,
      hair: HAIRS[5] as string,
      style: 'bun',
      top: P.plum,
      glasses: true,
    },
  ],
  [
    'client-andres.jpg',
    {
      bg: [P.coral, P.amber],
      skin: SKINS[1] as string,
      hair: HAIRS[4] as string,
      style: 'short',
      top: P.teal,
    },
  ],
];

/** Client portraits for the attorney-page testimonials (400×400), by media file name. */
export const CLIENT_PORTRAITS: Record<string, () => string> = Object.fromEntries(
  CLIENTS.map(([name, look]) => [name, () => portrait(look, 400, 400)]),
);
