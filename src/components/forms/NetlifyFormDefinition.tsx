import React from "react"
import { HONEYPOT_FIELD } from "../../lib/netlify-form"

/**
 * A hidden form in the static HTML, so Netlify registers a form the page only posts from
 * JavaScript. Nobody sees or uses it.
 */
export function NetlifyFormDefinition({ name, fields }: { name: string; fields: readonly string[] }) {
  return (
    <form name={name} data-netlify="true" netlify-honeypot={HONEYPOT_FIELD} hidden aria-hidden="true">
      <input type="hidden" name="form-name" value={name} />
      {fields.map(field => (
        <input key={field} type="hidden" name={field} />
      ))}
      <input type="hidden" name={HONEYPOT_FIELD} />
    </form>
  )
}
