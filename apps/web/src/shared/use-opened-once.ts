import { useState } from "react";

/**
 * Whether a dialog has been open at least once. Until then it renders nothing, not even MUI's closed
 * Dialog: the shell mounts about ten dialogs after the first page, and rendering them closed costs the
 * page a long task (styles computed and inserted for components nobody sees). Once opened it stays
 * rendered, so that closing plays its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
