import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeHeaders } from "./headers"
import { writeRobots } from "./robots"

/** Files derived from the finished HTML: security headers and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  writeHeaders(publicDir, reporter)
  writeRobots(publicDir)
}
