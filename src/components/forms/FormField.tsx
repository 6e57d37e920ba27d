import React from "react"

/**
 * The class names a form is drawn with, one for each part: a page's framed form (Form.module.css)
 * or the footer's compact one. A part without one is left plain.
 */
export type FormLook = { readonly [part in "form" | "field" | "label" | "hint" | "input" | "button" | "success" | "error"]?: string }

/** One control of a form, as the form declares it; the markup is the same everywhere. */
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
export function FormField({ look, name, label, hint, type, required, autoComplete, id }: FieldSpec & { look: FormLook }) {
  const control = { id, name, required, autoComplete, className: look.input }
  return (
    <label className={look.field}>
      <span className={look.label}>
        {label}
        {hint && <span className={look.hint}> {hint}</span>}
      </span>
      {type === "textarea" ? <textarea {...control} /> : <input type={type} {...control} />}
    </label>
  )
}
