import React from "react"
import * as styles from "../components/projects/Projects.module.css"
import { ProjectCard } from "../components/projects/ProjectCard"
import type { PreviewProps } from "./decap"
import { EditorNotes } from "./EditorNotes"
import { projectOf, readEntry } from "./entries"
import { PICTURE_SIZES, previewImage } from "./preview-image"

/** A project as its card shows it on /projects. */
export function ProjectPreview({ entry, getAsset }: PreviewProps) {
  const read = readEntry(() => projectOf(entry.toJS()))
  if (!read.value) return <EditorNotes problems={[read.problem]} />
  const project = read.value
  const image = project.image ? { childImageSharp: { gatsbyImageData: previewImage(getAsset(project.image).toString(), PICTURE_SIZES.projectCard) } } : null
  return (
    <ul className={styles.grid} aria-label="Projects">
      <li>
        <ProjectCard project={{ ...project, imageFile: image }} headingLevel={2} />
      </li>
    </ul>
  )
}
