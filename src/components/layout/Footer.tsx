import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import * as styles from "./Footer.module.css"

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © {new Date().getFullYear()} {site.author}. <Link to="/blog">Blog</Link> · <a href="/rss.xml">RSS</a>
        </p>
        <p className={styles.version}>{site.version}</p>
      </div>
    </footer>
  )
}
