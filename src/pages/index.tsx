import { Link, type HeadFC } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"

export default function HomePage() {
  return (
    <section>
      <h1>{site.author}</h1>
      <p>{site.description}</p>
      <p>
        <Link to="/blog">Read the blog</Link>
      </p>
    </section>
  )
}

export const Head: HeadFC = () => <Seo title={site.name} path="/" />
