import { Link } from "gatsby"
import React from "react"
import { ownerAreaPath } from "../../lib/paths"
import * as formStyles from "../forms/Form.module.css"

export function DraftNotFound() {
  return (
    <section className={formStyles.page} aria-labelledby="draft-not-found">
      <h1 id="draft-not-found" className={formStyles.title}>
        Draft Not Found
      </h1>
      <p className={formStyles.lead}>The draft you&apos;re looking for doesn&apos;t exist.</p>
      <Link to={ownerAreaPath}>Back to Drafts</Link>
    </section>
  )
}
