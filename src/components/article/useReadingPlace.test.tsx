import { render, waitFor } from "@testing-library/react"
import React from "react"
import { useLandOnSection } from "./useReadingPlace"

function Article({ hash }: { hash: string }) {
  useLandOnSection(hash, "/article/musicians-who-code/es")
  return <h2 id="flow">El flow</h2>
}

describe("useLandOnSection", () => {
  let scrolls: string[]
  beforeEach(() => {
    scrolls = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolls.push(`to #${this.id}`)
    }
    window.scrollTo = (() => scrolls.push("to the top")) as typeof window.scrollTo
  })

  // The frame scrolls to the top on every route change in a zero-delay timer.
  const frameScrollsToTop = () => setTimeout(() => window.scrollTo(0, 0), 0)

  it("lands on the section after the frame's scroll to the top", async () => {
    frameScrollsToTop()
    render(<Article hash="#flow" />)
    await waitFor(() => expect(scrolls).toEqual(["to the top", "to #flow"]))
  })

  it("still lands last when the frame's timer is set after the page's", async () => {
    render(<Article hash="#flow" />)
    frameScrollsToTop()
    await waitFor(() => expect(scrolls).toEqual(["to the top", "to #flow"]))
  })

  it("stays put without a section, or with one the page does not have", async () => {
    render(<Article hash="" />)
    render(<Article hash="#nowhere" />)
    frameScrollsToTop()
    await waitFor(() => expect(scrolls).toEqual(["to the top"]))
    await new Promise(resolve => requestAnimationFrame(resolve))
    expect(scrolls).toEqual(["to the top"])
  })
})
