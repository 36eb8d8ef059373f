#!/bin/sh
# Renders og-image.html to public/og-image.png (1200×630) with Debian's Chromium, offline.
# The PNG is committed; rerun after changing the brand. Needs packages/ui built (its fonts).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public/og-image.png"
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
  --force-device-scale-factor=1 --window-size=1200,630 --virtual-time-budget=2000 \
  --screenshot="$out" "file://$here/og-image.html" 2>/dev/null
echo "wrote $out"
