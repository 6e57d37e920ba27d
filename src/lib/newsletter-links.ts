import { site } from "../config/site"
import { CONFIRM_SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from "./paths"
import { isValidNewsletterToken, newsletterToken } from "./newsletter-token"

/** Wait on the confirmation page before going home (site.md section 9). */
export const CONFIRMED_REDIRECT_MS = 5000

// Deliberately loose: the browser's email input already checks the form; this guards the owner's script.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim())

function linkTo(path: string, params: Record<string, string>, base: string): string {
  const url = new URL(path, base)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** The link a mailing carries so its reader can leave the list. */
export function unsubscribeLink(email: string, base: string = site.url): string {
  const address = email.trim()
  return linkTo(UNSUBSCRIBE_PATH, { email: address, token: newsletterToken(address) }, base)
}

/** The link the welcome mail carries so a new reader can confirm the subscription. */
export function confirmationLink(email: string, name: string, base: string = site.url): string {
  const address = email.trim()
  return linkTo(CONFIRM_SUBSCRIPTION_PATH, { email: address, token: newsletterToken(address), name: name.trim() }, base)
}

export type UnsubscribeLink =
  | { kind: "missing" }
  | { kind: "invalid" }
  | { kind: "valid"; email: string; token: string }

/** What an /unsubscribe address asks for: its email and token, checked. */
export function readUnsubscribeLink(search: string): UnsubscribeLink {
  const params = new URLSearchParams(search)
  const email = params.get("email")?.trim() ?? ""
  const token = params.get("token")?.trim() ?? ""
  if (!email || !token) return { kind: "missing" }
  return isValidNewsletterToken(email, token) ? { kind: "valid", email, token } : { kind: "invalid" }
}

export interface Confirmation {
  email: string
  name: string
  token: string
}

/** The subscription a /confirm-subscription address confirms, or null when its link is missing a part or forged. */
export function readConfirmationLink(search: string): Confirmation | null {
  const params = new URLSearchParams(search)
  const email = params.get("email")?.trim() ?? ""
  const token = params.get("token")?.trim() ?? ""
  if (!email || !token || !isValidNewsletterToken(email, token)) return null
  return { email, token, name: params.get("name")?.trim() ?? "" }
}

/** The fields of the newsletter-unsubscribe submission, in the spec's order. */
/**
 * Takes a subscriber's link (address, name and token) out of the address bar and the tab's history
 * once the page has read it: the bare path stays, and going back does not bring the link back.
 */
export function forgetLinkInAddressBar(win: Window): void {
  if (!win.location.search) return
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${win.location.hash}`)
}

export function unsubscribeFields(email: string, token: string, now: Date): Record<string, string> {
  return { timestamp: now.toISOString(), token, email }
}

/** The fields of the newsletter-confirmed submission, in the spec's order. */
export function confirmationFields(confirmation: Confirmation, now: Date, confirmationId: string): Record<string, string> {
  return { email: confirmation.email, name: confirmation.name, token: confirmation.token, confirmedAt: now.toISOString(), confirmationId }
}

/** A unique id for one confirmation, so the owner can tell repeated clicks apart. */
export function newConfirmationId(): string {
  const cryptoApi = typeof crypto === "undefined" ? undefined : crypto
  if (cryptoApi && typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
