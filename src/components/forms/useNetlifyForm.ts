import { useState, type FormEvent } from "react"
import { isHoneypotFilled, postForm, type FormFields } from "../../lib/netlify-form"

export type FormStatus = "idle" | "submitting" | "success" | "error"

interface Options {
  formName: string
  /** where the submission is posted */
  path: string
  /** the fields posted, in order, read from the form's controls of the same names */
  fields: readonly string[]
  /** runs once per real submission, just before it is posted (analytics) */
  onSubmit?: (fields: FormFields) => void
}

/**
 * Posts a Netlify form with fetch. Success clears the form; an error keeps what the visitor
 * typed. A filled honeypot is a bot: it sees success and nothing is posted.
 */
export function useNetlifyForm({ formName, path, fields, onSubmit }: Options) {
  const [status, setStatus] = useState<FormStatus>("idle")

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(fields.map(field => [field, String(data.get(field) ?? "")]))
    if (isHoneypotFilled(values)) {
      form.reset()
      setStatus("success")
      return
    }
    setStatus("submitting")
    onSubmit?.(values)
    try {
      const response = await postForm(path, formName, values)
      if (!response.ok) throw new Error(`The form service answered ${response.status}`)
      form.reset()
      setStatus("success")
    } catch {
      setStatus("error")
    }
  }

  return { status, handleSubmit }
}
