import type { ContentType } from "./field"

/** The portfolio's categories, each with its page at /projects/{category}. */
export const PROJECT_CATEGORIES = ["tech", "books", "music"] as const
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]

/** A portfolio entry, one Markdown file under content/projects. */
export const PROJECT = {
  type: "Project",
  description: "A portfolio entry, from content/projects/{slug}.md",
  fields: [
    { name: "title", kind: "text", required: true, description: "The card's title", cms: { label: "Title", widget: "string" } },
    { name: "description", kind: "text", default: "", description: "The card's text", cms: { label: "Description", widget: "text", required: true } },
    {
      name: "link",
      kind: "text",
      default: "#",
      description: 'Where the card leads: an http(s) address, a path of this site, or "#" for "Coming Soon!"',
      cms: { label: "Link", widget: "string", hint: 'An address (https://…), a page of this site (/article/…), or "#" for "Coming Soon!".' },
    },
    {
      name: "image",
      kind: "text",
      description: "The card's picture, a path next to the Markdown file (./images/…)",
      fileField: "imageFile",
      cms: { label: "Image", widget: "image" },
    },
    { name: "tags", kind: "words", default: [], description: "Words shown on the card", cms: { label: "Tags", widget: "list", required: false } },
    {
      name: "category",
      kind: "text",
      allowed: PROJECT_CATEGORIES,
      default: "tech",
      description: "The /projects/{category} page that lists it",
      cms: { label: "Category", widget: "select", optionLabels: ["Tech", "Books", "Music"] },
    },
    {
      name: "order",
      kind: "whole",
      default: 0,
      description: "Projects are listed by this number, smallest first",
      cms: { label: "Order", widget: "number", value_type: "int", hint: "Projects are listed by this number, smallest first." },
    },
    {
      name: "showInHome",
      kind: "yesNo",
      default: true,
      description: "Listed on the home page too",
      cms: { label: "Show on the home page", widget: "boolean", required: false },
    },
    { name: "slug", kind: "text", computed: true, alwaysSet: true, description: "The file name without .md" },
  ],
} as const satisfies ContentType
