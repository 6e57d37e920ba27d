// The two hooks of gatsby-plugin-google-gtag that gatsby/inline-scripts.ts runs, typed as Gatsby calls them.

declare module "gatsby-plugin-google-gtag/gatsby-node" {
  import type { ObjectSchema, PluginOptionsSchemaJoi } from "gatsby-plugin-utils"
  export const pluginOptionsSchema: (args: { Joi: PluginOptionsSchemaJoi }) => ObjectSchema
}

declare module "gatsby-plugin-google-gtag/gatsby-ssr" {
  import type { ReactElement } from "react"
  /** The `<link>` hints and `<script>` elements the plugin writes. */
  type WrittenElement = ReactElement<{ rel?: string; href?: string; src?: string; async?: boolean; dangerouslySetInnerHTML?: { __html: string } }>
  type SetComponents = (components: WrittenElement[]) => void
  export const onRenderBody: (args: { setHeadComponents: SetComponents; setPostBodyComponents: SetComponents }, options: unknown) => void
}
