import React from "react"

const iconProps = {
  "aria-hidden": true,
  focusable: false,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.75,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  viewBox: "0 0 24 24",
} as const

const BUILDING = "zone-icon-building"
const PIN = "zone-icon-pin"

/**
 * The drawings of the icons, once per page: every card shows them by reference, which keeps a
 * hundred copies of the same paths out of the page's markup.
 */
export const ZoneIconDrawings = () => (
  <svg aria-hidden="true" style={{ display: "none" }}>
    <symbol id={BUILDING} viewBox="0 0 24 24">
      <path d="M3 9.5 12 4l9 5.5" />
      <path d="M4 9.5h16" />
      <path d="M6 9.5v8M10 9.5v8M14 9.5v8M18 9.5v8" />
      <path d="M3.5 17.5h17M2.5 20.5h19" />
    </symbol>
    <symbol id={PIN} viewBox="0 0 24 24">
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </symbol>
  </svg>
)

/** A columned building, shown where a site has no picture. */
export const BuildingIcon = ({ className }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <use href={`#${BUILDING}`} />
  </svg>
)

/** The map pin before a site's location detail. */
export const PinIcon = ({ className }: { className?: string }) => (
  <svg {...iconProps} className={className}>
    <use href={`#${PIN}`} />
  </svg>
)
