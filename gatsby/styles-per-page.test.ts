/** @jest-environment node */
import { stylesPerPage } from "./styles-per-page"

// The cache groups of Gatsby 5.16's browser build (gatsby/dist/utils/webpack.config.js), as far as this module reads them.
const gatsbyGroups = () => ({
  default: false,
  framework: { name: "framework", priority: 40 },
  commons: { name: "commons", priority: 20 },
  styles: { name: "styles", priority: 40, enforce: true },
})

describe("stylesPerPage", () => {
  it("drops Gatsby's one-stylesheet-for-every-page cache group and keeps the others", () => {
    const config = { optimization: { splitChunks: { cacheGroups: gatsbyGroups() } } }
    stylesPerPage(config)
    expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["default", "framework", "commons"])
  })

  it("stops the build, naming itself, when Gatsby no longer has that cache group", () => {
    const { styles: _dropped, ...withoutStyles } = gatsbyGroups()
    expect(() => stylesPerPage({ optimization: { splitChunks: { cacheGroups: withoutStyles } } })).toThrow(
      /gatsby\/styles-per-page\.ts: Gatsby's browser build has no `styles` cache group/,
    )
    const renamed = { ...gatsbyGroups(), styles: { name: "commons" } }
    expect(() => stylesPerPage({ optimization: { splitChunks: { cacheGroups: renamed } } })).toThrow(/no `styles` cache group/)
  })
})
