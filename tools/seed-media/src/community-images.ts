import { initialsAvatar } from './portraits';
import { esc, gradientBackground, hills, PALETTE as P, person, svgDoc } from './svg-kit';

const AVATAR_COLORS = [P.teal, P.coral, P.plum, P.navy, P.sage, '#b5651d'];

/** Initials of the 24 Google reviewers, in the order of google-reviews.json. */
export const REVIEWER_INITIALS = [
  'MT',
  'JR',
  'GM',
  'JP',
  'AV',
  'FH',
  'VS',
  'LG',
  'CR',
  'PN',
  'SE',
  'RM',
  'PL',
  'AC',
  'YF',
  'MO',
  'KD',
  'RA',
  'EB',
  'FQ',
  'DJ',
  'HV',
  'MZ',
  'OI',
];

/** Reviewer avatars (128×128 PNG), by media file name. */
export const REVIEWER_AVATARS: Record<string, () => string> = Object.fromEntries(
  REVIEWER_INITIALS.map((initials, i) => [
    `avatar-${String(i + 1).padStart(2, '0')}.png`,
    () => initialsAvatar(initials, AVATAR_COLORS[i % AVATAR_COLORS.length] as string),
  ]),
);

function gift(cx: number, cy: number, s: number, box: string, ribbon: string): string {
  return `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s * 0.8}" rx="${s * 0.05}" fill="${box}"/><rect x="${cx - s * 0.58}" y="${cy - s * 0.62}" width="${s * 1.16}" height="${s * 0.2}" rx="${s * 0.04}" fill="${box}" stroke="#fff" stroke-opacity="0.3"/><rect x="${cx - s * 0.08}" y="${cy - s * 0.62}" width="${s * 0.16}" height="${s * 0.92}" fill="${ribbon}"/><circle cx="${cx - s * 0.14}" cy="${cy - s * 0.7}" r="${s * 0.12}" fill="none" stroke="${ribbon}" stroke-width="${s * 0.06}"/><circle cx="${cx + s * 0.14}" cy="${cy - s * 0.7}" r="${s * 0.12}" fill="none" stroke="${ribbon}" stroke-width="${s * 0.06}"/>`;
}

function backpack(cx: number, cy: number, s: number, color: string): string {
  return `<path d="M${cx - s * 0.25} ${cy - s * 0.45} Q${cx} ${cy - s * 0.75} ${cx + s * 0.25} ${cy - s * 0.45}" stroke="${color}" stroke-width="${s * 0.07}" fill="none"/><rect x="${cx - s * 0.4}" y="${cy - s * 0.45}" width="${s * 0.8}" height="${s * 0.95}" rx="${s * 0.2}" fill="${color}"/><rect x="${cx - s * 0.28}" y="${cy + s * 0.05}" width="${s * 0.56}" height="${s * 0.3}" rx="${s * 0.08}" fill="#fff" opacity="0.35"/>`;
}

