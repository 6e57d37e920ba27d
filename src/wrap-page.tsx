import type { GatsbyBrowser } from "gatsby"
import React from "react"
import { Layout } from "./components/layout/Layout"
import { isFrameless } from "./components/layout/navigation"
import "./styles/global.css"

/** Shared by gatsby-browser and gatsby-ssr, so the frame persists across route changes. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  isFrameless(props.location.pathname) ? element : <Layout pathname={props.location.pathname}>{element}</Layout>
