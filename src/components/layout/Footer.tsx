import { graphql, useStaticQuery } from "gatsby"
import React from "react"
import { site } from "../../config/site"
import { Island, islandPart } from "../server-rendered/Island"
import { SocialLinks } from "../social/SocialLinks"
import { useCurrentYear } from "../useCurrentYear"
import * as styles from "./Footer.module.css"

// Its form works as plain HTML until the reader reaches for it: its code is not on every page.
const signup = islandPart(() => import("./FooterNewsletter").then(module => ({ default: module.FooterNewsletter })))

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
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            About
          </h2>
          <p className={styles.about}>{data.homeData?.footerAbout}</p>
        </section>
        <section aria-labelledby="footer-interests">
          <h2 id="footer-interests" className={styles.heading}>
            Interests
          </h2>
          <ul className={styles.list}>
            {site.interests.map(interest => (
              <li key={interest}>{interest}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.heading}>
            Connect
          </h2>
          <SocialLinks className={styles.list} label="Connect" />
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.about}>One digest a month on technology and entrepreneurship.</p>
          <Island part={signup} />
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
