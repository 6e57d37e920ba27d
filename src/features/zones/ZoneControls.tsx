import React from "react"
import { allStatesLabel, type StateOption, type ZoneFilters } from "./zone-rules"
import * as styles from "./Zones.module.css"

export interface ZoneControlsProps {
  filters: ZoneFilters
  options: readonly StateOption[]
  total: number
  onChange: (next: ZoneFilters) => void
  disabled: boolean
}

export function ZoneControls({ filters, options, total, onChange, disabled }: ZoneControlsProps) {
  return (
    // Filtering happens as the visitor types; Enter must not reload the page.
    <form role="search" aria-label="Filtrar zonas" onSubmit={event => event.preventDefault()}>
      {/* Disabled until the page is interactive: anything typed earlier would be lost. */}
      <fieldset className={styles.controls} disabled={disabled}>
        <label htmlFor="zone-search" className="visually-hidden">
          Buscar zona arqueológica
        </label>
        <input
          id="zone-search"
          type="search"
          className={styles.search}
          placeholder="Buscar zona arqueológica..."
          value={filters.search}
          onChange={event => onChange({ ...filters, search: event.target.value })}
        />
        <label htmlFor="zone-state" className="visually-hidden">
          Estado
        </label>
        <select
          id="zone-state"
          className={styles.select}
          value={filters.state ?? ""}
          onChange={event => onChange({ ...filters, state: event.target.value || null })}
        >
          <option value="">{allStatesLabel(total)}</option>
          {options.map(option => (
            <option key={option.state} value={option.state}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={filters.visitedOnly}
          onClick={() => onChange({ ...filters, visitedOnly: !filters.visitedOnly })}
        >
          {filters.visitedOnly ? "✓ Visitados" : "Mostrar visitados"}
        </button>
      </fieldset>
    </form>
  )
}
