/**
 * A stand-in for Netlify Identity's widget (identity.netlify.com cannot be reached from here):
 * it keeps the handlers the site registers, `window.identityWatched()` tells whether the site has
 * registered them, and `window.identityEmit(event)` lets a test fire the widget's events the way the
 * real one does after a sign-in.
 */
export const FAKE_IDENTITY_WIDGET = `
  (() => {
    const handlers = {}
    window.netlifyIdentity = {
      on: (event, callback) => (handlers[event] = handlers[event] || []).push(callback),
    }
    window.identityEmit = (event, payload) => (handlers[event] || []).forEach(handler => handler(payload))
    window.identityWatched = () => ["init", "error", "login"].every(event => (handlers[event] || []).length > 0)
  })()
`
