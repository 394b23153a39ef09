import { parseYearInReview } from "./year-in-review-flag";

/**
 * The build's year-in-review switch, the one place VITE_CEIBA_YEAR_IN_REVIEW is read: the year whose
 * summary /balance offers (and opens once per account), or undefined when it is off.
 */
export const YEAR_IN_REVIEW: number | undefined = parseYearInReview(import.meta.env.VITE_CEIBA_YEAR_IN_REVIEW);
