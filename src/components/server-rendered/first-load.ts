// Whether the browser is hydrating the markup of the first page it loaded. Only the production
// bundle hydrates (gatsby-browser turns this on when the page arrived with server markup); tests
// and `gatsby develop` render everything afresh.
let hydrating = false

export const startHydration = (): void => {
  hydrating = true
}

export const endHydration = (): void => {
  hydrating = false
}

export const isHydrating = (): boolean => hydrating

/**
 * Marks the markup the browser keeps as the server wrote it; in-site links inside it are followed
 * without reloading. Declared here, not with the component, so that the frame's link listener does not
 * bring the component into every page's code.
 */
export const SERVER_RENDERED = "data-server-rendered"
