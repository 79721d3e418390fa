#!/usr/bin/env bash
# Make dist/trading-floor-VERSION-macos.dmg from "dist/Trading Floor.app"
# (built by `python packaging/build.py` on macOS).  Needs macOS (hdiutil, iconutil).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
app="dist/Trading Floor.app"
[ -d "$app" ] || { echo "missing $app: run packaging/build.py first" >&2; exit 1; }
stage=$(mktemp -d)
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Trading Floor" -srcfolder "$stage" -ov -format UDZO "dist/trading-floor-$version-macos.dmg"
rm -rf "$stage"
