import type { EventParams } from "./analytics-events"
import { withoutEmailAddresses } from "./personal-data"

export const CONTACT_FORM = "contact"
export const CONTACT_FIELDS = ["name", "email", "message", "bot-field"] as const
/** Analytics never carries more of a visitor's message than this. */
export const MESSAGE_PREVIEW_LENGTH = 50

/**
 * The contact_form_submit payload: only the first 50 characters of the message, never the name or
 * email, nor an address the visitor wrote into the message.
 */
export function contactSubmitEvent(message: string): EventParams {
  return { event_category: "conversion", event_label: withoutEmailAddresses(message).slice(0, MESSAGE_PREVIEW_LENGTH) }
}

/** What the contact form says once a message is stored, and when the form service fails. */
export const CONTACT_SENT = "Thanks for your message! I'll get back to you as soon as I can."
export const CONTACT_FAILED = "Sorry, your message could not be sent. Please check your connection and try again; your text is still here."
