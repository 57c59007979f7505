import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A short silent clip drawn frame by frame as SVG. */
export type TClip = {
  /** File stem: writes `<stem>.mp4` and `<stem>-poster.jpg`. */
  stem: string;
  seconds: number;
  fps: number;
  /** The SVG of the frame at time `t` (0 to 1). */
  frame: (t: number) => string;
  /** The SVG of the poster (the still shown before play). */
  poster: () => string;
  /** x264 constant rate factor (higher is smaller). */
  crf?: number;
};

/**
 * Renders a clip as H.264 MP4 (yuv420p, main profile, fast start, no sound) and its JPEG poster into
 * `outDir`. Needs `ffmpeg` on the PATH.
 * @returns the names of the files written
 */
export async function renderClip(outDir: string, clip: TClip): Promise<string[]> {
  const frames = mkdtempSync(path.join(tmpdir(), `${clip.stem}-`));
  try {
    const count = clip.fps * clip.seconds;
    for (let f = 0; f < count; f += 1) {
      const png = await sharp(Buffer.from(clip.frame(f / (count - 1))))
        .png()
        .toBuffer();
      writeFileSync(path.join(frames, `f${String(f).padStart(3, '0')}.png`), png);
    }
    const poster = await sharp(Buffer.from(clip.poster()))
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    writeFileSync(path.join(outDir, `${clip.stem}-poster.jpg`), poster);
    const result = spawnSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(clip.fps),
        '-i',
        path.join(frames, 'f%03d.png'),
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        String(clip.crf ?? 26),
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'main',
        '-movflags',
        '+faststart',
        '-an',
        path.join(outDir, `${clip.stem}.mp4`),
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`ffmpeg failed for ${clip.stem}: ${result.stderr || result.error?.message}`);
    return [`${clip.stem}.mp4`, `${clip.stem}-poster.jpg`];
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}
