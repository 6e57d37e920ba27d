import { CONFIRM_SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from "./paths"

/** Pages whose links carry a subscriber's address, token and name: analytics hears of the page alone. */
const SUBSCRIBER_LINK_PAGES: readonly string[] = [UNSUBSCRIBE_PATH, CONFIRM_SUBSCRIPTION_PATH]

/** Query parameters that identify a person, dropped from every page's address. */
const PERSONAL_PARAMETERS: readonly string[] = ["email", "token", "name"]

// Loose on purpose: anything shaped like an address is treated as one.
const EMAIL_ADDRESS = /[^\s@<>()[\]{}"',;:/?#&=]+@[^\s@<>()[\]{}"',;:/?#&=]+\.[^\s@<>()[\]{}"',;:/?#&=]+/g

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    return text
  }
}

const hasEmailAddress = (text: string): boolean => new RegExp(EMAIL_ADDRESS.source).test(text)

/** The text with every email address in it replaced by "[email]". */
export const withoutEmailAddresses = (text: string): string => text.replace(EMAIL_ADDRESS, "[email]")

function isPersonal(parameter: string): boolean {
  const [key, value = ""] = parameter.split("=", 2).map(decoded)
  return PERSONAL_PARAMETERS.includes(key.trim().toLowerCase()) || hasEmailAddress(value)
}

/** The query without personal parameters; the others are kept exactly as written. */
function withoutPersonalParameters(search: string): string {
  const kept = search.replace(/^\?/, "").split("&").filter(parameter => parameter && !isPersonal(parameter))
  return kept.length ? `?${kept.join("&")}` : ""
}

const isSubscriberLinkPage = (pathname: string): boolean => SUBSCRIBER_LINK_PAGES.includes(pathname.replace(/\/+$/, "") || "/")

/** What analytics may be told of an address: its page path (with query) and its full location. */
export interface ReportedAddress {
  path: string
  location: string
}

/**
 * An address as analytics may hear it. The unsubscribe and confirmation pages lose their query and
 * fragment (every part of them is the subscriber's); any other page keeps its query without the
 * `email`, `token` and `name` parameters or any value that is an email address.
 */
export function reportedAddress(href: string): ReportedAddress {
  const url = new URL(href)
  if (isSubscriberLinkPage(url.pathname)) {
    url.search = ""
    url.hash = ""
  } else {
    url.search = withoutPersonalParameters(url.search)
  }
  return { path: `${url.pathname}${url.search}`, location: url.href }
}

/** A referrer as analytics may hear it: reported like an address, or "" when there is none. */
export function reportedReferrer(referrer: string): string {
  try {
    return reportedAddress(referrer).location
  } catch {
    return ""
  }
}
