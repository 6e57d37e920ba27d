// The part of Decap CMS's global API the previews use (decap-cms.js sets it on window).

/** An entry as Decap holds it (an Immutable.js map); the previews read it as plain data. */
export interface DecapEntry {
  toJS(): CmsEntry
}

/** An entry's file: its name without extension, and its front matter with the Markdown as `body`. */
export interface CmsEntry {
  slug: string
  data: Record<string, unknown>
}

/** What Decap passes a preview template. */
export interface PreviewProps {
  entry: DecapEntry
  /** the address of a media file as the entry names it (./images/x.jpg) */
  getAsset(path: string): { toString(): string }
  /** another entry of a collection; rejects when there is none */
  getCollection(collection: string, slug: string): Promise<DecapEntry>
}

export interface Decap {
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(href: string): void
}

/** Decap's own React, which renders the preview pane: only its createElement and createClass are exposed. */
export interface DecapWindow {
  CMS: Decap
  h(type: string, props: Record<string, unknown> | null): unknown
  createClass<Instance>(spec: ThisType<Instance & { props: PreviewProps }> & Record<string, unknown>): unknown
}
