import { useSyncExternalStore } from "react"
import { isHydrating } from "./first-load"

// Subscribes to nothing: whether the markup is the server's is only asked again on a render.
const NO_CHANGES = () => () => undefined

/**
 * Whether this render writes the server's markup: on the server, and while the browser hydrates the
 * first page it loaded. An inline script rendered only then runs once, with the page it came in; a
 * script drawn after a navigation would run against the policy of the page first loaded.
 */
export const useServerMarkup = (): boolean => useSyncExternalStore(NO_CHANGES, isHydrating, () => true)
