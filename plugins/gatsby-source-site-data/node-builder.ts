import type { DataSet } from "./data-sets"

export interface NodeApi {
  createNodeId: (seed: string) => string
  createContentDigest: (input: string | object) => string
}

export interface DataNodeInput {
  id: string
  parent: null
  children: []
  internal: { type: string; contentDigest: string }
  [field: string]: unknown
}

/** The node inputs one data set's parsed JSON becomes. */
export function buildNodes(dataSet: DataSet, json: unknown, api: NodeApi): DataNodeInput[] {
  return dataSet.records(json, dataSet.file).map((record, index) => ({
    ...record,
    id: api.createNodeId(`${dataSet.model.type}-${index}`),
    parent: null,
    children: [],
    internal: { type: dataSet.model.type, contentDigest: api.createContentDigest(record) },
  }))
}
