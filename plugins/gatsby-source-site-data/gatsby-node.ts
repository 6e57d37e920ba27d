import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { DATA_SETS, DataFileError } from "./data-sets"
import { buildNodes } from "./node-builder"

interface Options extends PluginOptions {
  path: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ path: Joi.string().required().description("The folder holding the JSON data files") })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(DATA_SETS.map(set => set.typeDefs))
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const folder = (options as Options).path
  for (const dataSet of DATA_SETS) {
    const file = path.join(folder, dataSet.file)
    if (!fs.existsSync(file)) continue
    try {
      let json: unknown
      try {
        json = JSON.parse(fs.readFileSync(file, "utf8"))
      } catch (error) {
        throw new DataFileError(dataSet.file, `is not valid JSON (${(error as Error).message})`)
      }
      for (const node of buildNodes(dataSet, json, { createNodeId, createContentDigest })) actions.createNode(node)
    } catch (error) {
      reporter.panicOnBuild((error as Error).message)
    }
  }
}
