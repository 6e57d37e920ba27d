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
      {/* What every state of the link has in common, so the static HTML holds the page's largest
          text and the state the link brings fills in below it. */}
      <p className={page.intro}>
        Every newsletter email ends with your personal unsubscribe link. It opens this page with your address, and one
        click takes that address off the monthly newsletter.
      </p>
      <UnsubscribePanel search={location.search} />
      <NetlifyFormDefinition name={NEWSLETTER_FORMS.unsubscribe} fields={UNSUBSCRIBE_FIELDS} />
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Unsubscribe - ${site.name}`} path={UNSUBSCRIBE_PATH} noindex />
