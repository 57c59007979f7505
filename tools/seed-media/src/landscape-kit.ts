import { PALETTE as P } from './svg-kit';

// Landscape pieces of the home page's illustrations and the firm video, drawn on a 1200 px wide
// canvas (the hero images are 1200×800; the video frames show its top 1200×675).
/** The landscape canvas. */
export const W = 1200;
export const H = 800;

/** A vertical sky from `top` to `bottom`. */
export function sky(top: string, bottom: string, id = 'sky'): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

/** A mountain ridge through the given peaks (x, y), closed along the bottom. */
export function ridge(peaks: [number, number][], color: string, opacity = 1): string {
  const [first, ...rest] = peaks;
  if (!first) return '';
  const line = rest.map(([x, y]) => `L${x} ${y}`).join(' ');
  return `<path d="M0 ${H} L0 ${first[1]} L${first[0]} ${first[1]} ${line} L${W} ${rest.at(-1)?.[1] ?? first[1]} L${W} ${H}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** Soft ground from a wavy horizon at `y` down to the bottom. */
export function ground(y: number, color: string, wave = 40): string {
  return `<path d="M0 ${y} C${W * 0.3} ${y - wave} ${W * 0.6} ${y + wave} ${W} ${y - wave / 2} V${H} H0Z" fill="${color}"/>`;
}

/** A path widening from the horizon point (x0, y0) to the bottom edge around `x1`. */
export function trail(x0: number, y0: number, x1: number, color: string): string {
  return `<path d="M${x0 - 6} ${y0} C${x0 - 60} ${y0 + 120} ${x1 - 260} ${H - 180} ${x1 - 150} ${H} H${x1 + 150} C${x1 - 80} ${H - 180} ${x0 + 40} ${y0 + 120} ${x0 + 6} ${y0}Z" fill="${color}"/>`;
}

/** A small adobe-style house with lit windows, bottom-left at (x, y). */
export function home(
  x: number,
  y: number,
  w: number,
  wall: string,
  glow: string,
  door: string = P.navy,
): string {
  const h = w * 0.62;
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${w * 0.03}" fill="${wall}"/><rect x="${x - w * 0.05}" y="${y - h - w * 0.07}" width="${w * 1.1}" height="${w * 0.09}" rx="${w * 0.03}" fill="${P.coral}"/><rect x="${x + w * 0.12}" y="${y - h * 0.7}" width="${w * 0.18}" height="${w * 0.16}" rx="${w * 0.02}" fill="${glow}"/><rect x="${x + w * 0.7}" y="${y - h * 0.7}" width="${w * 0.18}" height="${w * 0.16}" rx="${w * 0.02}" fill="${glow}"/><rect x="${x + w * 0.41}" y="${y - h * 0.55}" width="${w * 0.18}" height="${h * 0.55}" rx="${w * 0.08}" fill="${door}"/>`;
}

/** A few birds as soft strokes. */
export function birds(points: [number, number, number][], color: string): string {
  return points
    .map(
      ([x, y, s]) =>
        `<path d="M${x - s} ${y} Q${x - s / 2} ${y - s * 0.6} ${x} ${y} Q${x + s / 2} ${y - s * 0.6} ${x + s} ${y}" stroke="${color}" stroke-width="${Math.max(3, s / 6)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A round-crowned tree, trunk base at (x, y). */
export function tree(x: number, y: number, s: number, leaves: string, trunk = '#7a5a43'): string {
  return `<rect x="${x - s * 0.06}" y="${y - s * 0.7}" width="${s * 0.12}" height="${s * 0.7}" rx="${s * 0.04}" fill="${trunk}"/><circle cx="${x}" cy="${y - s * 0.95}" r="${s * 0.45}" fill="${leaves}"/><circle cx="${x - s * 0.35}" cy="${y - s * 0.72}" r="${s * 0.3}" fill="${leaves}"/><circle cx="${x + s * 0.38}" cy="${y - s * 0.74}" r="${s * 0.32}" fill="${leaves}"/>`;
}

/** A sheet with a round seal, top-left at (x, y). */
export function certificate(x: number, y: number, w: number): string {
  const h = w * 1.3;
  const lines = [0.2, 0.3, 0.4, 0.5, 0.6]
    .map(
      (t, i) =>
        `<rect x="${x + w * 0.14}" y="${y + h * t}" width="${w * (i === 4 ? 0.4 : 0.72)}" height="${h * 0.03}" rx="${h * 0.015}" fill="${P.navy}" opacity="0.45"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.06}" fill="${P.white}"/>${lines}<circle cx="${x + w * 0.72}" cy="${y + h * 0.8}" r="${w * 0.13}" fill="${P.coral}"/><circle cx="${x + w * 0.72}" cy="${y + h * 0.8}" r="${w * 0.08}" fill="none" stroke="${P.sand}" stroke-width="${w * 0.02}"/>`;
}

/** The Franklin Mountains above El Paso, as a ridge line. */
export const FRANKLIN: [number, number][] = [
  [0, 470],
  [140, 420],
  [260, 380],
  [340, 330],
  [420, 360],
  [560, 300],
  [640, 340],
  [780, 390],
  [900, 370],
  [1040, 420],
  [1200, 400],
];
