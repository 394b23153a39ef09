/**
 * Light / dark: the app follows the system until the user picks one with the toggle; the choice is kept in
 * local storage under these keys (MUI's ThemeProvider reads and writes them; index.html's inline script
 * reads the mode before the first paint so that a dark page never flashes light).
 */
export const COLOR_MODE_STORAGE_KEY = "ceiba.color-mode";
export const COLOR_SCHEME_STORAGE_KEY = "ceiba.color-scheme";

export type ResolvedColorScheme = "light" | "dark";

/** The scheme the toggle switches to. */
export function oppositeScheme(current: ResolvedColorScheme): ResolvedColorScheme {
  return current === "dark" ? "light" : "dark";
}
