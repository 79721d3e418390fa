"""The standalone app: build it from the checkout, run the built executable
with --smoke-test offscreen (HOME and the data folder in a temporary place),
and print its size and frozen cold start.  Slow: it freezes the whole app."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "dist" / "trading-floor" / ("trading-floor.exe" if sys.platform == "win32" else "trading-floor")

pytestmark = pytest.mark.slow


def _folder_mb(path: Path) -> float:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


@pytest.fixture(scope="module")
def built() -> dict[str, Path]:
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert APP.is_file()
    out: dict[str, Path] = {"app": APP}
    for line in proc.stdout.splitlines():
        if line.startswith(("tarball:", "deb:")) and "skipped" not in line:
            out[line.split(":")[0]] = Path(line.split()[1])
    return out


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(tmp_path / "home"), TRADING_FLOOR_DATA_DIR=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "xdg"))
    (tmp_path / "home").mkdir(exist_ok=True)
    return env


def test_frozen_smoke_test(built: dict[str, Path], tmp_path: Path) -> None:
    proc = subprocess.run([str(built["app"]), "--smoke-test"], env=_env(tmp_path), capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]


def test_frozen_size_and_cold_start(built: dict[str, Path], tmp_path: Path) -> None:
    size = _folder_mb(built["app"].parent)
    times = []
    for _ in range(5):
        start = time.perf_counter()
        proc = subprocess.Popen([str(built["app"]), "--startup-probe"], env=_env(tmp_path),
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        times.append(time.perf_counter() - start)
        proc.wait(timeout=60)
        assert line.strip() == "ready", proc.stderr.read() if proc.stderr else ""
    print(f"\nfrozen bundle: {size:.1f} MB unpacked (budget 160 MB)")
    for kind in ("tarball", "deb"):
        if kind in built:
            print(f"{kind}: {built[kind].stat().st_size / 1e6:.1f} MB")
    print(f"frozen cold start to the home window: median {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}; budget 1000 ms)")
    assert size > 10  # a real bundle, not an empty folder


def test_deb_installs_launcher_desktop_entry_and_icons_only(built: dict[str, Path]) -> None:
    if "deb" not in built:
        pytest.fail("dpkg-deb is missing: the .deb was not built")
    listing = subprocess.run(["dpkg-deb", "-c", str(built["deb"])], capture_output=True, text=True,
                             check=True).stdout
    # "perms owner size date time ./path" or "... ./path -> target" for a link
    paths = [line.split(" -> ")[0].split()[-1].lstrip(".") for line in listing.splitlines()]
    for needed in ("/usr/bin/trading-floor", "/usr/share/applications/trading-floor.desktop",
                   "/usr/share/icons/hicolor/256x256/apps/trading-floor.png",
                   "/opt/trading-floor/trading-floor"):
        assert needed in paths, needed
    roots = {p.split("/")[1] for p in paths if p.count("/") > 1}
    assert roots <= {"opt", "usr"}, f"the package writes outside /opt and /usr: {roots}"
    fields = subprocess.run(["dpkg-deb", "-f", str(built["deb"]), "Package", "Version"], capture_output=True,
                            text=True, check=True).stdout
    assert "trading-floor" in fields
