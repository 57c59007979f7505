import { airplane, esc, gradientBackground, hills, PALETTE as P, sun, svgDoc } from './svg-kit';
import { renderClip } from './video-kit';

const W = 640;
const H = 360;
const FPS = 24;
const SECONDS = 4;

/** Origin and destination of each travel testimonial clip, in the order of travel-testimonials.json. */
export const TRAVEL_ROUTES: [from: string, to: string][] = [
  ['El Paso', 'Guadalajara'],
  ['Dallas', 'Morelia'],
  ['Houston', 'San Salvador'],
  ['Chicago', 'Oaxaca'],
  ['Los Angeles', 'Tegucigalpa'],
  ['Phoenix', 'Zacatecas'],
  ['Denver', 'Guatemala'],
  ['Albuquerque', 'Chihuahua'],
  ['Washington, DC', 'Puebla'],
  ['Atlanta', 'San Pedro Sula'],
  ['San Antonio', 'Durango'],
  ['El Paso', 'León'],
];

const SKIES: [string, string][] = [
  [P.navy, P.teal],
  [P.teal, P.sky],
  [P.plum, P.coral],
  [P.navy, P.plum],
];

/** One frame at time `t` (0 to 1) of a plane flying from `from` to `to`; `poster` shows both names. */
export function travelFrame(
  from: string,
  to: string,
  t: number,
  variant: number,
  poster = false,
): string {
  const [a, b] = SKIES[variant % SKIES.length] as [string, string];
  const [x0, y0, cx, cy, x1, y1] = [90, 250, 320, 40, 550, 250];
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  const u = eased * 0.9;
  const px = (1 - u) ** 2 * x0 + 2 * (1 - u) * u * cx + u ** 2 * x1;
  const py = (1 - u) ** 2 * y0 + 2 * (1 - u) * u * cy + u ** 2 * y1;
  const dx = 2 * (1 - u) * (cx - x0) + 2 * u * (x1 - cx);
  const dy = 2 * (1 - u) * (cy - y0) + 2 * u * (y1 - cy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const fade = poster ? '1' : Math.min(1, t * 3).toFixed(2);
  const arrive = poster ? '1' : Math.min(1, Math.max(0, (t - 0.75) * 5)).toFixed(2);
  const label = (x: number, text: string, opacity: string) =>
    `<text x="${x}" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#fff" text-anchor="middle" opacity="${opacity}">${esc(text)}</text>`;
  return svgDoc(
    W,
    H,
    `${gradientBackground(W, H, a, b)}${sun(520, 110 - t * 30, 38)}${hills(W, H, P.white, 0.15)}<path d="M${x0} ${y0} Q${cx} ${cy} ${x1} ${y1}" stroke="#fff" stroke-width="3" stroke-dasharray="10 10" fill="none" opacity="0.6"/><circle cx="${x0}" cy="${y0}" r="9" fill="${P.amber}"/><circle cx="${x1}" cy="${y1}" r="${9 + Number(arrive) * 5}" fill="${P.coral}"/>${label(x0, from, fade)}${label(x1, to, arrive)}${airplane(px, py, 70, '#fff', angle)}`,
  );
}

/**
 * Renders each route as a short H.264 clip (`travel-NN.mp4`, 640×360, 4 s, no sound) and its
 * poster (`travel-NN-poster.jpg`, mid-flight with both names). Needs `ffmpeg` on the PATH.
 */
export async function renderTravelVideos(outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const [i, [from, to]] of TRAVEL_ROUTES.entries()) {
    const files = await renderClip(outDir, {
      stem: `travel-${String(i + 1).padStart(2, '0')}`,
      seconds: SECONDS,
      fps: FPS,
      frame: (t) => travelFrame(from, to, t, i),
      poster: () => travelFrame(from, to, 0.5, i, true),
    });
    written.push(...files);
  }
  return written;
}
