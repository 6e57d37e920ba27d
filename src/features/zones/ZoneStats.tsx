import React from "react"
import type { RegisterStats } from "./zone-rules"
import * as styles from "./Zones.module.css"

export function ZoneStats({ stats }: { stats: RegisterStats }) {
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>Sitios Visitados</dt>
        <dd>
          <span className={styles.statValue}>
            {stats.visited} / {stats.total}
          </span>
          <span
            className={styles.progress}
            role="progressbar"
            aria-label="Sitios visitados"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stats.percent}
          >
            <span className={styles.progressFill} style={{ width: `${stats.percent}%` }} />
          </span>
          <span className={styles.statNote}>{stats.percent}% completado</span>
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>Estados Explorados</dt>
        <dd>
          <span className={styles.statValue}>{stats.statesExplored}</span>
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>Por Visitar</dt>
        <dd>
          <span className={styles.statValue}>{stats.remaining}</span>
        </dd>
      </div>
    </dl>
  )
}
