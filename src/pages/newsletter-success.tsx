import { type HeadFC } from "gatsby"
import React from "react"
import { MessagePage } from "../components/layout/MessagePage"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { NEWSLETTER_SUCCESS_PATH } from "../lib/paths"

/** Where the footer's signup form lands. */
export default function NewsletterSuccessPage() {
  return (
    <MessagePage
      titleId="thanks-title"
      title="Thank you for subscribing!"
      lead="Check your inbox: an email with a link to confirm your subscription is on its way. The newsletter arrives once a month."
    >
      <p>
        Add <strong>{site.newsletterEmail}</strong> to your contacts so it never lands in spam.
      </p>
    </MessagePage>
  )
}

export const Head: HeadFC = () => <Seo title={`Thank you for subscribing - ${site.name}`} path={NEWSLETTER_SUCCESS_PATH} noindex />
