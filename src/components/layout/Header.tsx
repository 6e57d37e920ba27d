import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import * as styles from "./Header.module.css"
import { NAV_LINKS } from "./navigation"

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.links}>
            {NAV_LINKS.map(link => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link} activeClassName={styles.active} partiallyActive={link.to !== "/"}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
