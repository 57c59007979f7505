/** The site's colours (DESIGN.md: a deep trustworthy base, one warm accent, neutral backgrounds). */
export const PALETTE = {
  navy: '#12355b',
  teal: '#1f6f78',
  sky: '#a8dadc',
  sand: '#f5efe6',
  amber: '#f2a541',
  coral: '#e07a5f',
  sage: '#81b29a',
  plum: '#6d597a',
  white: '#ffffff',
} as const;

/** Escapes text for an SVG text node. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An SVG document of the given size. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A diagonal two-colour gradient filling the canvas. */
export function gradientBackground(
  width: number,
  height: number,
  from: string,
  to: string,
  id = 'bg',
): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** Soft rolling hills along the bottom. */
export function hills(
  width: number,
  height: number,
  color: string,
  opacity = 0.35,
  lift = 0,
): string {
  const y = height * 0.78 - lift;
  return `<path d="M0 ${y} Q${width * 0.25} ${y - 70} ${width * 0.5} ${y} T${width} ${y} V${height} H0Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A sun (or moon) disc with a faint halo. */
export function sun(cx: number, cy: number, r: number, color: string = PALETTE.amber): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

/** A simple standing person: head and rounded body, `h` tall, feet at (x, y). */
export function person(x: number, y: number, h: number, body: string, head = '#f1c9a5'): string {
  const r = h * 0.13;
  const w = h * 0.42;
  return `<g><rect x="${x - w / 2}" y="${y - h * 0.72}" width="${w}" height="${h * 0.72}" rx="${w / 2}" fill="${body}"/><circle cx="${x}" cy="${y - h * 0.72 - r * 1.15}" r="${r}" fill="${head}"/></g>`;
}

/** A heart centred at (cx, cy), `s` wide. */
export function heart(cx: number, cy: number, s: number, color: string): string {
  const k = s / 2;
  return `<path d="M${cx} ${cy + k * 0.9} C${cx - k * 1.6} ${cy - k * 0.2} ${cx - k * 0.7} ${cy - k * 1.3} ${cx} ${cy - k * 0.45} C${cx + k * 0.7} ${cy - k * 1.3} ${cx + k * 1.6} ${cy - k * 0.2} ${cx} ${cy + k * 0.9}Z" fill="${color}"/>`;
}

/** A sheet of paper with text lines, top-left at (x, y). */
export function documentSheet(
  x: number,
  y: number,
  w: number,
  h: number,
  ink: string,
  paper: string = PALETTE.white,
): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const ly = y + h * 0.22 + i * h * 0.11;
    const lw = i === 5 ? w * 0.4 : w * (0.62 + ((i * 13) % 20) / 100);
    return `<rect x="${x + w * 0.14}" y="${ly}" width="${lw}" height="${h * 0.035}" rx="${h * 0.017}" fill="${ink}" opacity="0.55"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.06}" fill="${paper}"/>${lines}`;
}

/** A shield outline, top centre at (cx, y). */
export function shield(cx: number, y: number, w: number, fill: string): string {
  const h = w * 1.2;
  return `<path d="M${cx} ${y} L${cx + w / 2} ${y + h * 0.16} V${y + h * 0.5} C${cx + w / 2} ${y + h * 0.78} ${cx + w * 0.2} ${y + h * 0.92} ${cx} ${y + h} C${cx - w * 0.2} ${y + h * 0.92} ${cx - w / 2} ${y + h * 0.78} ${cx - w / 2} ${y + h * 0.5} V${y + h * 0.16}Z" fill="${fill}"/>`;
}

/** A calendar page with a big number, top-left at (x, y). */
export function calendar(
  x: number,
  y: number,
  w: number,
  label: string,
  accent: string,
  ink: string = PALETTE.navy,
): string {
  const h = w * 1.05;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.08}" fill="${PALETTE.white}"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.24}" rx="${w * 0.08}" fill="${accent}"/><rect x="${x}" y="${y + h * 0.14}" width="${w}" height="${h * 0.1}" fill="${accent}"/><text x="${x + w / 2}" y="${y + h * 0.75}" font-family="DejaVu Sans" font-weight="bold" font-size="${w * 0.42}" fill="${ink}" text-anchor="middle">${esc(label)}</text>`;
}

/** A stylised airplane pointing right, centred at (cx, cy), `s` long. */
export function airplane(cx: number, cy: number, s: number, color: string, angle = 0): string {
  const k = s / 100;
  const d = `M${-50 * k} ${-4 * k} L${30 * k} ${-4 * k} Q${50 * k} ${-4 * k} ${50 * k} 0 Q${50 * k} ${4 * k} ${30 * k} ${4 * k} L${-50 * k} ${4 * k}Z M${-2 * k} ${-3 * k} L${-22 * k} ${-36 * k} L${-10 * k} ${-36 * k} L${18 * k} ${-3 * k}Z M${-2 * k} ${3 * k} L${-22 * k} ${36 * k} L${-10 * k} ${36 * k} L${18 * k} ${3 * k}Z M${-44 * k} ${-3 * k} L${-52 * k} ${-18 * k} L${-44 * k} ${-18 * k} L${-34 * k} ${-3 * k}Z`;
  return `<path transform="translate(${cx} ${cy}) rotate(${angle})" d="${d}" fill="${color}"/>`;
}
