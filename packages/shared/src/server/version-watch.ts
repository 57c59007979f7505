/** Options of {@link watchVersion}. */
export type TVersionWatch = {
  /** Reads the current version (throws when it cannot). */
  read: () => Promise<number>;
  intervalMs: number;
  /** Called when the version differs from the one read before. */
  onChange: (version: number) => void;
  /** Told after every read whether it succeeded. */
  onReachable?: (reachable: boolean) => void;
  /** Called with the error of a failed read. */
  onError: (error: unknown) => void;
};

/**
 * Reads a version now and then every `intervalMs` (one read at a time) and calls `onChange` when it
 * moved; a failed read changes nothing. Returns a function that stops the polling. Used for the content
 * version: by content-api's instances (their caches) and by the web edge (its page cache).
 */
export function watchVersion(options: TVersionWatch): () => void {
  let known: number | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const version = await options.read();
      if (known !== undefined && version !== known) options.onChange(version);
      known = version;
      options.onReachable?.(true);
    } catch (error) {
      options.onReachable?.(false);
      options.onError(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
