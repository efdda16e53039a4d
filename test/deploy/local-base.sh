#!/usr/bin/env bash
# Makes, once, a local stand-in for the official Node 20 image without a registry: Debian bookworm from Debian's
# archive (mmdebstrap) with this machine's Node, npm, Node's headers and CA certificates copied in. Prints its name.
set -euo pipefail

node_version=$(node --version)
recipe=$(cat "$0" | sha256sum | cut -c1-12)
name="localhost/quire-test-base:${node_version#v}-${recipe}"
if podman image exists "$name"; then echo "$name"; exit 0; fi

node_bin=$(readlink -f "$(command -v node)")
prefix=$(dirname "$(dirname "$node_bin")")
tar=$(mktemp --suffix=.tar)
trap 'rm -f "$tar"' EXIT
hooks=(
  --customize-hook="copy-in $node_bin /usr/bin/"
  --customize-hook='mkdir -p "$1/usr/include" "$1/usr/lib/node_modules"'
  --customize-hook="copy-in $prefix/include/node /usr/include/"
  --customize-hook="copy-in $prefix/lib/node_modules/npm /usr/lib/node_modules/"
  --customize-hook='chroot "$1" ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/bin/npm'
  --customize-hook='chroot "$1" ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/bin/npx'
)
# This machine's own CA certificates (an egress proxy's) are trusted inside, as they are on the machine.
if [ -d /usr/local/share/ca-certificates ]; then
  hooks+=(--customize-hook="copy-in /usr/local/share/ca-certificates /usr/local/share/" --customize-hook='chroot "$1" update-ca-certificates >/dev/null')
fi
mmdebstrap --quiet --variant=minbase --include=ca-certificates "${hooks[@]}" bookworm "$tar" http://deb.debian.org/debian >&2
podman import --quiet \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV npm_config_nodedir=/usr' \
  --change 'CMD ["node"]' \
  "$tar" "$name" >/dev/null
echo "$name"
