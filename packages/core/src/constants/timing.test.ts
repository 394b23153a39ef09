import { describe, expect, it } from "vitest";
import * as timing from "./timing";

describe("timings", () => {
  it("match the spec", () => {
    expect(timing).toMatchObject({
      REAL_TIME_INTEREST_INTERVAL_MS: 200,
      TERMS_CHECK_DELAY_MS: 3_000,
      TOAST_DELAY_MS: 1_000,
      TOAST_AUTO_CLOSE_MS: 7_000,
      COPY_CONFIRMATION_MS: 4_000,
      LOADING_CLEAR_DELAY_MS: 2_000,
      MARKET_UPDATED_FLAG_MS: 500,
      DEPOSIT_WITHOUT_USER_DELAY_MS: 3_000,
      UPDATE_CHECK_INTERVAL_MS: 15_000,
      SWAP_DEBOUNCE_MS: 800,
      CLOSE_SWAP_MODAL_MS: 500,
      COMPTROLLER_CACHE_MS: 900_000,
      ACTIVITY_PAGE_SIZE: 10,
      ACTIVITY_FETCH_TAKE: 10_000,
    });
  });
});
