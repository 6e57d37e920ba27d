import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { NetlifyFormDefinition } from "../components/forms/NetlifyFormDefinition"
import { UnsubscribePanel } from "../components/newsletter/UnsubscribePanel"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { UNSUBSCRIBE_PATH } from "../lib/paths"
import { NEWSLETTER_FORMS, UNSUBSCRIBE_FIELDS } from "../lib/newsletter"
import * as page from "../styles/page.module.css"

export default function UnsubscribePage({ location }: PageProps) {
  return (
    <section className={page.column} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">
        Unsubscribe
      </h1>
      <UnsubscribePanel search={location.search} />
      <NetlifyFormDefinition name={NEWSLETTER_FORMS.unsubscribe} fields={UNSUBSCRIBE_FIELDS} />
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Unsubscribe - ${site.name}`} path={UNSUBSCRIBE_PATH} noindex />
