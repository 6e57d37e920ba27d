import React from "react"
import { Modal } from "../ui/Modal"
import * as styles from "./Projects.module.css"

/**
 * "Coming Soon!" for a project without a page yet, in the site's one modal: focus stays inside
 * while it is open and goes back to the card after. Closed by "Got it!", the close button, a
 * click on the overlay or Escape.
 */
export function ComingSoonModal({ project, onClose }: { project: { title: string } | null; onClose: () => void }) {
  if (!project) return null
  return (
    <Modal
      title="Coming Soon!"
      onClose={onClose}
      actions={
        <button type="button" className={styles.modalOk} onClick={onClose}>
          Got it!
        </button>
      }
    >
      <p className={styles.modalProject}>{project.title}</p>
      <p>I&apos;m working on a detailed blog post about this project. Check back soon for the full story!</p>
    </Modal>
  )
}
