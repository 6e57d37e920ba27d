import type { GraphQLField, GraphQLObjectType, GraphQLResolveInfo } from "graphql"

/**
 * Resolves a field of another type for `source` as a query would, its arguments' defaults filled in:
 * how the site's own fields reuse what plugins compute (MarkdownRemark's html, ImageSharp's resize).
 */
export function resolveField<Source, Context>(info: GraphQLResolveInfo, type: string, field: string, source: Source, args: Record<string, unknown>, context: Context): unknown {
  const definition = (info.schema.getType(type) as GraphQLObjectType).getFields()[field] as GraphQLField<Source, Context>
  const defaults = Object.fromEntries(definition.args.filter(arg => arg.defaultValue !== undefined).map(arg => [arg.name, arg.defaultValue]))
  return definition.resolve?.(source, { ...defaults, ...args }, context, info)
}
