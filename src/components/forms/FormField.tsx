import React from "react"
import * as styles from "./Form.module.css"

/** One control of a form, as the form declares it; the markup and styling are the same everywhere. */
export interface FieldSpec {
  name: string
  label: string
  /** said after the label in a quieter voice, e.g. "(optional)" */
  hint?: string
  type: "text" | "email" | "textarea"
  required?: boolean
  autoComplete?: string
  /** only where a page has one such form: the footer's fields repeat on every page */
  id?: string
}

/** The label wraps its control, so a field needs no id to be named. */
export function FormField({ name, label, hint, type, required, autoComplete, id }: FieldSpec) {
  const control = { id, name, required, autoComplete, className: styles.input }
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        {label}
        {hint && <span className={styles.hint}> {hint}</span>}
      </span>
      {type === "textarea" ? <textarea {...control} /> : <input type={type} {...control} />}
    </label>
  )
}
