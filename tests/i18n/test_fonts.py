"""Every string the app can show renders with the bundled fonts alone: on a computer without any CJK
(or any) font, no character becomes an empty box."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.i18n.conftest import ROOT

#: run in a fresh process whose fontconfig knows no font at all: only the bundled ones are there
RENDER = r"""
import html, json, re, sys
from PySide6.QtGui import QFontDatabase, QGuiApplication, QTextLayout

app = QGuiApplication([])
system = QFontDatabase.families()
from desktop.app.i18n import load_bundled_fonts, set_language

loaded = load_bundled_fonts()
texts = json.loads(sys.stdin.read())
missing = {}
for lang, strings in texts.items():
    set_language(lang)
    font = QGuiApplication.font()
    for text in strings:
        plain = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("\n", " ").replace("&", "")
        layout = QTextLayout(plain, font)
        layout.beginLayout()
        while layout.createLine().isValid():
            pass
        layout.endLayout()
        # a character no font has is drawn by Qt's box engine (no family) or as glyph 0 (.notdef)
        if any(run.rawFont().familyName() not in loaded.values() or 0 in run.glyphIndexes()
               for run in layout.glyphRuns()):
            missing.setdefault(lang, []).append(plain)
print(json.dumps({"system": system, "loaded": loaded, "missing": missing}))
"""


def _texts(tool) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """What each language shows: its catalog's translations (English: the sources) and the campaign
    rivals' names as that language writes them."""
    names = tool.campaign_names()
    out = {"en": sorted({e.source for e in tool.read("ja")[1]}) + names["en"]}
    for lang in tool.LANGS:
        out[lang] = sorted({text for e in tool.read(lang)[1] for text in e.texts}) + names[lang]
    return out


def render_without_system_fonts(texts: dict[str, list[str]], tmp_path: Path) -> dict:  # type: ignore[type-arg]
    empty = tmp_path / "no-fonts"
    empty.mkdir()
    conf = tmp_path / "fonts.conf"
    conf.write_text(f"<?xml version='1.0'?><fontconfig><dir>{empty}</dir>"
                    f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(conf), FONTCONFIG_PATH=str(tmp_path),
               QT_QPA_FONTDIR=str(empty), TRADING_FLOOR_SETTINGS=str(tmp_path / "settings.ini"))
    env.pop("TRADING_FLOOR_PSEUDO", None)
    result = subprocess.run([sys.executable, "-c", RENDER], input=json.dumps(texts), capture_output=True,
                            text=True, cwd=ROOT, env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_every_string_and_campaign_name_renders_with_the_bundled_fonts_only(tool, tmp_path):
    texts = _texts(tool)
    assert "陳雅婷" in texts["zh_TW"] and "佐藤遥" in texts["ja"] and "Nguyễn Thu" in texts["en"]
    report = render_without_system_fonts(texts, tmp_path)
    # (Qt names three generic families even when fontconfig has no font)
    assert not [f for f in report["system"] if f not in ("Monospace", "Sans Serif", "Serif")], \
        f"system fonts were not hidden: {report['system'][:5]}"
    assert set(report["loaded"]) == set(tool.LANGS)
    missing = {lang: strings[:5] for lang, strings in report["missing"].items()}
    assert not missing, f"characters without a glyph in the bundled fonts (run tools/i18n.py fonts): {missing}"


def test_the_render_check_sees_a_missing_glyph(tool, tmp_path):
    """A character no bundled font has (Tamil) is found: the check can fail."""
    report = render_without_system_fonts({"en": ["பிரியா", "Priya"]}, tmp_path)
    assert report["missing"] == {"en": ["பிரியா"]}
