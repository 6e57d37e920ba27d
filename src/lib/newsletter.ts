import { HONEYPOT_FIELD } from "./netlify-form"

// The newsletter's forms and texts, loaded with the forms that post them (the footer's signup only when
// a reader reaches for it); its pages' addresses are in paths.ts. The links that carry a token
// (newsletter-links.ts) load only on their pages.

/** The form names Netlify stores the newsletter's submissions under. */
export const NEWSLETTER_FORMS = {
  signup: "newsletter",
  unsubscribe: "newsletter-unsubscribe",
  confirmed: "newsletter-confirmed",
} as const

/** The fields a signup posts, from the newsletter page and the footer alike, in the spec's order. */
export const SIGNUP_FIELDS = ["name", "email", HONEYPOT_FIELD] as const

/** What a signup shows when the form service does not store it (site.md section 8). */
export const SIGNUP_FAILED = "Something went wrong. Please try again later."
/** The signup button's words, at rest and while the signup is on its way. */
export const SIGNUP_SUBMIT = { idle: "Subscribe", busy: "Subscribing..." } as const

/** The fields each hidden form definition registers with Netlify, in the spec's order. */
export const UNSUBSCRIBE_FIELDS = ["timestamp", "token", "email"] as const
export const CONFIRMATION_FIELDS = ["email", "name", "token", "confirmedAt", "confirmationId"] as const
