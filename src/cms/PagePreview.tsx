import React from "react"
import { ContentPage } from "../components/content/ContentPage"
import type { PreviewProps } from "./decap"
import { EditorNotes } from "./EditorNotes"
import { fileOf, pageView, readEntry } from "./entries"
import { usePreviewHtml } from "./usePreviewHtml"

/** A page of content/pages (about, now) as the site shows it. */
export function PagePreview({ entry, getAsset }: PreviewProps) {
  const file = entry.toJS()
  const made = usePreviewHtml(fileOf(file).body, null, undefined, getAsset)
  const read = readEntry(() => pageView(file, made?.html ?? ""))
  if (!read.value) return <EditorNotes problems={[read.problem]} />
  return (
    <>
      <EditorNotes problems={made?.problems ?? []} />
      <ContentPage page={read.value} name={file.slug} />
    </>
  )
}
