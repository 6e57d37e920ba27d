import { Link } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { SearchButton } from "../search/SearchButton"
import * as styles from "./Header.module.css"
import { NAV_LINKS } from "./navigation"
import { ThemeSwitch } from "./ThemeSwitch"
import { useMobileMenu } from "./useMobileMenu"

/** Brand, the eight links, search and the theme switch; at 768 px and below the links sit in a menu. */
export function Header({ pathname }: { pathname: string }) {
  const menu = useMobileMenu(pathname)
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        <div
          id="site-menu"
          ref={menu.panelRef}
          className={menu.open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
          role={menu.open ? "dialog" : undefined}
          aria-modal={menu.open ? true : undefined}
          aria-label={menu.open ? "Menu" : undefined}
          onKeyDown={menu.onPanelKeyDown}
        >
          <button type="button" className={styles.closeButton} aria-label="Close menu" onClick={menu.close}>
            <span aria-hidden="true">×</span>
          </button>
          <nav aria-label="Main">
            <ul className={styles.links}>
              {NAV_LINKS.map(link => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={styles.link}
                    activeClassName={styles.active}
                    partiallyActive={link.to !== "/"}
                    onClick={menu.onLinkFollowed}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.actions}>
          <SearchButton pathname={pathname} />
          <ThemeSwitch />
          <button
            ref={menu.buttonRef}
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            onClick={menu.openMenu}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </button>
        </div>
      </div>
      {menu.open && <div className={styles.overlay} aria-hidden="true" onClick={menu.close} />}
    </header>
  )
}
