import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { NetlifyFormDefinition } from "../components/forms/NetlifyFormDefinition"
import { ConfirmationPanel } from "../components/newsletter/ConfirmationPanel"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { CONFIRM_SUBSCRIPTION_PATH } from "../lib/paths"
import { CONFIRMATION_FIELDS, NEWSLETTER_FORMS } from "../lib/newsletter"
import * as page from "../styles/page.module.css"

export default function ConfirmSubscriptionPage({ location }: PageProps) {
  return (
    <section className={page.column} aria-labelledby="confirm-title">
      <h1 id="confirm-title">
        Newsletter subscription
      </h1>
      {/* True of every state, so the static HTML holds the page's largest text before the link is read. */}
      <p className={page.intro}>
        The link in the email sent when you signed up opens this page, which confirms that the address is yours and
        that you want the newsletter. Confirmed readers receive one digest a month on technology and entrepreneurship,
        and each issue ends with a link to leave.
      </p>
      <ConfirmationPanel search={location.search} />
      <NetlifyFormDefinition name={NEWSLETTER_FORMS.confirmed} fields={CONFIRMATION_FIELDS} />
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Confirm your subscription - ${site.name}`} path={CONFIRM_SUBSCRIPTION_PATH} noindex />
