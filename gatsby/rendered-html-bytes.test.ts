/** @jest-environment node */
// Gatsby renders every page with React's renderToPipeableStream, which copies short texts into a
// buffer and writes the buffer out when it is full. React 18.3.1 wrote the whole buffer when a
// character of several bytes did not fit at its end, so the page carried a NUL byte or two before
// that character (facebook/react#24985, fixed by facebook/react#26228, first released in React 19).
import path from "node:path"
import { PassThrough } from "node:stream"
import React from "react"
import { renderToString } from "react-dom/server"

type Server = typeof import("react-dom/server")

// The package's exports hide its builds; Gatsby's production renderer bundles the second.
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"))
const builds: Array<[string, Server]> = ["development", "production"].map(build => [
  build,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(reactDomDir, "cjs", `react-dom-server.node.${build}.js`)),
])

const streamed = (server: Server, element: React.ReactElement): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on("data", chunk => chunks.push(chunk))
    sink.on("end", () => resolve(Buffer.concat(chunks)))
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })

// A page of short texts, as a page is made of, `length` characters in all, then a three-byte arrow.
const PARTS = 16
const page = (length: number) =>
  React.createElement(
    "p",
    null,
    ...Array.from({ length: PARTS }, (_, i) => React.createElement("i", { key: i }, "x".repeat(Math.floor(length / PARTS) + (i < length % PARTS ? 1 : 0)))),
    "← Back",
  )

// The arrow is moved across every multiple of 512 bytes up to 8 KiB, so whatever the buffer's size
// (2,048 bytes in React 18, 4,096 in React 19) it starts at its end, one or two bytes before it, and just after it.
const markup = Buffer.byteLength(renderToString(page(0)).split("←")[0])
const lengths = Array.from({ length: 16 }, (_, i) => 512 * (i + 1) - markup).flatMap(end => [-4, -3, -2, -1, 0, 1].map(offset => end + offset))

describe.each(builds)("a page streamed by React's %s server renderer", (_build, server) => {
  it("is the same UTF-8 text as a page rendered at once, wherever a character of several bytes falls", async () => {
    for (const length of lengths) {
      const bytes = await streamed(server, page(length))
      expect(bytes.includes(0)).toBe(false)
      expect(bytes.toString("utf8")).toBe(renderToString(page(length)))
    }
  })
})
