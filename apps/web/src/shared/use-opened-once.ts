import { useState } from "react";

/**
 * Whether a dialog has been open at least once. Until then it need render nothing, not even MUI's closed
 * Dialog (the shell's dialogs rendered closed cost the page a long task: styles computed and inserted for
 * components nobody sees). Once opened it stays rendered, so that closing plays its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
