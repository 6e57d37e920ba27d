import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { builtPages } from "./adapted-pages"
import { writeHeaders } from "./headers"
import { writeRobots } from "./robots"

/** Files derived from the finished HTML: security headers and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, getNodesByType, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  writeHeaders(publicDir, builtPages(getNodesByType), reporter)
  writeRobots(publicDir)
}
