import { DEFAULT_PORT, DEFAULT_SIZES, sizeOptions } from "./size-options"

const argv = (...flags: string[]) => ["node", "scripts/bench.ts", ...flags]

describe("sizeOptions", () => {
  it("leaves the bench to measure the site itself when neither --synthetic nor --starter is given", () => {
    expect(sizeOptions(argv("--cold", "--no-lighthouse"))).toBeUndefined()
  })

  it("reads the sizes smallest first and each once, the starter, the pairs and the port", () => {
    expect(sizeOptions(argv("--synthetic", "10000,2000,2000", "--starter", "../starter", "--pairs", "3", "--port", "9500"))).toEqual({
      counts: [2000, 10000],
      starter: "../starter",
      pairs: 3,
      port: 9500,
    })
  })

  it("builds one pair of the default sizes on the default port when only the starter is named", () => {
    expect(sizeOptions(argv("--starter", "/srv/starter"))).toEqual({ counts: DEFAULT_SIZES, starter: "/srv/starter", pairs: 1, port: DEFAULT_PORT })
  })

  it("refuses a wrong value, naming its flag", () => {
    expect(() => sizeOptions(argv("--synthetic", "2,000"))).toThrow('--synthetic takes whole numbers of at least 2, not "000"')
    expect(() => sizeOptions(argv("--synthetic", "40,abc"))).toThrow("--synthetic")
    expect(() => sizeOptions(argv("--synthetic"))).toThrow("--synthetic needs a value")
    expect(() => sizeOptions(argv("--synthetic", "40", "--pairs", "0"))).toThrow("--pairs")
    expect(() => sizeOptions(argv("--starter", "--pairs", "2"))).toThrow("--starter needs a value")
  })
})
