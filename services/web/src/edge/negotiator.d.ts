// negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option: only what the
// edge calls.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
  export = Negotiator;
}
