import { navigate, type GatsbyBrowser } from "gatsby"
import { endHydration, SERVER_RENDERED, startHydration } from "./src/components/server-rendered/first-load"
import { followInSiteLinks } from "./src/browser/in-site-links"
import { needsIdentity } from "./src/lib/identity-link"
import { handleRouteUpdate } from "./src/browser/route-updates"

export { wrapPageElement } from "./src/wrap-page"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (needsIdentity(window)) {
    import("./src/browser/identity-loader").then(
      ({ watchIdentity }) => watchIdentity(window),
      (error: Error) => console.warn(`Netlify Identity could not be loaded: ${error.message}`),
    )
  }
  // Gatsby hydrates only when the page arrived with markup (always, in a production build).
  if (document.getElementById("gatsby-focus-wrapper")?.hasChildNodes()) startHydration()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  handleRouteUpdate({ location, prevLocation: prevLocation ?? null })

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endHydration()
  // Not before: a page reached while the first still counts as hydrating would be drawn as if it
  // were that page's kept markup. Until then the browser follows kept links itself.
  followInSiteLinks(document, `[${SERVER_RENDERED}]`, to => {
    void navigate(to)
  })
}
