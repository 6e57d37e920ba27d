import React from "react"
import { Footer } from "./Footer"
import { Header } from "./Header"
import * as styles from "./Layout.module.css"
import { MAIN_CONTENT_ID } from "../../lib/main-content"

/** The common frame: navigation above, the page, footer below. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <Header pathname={pathname} />
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
