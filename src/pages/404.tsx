import { Link, type HeadFC } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"

export default function NotFoundPage() {
  return (
    <section>
      <h1>404 - Lost in the Mosh Pit!</h1>
      <p>Page Not Found</p>
      <p>
        <Link to="/">Home</Link> · <Link to="/blog">Blog</Link>
      </p>
    </section>
  )
}

export const Head: HeadFC = ({ location }) => <Seo title={`404 - Lost in the Mosh Pit! - ${site.name}`} path={location.pathname} noindex />
