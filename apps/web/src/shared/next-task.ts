/**
 * Resolves in a new task (a macrotask, after the browser may have handled input and painted): the start-up's
 * steps await it between one another, so that none of them blocks the page for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
