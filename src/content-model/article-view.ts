// What a version of an article shows on its page, declared here with the content it comes from, so
// that the build (gatsby/drafts.ts seals it for a draft's page) takes no type from a component. The
// article page's fragment (ArticleBody, src/components/article/ArticleView.tsx) is held to it by tsc.

/** The other language's version of an article, as its page links to it. */
export interface ArticleVersionLink {
  readonly title: string
  readonly path: string
  readonly lang: string
}

/** An article's body and header, as its page shows them. */
export interface ArticleViewData {
  readonly slug: string
  readonly title: string
  readonly date: string
  readonly updated: string | null
  readonly tags: ReadonlyArray<string>
  readonly status: string
  readonly lang: string
  readonly readTime: string
  readonly path: string
  readonly isTranslation: boolean
  readonly originalUpdated: boolean
  readonly html: string | null
  readonly contents: string | null
  readonly original: ArticleVersionLink | null
  readonly translation: ArticleVersionLink | null
}
