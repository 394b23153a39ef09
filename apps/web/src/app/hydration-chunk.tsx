import { Suspense, type ReactNode } from "react";
import { createChunkQueue } from "./chunk-queue";

/**
 * Hydrating the prerendered page (src/main.tsx) in several tasks instead of one long one: each chunk
 * suspends during the first hydration and resumes in a task of its own, one after the other in the order
 * they were met (chunk-queue.ts). Preact keeps a suspended chunk's server markup on screen meanwhile (its
 * Suspense markers in the HTML say where it starts and ends), so nothing moves; the chunk's code then adopts
 * that markup. Outside the first hydration (the build's prerender, a page rendered from nothing, later
 * renders) a chunk renders its children at once.
 */
const queue = createChunkQueue((task) => setTimeout(task, 0));

/**
 * Called just before hydrateRoot: the chunks met from now on wait for their turn. `done` runs once the last
 * one has hydrated.
 */
export function startChunkedHydration(done?: () => void): void {
  queue.start(done);
}

function Deferred({ name, children }: { name: string; children: ReactNode }) {
  const waiting = queue.wait(name);
  if (waiting) throw waiting;
  return children;
}

/** A part of the page that hydrates in a task of its own; `name` is unique among the page's chunks. */
export function HydrationChunk({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred name={name}>{children}</Deferred>
    </Suspense>
  );
}
