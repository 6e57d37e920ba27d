import type { GatsbyNode, PluginOptions } from "gatsby"
import { entryTypes, nodeType } from "../../src/content-model/graphql"
import { readDataFile } from "./data-set"
import { DATA_SETS } from "./data-sets"
import { buildNodes } from "./node-builder"

interface Options extends PluginOptions {
  root: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ root: Joi.string().required().description("The site's folder: data files are named from it (content/data/tags.json)") })

/** Each data set's node type, as its content model declares it (src/content-model). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(
    DATA_SETS.flatMap(set => [...entryTypes(set.model), nodeType(set.model)]).map(type => schema.buildObjectType(type)),
  )
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const root = (options as Options).root
  for (const dataSet of DATA_SETS) {
    try {
      const json = readDataFile(root, dataSet)
      if (json === undefined) continue
      for (const node of buildNodes(dataSet, json, { createNodeId, createContentDigest })) actions.createNode(node)
    } catch (error) {
      reporter.panicOnBuild((error as Error).message)
    }
  }
}
