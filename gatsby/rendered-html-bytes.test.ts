/** @jest-environment node */
// Gatsby renders every page with React's renderToPipeableStream. React 18.3.1 wrote a full 2,048-byte
// buffer when a character of several bytes did not fit at its end, so the page carried a NUL byte or
// two before that character (facebook/react#24985, fixed upstream by #26228 after 18.3):
// patches/react-dom+18.3.1.patch writes only the bytes it filled, in both of its builds.
import path from "node:path"
import { PassThrough } from "node:stream"
import React from "react"
import { renderToString } from "react-dom/server"

type Server = typeof import("react-dom/server")

// The package's exports hide its builds; Gatsby's production renderer bundles the second.
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"))
const builds: Array<[string, Server]> = ["development", "production.min"].map(build => [
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

// Short texts, as a page is made of, are copied into React's 2,048-byte buffer one by one; the
// padding moves the arrow (three bytes) across that buffer's end.
const page = (padding: number) =>
  React.createElement("p", null, ...[600, 600, 600, 200 + padding].map((length, i) => React.createElement("i", { key: i }, "x".repeat(length))), "← Back")

describe.each(builds)("a page streamed by React's %s server renderer", (_build, server) => {
  it("is the same UTF-8 text as a page rendered at once, wherever a character of several bytes falls", async () => {
    for (let padding = 0; padding <= 24; padding++) {
      const bytes = await streamed(server, page(padding))
      expect(bytes.includes(0)).toBe(false)
      expect(bytes.toString("utf8")).toBe(renderToString(page(padding)))
    }
  })
})
