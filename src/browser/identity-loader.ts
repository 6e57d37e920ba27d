import { IDENTITY_WIDGET_URL, sendEditorsToCms, type IdentityWidget } from "../lib/identity"

type IdentityWindow = Window & { netlifyIdentity?: IdentityWidget }

/**
 * Wires the widget when it is on the page, loading it first when an identity link asks for it;
 * called where `needsIdentity` (src/lib/identity-link.ts) says so.
 */
export function watchIdentity(win: IdentityWindow): void {
  const go = (path: string) => win.location.assign(path)
  if (win.netlifyIdentity) {
    sendEditorsToCms(win.netlifyIdentity, go)
    return
  }
  const script = win.document.createElement("script")
  script.src = IDENTITY_WIDGET_URL
  script.async = true
  script.onload = () => {
    if (win.netlifyIdentity) sendEditorsToCms(win.netlifyIdentity, go)
  }
  win.document.head.appendChild(script)
}
