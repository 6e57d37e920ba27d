import { Link } from "gatsby"
import React, { useEffect, useState, type FormEvent } from "react"
import { postForm } from "../../browser/form-post"
import { NEWSLETTER_FORMS } from "../../lib/newsletter"
import { forgetLinkInAddressBar, readUnsubscribeLink, unsubscribeFields, type UnsubscribeLink } from "../../lib/newsletter-links"
import * as styles from "../forms/Form.module.css"

type State = { kind: "loading" } | UnsubscribeLink | { kind: "success"; email: string }

export const MISSING_LINK = "This page requires a valid unsubscribe link."
export const INVALID_LINK = "This unsubscribe link is invalid or has expired."

/** /unsubscribe: checks the link's token, then lets the reader leave the list with one button. */
export function UnsubscribePanel({ search }: { search: string }) {
  const [state, setState] = useState<State>({ kind: "loading" })
  const [sending, setSending] = useState(false)

  // The address is only known in the browser; the static HTML shows the loading state.
  useEffect(() => {
    setState(readUnsubscribeLink(search))
    forgetLinkInAddressBar(window)
  }, [search])

  const unsubscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.kind !== "valid") return
    setSending(true)
    try {
      // Whatever the form service answers, the request reached it: the spec counts that as done.
      await postForm("/", NEWSLETTER_FORMS.unsubscribe, unsubscribeFields(state.email, state.token, new Date()))
      setState({ kind: "success", email: state.email })
    } catch (error) {
      window.alert(`Error: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setSending(false)
    }
  }

  switch (state.kind) {
    case "loading":
      return <p role="status">Checking your unsubscribe link...</p>
    case "missing":
      return (
        <>
          <p className={styles.error}>{MISSING_LINK}</p>
          <p>Every newsletter email ends with your personal unsubscribe link.</p>
        </>
      )
    case "invalid":
      return (
        <>
          <p className={styles.error}>{INVALID_LINK}</p>
          <p>Please use the unsubscribe link in your latest newsletter email.</p>
        </>
      )
    case "success":
      return (
        <div className={styles.success} role="status">
          <p>
            <strong>You have been unsubscribed.</strong> No more newsletters will be sent to {state.email}.
          </p>
          <p>
            Changed your mind? You can <Link to="/newsletter">subscribe again</Link> at any time.
          </p>
        </div>
      )
    case "valid":
      return (
        <form className={styles.form} onSubmit={unsubscribe} aria-busy={sending}>
          <p>Sorry to see you go. Confirm below and you will not receive the monthly newsletter any more.</p>
          <div className={styles.field}>
            <label htmlFor="unsubscribe-email" className={styles.label}>
              Email
            </label>
            <input id="unsubscribe-email" type="email" value={state.email} readOnly className={styles.input} />
          </div>
          <button type="submit" className={styles.button} disabled={sending}>
            {sending ? "Unsubscribing..." : "Unsubscribe"}
          </button>
        </form>
      )
  }
}
