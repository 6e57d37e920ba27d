import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { ownerAreaPath } from "../../lib/paths"
import * as page from "../../styles/page.module.css"
import { useDocumentTitle } from "../useDocumentTitle"

export function DraftNotFound() {
  useDocumentTitle(`Draft Not Found - ${site.name}`)
  return (
    <section className={page.column} aria-labelledby="draft-not-found">
      <h1 id="draft-not-found">
        Draft Not Found
      </h1>
      <p className={page.intro}>The draft you&apos;re looking for doesn&apos;t exist.</p>
      <Link to={ownerAreaPath}>Back to Drafts</Link>
    </section>
  )
}