function confetti(w: number, seed: number): string {
  const colors = [P.amber, P.coral, P.sky, P.sand, P.sage];
  return Array.from({ length: 26 }, (_, i) => {
    const x = (i * 97 + seed * 31) % w;
    const y = (i * 53 + seed * 17) % (w * 0.45);
    return `<rect x="${x}" y="${y}" width="12" height="20" rx="3" fill="${colors[(i + seed) % colors.length]}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
  }).join('');
}

type TGiveaway = {
  bg: [string, string];
  prize: 'gift' | 'backpack';
  people: string[];
  prizeColor: string;
};

const GIVEAWAYS: TGiveaway[] = [
  { bg: [P.teal, P.navy], prize: 'backpack', people: [P.amber, P.sky], prizeColor: P.coral },
  { bg: [P.coral, P.amber], prize: 'gift', people: [P.navy], prizeColor: P.teal },
  { bg: [P.plum, P.navy], prize: 'gift', people: [P.sand, P.coral, P.sky], prizeColor: P.amber },
  { bg: [P.sage, P.teal], prize: 'backpack', people: [P.navy], prizeColor: P.amber },
  { bg: [P.navy, P.teal], prize: 'gift', people: [P.coral, P.amber], prizeColor: P.sand },
  { bg: [P.amber, P.coral], prize: 'backpack', people: [P.teal, P.plum], prizeColor: P.navy },
  { bg: [P.sky, P.teal], prize: 'gift', people: [P.plum], prizeColor: P.coral },
  { bg: [P.teal, P.sage], prize: 'gift', people: [P.navy, P.amber, P.coral], prizeColor: P.plum },
  { bg: [P.navy, P.plum], prize: 'backpack', people: [P.sky], prizeColor: P.sage },
  { bg: [P.coral, P.plum], prize: 'gift', people: [P.sand, P.teal], prizeColor: P.amber },
  { bg: [P.sage, P.sky], prize: 'backpack', people: [P.coral, P.navy], prizeColor: P.teal },
  { bg: [P.plum, P.coral], prize: 'gift', people: [P.amber], prizeColor: P.navy },
];

const SKINS = ['#f1c9a5', '#c68e6a', '#e2b48f', '#8d5a3b'];

/** Giveaway testimonial images (800×800), by media file name. */
export const GIVEAWAY_IMAGES: Record<string, () => string> = Object.fromEntries(
  GIVEAWAYS.map((g, i) => [
    `giveaway-${String(i + 1).padStart(2, '0')}.jpg`,
    () => {
      const spacing = 800 / (g.people.length + 2);
      const people = g.people
        .map((c, j) =>
          person(spacing * (j + 1) + 40, 760, 300 - j * 30, c, SKINS[(i + j) % SKINS.length]),
        )
        .join('');
      const prize =
        g.prize === 'gift'
          ? gift(590, 520, 190, g.prizeColor, P.amber)
          : backpack(600, 540, 240, g.prizeColor);
      return svgDoc(
        800,
        800,
        `${gradientBackground(800, 800, g.bg[0], g.bg[1])}${confetti(800, i)}${hills(800, 800, P.white, 0.2, -60)}${people}${prize}`,
      );
    },
  ]),
);

/** The seven live streams: file stem and title in each language. */
export const LIVE_TOPICS: [stem: string, es: string, en: string][] = [
  ['live-vawa', 'VAWA: sus preguntas, en vivo', 'VAWA: your questions, live'],
  ['live-u-visa', 'Visa U y la certificación policial', 'The U visa and police certification'],
  ['live-t-visa', 'Visa T: cómo reconocer la trata', 'T visa: recognizing trafficking'],
  ['live-k1', 'Visa K-1 paso a paso', 'The K-1 visa step by step'],
  ['live-parole', 'Parole para cónyuges: qué pasó', 'Parole for spouses: what happened'],
  [
    'live-family',
    'Peticiones familiares y el Boletín de Visas',
    'Family petitions and the Visa Bulletin',
  ],
  ['live-notarios', 'Cuidado con el fraude de notarios', 'Beware of notario fraud'],
];

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function liveThumbnail(title: string, badge: string, firm: string, i: number): string {
  const bgs: [string, string][] = [
    [P.navy, P.teal],
    [P.teal, P.plum],
    [P.plum, P.navy],
  ];
  const [from, to] = bgs[i % bgs.length] as [string, string];
  const lines = wrap(title, 18)
    .map(
      (line, j) =>
        `<text x="70" y="${250 + j * 72}" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="#fff">${esc(line)}</text>`,
    )
    .join('');
  const mic = `<g transform="translate(65 0)"><rect x="745" y="170" width="90" height="170" rx="45" fill="${P.sand}"/><path d="M715 280 Q715 380 790 380 Q865 380 865 280" stroke="${P.sand}" stroke-width="16" fill="none"/><rect x="782" y="380" width="16" height="70" fill="${P.sand}"/><rect x="735" y="445" width="110" height="16" rx="8" fill="${P.sand}"/></g>`;
  return svgDoc(
    960,
    540,
    `${gradientBackground(960, 540, from, to)}<rect x="70" y="70" width="${badge.length * 26 + 70}" height="64" rx="32" fill="${P.coral}"/><circle cx="104" cy="102" r="11" fill="#fff"/><text x="128" y="121" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#fff">${esc(badge)}</text>${lines}${mic}<text x="70" y="490" font-family="DejaVu Sans" font-size="30" fill="${P.sand}">${esc(firm)}</text>`,
  );
}

/** Live-stream thumbnails (960×540), one per language, by media file name. */
export const LIVE_THUMBNAILS: Record<string, () => string> = Object.fromEntries(
  LIVE_TOPICS.flatMap(([stem, es, en], i) => [
    [
      `${stem}-es.jpg`,
      () => liveThumbnail(es, 'EN VIVO', 'Ana Herrera · Herrera Abogados de Inmigración', i),
    ],
    [`${stem}-en.jpg`, () => liveThumbnail(en, 'LIVE', 'Ana Herrera · Herrera Immigration Law', i)],
  ]),
);
