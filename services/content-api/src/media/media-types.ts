/** Content types of the media the site serves, by lowercase extension. SVG is refused: it can carry scripts. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Extensions that get responsive AVIF/WebP variants. */
export const RESIZABLE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif']);

/** The lowercase extension of a file name ('' when none). */
export function extensionOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? '' : file.slice(dot + 1).toLowerCase();
}

/** The content type of a media file name, or undefined when the site does not serve that type. */
export function contentTypeOf(file: string): string | undefined {
  return MEDIA_CONTENT_TYPES[extensionOf(file)];
}
