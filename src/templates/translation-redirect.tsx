import { navigate, type HeadFC, type PageProps } from "gatsby"
import React, { useEffect } from "react"
import { Seo } from "../components/seo/Seo"

interface Context {
  to: string
}

/** Where a translation does not exist, the reader is sent to the original. */
export default function TranslationRedirect({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    void navigate(pageContext.to, { replace: true })
  }, [pageContext.to])
  return (
    <p>
      This translation does not exist. <a href={pageContext.to}>Read the original article</a>.
    </p>
  )
}

export const Head: HeadFC<object, Context> = ({ pageContext }) => (
  <Seo title="Redirecting to the original article" path={pageContext.to} noindex>
    <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
  </Seo>
)
