import React from "react"
import { NewsletterCall } from "./NewsletterCall"
import { Sharing, type SharingProps } from "./Sharing"

export interface ArticleEndProps {
  lang: SharingProps["lang"]
  /** What to share; none on a draft, which is not public yet. */
  share?: Omit<SharingProps, "lang">
}

/** What follows an article's text: ways to share it, then the call to join the newsletter. */
export function ArticleEnd({ lang, share }: ArticleEndProps) {
  return (
    <>
      {share && <Sharing lang={lang} {...share} />}
      <NewsletterCall lang={lang} />
    </>
  )
}
