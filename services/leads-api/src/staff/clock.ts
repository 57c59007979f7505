// The staff area's clock is the shared one (the worker's first-contact alerts read the same kind).
export { systemClock, type TClock } from '@firm/shared/server/clock';
