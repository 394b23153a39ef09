import Link, { type LinkProps } from "@mui/material/Link";

/** A link to another site: a new tab, without giving it access to this one. */
export function ExternalLink(props: Omit<LinkProps, "target" | "rel">) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />;
}
