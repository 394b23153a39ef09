/** Ceiba's mark: a ceiba tree (wide canopy, buttress roots). The same drawing as public/favicon.svg. */
export function CeibaMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b6e4f" />
      <g fill="#ffffff">
        <ellipse cx="32" cy="25" rx="19" ry="9.5" />
        <ellipse cx="21.5" cy="28" rx="10" ry="6.5" />
        <ellipse cx="42.5" cy="28" rx="10" ry="6.5" />
        <ellipse cx="32" cy="19.5" rx="11" ry="6.5" />
        <rect x="29.4" y="30" width="5.2" height="18" />
        <polygon points="24,49 40,49 32,39" />
        <rect x="19" y="48" width="26" height="3" rx="1.5" />
      </g>
    </svg>
  );
}
