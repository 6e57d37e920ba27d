import { type HeadFC } from "gatsby"
import React from "react"
import { NewsletterSignupForm } from "../components/newsletter/NewsletterSignupForm"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { NEWSLETTER_PATH } from "../lib/paths"
import * as page from "../styles/page.module.css"

const DESCRIPTION =
  "A monthly digest on technology and entrepreneurship: what I built, what broke, what I read, and the lessons worth keeping."

export default function NewsletterPage() {
  return (
    <section className={page.column} aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">
        The {site.name} Newsletter
      </h1>
      <p className={page.intro}>{DESCRIPTION} One email a month, no spam, and you can leave with one click.</p>
      <NewsletterSignupForm />
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Newsletter - ${site.name}`} description={DESCRIPTION} path={NEWSLETTER_PATH} />
