import React, { useEffect, useRef, useState, type FormEvent } from "react"
import { OWNER_SESSION_KEY, isOwnerPassword, isUnlockedBy } from "../../lib/owner-password"
import { readString, writeString } from "../../lib/storage"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Owner.module.css"

type GateState = "checking" | "locked" | "unlocked"

/**
 * The owner area's password gate. Client-side and weak by design (site.md): it keeps the drafts
 * out of sight, not out of reach. Unlocking lasts for the browser session.
 */
export function OwnerGate({ passwordDigest, children }: { passwordDigest: string; children: React.ReactNode }) {
  const [state, setState] = useState<GateState>("checking")
  const [password, setPassword] = useState("")
  const [checking, setChecking] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  // The static HTML cannot know the session, so it renders neither the gate nor the content.
  useEffect(() => {
    setState(isUnlockedBy(readString(OWNER_SESSION_KEY, "session"), passwordDigest) ? "unlocked" : "locked")
  }, [passwordDigest])

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecking(true)
    let correct = false
    try {
      correct = await isOwnerPassword(password, passwordDigest)
    } catch {
      // Web Crypto exists only on secure (https or local) pages; elsewhere no password can be checked.
    }
    setChecking(false)
    if (correct) {
      writeString(OWNER_SESSION_KEY, passwordDigest, "session")
      setState("unlocked")
      return
    }
    window.alert("Incorrect password")
    setPassword("")
    field.current?.focus()
  }

  if (state === "unlocked") return <>{children}</>
  if (state === "checking") return <p role="status">Loading...</p>
  return (
    <section className={styles.gate} aria-labelledby="owner-gate-title">
      <h1 id="owner-gate-title" className={formStyles.title}>
        Owner Area
      </h1>
      <p className={formStyles.lead}>This area is for the site&apos;s owner. Enter the password to continue.</p>
      <form className={formStyles.form} onSubmit={unlock}>
        <div className={formStyles.field}>
          <label htmlFor="owner-password" className={formStyles.label}>
            Password
          </label>
          <input
            ref={field}
            id="owner-password"
            type="password"
            required
            autoComplete="current-password"
            className={formStyles.input}
            value={password}
            onChange={event => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className={formStyles.button} disabled={checking}>
          Unlock
        </button>
      </form>
    </section>
  )
}
