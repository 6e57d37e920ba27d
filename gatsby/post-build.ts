import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeHeaders } from "./headers"
import { writeRobots } from "./robots"

/** Files derived from the finished HTML: security headers and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, { path: string; matchPath?: string }> }
  const publicDir = path.join(program.directory, "public")
  const clientRoutes = [...pages.values()].flatMap(page => (page.matchPath ? [{ path: page.path, matchPath: page.matchPath }] : []))
  writeHeaders(publicDir, reporter, clientRoutes)
  writeRobots(publicDir)
}
