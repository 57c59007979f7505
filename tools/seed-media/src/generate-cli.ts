import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoPaths } from '@firm/shared/server/paths';
import { ATTORNEY_BADGES } from './badges';
import { BLOG_ILLUSTRATIONS } from './blog-illustrations';
import { GIVEAWAY_IMAGES, LIVE_THUMBNAILS, REVIEWER_AVATARS } from './community-images';
import { renderFirmVideo } from './firm-video';
import { HOME_IMAGES } from './home-images';
import { ATTORNEY_PORTRAITS, CLIENT_PORTRAITS } from './portraits';
import { renderTravelVideos } from './travel-videos';

// Renders the seed illustrations into infra/content/media (or the folder given as argument);
// with --videos also the clips (needs ffmpeg); --only=hero-,home- renders only the files whose
// names start with one of the prefixes.
// The firm replaces these files with its own photos; this only makes the seed reproducible.
const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--')) ?? path.join(repoPaths().content, 'media');
mkdirSync(outDir, { recursive: true });
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name: string) => !only || only.some((prefix) => name.startsWith(prefix));

const SETS: Record<string, () => string>[] = [
  BLOG_ILLUSTRATIONS,
  ATTORNEY_PORTRAITS,
  CLIENT_PORTRAITS,
  REVIEWER_AVATARS,
  GIVEAWAY_IMAGES,
  LIVE_THUMBNAILS,
  HOME_IMAGES,
  ATTORNEY_BADGES,
];

const VIDEOS: [stem: string, render: (dir: string) => Promise<string[]>][] = [
  ['travel-', renderTravelVideos],
  ['home-firm', renderFirmVideo],
];

for (const set of SETS) {
  for (const [name, draw] of Object.entries(set)) {
    if (!wanted(name)) continue;
    const image = sharp(Buffer.from(draw()));
    const bytes = name.endsWith('.png')
      ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
      : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    writeFileSync(path.join(outDir, name), bytes);
    process.stdout.write(`${name} ${bytes.length} bytes\n`);
  }
}

if (args.includes('--videos')) {
  for (const [stem, render] of VIDEOS) {
    if (!wanted(stem)) continue;
    for (const file of await render(outDir)) process.stdout.write(`${file}\n`);
  }
}
