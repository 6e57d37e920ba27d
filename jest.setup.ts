import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks these; react-dom/server needs them to render a page's server HTML in a test.
Object.assign(globalThis, { TextEncoder, TextDecoder })
