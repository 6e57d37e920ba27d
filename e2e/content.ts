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
  translationOf?: string
}

const folder = path.join(__dirname, "..", "content", "articles")

export const articleFiles: ArticleFile[] = fs
  .readdirSync(folder)
  .filter(name => name.endsWith(".md"))
  .map(name => {
    const { data } = matter(fs.readFileSync(path.join(folder, name), "utf8"))
    return { slug: name.replace(/\.md$/, ""), status: "published", ...data } as ArticleFile
  })

export const originals = articleFiles.filter(a => !a.translationOf)
export const publishedOriginals = originals.filter(a => a.status === "published")
export const drafts = originals.filter(a => a.status === "draft")
export const translationOf = (slug: string) => articleFiles.find(a => a.translationOf === slug)

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
