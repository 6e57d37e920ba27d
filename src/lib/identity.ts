/**
 * Netlify Identity signs editors in to the CMS at /admin/. Its widget is loaded on the site's
 * pages only when an identity link (invitation, recovery, confirmation) brings someone here.
 */
export const CMS_PATH = "/admin/"
export const IDENTITY_WIDGET_URL = "https://identity.netlify.com/v1/netlify-identity-widget.js"

/** The part of Netlify Identity's widget this site uses. */
export interface IdentityWidget {
  on(event: "init" | "login" | "error", callback: (payload?: unknown) => void): void
}

/**
 * After a successful login the editor goes to the CMS, unless the widget reported an error while
 * it was starting (then a login cannot be trusted to reach the CMS either).
 */
export function sendEditorsToCms(widget: IdentityWidget, go: (path: string) => void): void {
  let phase: "starting" | "ready" | "failed" = "starting"
  widget.on("init", () => {
    if (phase === "starting") phase = "ready"
  })
  widget.on("error", () => {
    if (phase === "starting") phase = "failed"
  })
  widget.on("login", () => {
    if (phase !== "failed") go(CMS_PATH)
  })
}
