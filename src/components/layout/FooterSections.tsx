import React from "react"
import { interests } from "../../config/profiles"
import { SocialLinks } from "../social/SocialLinks"
import * as styles from "./Footer.module.css"

export interface FooterSectionsProps {
  /** the home data's footer_about */
  about: string
}

/** The footer's About, Interests and Connect sections. */
export function FooterSections({ about }: FooterSectionsProps) {
  return (
    <>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className={styles.heading}>
          About
        </h2>
        <p className={styles.about}>{about}</p>
      </section>
      <section aria-labelledby="footer-interests">
        <h2 id="footer-interests" className={styles.heading}>
          Interests
        </h2>
        <ul className={styles.list}>
          {interests.map(interest => (
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
    </>
  )
}
