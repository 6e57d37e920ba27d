import type { ReactElement } from "react"
import { consentScript, gtagPlugins, INITIAL_CONSENT, measurementId } from "./gtag-setup"

// The real plugin, run the way Gatsby runs it, with the options this site passes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pluginSsr = require("gatsby-plugin-google-gtag/gatsby-ssr")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pluginBrowser = require("gatsby-plugin-google-gtag/gatsby-browser")

type Script = ReactElement<{ src?: string; dangerouslySetInnerHTML?: { __html: string } }>

const globalEval = (code: string) => (0, eval)(code)
const dataLayer = () => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map(entry => Array.from(entry))

describe("the Google tag", () => {
  it("is not loaded without a measurement id", () => {
    expect(measurementId(undefined)).toBeNull()
    expect(measurementId("  ")).toBeNull()
    expect(gtagPlugins(null)).toEqual([])
  })

  it("reads GATSBY_GA_MEASUREMENT_ID", () => {
    const before = process.env.GATSBY_GA_MEASUREMENT_ID
    process.env.GATSBY_GA_MEASUREMENT_ID = "G-FROMENV1"
    expect(measurementId()).toBe("G-FROMENV1")
    delete process.env.GATSBY_GA_MEASUREMENT_ID
    expect(measurementId()).toBeNull()
    if (before !== undefined) process.env.GATSBY_GA_MEASUREMENT_ID = before
  })

  it("refuses an id that is not one, naming the variable", () => {
    expect(() => measurementId("G-1'); alert(1")).toThrow(/GATSBY_GA_MEASUREMENT_ID must be a measurement id/)
    expect(measurementId(" G-ABC123 ")).toBe("G-ABC123")
  })

  describe("with an id", () => {
    const [plugin] = gtagPlugins("G-TEST123")
    const env = process.env.NODE_ENV
    beforeAll(() => {
      process.env.NODE_ENV = "production"
      jest.useFakeTimers()
    })
    afterAll(() => {
      process.env.NODE_ENV = env
      jest.useRealTimers()
      delete window.gtag
    })

    it("sets the spec's consent before the tag is configured, with link attribution on", () => {
      let body: Script[] = []
      pluginSsr.onRenderBody({ setHeadComponents: () => undefined, setPostBodyComponents: (c: Script[]) => (body = c) }, plugin.options)
      expect(body.find(c => c.props.src)?.props.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123")
      globalEval(consentScript())
      globalEval(body.map(c => c.props.dangerouslySetInnerHTML?.__html ?? "").join(";"))
      const [consent, js, config] = dataLayer()
      expect(consent).toEqual(["consent", "default", INITIAL_CONSENT])
      expect(js[0]).toBe("js")
      expect(config).toEqual(["config", "G-TEST123", { link_attribution: true, send_page_view: false }])
    })

    describe("for a visitor who asks not to be tracked", () => {
      const defaultConsent = (signals: Record<string, unknown>) => {
        const before = dataLayer().length
        const restore = Object.entries(signals).map(([name, value]) => {
          Object.defineProperty(navigator, name, { value, configurable: true })
          return () => delete (navigator as unknown as Record<string, unknown>)[name]
        })
        globalEval(consentScript())
        restore.forEach(undo => undo())
        return dataLayer().slice(before)[0]
      }

      it("starts with analytics storage denied under Global Privacy Control", () => {
        expect(defaultConsent({ globalPrivacyControl: true })).toEqual(["consent", "default", { ...INITIAL_CONSENT, analytics_storage: "denied" }])
      })

      it("starts with analytics storage denied under Do Not Track", () => {
        expect(defaultConsent({ doNotTrack: "1" })).toEqual(["consent", "default", { ...INITIAL_CONSENT, analytics_storage: "denied" }])
      })

      it("keeps the spec's defaults when neither signal is sent", () => {
        expect(defaultConsent({ globalPrivacyControl: false, doNotTrack: "0" })).toEqual(["consent", "default", INITIAL_CONSENT])
      })
    })

    it("leaves page views to the site's own route handling", () => {
      const before = dataLayer().length
      pluginBrowser.onRouteUpdate({ location: { pathname: "/about", search: "", hash: "" } }, plugin.options)
      jest.runAllTimers()
      expect(dataLayer().slice(before)).toEqual([])
    })
  })
})
