import { Link, navigate } from "gatsby"
import React, { useEffect, useRef, useState } from "react"
import { postForm } from "../../browser/form-post"
import { NEWSLETTER_FORMS } from "../../lib/newsletter"
import { confirmationFields, CONFIRMED_REDIRECT_MS, forgetLinkInAddressBar, newConfirmationId, readConfirmationLink } from "../../lib/newsletter-links"
import * as styles from "../forms/Form.module.css"

type State = "confirming" | "success" | "error"

export const CONFIRMATION_FAILED =
  "We couldn't confirm your subscription. The link may be invalid or expired. Please try subscribing again from the homepage."

/** /confirm-subscription: records the confirmation with the form service, then takes the reader home. */
export function ConfirmationPanel({ search }: { search: string }) {
  const [state, setState] = useState<State>("confirming")
  const [name, setName] = useState("")
  const sent = useRef(false)

  useEffect(() => {
    // One confirmation per visit, even if the effect runs twice.
    if (sent.current) return
    sent.current = true
    const confirmation = readConfirmationLink(search)
    forgetLinkInAddressBar(window)
    if (!confirmation) {
      setState("error")
      return
    }
    setName(confirmation.name)
    postForm("/", NEWSLETTER_FORMS.confirmed, confirmationFields(confirmation, new Date(), newConfirmationId()))
      .then(response => setState(response.ok ? "success" : "error"))
      .catch(() => setState("error"))
  }, [search])

  useEffect(() => {
    if (state !== "success") return
    const timer = window.setTimeout(() => navigate("/"), CONFIRMED_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  if (state === "confirming") return <p role="status">Confirming your subscription...</p>
  if (state === "error") {
    return (
      <div className={styles.error} role="alert">
        <h2>Confirmation Failed</h2>
        <p>{CONFIRMATION_FAILED}</p>
        <p>
          <Link to="/">Go to the homepage</Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.success} role="status">
      <h2>Subscription Confirmed!</h2>
      <p>
        {name ? `Thank you, ${name}!` : "Thank you!"} You will receive the next monthly digest on technology and
        entrepreneurship.
      </p>
      <p>
        Taking you to the home page in {CONFIRMED_REDIRECT_MS / 1000} seconds, or <Link to="/">go there now</Link>.
      </p>
    </div>
  )
}
