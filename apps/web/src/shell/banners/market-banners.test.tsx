import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BorrowPausedBanner } from "./BorrowPausedBanner";
import { DepositPausedBanner } from "./DepositPausedBanner";
import { showsBorrowPausedBanner, showsDepositPausedBanner } from "./market-banners";

describe("per-market banners", () => {
  it("shows borrowing paused when borrow_paused_status is true, except on the native market", () => {
    expect(showsBorrowPausedBanner({ symbol: "kDOC", kind: "erc20", borrowPaused: true })).toBe(true);
    expect(showsBorrowPausedBanner({ symbol: "kSAT", kind: "micro", borrowPaused: true })).toBe(true);
    expect(showsBorrowPausedBanner({ symbol: "kRBTC", kind: "native", borrowPaused: true })).toBe(false);
    expect(showsBorrowPausedBanner({ symbol: "kDOC", kind: "erc20", borrowPaused: false })).toBe(false);
    expect(showsBorrowPausedBanner({ symbol: "kDOC", kind: "erc20" })).toBe(false);
  });

  it("shows deposits paused when mint_paused_status is true", () => {
    expect(showsDepositPausedBanner({ symbol: "kRBTC", kind: "native", mintPaused: true })).toBe(true);
    expect(showsDepositPausedBanner({ symbol: "kDOC", kind: "erc20", mintPaused: false })).toBe(false);
  });

  it("names the market", () => {
    render(
      <>
        <BorrowPausedBanner market={{ symbol: "kDOC", kind: "erc20", borrowPaused: true }} />
        <DepositPausedBanner market={{ symbol: "kRBTC", kind: "native", mintPaused: true }} />
        <BorrowPausedBanner market={{ symbol: "kRBTC", kind: "native", borrowPaused: true }} />
      </>,
    );
    expect(screen.getAllByRole("status").map((banner) => banner.textContent)).toEqual([
      "Por seguridad, los préstamos de kDOC están pausados por ahora.",
      "Por seguridad, los depósitos en kRBTC están pausados por ahora.",
    ]);
  });
});
