/**
 * Whether a page needs Netlify Identity at all: every page asks, and only the rare one that does
 * loads the rest (src/browser/identity-loader.ts), so the widget's wiring is not in every page's first-load JavaScript.
 */

/** Where Netlify's invitation and recovery mails send editors: the site's root. Only this page may load the widget. */
export const IDENTITY_LANDING_PATH = "/"

const IDENTITY_LINK = /(?:^#|&)(invite_token|recovery_token|confirmation_token|email_change_token|access_token)=/

/** Whether the address's fragment carries one of Netlify Identity's tokens. */
export const carriesIdentityToken = (hash: string): boolean => IDENTITY_LINK.test(hash)

/** The widget is on the page already, or an identity link brought someone to the landing page. */
export const needsIdentity = (win: Window & { netlifyIdentity?: unknown }): boolean =>
  Boolean(win.netlifyIdentity) || (win.location.pathname === IDENTITY_LANDING_PATH && carriesIdentityToken(win.location.hash))
