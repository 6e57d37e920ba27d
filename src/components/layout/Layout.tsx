import React from "react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import * as styles from "./Layout.module.css"

/** The common frame: navigation above, the page, footer below. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header pathname={pathname} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
