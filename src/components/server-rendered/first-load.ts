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
