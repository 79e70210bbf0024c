# Puts Node 24 first on PATH for the current shell: `. scripts/use-node24.sh` (CI: `.ci/run`).
# A `node` of 24 or later is kept as it is. Otherwise the version pinned in `.nvmrc` is fetched
# once from the npm registry (package `node-linux-<arch>`, the official Linux binary) into the
# git-ignored `.local/node24/` and reused while its version matches. That package holds `node`
# only, so the machine's npm (11, see `packageManager`) runs on it: npm's `#!/usr/bin/env node`
# finds the Node that is first on PATH.
# shellcheck shell=bash

use_node24() {
  local root version major arch dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  version="$(tr -d '[:space:]v' <"$root/.nvmrc")"
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -ge 24 ]; then return 0; fi

  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node24: no node-linux package for $(uname -m); install Node $version" >&2; return 1 ;;
  esac
  dir="$root/.local/node24"
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
    echo "Fetching Node $version (node-linux-$arch) from the npm registry into .local/node24..."
    tmp="$(mktemp -d)"
    # npm pack checks the tarball against the registry's integrity hash.
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null) || { rm -rf "$tmp"; return 1; }
    rm -rf "$dir" && mkdir -p "$dir"
    tar -xzf "$tmp/node-linux-$arch-$version.tgz" -C "$dir" --strip-components=1 package/bin/node package/LICENSE
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  hash -r
}

use_node24 && echo "Using Node $(node --version) with npm $(npm --version)"
