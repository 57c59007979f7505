import { birds, FRANKLIN, ground, ridge, sky } from './landscape-kit';
import { PALETTE as P, person, sun } from './svg-kit';
import { renderClip } from './video-kit';

// The home page's "about us" clip: a calm, silent, wordless scene (no captions needed). Dawn over
// the Franklin Mountains; the office's windows light up one by one while a family walks up the
// path to its open door. Drawn on the landscape canvas's top 1200×675, rendered at 640×360.
const VIEW_W = 1200;
const VIEW_H = 675;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** A two-storey office, bottom-left at (x, y); `lit` (0 to 1) lights its windows in turn. */
function office(x: number, y: number, lit: number, door: number): string {
  const w = 320;
  const h = 230;
  const windows = Array.from({ length: 6 }, (_, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const on = lit * 6 > i;
    return `<rect x="${x + 30 + col * 100}" y="${y - h + 30 + row * 80}" width="60" height="48" rx="6" fill="${on ? P.amber : '#c9b79c'}"/>`;
  }).join('');
  const glow = `<rect x="${x + w / 2 - 34}" y="${y - 100}" width="68" height="100" rx="30" fill="${door > 0 ? '#f7d08a' : P.navy}" opacity="${door > 0 ? 0.6 + door * 0.4 : 1}"/>`;
  return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="8" fill="${P.sand}"/><rect x="${x - 14}" y="${y - h - 22}" width="${w + 28}" height="28" rx="10" fill="${P.coral}"/>${windows}${glow}`;
}

// The path from the bottom of the view to the office door, as a quadratic curve (start, control, end).
const PATH: [number, number][] = [
  [380, 760],
  [800, 680],
  [900, 570],
];

/** The point of the path at `u` (0 to 1). */
function along(u: number): [number, number] {
  const [[x0, y0], [cx, cy], [x1, y1]] = PATH as [
    [number, number],
    [number, number],
    [number, number],
  ];
  const v = 1 - u;
  return [v * v * x0 + 2 * v * u * cx + u * u * x1, v * v * y0 + 2 * v * u * cy + u * u * y1];
}

/** One frame of the clip at time `t` (0 to 1). */
export function firmFrame(t: number): string {
  const walk = ease(Math.min(1, t / 0.85));
  const [fx, fy] = along(mix(0.1, 0.8, walk));
  const scale = mix(1, 0.6, walk);
  const family = `${person(fx - 60 * scale, fy, 150 * scale, P.navy)}${person(fx, fy + 4 * scale, 90 * scale, P.amber)}${person(fx + 62 * scale, fy, 138 * scale, P.coral)}`;
  const drift = t * 120;
  const body = `${sky('#f6c9a8', '#f5efe6')}${sun(300, mix(420, 250, ease(t)), 80, P.amber)}${ridge(FRANKLIN, '#b3dcdc')}${ridge(
    FRANKLIN.map(([x, y]) => [x, y + 90]),
    '#4f8e92',
  )}${ground(560, '#d9c7a8')}<path d="M${PATH[0]} Q${PATH[1]} ${PATH[2]}" transform="translate(0 10)" stroke="${P.sand}" stroke-width="70" stroke-linecap="round" fill="none"/>${office(740, 565, Math.min(1, t * 1.4), Math.max(0, (t - 0.75) * 4))}${birds(
    [
      [420 + drift, 150, 16],
      [460 + drift, 130, 12],
      [500 + drift, 160, 14],
    ],
    P.plum,
  )}${family}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 ${VIEW_W} ${VIEW_H}">${body}</svg>`;
}

/** Renders `home-firm.mp4` (640×360, 7 s, 24 fps, silent) and `home-firm-poster.jpg`. Needs ffmpeg. */
export function renderFirmVideo(outDir: string): Promise<string[]> {
  return renderClip(outDir, {
    stem: 'home-firm',
    seconds: 7,
    fps: 24,
    frame: firmFrame,
    poster: () => firmFrame(0.6),
    crf: 28,
  });
}
