import { watchIdentity } from "./src/lib/identity"

export { wrapPageElement } from "./src/wrap-page"

// Pages are prefetched on intent, not as soon as a link scrolls into view.
export const disableCorePrefetching = () => true

export const onClientEntry = () => watchIdentity(window)
