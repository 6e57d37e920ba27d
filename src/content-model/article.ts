import { LANGS } from "./lang"
import { LANG_NAMES } from "./lang-names"
import { CMS_DAY } from "./cms-collections"
import type { ContentType } from "./field"

const ARTICLE_STATUSES = ["published", "draft"] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]
const TRANSLATORS = ["machine", "person"] as const
export type Translator = (typeof TRANSLATORS)[number]

const langLabels = LANGS.map(lang => LANG_NAMES[lang].en)

/**
 * A blog post, one Markdown file under content/articles. A translation is an article too: the same
 * fields, its file named {original}-{lang}.md beside its original (README "Writing an article").
 */
export const ARTICLE = {
  type: "Article",
  description: "A blog post or its translation, from content/articles/{slug}.md",
  fields: [
    { name: "title", kind: "text", required: true, description: "The headline", cms: { label: "Title", widget: "string" } },
    {
      name: "date",
      kind: "date",
      required: true,
      description: "The day it was published, as an ISO date; a later day than the build's schedules it for that day",
      cms: {
        label: "Date",
        ...CMS_DAY,
        hint: "A published article dated ahead comes out on that day.",
      },
    },
    {
      name: "updated",
      kind: "date",
      description: "The day it was last revised, as an ISO date or date-time, not before date; shown on the article and given to search engines and feeds",
      cms: {
        label: "Last updated",
        ...CMS_DAY,
        required: false,
        hint: "Only after a revision worth telling readers about; leave empty otherwise.",
      },
    },
    {
      name: "excerpt",
      kind: "text",
      description: "One or two sentences for cards, the feed and search engines",
      cms: { label: "Excerpt", widget: "text", hint: "One or two sentences for cards, the feed and search engines." },
    },
    {
      name: "thumbnail",
      kind: "text",
      description: "The card and social picture, a path next to the Markdown file (./images/…)",
      fileField: "thumbnailImage",
      cms: { label: "Thumbnail", widget: "image" },
    },
    {
      name: "tags",
      kind: "words",
      default: [],
      description: "Tags declared in content/data/tags.json",
      cms: { label: "Tags", widget: "list", required: false, hint: "Words separated by commas, e.g. technology, career" },
    },
    {
      name: "status",
      kind: "text",
      allowed: ARTICLE_STATUSES,
      default: "published",
      description:
        "published or draft; a published article dated after the build's day is a draft until that day (scheduled), and a translation of either is a draft too (src/lib/article-standing.ts), wherever it is queried or filtered",
      cms: {
        label: "Status",
        widget: "select",
        optionLabels: ["Published", "Draft"],
        default: "draft",
        hint: "Drafts are only shown in the owner area.",
      },
    },
    {
      name: "lang",
      kind: "text",
      allowed: LANGS,
      alwaysSet: true,
      description: "The language of the text; when left out, a translation's is its file name's and an original's is guessed from the text",
      cms: { label: "Language", widget: "select", optionLabels: langLabels, hint: "Guessed from the text when left empty." },
    },
    {
      name: "readTime",
      kind: "text",
      alwaysSet: true,
      description: 'Minutes to read, as "4 min"; computed from the text when left out, always for translations',
      cms: {
        label: "Read time",
        widget: "string",
        pattern: ["^\\d+ min$", 'Write it like "4 min"'],
        hint: "Computed from the text when left empty; always computed for translations.",
      },
    },
    {
      name: "translationOf",
      kind: "text",
      description:
        "On a translation: the original's slug. A file named {original}-{lang}.md beside {original}.md is its translation without it; when given, it must agree with the file name",
      cms: {
        label: "Translation of (slug of the original)",
        widget: "string",
        hint: "Only on a translation; its file must then be named {original}-{lang}.",
      },
    },
    {
      name: "translatedFrom",
      kind: "text",
      allowed: LANGS,
      description: "On a translation: the language it was translated from; the other language when left out",
      cms: { label: "Translated from", widget: "select", optionLabels: langLabels },
    },
    {
      name: "translatedBy",
      kind: "text",
      allowed: TRANSLATORS,
      description: "On a translation: machine (the default) or person",
      cms: { label: "Translated by", widget: "select", optionLabels: ["Machine", "Person"] },
    },
    {
      name: "formerSlugs",
      kind: "words",
      default: [],
      description:
        "On an original: the slugs it was published under before its file was renamed; each old address answers with a permanent redirect to the new one, its translations' too",
      cms: {
        label: "Earlier addresses",
        widget: "list",
        required: false,
        hint: "After renaming the file: its old name (slug), so links to /article/old-name still reach it. Separate several with commas.",
      },
    },
    {
      name: "sourceDigest",
      kind: "text",
      description: "On a translation: the digest of the original's body it was made from",
      cms: {
        label: "Original revision",
        widget: "hidden",
        hint: "Kept by npm run translations:stamp; marks which text of the original this translation follows.",
      },
    },
    { name: "slug", kind: "text", computed: true, alwaysSet: true, description: "The file name without .md" },
    { name: "file", kind: "text", computed: true, alwaysSet: true, description: "The file, as content/articles/{slug}.md" },
    { name: "path", kind: "text", computed: true, alwaysSet: true, description: "The page's address" },
    { name: "isTranslation", kind: "yesNo", computed: true, alwaysSet: true, description: "It names an original" },
    {
      name: "statusInFile",
      kind: "text",
      allowed: ARTICLE_STATUSES,
      computed: true,
      alwaysSet: true,
      description: "The status its own file gives, which status judges with the build's day and the original's file",
    },
    {
      name: "isPublishedOriginal",
      kind: "yesNo",
      computed: true,
      alwaysSet: true,
      description: "A published original: what the blog, the tag pages, the home page and the main feed list (src/lib/article-standing.ts)",
    },
    {
      name: "scheduled",
      kind: "yesNo",
      computed: true,
      alwaysSet: true,
      description: "Published in its file but dated, or its original dated, after the build's day: a draft until the first build on that day",
    },
    { name: "hasBodyImage", kind: "yesNo", computed: true, alwaysSet: true, description: "Its text shows a picture" },
    { name: "bodyDigest", kind: "text", computed: true, alwaysSet: true, description: "Digest of the Markdown body; translations record their original's" },
    {
      name: "publishedAt",
      kind: "text",
      computed: true,
      alwaysSet: true,
      description: "The moment its date names, in UTC (2025-01-11T07:30:00.000Z): sorted as text, the order of the moments, in whatever form each date was written: what every newest-first list sorts by (src/lib/feed-length.ts)",
    },
  ],
} as const satisfies ContentType
