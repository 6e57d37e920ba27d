import { ARTICLE } from "../src/content-model/article"
import { ARTICLES, decapEntryFields, decapFields, PAGES, PROJECTS, TRANSLATIONS } from "../src/content-model/cms-collections"
import { CONTENT_PAGE } from "../src/content-model/content-page"
import { PROJECT } from "../src/content-model/project"
import { TAG } from "../src/content-model/tag"
import { TAG_METADATA_FILE } from "../src/lib/tags"
import { alphabetical } from "../src/lib/alphabetical"

/** A folder of Markdown files, one entry each, named by its slug; images beside them, written ./images/name.jpg as the build expects. */
const markdownFolder = ({ collection, folder }: { collection: string; folder: string }) => ({
  name: collection,
  folder,
  media_folder: "images",
  public_folder: "./images",
  create: true,
  slug: "{{slug}}",
  extension: "md",
  format: "frontmatter",
})

/**
 * content/data/tags.json maps each tag to its fields, and Decap edits only the keys it is told of:
 * each declared tag is a group of the model's fields, its counterpart chosen among the others. A
 * new tag is declared in Git, as articles' tags are checked against the file.
 */
function tagsCollection(declared: readonly string[]) {
  // Alphabetical, for an editor looking a tag up by name (the build's nodes come in no set order).
  const tags = [...declared].sort(alphabetical("en"))
  return {
    label: "Tags",
    name: "tags",
    description: "Each tag's name, text, colour and picture, and its counterpart in the other language. Declare a new tag in content/data/tags.json.",
    files: [
      {
        label: "Tags",
        name: "tags",
        file: TAG_METADATA_FILE,
        fields: tags.map(tag => ({
          label: tag,
          name: tag,
          widget: "object",
          collapsed: true,
          fields: decapEntryFields(TAG).map(field => (field.name === "counterpart" ? { ...field, options: tags.filter(other => other !== tag) } : field)),
        })),
      },
    ],
  }
}

/**
 * Decap CMS's configuration, the editors' interface at /admin/, for the declared `tags`. Each save
 * is a commit to the repository, and the site rebuilds from it. The fields come from the content
 * model, so the form asks for what the build checks; gatsby/cms.ts writes this as public/admin/config.yml.
 */
export const cmsConfig = (tags: readonly string[]) => ({
  backend: {
    name: "git-gateway",
    branch: "main",
    commit_messages: {
      create: "Add {{collection}} “{{slug}}”",
      update: "Update {{collection}} “{{slug}}”",
      delete: "Delete {{collection}} “{{slug}}”",
      uploadMedia: "Upload “{{path}}”",
      deleteMedia: "Delete “{{path}}”",
    },
  },
  // On one's own machine `npm run cms` runs decap-server, and the editor reads and writes the
  // working copy directly, without signing in (scripts/local-cms.ts).
  local_backend: true,
  site_url: "https://riffandcode.dev",
  display_url: "https://riffandcode.dev",
  media_folder: "content/images",
  public_folder: "/content/images",
  collections: [
    {
      label: "Articles",
      label_singular: "Article",
      description: "Blog posts. The file name is the address: /article/{slug}. A translation is a separate entry named {slug}-{lang}.",
      ...markdownFolder(ARTICLES),
      sortable_fields: ["date", "title", "status"],
      view_filters: [
        { label: "Drafts", field: "status", pattern: "draft" },
        { label: "Published", field: "status", pattern: "published" },
        { label: "English", field: "lang", pattern: "en" },
        { label: "Spanish", field: "lang", pattern: "es" },
      ],
      summary: "{{title}} ({{lang}}, {{status}})",
      preview_path: "article/{{slug}}",
      fields: decapFields(ARTICLE, { label: "Body", required: true }),
    },
    {
      // Decap names a new file from one template per collection, and {{slug}} is the title's: an
      // original's file is named after its title, a translation's must be {original}-{lang}.md, the
      // build's rule for a pair. So a translation is begun here, from its original's preview
      // ("Translate into …", prefilled with translationOf and lang), and afterwards edited like any
      // article. Hidden: it lists the same files as Articles.
      label: "Translations",
      label_singular: "Translation",
      description: "A new translation of an article, saved as {original}-{lang} beside it.",
      ...markdownFolder(TRANSLATIONS),
      slug: "{{fields.translationOf}}-{{fields.lang}}",
      hide: true,
      summary: "{{title}} ({{lang}}, {{status}})",
      preview_path: "article/{{fields.translationOf}}/{{fields.lang}}",
      fields: decapFields(ARTICLE, { label: "Body", required: true }).map(field =>
        field.name === "translationOf" || field.name === "lang" ? { ...field, required: true } : field,
      ),
    },
    {
      label: "Projects",
      label_singular: "Project",
      description: "Portfolio entries shown on /projects and, unless hidden, on the home page.",
      ...markdownFolder(PROJECTS),
      sortable_fields: ["order", "title", "category"],
      view_groups: [{ label: "Category", field: "category" }],
      summary: "{{order}}. {{title}} ({{category}})",
      fields: decapFields(PROJECT, { label: "Body", required: false }),
    },
    {
      label: "Pages",
      label_singular: "Page",
      description: "The pages of prose: /about and /now. Their addresses are fixed; edit, do not add.",
      ...markdownFolder(PAGES),
      create: false,
      delete: false,
      // {{slug}} would be the title here (Decap's identifier); the address is the file's name.
      summary: "{{title}} (/{{filename}})",
      preview_path: "{{slug}}",
      fields: decapFields(CONTENT_PAGE, { label: "Body", required: true }),
    },
    tagsCollection(tags),
  ],
})

/** config.yml's text. JSON is YAML too, and needs no YAML writer among the dependencies. */
export const cmsConfigFile = (tags: readonly string[]): string =>
  `# Generated at build from gatsby/cms-config.ts and the content model (src/content-model); edit those.\n${JSON.stringify(cmsConfig(tags), null, 2)}\n`
