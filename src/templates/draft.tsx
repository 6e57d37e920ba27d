import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { DraftNotFound } from "../components/owner/DraftNotFound"
import { DraftView } from "../components/owner/DraftView"
import type { DraftAtSlug } from "../lib/draft-shapes"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import type { SealedDraft } from "../lib/draft-seal"
import { draftSlugOf } from "../lib/paths"

interface Context {
  /** every draft with its slug, in one seal (gatsby/drafts.ts) */
  drafts: SealedDraft
  /** whether they are sealed with the development password, which the page then says */
  developmentPassword: boolean
}

/** /{owner area}/{slug}: the draft at that address, for the owner's eyes, or "Draft Not Found" (a client-only route). */
export default function DraftPage({ pageContext, location }: PageProps<object, Context>) {
  const slug = draftSlugOf(location.pathname)
  return (
    <OwnerGate<DraftAtSlug[]> sealed={pageContext.drafts} developmentPassword={pageContext.developmentPassword}>
      {drafts => {
        const found = drafts.find(entry => entry.slug === slug)
        return found ? <DraftView draft={found.draft} /> : <DraftNotFound />
      }}
    </OwnerGate>
  )
}

export const Head: HeadFC<object, Context> = ({ location }) => <Seo title={`Draft - ${site.name}`} path={location.pathname} noindex />
