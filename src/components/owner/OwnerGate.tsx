import React, { useEffect, useRef, useState, type FormEvent } from "react"
import type { SealedDraft } from "../../lib/draft-seal"
import { DEVELOPMENT_OWNER_PASSWORD } from "../../lib/development-password"
import { openWithSessionKey, unlockWithPassword } from "../../browser/owner-unlock"
import * as page from "../../styles/page.module.css"
import * as formStyles from "../forms/Form.module.css"
import * as styles from "./Owner.module.css"

/** Said on every screen of a build whose drafts are sealed with the development password, so that nobody takes it for a deploy. */
function DevelopmentPasswordNotice() {
  return (
    <p className={styles.notice} role="note">
      <strong>Development build:</strong> the drafts are sealed with the development password, <code>{DEVELOPMENT_OWNER_PASSWORD}</code>. A
      deploy build refuses it: set <code>OWNER_PASSWORD</code> to the owner&apos;s own.
    </p>
  )
}

type Gate<T> = { state: "checking" } | { state: "locked" } | { state: "unlocking" } | { state: "unlocked"; opened: T }

/**
 * The owner area's password gate. What it guards ships sealed: the password is right when its key
 * opens the page's sealed part, and only then is anything of it shown. Unlocking lasts for the tab's
 * session, 12 hours at most (owner-key-store.ts).
 */
export function OwnerGate<T>({
  sealed,
  developmentPassword = false,
  children,
}: {
  sealed: SealedDraft
  /** whether the build sealed the drafts with the development password (gatsby/owner-password.ts) */
  developmentPassword?: boolean
  children: (opened: T) => React.ReactNode
}) {
  const [gate, setGate] = useState<Gate<T>>({ state: "checking" })
  const [password, setPassword] = useState("")
  const field = useRef<HTMLInputElement>(null)

  // The static HTML cannot know the tab's session: it shows what every state of the gate says, and
  // the password field or what the key opens follows once the browser has looked for a kept key.
  useEffect(() => {
    let current = true
    void openWithSessionKey<T>(sealed).then(opened => {
      if (current) setGate(opened === undefined ? { state: "locked" } : { state: "unlocked", opened })
    })
    return () => {
      current = false
    }
  }, [sealed])

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setGate({ state: "unlocking" })
    let opened: T | undefined
    try {
      opened = await unlockWithPassword<T>(password, sealed)
    } catch {
      // Web Crypto exists only on secure (https or local) pages; elsewhere nothing can be opened.
    }
    if (opened !== undefined) {
      setGate({ state: "unlocked", opened })
      return
    }
    setGate({ state: "locked" })
    window.alert("Incorrect password")
    setPassword("")
    field.current?.focus()
  }

  const notice = developmentPassword && <DevelopmentPasswordNotice />
  if (gate.state === "unlocked") return <>{notice}{children(gate.opened)}</>
  const unlocking = gate.state === "unlocking"
  return (
    <section className={styles.gate} aria-labelledby="owner-gate-title">
      {notice}
      <h1 id="owner-gate-title">
        Owner Area
      </h1>
      {/* True whether or not this tab is unlocked, so the static HTML can say it: on a first visit it
          is the largest thing the page shows, drawn before any script runs. */}
      <p className={page.intro}>
        This area is for the site&apos;s owner. Its drafts, and the status of every article, show once the
        owner&apos;s password has unlocked them in this browser tab.
      </p>
      {gate.state === "checking" ? (
        <p role="status">Loading...</p>
      ) : (
        <form className={formStyles.form} onSubmit={unlock} aria-busy={unlocking}>
          <p>Enter the password to continue.</p>
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
              readOnly={unlocking}
              onChange={event => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className={formStyles.button} disabled={unlocking}>
            {unlocking ? "Unlocking..." : "Unlock"}
          </button>
        </form>
      )}
    </section>
  )
}
