#!/usr/bin/env bash
# Turn the PNG icons rendered by packaging/build.py into an .icns (macOS only).
# Run build.py's icon step first (it is the first thing build.py does); CI runs:
#   python packaging/build.py --icons-only && packaging/macos/make_icns.sh && python packaging/build.py
set -euo pipefail
cd "$(dirname "$0")/../.."
icons=build/packaging/icons
set_dir=$(mktemp -d)/trading-floor.iconset
mkdir -p "$set_dir"
for s in 16 32 128 256 512; do
    cp "$icons/$s.png" "$set_dir/icon_${s}x${s}.png"
done
cp "$icons/32.png" "$set_dir/icon_16x16@2x.png"
cp "$icons/64.png" "$set_dir/icon_32x32@2x.png"
cp "$icons/256.png" "$set_dir/icon_128x128@2x.png"
cp "$icons/512.png" "$set_dir/icon_256x256@2x.png"
iconutil -c icns "$set_dir" -o "$icons/trading-floor.icns"
