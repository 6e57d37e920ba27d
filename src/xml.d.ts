// The `xml` package (https://github.com/dylang/node-xml), which the `rss` package writes RSS with and
// src/lib/feed-entries.ts writes Atom with. It ships no types; this is the part the site uses.
declare module "xml" {
  type XmlAttributes = Record<string, string>
  /** `{ name: "text" }`, `{ name: { _attr } }` or `{ name: [{ _attr }, child, "text", …] }` */
  export type XmlObject = { [name: string]: XmlValue }
  export type XmlValue = string | number | XmlObject | { _attr: XmlAttributes } | ReadonlyArray<XmlValue>
  export default function xml(input: XmlObject | XmlObject[], options?: { declaration?: boolean | { encoding?: string; standalone?: string }; indent?: string | boolean }): string
}
