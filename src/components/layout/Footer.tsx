import { graphql, useStaticQuery } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { trackOutboundClickOn } from "../../browser/analytics"
import { Island, islandPart } from "../server-rendered/Island"
import { useCurrentYear } from "../useCurrentYear"
import * as styles from "./Footer.module.css"
import type { FooterSectionsProps } from "./FooterSections"

// Served as HTML: their code is fetched only where the browser must draw them itself.
const sections = islandPart<FooterSectionsProps>(() => import("./FooterSections").then(module => module.FooterSections), { hydrates: false })
// Its form works as plain HTML until the reader reaches for it: its code is not on every page.
const signup = islandPart(() => import("./FooterNewsletter").then(module => module.FooterNewsletter))

export function Footer() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      homeData {
        footerAbout
      }
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `)
  const year = useCurrentYear(Number(data.site?.buildTime))
  return (
    <footer className={styles.footer}>
      <div className={styles.sections}>
        <Island part={sections} props={{ about: data.homeData?.footerAbout ?? "" }} className={styles.group} onKeptClick={event => trackOutboundClickOn(event.target)} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.about}>One digest a month on technology and entrepreneurship.</p>
          <Island part={signup} props={{}} />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {site.author}. All rights reserved.
        </p>
        <p className={styles.version}>Version {site.version}</p>
      </div>
    </footer>
  )
}
