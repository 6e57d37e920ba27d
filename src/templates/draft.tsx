import { type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { DraftView, type Draft } from "../components/owner/DraftView"
import { OwnerGate } from "../components/owner/OwnerGate"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import type { SealedDraft } from "../lib/draft-seal"

interface Context {
  draft: SealedDraft
}

/** /{owner area}/{slug}: one draft, for the owner's eyes; the page carries it sealed (gatsby/drafts.ts). */
export default function DraftPage({ pageContext }: PageProps<object, Context>) {
  return <OwnerGate<Draft> sealed={pageContext.draft}>{draft => <DraftView draft={draft} />}</OwnerGate>
}

export const Head: HeadFC<object, Context> = ({ location }) => <Seo title={`Draft - ${site.name}`} path={location.pathname} noindex />
