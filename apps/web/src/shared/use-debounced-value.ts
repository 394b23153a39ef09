import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same (by `key`) for `delayMs`: what a request waits for while the user
 * types. A value equal to the current one (same key) is taken at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, key: (value: T) => string): T {
  const [settled, setSettled] = useState(value);
  const wanted = key(value);
  const current = key(settled);
  useEffect(() => {
    if (wanted === current) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // `value` is left out on purpose: a new object with the same key must not restart the wait.
  }, [wanted, current, delayMs]);
  return wanted === current ? value : settled;
}
