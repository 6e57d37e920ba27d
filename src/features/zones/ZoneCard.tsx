import { graphql } from "gatsby"
import React, { memo, useState } from "react"
import { Picture } from "../../components/picture/Picture"
import { BuildingIcon, PinIcon } from "./zone-icons"
import { hasRemotePicture } from "./zone-rules"
import * as styles from "./Zones.module.css"

/** What a site's card shows. */
export const zoneCardFragment = graphql`
  fragment ZoneCard on Zone {
    zoneId
    state
    name
    visited
    status
    statusDetail
    imageUrl
    photo {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.6, outputPixelDensities: [1, 2])
      }
    }
  }
`

export type ZoneCardZone = Queries.ZoneCardFragment

/** The picture frame when no picture is known (or it fails to load): a building, the name and the state. */
function Placeholder({ name, state }: { name: string; state: string }) {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <BuildingIcon className={styles.placeholderIcon} />
      <span className={styles.placeholderName}>{name}</span>
      <span>{state}</span>
    </div>
  )
}

function ZonePicture({ zone }: { zone: ZoneCardZone }) {
  const [failed, setFailed] = useState(false)
  const photo = zone.photo?.childImageSharp?.gatsbyImageData
  // The pictures only illustrate; the card's heading names the site.
  if (photo) return <Picture image={photo} alt="" className={styles.picture} />
  if (hasRemotePicture(zone) && !failed) {
    return <img src={zone.imageUrl} alt="" loading="lazy" className={styles.picture} onError={() => setFailed(true)} />
  }
  return <Placeholder name={zone.name} state={zone.state} />
}

// A hundred cards: a new filter redraws only the cards it brings in.
export const ZoneCard = memo(function ZoneCard({ zone }: { zone: ZoneCardZone }) {
  const open = zone.status === "abierto"
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ZonePicture zone={zone} />
        <span className={`${styles.badge} ${open ? styles.open : styles.closed}`}>{open ? "Abierto" : "Cerrado"}</span>
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>{zone.name}</h2>
        <p className={styles.cardState}>{zone.state}</p>
        {zone.statusDetail && (
          <p className={styles.cardDetail}>
            <PinIcon className={styles.pin} />
            {zone.statusDetail}
          </p>
        )}
        {zone.visited && <p className={styles.visited}>✓ Visitado</p>}
      </div>
    </article>
  )
})
