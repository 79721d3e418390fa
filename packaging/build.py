"""Build the standalone app: `uv run --group packaging python packaging/build.py`.

Steps: render the icons from resources/icons/trading-floor.svg, compile the
translations (i18n/*.ts -> .qm), freeze with PyInstaller (one folder), then
package for this platform:
- Linux: dist/trading-floor-VERSION-linux-x86_64.tar.gz and a .deb;
- Windows: the Inno Setup script packaging/windows/trading-floor.iss (run by CI);
- macOS: "Trading Floor.app" and a .dmg (packaging/macos/make_dmg.sh, run by CI).
Prints the bundle's size.  `--skip-freeze` repackages an existing build.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "packaging"
APP_NAME = "trading-floor"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def version() -> str:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def render_icons() -> Path:
    """PNG sizes and a Windows .ico from our SVG, drawn by Qt itself."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    out = WORK / "icons"
    out.mkdir(parents=True, exist_ok=True)
    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "trading-floor.svg"))
    if not renderer.isValid():
        raise SystemExit("the app icon SVG does not load")
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        image.save(str(out / f"{size}.png"))
        if size == 256:
            image.save(str(out / "trading-floor.ico"))
    del app
    return out


def compile_translations() -> None:
    ts_files = sorted((ROOT / "i18n").glob("*.ts"))
    if not ts_files:
        return
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or "pyside6-lrelease"
    for ts in ts_files:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def freeze() -> Path:
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(WORK / "pyinstaller"),
         str(ROOT / "packaging" / "trading_floor.spec")],
        check=True, cwd=ROOT,
    )
    return DIST / APP_NAME


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def make_tarball(app_dir: Path, ver: str) -> Path:
    target = DIST / f"{APP_NAME}-{ver}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(app_dir, arcname=f"{APP_NAME}-{ver}")
    return target


def make_deb(app_dir: Path, ver: str, icons: Path) -> Path:
    """A .deb: the app under /opt, a /usr/bin launcher, a desktop entry and
    icons.  Removing the package removes all of them; the player's data (in
    their home folder) is never touched."""
    root = WORK / "deb"
    shutil.rmtree(root, ignore_errors=True)
    opt = root / "opt" / APP_NAME
    shutil.copytree(app_dir, opt, symlinks=True)
    bindir = root / "usr" / "bin"
    bindir.mkdir(parents=True)
    launcher = bindir / APP_NAME
    launcher.write_text(f'#!/bin/sh\nexec /opt/{APP_NAME}/{APP_NAME} "$@"\n', encoding="utf-8")
    launcher.chmod(0o755)
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy(ROOT / "packaging" / "linux" / f"{APP_NAME}.desktop", apps / f"{APP_NAME}.desktop")
    for size in ICON_SIZES:
        dest = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        dest.mkdir(parents=True)
        shutil.copy(icons / f"{size}.png", dest / f"{APP_NAME}.png")
    scalable = root / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "icons" / "trading-floor.svg", scalable / f"{APP_NAME}.svg")
    debian = root / "DEBIAN"
    debian.mkdir()
    installed_kb = folder_size(root) // 1024
    arch = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())
    control = (ROOT / "packaging" / "linux" / "control.in").read_text(encoding="utf-8")
    control = control.replace("@VERSION@", ver).replace("@ARCH@", arch).replace("@SIZE@", str(installed_kb))
    (debian / "control").write_text(control, encoding="utf-8")
    for script in ("postinst", "postrm"):
        src = ROOT / "packaging" / "linux" / script
        shutil.copy(src, debian / script)
        (debian / script).chmod(0o755)
    for path in root.rglob("*"):
        if path.is_dir():
            path.chmod(0o755)
    target = DIST / f"{APP_NAME}_{ver}_{arch}.deb"
    subprocess.run(["dpkg-deb", "-Zxz", "--root-owner-group", "--build", str(root), str(target)],
                   check=True, stdout=subprocess.DEVNULL)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-freeze", action="store_true", help="package an existing dist/ build")
    parser.add_argument("--no-installers", action="store_true", help="only freeze the app folder")
    parser.add_argument("--icons-only", action="store_true", help="only render the icons")
    args = parser.parse_args()
    ver = version()
    icons = render_icons()
    if args.icons_only:
        return 0
    compile_translations()
    app_dir = DIST / APP_NAME if args.skip_freeze else freeze()
    print(f"app folder: {app_dir} ({folder_size(app_dir) / 1e6:.1f} MB unpacked)")
    if args.no_installers:
        return 0
    if sys.platform.startswith("linux"):
        tarball = make_tarball(app_dir, ver)
        print(f"tarball:    {tarball} ({tarball.stat().st_size / 1e6:.1f} MB)")
        if shutil.which("dpkg-deb"):
            deb = make_deb(app_dir, ver, icons)
            print(f"deb:        {deb} ({deb.stat().st_size / 1e6:.1f} MB)")
        else:
            print("deb:        skipped (dpkg-deb is not installed)")
    elif sys.platform == "darwin":
        print("macOS: run packaging/macos/make_dmg.sh to make the .dmg")
    elif sys.platform == "win32":
        print("Windows: run ISCC packaging/windows/trading-floor.iss to make the installer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
