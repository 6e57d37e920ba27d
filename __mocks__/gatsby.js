// Gatsby's runtime is not available under Jest: Link renders a plain anchor, queries return what tests give.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(props => {
    const anchorProps = { ...props, href: props.to }
    for (const gatsbyOnly of ["to", "activeClassName", "activeStyle", "partiallyActive", "replace", "state"]) delete anchorProps[gatsbyOnly]
    return React.createElement("a", anchorProps)
  }),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  withPrefix: jest.fn(path => path),
}
