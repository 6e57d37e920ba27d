/**
 * Netlify Forms: a form rendered into the static HTML with `data-netlify` is registered at deploy
 * time, and any POST of its fields (with `form-name`) to a page of the site is stored by Netlify.
 */
export const HONEYPOT_FIELD = "bot-field"

export type FormFields = Record<string, string>

/** The body Netlify expects: application/x-www-form-urlencoded, fields in the given order. */
export function encodeForm(fields: FormFields): string {
  return new URLSearchParams(Object.entries(fields)).toString()
}

/** Only bots fill the hidden honeypot; their submissions are dropped without a word. */
export function isHoneypotFilled(fields: FormFields): boolean {
  return (fields[HONEYPOT_FIELD] ?? "").trim() !== ""
}
