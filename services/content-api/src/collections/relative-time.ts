// The studio's review editor shows the same words: one implementation, in packages/shared.
export { relativeTime } from '@firm/shared/content/relative-time';
