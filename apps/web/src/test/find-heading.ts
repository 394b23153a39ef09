import { screen, waitFor } from "@testing-library/react";

/**
 * The page's level-1 heading named `name`, once the page shows it: what `findByRole("heading", { level: 1, name })`
 * finds, without its cost while the page renders. A role query with a name asks jsdom for the computed style of
 * every element it looks at (each one matched against every CSS rule of the document: ~0.5 s of CPU on a whole
 * page of the app, measured), and findByRole runs it again on every DOM change, competing for the CPU with the
 * render it waits for. This waits on a cheap check (an h1 with that text) and asserts by role once.
 */
export async function findPageHeading(name: string): Promise<HTMLElement> {
  await waitFor(() => screen.getByText(name, { selector: "h1" }));
  return screen.getByRole("heading", { level: 1, name });
}
