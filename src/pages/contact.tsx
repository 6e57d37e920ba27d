import { type HeadFC } from "gatsby"
import React from "react"
import { ContactForm } from "../components/contact/ContactForm"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import * as page from "../styles/page.module.css"

const DESCRIPTION = `Write to ${site.author}: consulting, talks, music, magic, or just to say hello.`

export default function ContactPage() {
  return (
    <section className={page.column} aria-labelledby="contact-title">
      <h1 id="contact-title">
        Get in Touch
      </h1>
      <p className={page.intro}>
        Questions about a project, an idea for a collaboration, a talk, or a card trick you can&apos;t figure out: send me a
        message and I&apos;ll answer personally.
      </p>
      <ContactForm />
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={`Contact - ${site.name}`} description={DESCRIPTION} path="/contact" />
