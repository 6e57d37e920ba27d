import { Link } from "gatsby"
import React, { useMemo } from "react"
import { ServerRendered } from "../../components/server-rendered/ServerRendered"
import { filterZones, hasRemotePicture, registerStats, resultLine, stateOptions } from "./zone-rules"
import { ZoneCard, type ZoneCardZone } from "./ZoneCard"
import { ZoneIconDrawings } from "./zone-icons"
import { ZoneControls } from "./ZoneControls"
import { ZoneStats } from "./ZoneStats"
import * as styles from "./Zones.module.css"
import { useZoneFilters } from "./useZoneFilters"

export interface ZonesRegisterProps {
  zones: readonly ZoneCardZone[]
  /** every state of the register, including those without sites */
  states: readonly string[]
}

/** The archaeological zones page: statistics, filters kept in the URL, and the sites that match. */
export function ZonesRegister({ zones, states }: ZonesRegisterProps) {
  const { filters, setFilters, ready } = useZoneFilters(states)
  const stats = useMemo(() => registerStats(zones), [zones])
  const options = useMemo(() => stateOptions(states, zones), [states, zones])
  const shown = useMemo(() => filterZones(zones, filters), [zones, filters])
  return (
    <>
      <ZoneIconDrawings />
      {/* The rest of the frame speaks English; so does this link. */}
      <Link to="/projects" lang="en" className={styles.back}>
        ← Back to projects
      </Link>
      <header className={styles.header} data-pagefind-body="">
        <h1 className={styles.title}>Zonas Arqueológicas de México</h1>
        <p className={styles.subtitle}>Instituto Nacional de Antropología e Historia</p>
      </header>
      <ZoneStats stats={stats} />
      <ZoneControls filters={filters} options={options} total={stats.total} onChange={setFilters} disabled={!ready} />
      <p className={styles.resultLine} role="status">
        {resultLine(shown.length, filters)}
      </p>
      {shown.length ? (
        <ul className={styles.grid} aria-label="Zonas arqueológicas" data-pagefind-body="">
          {shown.map(zone =>
            // A card is kept as served unless its picture may fail and need the placeholder.
            hasRemotePicture(zone) ? (
              <li key={zone.zoneId}>
                <ZoneCard zone={zone} />
              </li>
            ) : (
              <ServerRendered as="li" key={zone.zoneId}>
                <ZoneCard zone={zone} />
              </ServerRendered>
            ),
          )}
        </ul>
      ) : (
        <p className={styles.empty}>No se encontraron sitios con los filtros seleccionados.</p>
      )}
    </>
  )
}
