import React from "react"
import { HONEYPOT_FIELD } from "../../lib/netlify-form"

/** The field only bots fill: hidden from people and assistive technology, skipped by the keyboard. */
export function Honeypot() {
  return (
    <p hidden>
      <label>
        Don&apos;t fill this out: <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </p>
  )
}
