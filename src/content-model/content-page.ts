import type { ContentType } from "./field"

/** A Markdown page under content/pages (about, now). */
export const CONTENT_PAGE: ContentType = {
  type: "ContentPage",
  description: "A page of prose, from content/pages/{name}.md",
  fields: [
    { name: "title", kind: "text", required: true, description: "The page's heading" },
    { name: "lastUpdated", kind: "date", description: "When the page last changed" },
    { name: "name", kind: "text", computed: true, alwaysSet: true, description: "The file name without .md" },
  ],
}
