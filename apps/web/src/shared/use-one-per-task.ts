import { useEffect, useState } from "react";

/**
 * How many of `total` parts may render now: one at first, then one more per task until all. For a group of
 * components that need not show at once (the shell's dialogs), so that mounting them is several short tasks
 * instead of one long one that would hold up the page's input.
 */
export function useOnePerTask(total: number): number {
  const [count, setCount] = useState(Math.min(1, total));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
