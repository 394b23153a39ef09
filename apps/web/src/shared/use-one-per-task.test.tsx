import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { useOnePerTask } from "./use-one-per-task";

function Parts({ total }: { total: number }) {
  const count = useOnePerTask(total);
  return <output>{count}</output>;
}

it("lets one part render at first, then one more per task until all have", async () => {
  render(<Parts total={3} />);
  expect(screen.getByRole("status").textContent).toBe("1");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(Number(screen.getByRole("status").textContent)).toBeLessThan(3);
  expect(await screen.findByText("3")).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByRole("status").textContent).toBe("3");
});

it("renders nothing of an empty group", () => {
  render(<Parts total={0} />);
  expect(screen.getByRole("status").textContent).toBe("0");
});
