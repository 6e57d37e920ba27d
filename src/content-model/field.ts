/**
 * The vocabulary of the content model: each content type lists its fields once, and the GraphQL
 * schema (graphql.ts), the front-matter checks (validate.ts) and the CMS form (cms-collections.ts) are read from it.
 */

/** text: a string; date: an ISO date; words: a list of strings; whole: an integer; yesNo: a boolean; entries: a list of `entry` objects. */
export type FieldKind = "text" | "date" | "words" | "whole" | "yesNo" | "entries"

/** How Decap CMS edits a field: its label and widget, plus any other Decap field option (hint, pattern…). */
export interface CmsField {
  label: string
  widget: string
  /** the labels of `allowed`, in its order, for a select widget */
  optionLabels?: readonly string[]
  /** the CMS asks for it; by default, when the build requires it or has a default for it */
  required?: boolean
  /** the value a new entry starts with, when it differs from the build's default */
  default?: unknown
  [option: string]: unknown
}

export interface Field {
  name: string
  kind: FieldKind
  description: string
  /** the build fails without it */
  required?: boolean
  /** the only values it may take */
  allowed?: readonly string[]
  /** the value when the file leaves it out */
  default?: string | number | boolean | readonly string[]
  /** the build sets it on every node (a default, a guess or a computation), so GraphQL never returns null */
  alwaysSet?: boolean
  /** the build computes it: an editor never writes it */
  computed?: boolean
  /** the GraphQL field holding the File this image path names */
  fileField?: string
  /** what the image path is relative to: the content file (the default) or its source folder (content/images) */
  fileIn?: "content file" | "source folder"
  /** the node's name for it, when the written key cannot be one (a node's `id` is Gatsby's) */
  nodeName?: string
  /** for entries: the shape of each */
  entry?: ContentType
  /** how the CMS edits it; without it the CMS does not show it */
  cms?: CmsField
}

/** One content type: the node type it becomes and its fields. */
export interface ContentType {
  type: string
  description: string
  fields: readonly Field[]
}

interface KindValues {
  text: string
  date: string
  words: string[]
  whole: number
  yesNo: boolean
  entries: Array<Record<string, unknown>>
}
type ValueOf<F extends Field> = F extends { allowed: readonly (infer Allowed)[] } ? Allowed : KindValues[F["kind"]]
type AlwaysSet<F extends Field> = F extends { required: true } | { alwaysSet: true } | { default: unknown } ? true : false
// As written, a field the build fills in later (alwaysSet without a default) may still be absent.
type AlwaysWritten<F extends Field> = F extends { required: true } | { default: unknown } ? true : false

/** A record of a content type as the build reads it, typed from the type's own declaration. */
export type RecordOf<M extends ContentType> = {
  [F in M["fields"][number] as F["name"]]: ValueOf<F> | (AlwaysSet<F> extends true ? never : null)
}

/** The fields of RecordOf an editor writes: what readFields returns. */
export type WrittenRecordOf<M extends ContentType> = {
  [F in M["fields"][number] as F extends { computed: true } ? never : F["name"]]: ValueOf<F> | (AlwaysWritten<F> extends true ? never : null)
}

/** The fields an editor writes (front matter or JSON keys), in the order the CMS shows them. */
export const writtenFields = (model: ContentType): Field[] => model.fields.filter(field => !field.computed)

/** Whether every node has a value: GraphQL then declares the field non-null. */
export const isAlwaysSet = (field: Field): boolean => Boolean(field.required || field.alwaysSet || field.default !== undefined)
