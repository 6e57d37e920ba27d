import React from "react"
import { socialProfiles } from "../../config/profiles"
import { OutboundLink } from "./OutboundLink"

/** The owner's seven profiles, each opening in a new tab and tracked as an outbound click. */
export function SocialLinks({ className, linkClassName, label }: { className?: string; linkClassName?: string; label: string }) {
  return (
    <ul className={className} aria-label={label}>
      {socialProfiles.map(profile => (
        <li key={profile.id}>
          <OutboundLink href={profile.url} className={linkClassName}>
            {profile.label}
          </OutboundLink>
        </li>
      ))}
    </ul>
  )
}
