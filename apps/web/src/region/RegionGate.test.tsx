import { cleanup, render, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RegionGate } from "./RegionGate";

afterEach(cleanup);

function renderAt(path: string, verdict: "allowed" | "blocked") {
  const check = () => Promise.resolve(verdict);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <RegionGate check={check} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the region gate", () => {
  it("sends a US visitor to /blocked", async () => {
    const router = renderAt("/home/section/savings", "blocked");
    await waitFor(() => expect(router.state.location.pathname).toBe("/blocked"));
  });

  it("leaves everyone else where they are", async () => {
    const router = renderAt("/markets", "allowed");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe("/markets");
  });
});
