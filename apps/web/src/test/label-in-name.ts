/**
 * Whether a control's visible label is part of its accessible name (WCAG 2.5.3 "label in name"), as
 * axe-core's `label-content-name-mismatch` decides it: both texts in words (accents, punctuation and
 * parenthesised asides dropped, case ignored), the label's words found in a row among the name's.
 */
export function labelInName(label: string, name: string): boolean {
  const labelWords = words(label);
  const nameWords = words(name);
  if (labelWords.length === 0) return true;
  for (let start = 0; start + labelWords.length <= nameWords.length; start++) {
    if (labelWords.every((word, offset) => nameWords[start + offset] === word)) return true;
  }
  return false;
}

function words(text: string): string[] {
  let curated = text.normalize("NFKD");
  for (let previous = ""; previous !== curated;) {
    previous = curated;
    curated = curated.replace(/\([^()]*\)/g, "");
  }
  return curated
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}
