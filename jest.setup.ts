import "@testing-library/jest-dom"
import { webcrypto } from "node:crypto"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks these; react-dom/server needs them to render a page's server HTML in a test, and the
// owner area opens its sealed drafts with Web Crypto, which jsdom has only in part.
Object.assign(globalThis, { TextEncoder, TextDecoder })
Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true })
