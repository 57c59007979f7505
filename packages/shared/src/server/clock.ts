/** Where a service reads the time (tests give a clock they move by hand). */
export type TClock = { now: () => number };

/** The system clock. */
export const systemClock: TClock = { now: () => Date.now() };
