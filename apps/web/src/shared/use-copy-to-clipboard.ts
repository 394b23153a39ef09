import { COPY_CONFIRMATION_MS } from "@ceiba/core";
import { useCallback, useEffect, useRef, useState } from "react";

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (insecure origin, old browser) or permission refused: the selection fallback.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** Copies a text; `copied` stays true for COPY_CONFIRMATION_MS (4 s) after a successful copy. */
export function useCopyToClipboard(confirmationMs: number = COPY_CONFIRMATION_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const done = await writeClipboard(text);
      if (!done) return false;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), confirmationMs);
      return true;
    },
    [confirmationMs],
  );
  return { copied, copy };
}
