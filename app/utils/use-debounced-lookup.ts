import { useEffect, useState } from "react";

/** A cache of answers per text, oldest dropped first past `max` (a Map keeps insertion order). */
export type LookupCache<T> = { entries: Map<string, T>; max: number };

/**
 * Suggestions as you type, the one way (the public search box and the panel's search field): the
 * answer for `key` (null = none wanted), read from `url(key)` as JSON by `read`, asked `delayMs` after
 * the last change. A cached text answers at once; a newer text aborts the older request, and an
 * answer is kept only for the text it was asked for, so a slow stale one never replaces a newer one.
 * A refusal or a lost connection answers `empty` and is not cached (the next try may work). Until the
 * new answer arrives the previous one stays (no flicker while typing).
 */
export function useDebouncedLookup<T>(
  key: string | null,
  lookup: { url: (key: string) => string; read: (body: unknown) => T; empty: T; cache: LookupCache<T>; delayMs: number },
): { key: string; value: T } | null {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  const { url, read, empty, cache, delayMs } = lookup;

  useEffect(() => {
    if (key === null) {
      setAnswer(null);
      return;
    }
    const cached = cache.entries.get(key);
    if (cached !== undefined) {
      setAnswer({ key, value: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url(key), { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const value = read(await response.json());
        if (controller.signal.aborted) return;
        cache.entries.set(key, value);
        if (cache.entries.size > cache.max) cache.entries.delete(cache.entries.keys().next().value as string);
        setAnswer({ key, value });
      } catch {
        if (!controller.signal.aborted) setAnswer({ key, value: empty });
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The lookup's functions are the caller's constants; the text alone starts a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return answer;
}
