/** The shape of one catalogue entry. */
import type { LocalizedText } from "./localized-text";
import type { RecommendationId } from "./recommendations";

/** What every entry has: the message the user reads. */
export interface BaseEntry {
  readonly message: LocalizedText;
}

export interface CatalogueEntry extends BaseEntry {
  /** Short text for a disabled action button (the spec's "button alert labels"). */
  readonly label?: LocalizedText;
  /** What the user can do about it, shown under the message. */
  readonly recommendation?: RecommendationId;
}
