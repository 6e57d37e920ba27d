import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"

/** The article files as an editor wrote them, read independently of the site's own code. */
export interface ArticleFile {
  slug: string
  title: string
  date: string
  status: string
  lang: string
  tags: string[]
  thumbnail?: string
  translationOf?: string
  /** the page's address */
  path: string
  excerpt?: string
  /** the text of each `##` heading, in order */
  sections: string[]
  /** the Markdown after the front matter */
  body: string
}

const folder = path.join(__dirname, "..", "content", "articles")

export const articleFiles: ArticleFile[] = fs
  .readdirSync(folder)
  .filter(name => name.endsWith(".md"))
  .map(name => {
    const { data, content } = matter(fs.readFileSync(path.join(folder, name), "utf8"))
    const slug = name.replace(/\.md$/, "")
    const address = data.translationOf ? `/article/${data.translationOf}/${data.lang}` : `/article/${slug}`
    const sections = [...content.matchAll(/^## (.+)$/gm)].map(match => match[1].trim())
    return { slug, status: "published", ...data, path: address, sections, body: content } as ArticleFile
  })

export const originals = articleFiles.filter(a => !a.translationOf)
export const publishedOriginals = originals.filter(a => a.status === "published")
export const drafts = originals.filter(a => a.status === "draft")
export const translationOf = (slug: string) => articleFiles.find(a => a.translationOf === slug)
/** Drafts and their translations, which are as private as their originals. */
export const draftFiles = articleFiles.filter(a => a.status === "draft" || drafts.some(d => d.slug === a.translationOf))
/** Every article and translation a visitor may read. */
export const publicArticles = articleFiles.filter(a => !draftFiles.includes(a))
/** The draft the owner-area tests own (content/articles/test-draft.md), with a sentence found nowhere else. */
export const testDraft = drafts.find(a => a.slug === "test-draft")!
export const TEST_DRAFT_SENTENCE = "recites prime numbers backwards every leap-year Thursday in Oaxaca"

/** The project files as an editor wrote them. */
export interface ProjectFile {
  slug: string
  title: string
  link: string
  category: string
  order: number
  showInHome: boolean
}

const projectFolder = path.join(__dirname, "..", "content", "projects")

export const projectFiles: ProjectFile[] = fs
  .readdirSync(projectFolder)
  .filter(name => name.endsWith(".md"))
  .map(name => {
    const { data } = matter(fs.readFileSync(path.join(projectFolder, name), "utf8"))
    return { slug: name.replace(/\.md$/, ""), category: "tech", order: 0, link: "#", ...data, showInHome: data.showInHome !== false } as ProjectFile
  })

/** Home's projects, by ascending order. */
export const homeProjects = projectFiles.filter(p => p.showInHome).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
