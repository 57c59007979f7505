import { heart, PALETTE as P, person, sun, svgDoc } from './svg-kit';
import {
  birds,
  certificate,
  FRANKLIN,
  ground,
  H,
  home,
  ridge,
  sky,
  trail,
  tree,
  W,
} from './landscape-kit';

// The home page's illustrations: the four hero slides (1200×800; the hero's words are live text on
// the page, never in the image) and the mission band's decorative background. Calm, warm scenes
// around El Paso's desert light: paths, homes, open valleys; no gavels, scales or flags.
/** Hero illustrations, by media file name (1200×800 JPEG). */
export const HOME_IMAGES: Record<string, () => string> = {
  // The firm's claim: a family on the path home at dawn below the Franklin Mountains.
  'hero-claim.jpg': () =>
    svgDoc(
      W,
      H,
      `${sky('#fbe3c4', '#f5efe6')}${sun(820, 345, 95, P.amber)}${birds(
        [
          [300, 170, 18],
          [345, 150, 13],
          [390, 185, 15],
        ],
        P.plum,
      )}${ridge(FRANKLIN, '#b3dcdc')}${ridge(
        FRANKLIN.map(([x, y]) => [x, y + 90]),
        '#4f8e92',
      )}${ground(560, '#d9c7a8')}${trail(800, 560, 560, P.sand)}${home(860, 575, 190, P.sand, P.amber)}${person(500, 720, 150, P.navy)}${person(585, 725, 88, P.amber)}${person(665, 720, 138, P.coral)}`,
    ),
  // VAWA: a parent and child walking toward a lit, open door in the evening; a heart in the window.
  'hero-vawa.jpg': () =>
    svgDoc(
      W,
      H,
      `${sky('#4f3f66', '#eab08f')}${sun(250, 430, 75, '#f7d08a')}${ridge(
        FRANKLIN.map(([x, y]) => [x, y + 70]),
        '#7d5f7f',
      )}${ground(610, '#6f5a78', 24)}<defs><linearGradient id="spill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7d08a" stop-opacity="0.8"/><stop offset="1" stop-color="#f7d08a" stop-opacity="0"/></linearGradient></defs><path d="M830 600 L700 800 H1060 L910 600Z" fill="url(#spill)"/>${home(720, 600, 300, P.sand, P.amber, '#f7d08a')}${heart(955, 440, 40, P.coral)}${person(560, 730, 150, P.navy)}${person(640, 735, 92, P.amber)}${birds(
        [
          [880, 170, 16],
          [925, 150, 12],
        ],
        P.sand,
      )}`,
    ),
  // T visa: a person walking out of a narrow canyon into a wide, sunlit valley; birds rising.
  'hero-t-visa.jpg': () =>
    svgDoc(
      W,
      H,
      `${sky('#a8dadc', '#f5efe6')}${sun(600, 330, 110, P.amber)}${birds(
        [
          [520, 160, 22],
          [600, 120, 16],
          [680, 175, 19],
          [740, 140, 13],
        ],
        P.navy,
      )}${ridge(
        [
          [0, 430],
          [300, 400],
          [600, 440],
          [900, 395],
          [1200, 420],
        ],
        P.sage,
        0.8,
      )}${ground(540, '#e9d9bd', 20)}${trail(600, 520, 600, P.sand)}<path d="M0 0 H300 L320 90 L290 170 L345 260 L330 360 L395 450 L380 540 L440 640 L410 720 L450 800 H0Z" fill="${P.teal}"/><path d="M0 0 H200 L225 140 L205 260 L250 400 L235 540 L280 660 L265 800 H0Z" fill="${P.navy}" opacity="0.5"/><path d="M1200 0 H900 L880 100 L910 190 L855 280 L870 380 L805 470 L820 560 L760 650 L790 730 L750 800 H1200Z" fill="${P.teal}"/><path d="M1200 0 H1000 L975 150 L995 270 L950 410 L965 550 L920 670 L935 800 H1200Z" fill="${P.navy}" opacity="0.5"/>${person(600, 700, 150, P.coral)}`,
    ),
  // U visa: a parent and child resting under a broad tree beside a certified document, midday.
  'hero-u-visa.jpg': () =>
    svgDoc(
      W,
      H,
      `${sky('#cfe8e4', '#f5efe6')}${sun(1010, 170, 70, P.amber)}${ridge(
        FRANKLIN.map(([x, y]) => [x, y + 80]),
        P.sky,
        0.8,
      )}${ground(600, '#b9d3b0', 30)}${tree(420, 640, 420, P.sage)}${tree(1080, 610, 170, P.teal)}${certificate(700, 520, 170)}${person(340, 740, 160, P.plum)}${person(430, 745, 100, P.amber)}${person(560, 745, 150, P.navy)}`,
    ),
  // The mission band's background (decorative, behind a navy overlay): night ridges and stars.
  'home-mission-bg.jpg': () =>
    svgDoc(
      1600,
      600,
      `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0c2238"/><stop offset="1" stop-color="#1b4468"/></linearGradient></defs><rect width="1600" height="600" fill="url(#n)"/>${Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${(i * 211) % 1600}" cy="${20 + ((i * 83) % 300)}" r="${1.5 + (i % 3)}" fill="#fff" opacity="0.35"/>`,
      ).join(
        '',
      )}<path d="M0 430 L200 380 L340 330 L470 370 L620 300 L760 350 L930 320 L1100 380 L1280 340 L1450 390 L1600 360 V600 H0Z" fill="#1f6f78" opacity="0.45"/><path d="M0 500 C400 450 800 540 1600 470 V600 H0Z" fill="#12355b" opacity="0.8"/>`,
    ),
};
