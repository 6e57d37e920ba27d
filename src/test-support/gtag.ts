/** Takes the gtag global away, as on a page whose tag script has not loaded. */
export const removeGtag = () => {
  delete window.gtag
}

/**
 * The gtag global, Google's edge, as a fresh mock for each test of the enclosing block and removed after it.
 * Gives the current test's mock.
 */
export function gtagForEachTest(): () => jest.Mock {
  let gtag = jest.fn()
  beforeEach(() => {
    gtag = jest.fn()
    Object.assign(window, { gtag })
  })
  afterEach(removeGtag)
  return () => gtag
}
