// netlify-redirector ships no types: the part the tests call, the matcher `netlify dev` answers each
// request with (netlify-cli's rules-proxy.js builds its request the same way).
declare module "netlify-redirector" {
  interface MatchRequest {
    scheme: string
    host: string
    path: string
    query: string
    getHeader: (name: string) => string
    getCookie: (key: string) => string
  }
  interface Match {
    from: string
    to: string
    status: number
    force: boolean
  }
  interface Matcher {
    match: (request: MatchRequest) => Match | null
  }
  const redirector: { parseJSON: (rules: string, options: object) => Promise<Matcher> }
  export default redirector
}
