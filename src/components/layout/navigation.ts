/** The navigation links, in the spec's order. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/blog", label: "Blog" },
] as const
