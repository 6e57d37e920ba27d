// The browser bundle's prop-types (gatsby/prop-types.ts): every validator, and every validator a
// validator makes or carries (`PropTypes.shape({}).isRequired`), is this one function, which checks nothing.
function standIn() {
  return standIn
}

module.exports = new Proxy(standIn, { get: (_, key) => (key === "__esModule" ? false : standIn) })
