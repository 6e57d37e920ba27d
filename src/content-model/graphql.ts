import { isAlwaysSet, type ContentType, type Field } from "./field"

const SCALARS = { text: "String", date: "Date", words: "[String!]", whole: "Int", yesNo: "Boolean" } as const

export interface GraphqlField {
  type: string
  description: string
  extensions?: Record<string, unknown>
}

const graphqlField = (field: Field): GraphqlField => ({
  type: `${SCALARS[field.kind]}${isAlwaysSet(field) ? "!" : ""}`,
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
    fields[field.name] = graphqlField(field)
    if (field.fileField) {
      fields[field.fileField] = {
        type: "File",
        description: `The image file ${field.name} names, relative to the content file`,
        extensions: { fileByRelativePath: { from: field.name } },
      }
    }
  }
  return fields
}

/** A node type Gatsby does not infer: what the model declares, and nothing a file happens to hold. */
export const nodeType = (model: ContentType, extra: Record<string, unknown> = {}) => ({
  name: model.type,
  description: model.description,
  interfaces: ["Node"],
  extensions: { infer: false },
  fields: { ...graphqlFields(model), ...extra },
})
