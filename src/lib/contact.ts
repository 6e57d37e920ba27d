import type { EventParams } from "./analytics"
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
