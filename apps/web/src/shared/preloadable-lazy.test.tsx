import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { expect, it } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

const Greeting = ({ name }: { name: string }) => <p>Hola {name}</p>;

it("once preloaded, renders its component in the first render, with no fallback in between", async () => {
  let loads = 0;
  const Lazy = preloadableLazy(async () => {
    loads += 1;
    return Greeting;
  });
  await Lazy.preload();
  await Lazy.preload();
  render(
    <Suspense fallback={<p>cargando</p>}>
      <Lazy name="Ana" />
    </Suspense>,
  );
  expect(screen.getByText("Hola Ana")).toBeTruthy(); // no await: the first render has it
  expect(screen.queryByText("cargando")).toBeNull();
  expect(loads).toBe(1);
});

it("without a preload, suspends as lazy() does and then renders", async () => {
  const Lazy = preloadableLazy(async () => Greeting);
  render(
    <Suspense fallback={<p>cargando</p>}>
      <Lazy name="Luis" />
    </Suspense>,
  );
  expect(screen.getByText("cargando")).toBeTruthy();
  expect(await screen.findByText("Hola Luis")).toBeTruthy();
});

it("tries the load again after a failure", async () => {
  let attempt = 0;
  const Lazy = preloadableLazy(async () => {
    attempt += 1;
    if (attempt === 1) throw new Error("offline");
    return Greeting;
  });
  await expect(Lazy.preload()).rejects.toThrow("offline");
  await expect(Lazy.preload()).resolves.toBe(Greeting);
  expect(attempt).toBe(2);
});
