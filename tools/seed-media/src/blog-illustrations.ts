import {
  airplane,
  calendar,
  documentSheet,
  gradientBackground,
  heart,
  hills,
  PALETTE as P,
  person,
  shield,
  sun,
  svgDoc,
} from './svg-kit';

const W = 1200;
const H = 675;

function scene(from: string, to: string, body: string): string {
  const dots = Array.from(
    { length: 18 },
    (_, i) =>
      `<circle cx="${(i * 157) % W}" cy="${40 + ((i * 89) % 260)}" r="${2 + (i % 3)}" fill="#fff" opacity="0.35"/>`,
  ).join('');
  return svgDoc(W, H, `${gradientBackground(W, H, from, to)}${dots}${body}`);
}

function rings(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx - r * 0.55}" cy="${cy}" r="${r}" fill="none" stroke="${P.amber}" stroke-width="${r * 0.22}"/><circle cx="${cx + r * 0.55}" cy="${cy}" r="${r}" fill="none" stroke="#f7d08a" stroke-width="${r * 0.22}"/>`;
}

function house(x: number, y: number, w: number, wall: string, roof: string): string {
  return `<path d="M${x - w * 0.08} ${y} L${x + w / 2} ${y - w * 0.45} L${x + w * 1.08} ${y}Z" fill="${roof}"/><rect x="${x}" y="${y}" width="${w}" height="${w * 0.62}" fill="${wall}"/><rect x="${x + w * 0.41}" y="${y + w * 0.3}" width="${w * 0.18}" height="${w * 0.32}" rx="${w * 0.03}" fill="${P.navy}"/><rect x="${x + w * 0.12}" y="${y + w * 0.14}" width="${w * 0.16}" height="${w * 0.14}" fill="${P.amber}"/><rect x="${x + w * 0.72}" y="${y + w * 0.14}" width="${w * 0.16}" height="${w * 0.14}" fill="${P.amber}"/>`;
}

function chainLink(cx: number, cy: number, angle: number, color: string, k = 1.8): string {
  return `<rect transform="rotate(${angle} ${cx} ${cy})" x="${cx - 55 * k}" y="${cy - 24 * k}" width="${110 * k}" height="${48 * k}" rx="${24 * k}" fill="none" stroke="${color}" stroke-width="${14 * k}"/>`;
}

/** Main images of the seed blog posts, by media file name (1200×675). */
export const BLOG_ILLUSTRATIONS: Record<string, () => string> = {
  'blog-vawa-self-petition.jpg': () =>
    scene(
      P.navy,
      P.teal,
      `${sun(880, 230, 110)}${hills(W, H, P.sky)}${shield(600, 170, 260, P.sand)}${heart(600, 330, 120, P.coral)}${person(330, 600, 190, P.amber)}`,
    ),
  'blog-vawa-after-divorce.jpg': () =>
    scene(
      P.plum,
      P.navy,
      `${sun(960, 250, 120)}${hills(W, H, P.sky, 0.3)}<path d="M180 675 C420 560 520 520 940 380" stroke="${P.sand}" stroke-width="34" fill="none" stroke-linecap="round" opacity="0.85"/>${person(360, 560, 170, P.amber)}${calendar(140, 120, 190, '2', P.coral)}`,
    ),
  'blog-t-visa-trafficking.jpg': () =>
    scene(
      P.teal,
      P.navy,
      `${sun(250, 200, 90, P.sand)}${chainLink(380, 400, -20, '#c9d6df')}${chainLink(560, 350, 20, '#c9d6df')}<rect x="610" y="200" width="44" height="280" fill="${P.teal}" transform="rotate(20 632 340)"/>${chainLink(820, 300, -20, P.amber)}${hills(W, H, P.sky, 0.25)}`,
    ),
  'blog-labor-trafficking-signs.jpg': () =>
    scene(
      P.navy,
      P.plum,
      `<path d="M600 110 L800 470 H400Z" fill="${P.amber}"/><rect x="588" y="220" width="24" height="140" rx="12" fill="${P.navy}"/><circle cx="600" cy="410" r="16" fill="${P.navy}"/>${documentSheet(860, 250, 170, 230, P.teal)}${documentSheet(170, 260, 170, 230, P.plum, P.sand)}${hills(W, H, P.sky, 0.25)}`,
    ),
  'blog-u-visa-crime-victims.jpg': () =>
    scene(
      P.navy,
      P.teal,
      `${shield(600, 140, 300, P.amber)}<path d="M520 330 L585 395 L700 270" stroke="${P.navy}" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${person(260, 600, 200, P.sky)}${person(940, 600, 200, P.sand)}${hills(W, H, P.sky, 0.2)}`,
    ),
  'blog-u-visa-certification.jpg': () =>
    scene(
      P.teal,
      P.sage,
      `${documentSheet(420, 110, 360, 470, P.navy)}<circle cx="700" cy="500" r="62" fill="${P.coral}"/><circle cx="700" cy="500" r="40" fill="none" stroke="${P.sand}" stroke-width="8"/><path d="M480 520 C520 480 560 560 610 510" stroke="${P.navy}" stroke-width="7" fill="none"/>${sun(1000, 160, 70, P.sand)}`,
    ),
  'blog-k1-fiance-visa.jpg': () =>
    scene(
      P.sky,
      P.teal,
      `${sun(980, 170, 90)}<path d="M120 520 Q600 120 1080 300" stroke="#fff" stroke-width="5" stroke-dasharray="18 16" fill="none"/>${airplane(860, 240, 220, P.navy, -12)}${rings(420, 430, 95)}${hills(W, H, P.white, 0.35)}`,
    ),
  'blog-k1-ninety-days.jpg': () =>
    scene(
      P.plum,
      P.coral,
      `${calendar(430, 150, 340, '90', P.navy)}${heart(880, 260, 150, P.sand)}${heart(300, 470, 90, P.amber)}${hills(W, H, P.sand, 0.25)}`,
    ),
  'blog-parole-in-place.jpg': () =>
    scene(
      P.navy,
      P.teal,
      `${sun(930, 200, 95)}${hills(W, H, P.sage, 0.45)}${house(420, 330, 360, P.sand, P.coral)}${person(310, 600, 170, P.amber)}${person(880, 600, 170, P.sky)}${person(950, 600, 110, P.coral)}`,
    ),
  'blog-ten-years-proof.jpg': () =>
    scene(
      P.teal,
      P.navy,
      `${documentSheet(260, 170, 260, 340, P.navy, P.sand)}${documentSheet(330, 210, 260, 340, P.teal)}${documentSheet(400, 250, 260, 340, P.plum, P.sand)}${calendar(760, 190, 250, '10', P.amber)}${hills(W, H, P.sky, 0.2)}`,
    ),
  'blog-family-petitions.jpg': () =>
    scene(
      P.sage,
      P.teal,
      `${sun(200, 180, 80, P.sand)}${hills(W, H, P.white, 0.3)}${house(760, 300, 300, P.sand, P.navy)}${person(300, 610, 210, P.navy)}${person(420, 610, 190, P.coral)}${person(530, 610, 120, P.amber)}${heart(420, 200, 110, P.coral)}`,
    ),
  'blog-petition-for-parents.jpg': () =>
    scene(
      P.amber,
      P.coral,
      `${sun(960, 170, 90, P.sand)}${hills(W, H, P.plum, 0.3)}${person(430, 610, 230, P.navy)}${person(600, 610, 200, P.teal, '#e2b48f')}${person(760, 610, 200, P.plum, '#d9a47f')}${heart(600, 180, 120, P.white)}`,
    ),
};
