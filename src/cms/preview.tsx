// The CMS's previews (/admin/preview.js): each entry shown by the site's own components and CSS.
// Bundled for /admin only by gatsby/cms-preview.ts; no page of the site loads it.
import "../styles/global.css"
import React, { type ComponentType } from "react"
import { ArticlePreview } from "./ArticlePreview"
import type { DecapWindow, PreviewProps } from "./decap"
import { ARTICLES, PAGES, PROJECTS } from "../content-model/cms-collections"
import { PagePreview } from "./PagePreview"
import { ProjectPreview } from "./ProjectPreview"
import { siteTemplate } from "./site-template"

/** The stylesheet this bundle's CSS is written to, beside it. */
const PREVIEW_STYLESHEET = "/admin/preview.css"

function decapOf(win: Window & Partial<DecapWindow>): DecapWindow {
  const { CMS, h, createClass } = win
  if (!CMS || !h || !createClass) throw new Error("preview.js needs Decap CMS: static/admin/index.html must load decap-cms.js before it")
  return { CMS, h, createClass }
}

const decap = decapOf(window)
const register = (name: string, Preview: ComponentType<PreviewProps>) =>
  decap.CMS.registerPreviewTemplate(name, siteTemplate(decap, props => <Preview {...props} />))

decap.CMS.registerPreviewStyle(PREVIEW_STYLESHEET)
register(ARTICLES.collection, ArticlePreview)
register(PROJECTS.collection, ProjectPreview)
register(PAGES.collection, PagePreview)
