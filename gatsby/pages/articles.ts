import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { formerSlugErrors, translationErrors, type ArticleRef } from "../../src/lib/article-source"
import { articleRoutes, blogRoutes, publicVersions, tagPostCounts, type RoutedArticle } from "../../src/lib/article-routes"
import { langOf, SITE_LANG } from "../../src/lib/language"
import { readNextByArticle } from "../../src/lib/read-next"
import { tagPageLanguages, type DeclaredTag } from "../../src/lib/tag-pairs"
import { tagAddressErrors, tagCloud, undeclaredTagErrors } from "../../src/lib/tags"

const articleTemplate = path.resolve("src/templates/article.tsx")
const blogTemplate = path.resolve("src/templates/blog.tsx")

interface ArticleIndex {
  allArticle: { nodes: Array<RoutedArticle & ArticleRef & { date: string }> }
  allTagMeta: { nodes: Array<{ tag: string; lang: string | null; counterpart: string | null }> }
}

/**
 * Article, translation, missing-translation, blog and tag pages. Drafts get none of them, not even
 * a redirect: their addresses answer as unknown ones do (gatsby/pages/owner.ts seals them for the owner).
 */
export async function createArticlePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ArticleIndex>(`
    query ArticleIndex {
      allArticle {
        nodes { id slug file lang path status isPublishedOriginal tags translationOf formerSlugs date }
      }
      allTagMeta {
        nodes { tag lang counterpart }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the articles", result.errors)
    return
  }
  const articles = result.data.allArticle.nodes
  const errors = [
    ...translationErrors(articles),
    ...formerSlugErrors(articles),
    ...undeclaredTagErrors(articles, result.data.allTagMeta.nodes.map(meta => meta.tag)),
    ...tagAddressErrors(articles),
  ]
  if (errors.length) {
    errors.forEach(error => reporter.panicOnBuild(error.message))
    return
  }

  const readNext = readNextByArticle(articles)
  for (const route of articleRoutes(publicVersions(articles))) {
    if (route.kind === "article") {
      // The ids of what the page ends with; the template's query reads them. Each is always given
      // (null or empty when there is none): a variable left out would drop its filter and match any article.
      const { previous = null, next = null, related = [] } = readNext.get(route.id) ?? {}
      actions.createPage({ path: route.path, component: articleTemplate, context: { id: route.id, previous, next, related } })
    } else {
      // A redirect only, with no page of its own: Netlify answers it from _redirects (301 when
      // permanent, else 302). Not in the browser's router as well, which would list every such
      // address in every page's script; a link to one loads it from the host.
      actions.createRedirect({ fromPath: route.path, toPath: route.to, isPermanent: route.permanent })
    }
  }
  const routes = blogRoutes(articles)
  const tagPages = new Map(routes.flatMap(route => (route.tag ? [[route.tag, route.count] as const] : [])))
  const declaredTags = new Map<string, DeclaredTag>(
    result.data.allTagMeta.nodes.map(({ tag, lang, counterpart }) => [tag, { tag, counterpart, lang: lang === null ? null : langOf(lang) }]),
  )
  const cloud = tagCloud(tagPostCounts(articles))
  for (const { path, tag, ...page } of routes) {
    const declared = tag ? declaredTags.get(tag) : undefined
    // Static servers decode the requested URL before looking for the file, so the page is
    // written under the decoded path (/blog/open source) while links use the encoded one.
    actions.createPage({
      path: decodeURIComponent(path),
      component: blogTemplate,
      // The page's query lists `limit` posts from `skip`: a tag page's of that tag only, /blog's, without `tags`, of every post.
      context: {
        tag,
        ...page,
        tagCloud: cloud,
        // The language of the posts a tag lists, where its declaration says; the blog's lists both.
        lang: declared?.lang ?? SITE_LANG,
        ...(tag ? { tags: [tag], ...tagPageLanguages(declared, other => tagPages.get(other) ?? 0, page.number) } : {}),
      },
    })
  }
}
