/**
 * The year-in-review switch's values (VITE_CEIBA_YEAR_IN_REVIEW, read in config/year-in-review.ts): unset
 * or "" is off (the default: the spec's wrapped summary is inactive); a 4-digit year turns the dialog on
 * for that UTC calendar year. No import.meta here: vite.config.ts checks the value with this function
 * before a build or a dev server starts, so a mistyped value stops them with this message.
 */
export function parseYearInReview(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const year = value.trim();
  if (/^[1-9]\d{3}$/.test(year) && Number(year) >= 1970) return Number(year);
  throw new Error(
    `VITE_CEIBA_YEAR_IN_REVIEW is "${value}": leave it unset or empty (no year in review), or set it to ` +
      `the 4-digit year to review, such as "2025".`,
  );
}
