import type { NodePluginSchema } from "gatsby"
import { isAlwaysSet, type ContentType, type Field } from "./field"

type ObjectTypeConfig = Parameters<NodePluginSchema["buildObjectType"]>[0]
type FieldConfigs = NonNullable<ObjectTypeConfig["fields"]>

const SCALARS = { text: "String", date: "Date", words: "[String!]", whole: "Int", yesNo: "Boolean", entries: "" } as const

export interface GraphqlField {
  type: string
  description: string
  extensions?: Record<string, unknown>
}

const graphqlField = (field: Field): GraphqlField => ({
  type: `${field.entry ? `[${field.entry.type}!]` : SCALARS[field.kind]}${isAlwaysSet(field) ? "!" : ""}`,
  description: field.description,
  ...(field.kind === "date" ? { extensions: { dateformat: {} } } : {}),
})

/**
 * The GraphQL fields of a content type's node, for schema.buildObjectType: each field of the
 * model, and beside each image path the File it names (Gatsby's fileByRelativePath).
 */
export function graphqlFields(model: ContentType): Record<string, GraphqlField> {
  const fields: Record<string, GraphqlField> = {}
  for (const field of model.fields) {
    const name = field.nodeName ?? field.name
    fields[name] = graphqlField(field)
    if (field.fileField) {
      fields[field.fileField] = {
        type: "File",
        description: `The image file ${name} names`,
        extensions:
          field.fileIn === "source folder" ? { link: { by: "relativePath", from: name } } : { fileByRelativePath: { from: name } },
      }
    }
  }
  return fields
}

/** A node type Gatsby does not infer: what the model declares, and nothing a file happens to hold. */
export const nodeType = (model: ContentType, extra: FieldConfigs = {}): ObjectTypeConfig => ({
  name: model.type,
  description: model.description,
  interfaces: ["Node"],
  extensions: { infer: false },
  fields: { ...graphqlFields(model), ...extra },
})

/** The object types a node's entries fields hold (a home page's hero descriptions). */
export const entryTypes = (model: ContentType): ObjectTypeConfig[] =>
  model.fields.flatMap(field =>
    field.entry ? [{ name: field.entry.type, description: field.entry.description, extensions: { infer: false }, fields: graphqlFields(field.entry) }] : [],
  )
