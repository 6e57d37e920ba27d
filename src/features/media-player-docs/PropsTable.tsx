import React from "react"
import * as styles from "./Docs.module.css"
import { PROP_DOCS } from "./props"

/** The component's options, their types and defaults. */
export function PropsTable() {
  return (
    <div className={styles.tableFrame} role="region" aria-label="Props" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {PROP_DOCS.map(prop => (
            <tr key={prop.name}>
              <th scope="row">
                <code>{prop.name}</code>
              </th>
              <td>
                <code>{prop.type}</code>
              </td>
              <td>{"code" in prop.default ? <code>{prop.default.code}</code> : prop.default.text}</td>
              <td>{prop.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
