"""The translation catalogs (i18n/trading_floor_<lang>.ts) and the bundled CJK fonts.

    uv run python tools/i18n.py update     # pyside6-lupdate: new strings in, vanished ones out
    uv run python tools/i18n.py todo [LANG]  # list entries still to translate (unfinished)
    uv run python tools/i18n.py apply LANG FILE.json  # fill translations: {"Context": {"source": "text"}}
    uv run python tools/i18n.py scan REF   # strings of another branch not in the catalogs yet (JSON template)
    uv run python tools/i18n.py release    # pyside6-lrelease: .ts -> .qm (committed next to the .ts)
    uv run python tools/i18n.py fonts      # re-subset resources/fonts/ to every catalog character
    uv run python tools/i18n.py glossary   # entries whose translation leaves a glossary term (i18n/glossary.toml)
    uv run python tools/i18n.py check      # the same checks as tests/i18n (exit 1 on a problem)
    uv run python tools/i18n.py all        # update + release + fonts + check

``update`` scans desktop/app (Python) and ui/*.ui.  The app often writes
``translate(C, "...")`` with a module constant ``C = "Context"``, which lupdate
cannot resolve; the sources are therefore copied to a scratch folder with such
constants replaced by their literal (same lines, so locations stay right) and
lupdate runs on the copy.  A constant imported from another scanned module
(``from desktop.app.games.stockpile.words import C``) resolves the same way.
A pluralised string (``translate(ctx, "%n item(s)", None, n)``) becomes a
numerus entry."""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LANGS = ("zh_TW", "ja", "zh_CN")
#: English needs a catalog for its plural forms only ("%n spaces": "%n space" / "%n spaces"): lupdate
#: -pluralonly writes it; its forms come from i18n/memory/en.json (``apply en FILE`` like any language).
ENGLISH = "en"
I18N = ROOT / "i18n"
FONTS = ROOT / "resources" / "fonts"
NOTO = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
#: bundled fallback font per language: file, family name, face inside the Noto collection
FONT_FACES = {
    "zh_TW": ("TradingFloorCJK-TC.otf", "Trading Floor CJK TC", "Noto Sans CJK TC"),
    "ja": ("TradingFloorCJK-JP.otf", "Trading Floor CJK JP", "Noto Sans CJK JP"),
    "zh_CN": ("TradingFloorCJK-SC.otf", "Trading Floor CJK SC", "Noto Sans CJK SC"),
}
SOURCES = ("desktop/app", "ui")
_CALL = re.compile(r"\b(translate|QT_TRANSLATE_NOOP|QT_TRANSLATE_NOOP3|QT_TRANSLATE_N_NOOP)\((\s*)([A-Za-z_]\w*)(\s*,)")


def ts_path(lang: str) -> Path:
    return I18N / f"trading_floor_{lang}.ts"


def qm_path(lang: str) -> Path:
    return I18N / f"trading_floor_{lang}.qm"


def tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = shutil.which(name) or (str(here) if here.exists() else None)
    if found is None:
        raise SystemExit(f"{name} not found (run inside the project's environment: uv run ...)")
    return found


def module_constants(text: str, known: dict[str, dict[str, str]] | None = None) -> dict[str, str]:
    """Module-level ``NAME = "literal"`` assignments of a Python file, and the names it imports
    from modules in ``known`` (module name -> its constants), so a context kept in a game's
    words module (``C = "Stockpile"``) resolves in its UI, board and dialogs too."""
    constants: dict[str, str] = {}
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return constants
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    constants[target.id] = node.value.value
        elif isinstance(node, ast.ImportFrom) and known and node.module in known:
            for alias in node.names:
                if alias.name in known[node.module]:
                    constants.setdefault(alias.asname or alias.name, known[node.module][alias.name])
    return constants


def resolve_contexts(text: str, known: dict[str, dict[str, str]] | None = None) -> str:
    """``translate(C, ...)`` -> ``translate("Context", ...)`` for module constants (same lines)."""
    constants = module_constants(text, known)

    def sub(match: re.Match[str]) -> str:
        name = match.group(3)
        if name not in constants:
            return match.group(0)
        return f"{match.group(1)}({match.group(2)}{json.dumps(constants[name])}{match.group(4)}"

    return _CALL.sub(sub, text)


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def known_constants(root: Path = ROOT) -> dict[str, dict[str, str]]:
    """Each scanned Python module's own string constants, by module name."""
    return {module_name(path, root): module_constants(path.read_text(encoding="utf-8"))
            for path in source_files(root) if path.suffix == ".py"}


def source_files(root: Path = ROOT) -> list[Path]:
    files: list[Path] = []
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".py", ".ui") and "__pycache__" not in path.parts:
                files.append(path)
    return files


def _lupdate(work: dict[str, Path | None], root: Path = ROOT) -> dict[str, str]:
    """Run pyside6-lupdate over a resolved copy of the sources (of ``root``), once per language, starting
    from the given catalog (or none); returns the resulting .ts texts."""
    lupdate = tool("pyside6-lupdate")
    out: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        copies: list[str] = []
        known = known_constants(root)
        for path in source_files(root):
            rel = path.relative_to(root)
            target = scratch / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            text = path.read_text(encoding="utf-8")
            target.write_text(resolve_contexts(text, known) if path.suffix == ".py" else text, encoding="utf-8")
            copies.append(str(rel))
        (scratch / "i18n").mkdir()
        for lang, start in work.items():
            ts = scratch / "i18n" / ts_path(lang).name
            if start is not None and start.exists():
                shutil.copy(start, ts)
            only = ["-pluralonly"] if lang == ENGLISH else []
            subprocess.run([lupdate, "-silent", "-no-obsolete", *only, "-locations", "relative",
                            "-source-language", "en", "-target-language", lang, *copies,
                            "-ts", str(ts.relative_to(scratch))],
                           cwd=scratch, check=True)
            out[lang] = ts.read_text(encoding="utf-8")
    return out


def memory_path(lang: str) -> Path:
    return I18N / "memory" / f"{lang}.json"


def update() -> None:
    """New strings in (unfinished), vanished ones out, translations kept; new strings already translated
    ahead in i18n/memory/<lang>.json (see ``scan``) are filled from there."""
    I18N.mkdir(exist_ok=True)
    for lang, text in _lupdate({lang: ts_path(lang) for lang in (*LANGS, ENGLISH)}).items():
        ts_path(lang).write_text(text, encoding="utf-8")
        if memory_path(lang).exists():
            memory = json.loads(memory_path(lang).read_text(encoding="utf-8"))
            _tree, entries = read(lang)
            todo = {(e.context, e.source) for e in entries if e.kind == "unfinished" or not any(e.texts)}
            ahead = {c: {s: v for s, v in d.items() if (c, s) in todo} for c, d in memory.items()}
            if any(ahead.values()):
                apply(lang, ahead)
        print(f"i18n/{ts_path(lang).name}: {summary(lang)}")


def scan(ref: str) -> dict[str, dict[str, str]]:
    """Strings of another branch (a git ref) that the catalogs do not hold yet, as a template to translate
    ahead: ``{"Context": {"source": ""}}`` (lists for plural entries)."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", ref, *SOURCES], cwd=ROOT, check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        text = _lupdate({"ja": None}, Path(tmp))["ja"]
    have = {(e.context, e.source) for e in read("ja")[1]}
    out: dict[str, dict[str, str]] = {}
    for c in ET.fromstring(text).findall("context"):
        name = c.findtext("name") or ""
        for m in c.findall("message"):
            source = m.findtext("source") or ""
            if (name, source) not in have:
                out.setdefault(name, {})[source] = ""
    return out


def source_entries() -> set[tuple[str, str]]:
    """(context, source) of every translatable string in the sources now (a fresh lupdate)."""
    text = _lupdate({"ja": None})["ja"]
    root = ET.fromstring(text)
    return {(c.findtext("name") or "", m.findtext("source") or "") for c in root.findall("context")
            for m in c.findall("message")}


def release(out_dir: Path | None = None) -> list[Path]:
    lrelease = tool("pyside6-lrelease")
    made = []
    for lang in (*LANGS, ENGLISH):
        target = (out_dir or I18N) / qm_path(lang).name
        # the same call as packaging/build.py, so a release build leaves the committed .qm as they are
        subprocess.run([lrelease, "-silent", str(ts_path(lang)), "-qm", str(target)], check=True)
        made.append(target)
    return made


# -- reading catalogs ------------------------------------------------------------------------------
class Entry:
    def __init__(self, context: str, message: ET.Element) -> None:
        self.context = context
        self.element = message
        self.source = message.findtext("source") or ""
        self.comment = message.findtext("comment")
        self.numerus = message.get("numerus") == "yes"
        self.translation = message.find("translation")
        assert self.translation is not None

    @property
    def kind(self) -> str:
        return self.translation.get("type") or "finished"  # type: ignore[union-attr]

    @property
    def texts(self) -> list[str]:
        t = self.translation
        assert t is not None
        if self.numerus:
            return [form.text or "" for form in t.findall("numerusform")]
        return [t.text or ""]


def read(lang: str) -> tuple[ET.ElementTree, list[Entry]]:
    tree = ET.parse(ts_path(lang))
    entries = []
    for context in tree.getroot().findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            entries.append(Entry(name, message))
    return tree, entries


def summary(lang: str) -> str:
    _tree, entries = read(lang)
    counts: dict[str, int] = {}
    for e in entries:
        counts[e.kind] = counts.get(e.kind, 0) + 1
    return ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))


def write(tree: ET.ElementTree, lang: str) -> None:
    """Write a catalog back in lupdate's own layout (so the next update leaves it as is)."""
    escape = ET._escape_cdata  # type: ignore[attr-defined]

    def lupdate_escape(text: str) -> str:  # lupdate also writes quotes in text as entities
        return str(escape(text)).replace("'", "&apos;").replace('"', "&quot;")

    ET._escape_cdata = lupdate_escape  # type: ignore[attr-defined]
    try:
        body = ET.tostring(tree.getroot(), encoding="unicode").replace(" />", "/>")  # and <x/>
    finally:
        ET._escape_cdata = escape  # type: ignore[attr-defined]
    text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    ts_path(lang).write_text(text, encoding="utf-8")


def todo(langs: tuple[str, ...]) -> None:
    out: dict[str, dict[str, dict[str, str]]] = {}
    for lang in langs:
        _tree, entries = read(lang)
        for e in entries:
            if e.kind == "unfinished" or not any(e.texts):
                out.setdefault(lang, {}).setdefault(e.context, {})[e.source] = ""
    print(json.dumps(out, ensure_ascii=False, indent=1))


def apply(lang: str, data: dict[str, dict[str, str | list[str]]]) -> int:
    """Fill translations from ``{"Context": {"source": "text" or [plural forms]}}``; marks them finished.
    An entry the translation memory (memory/<lang>.json) holds too gets the new text there as well, so
    the memory never brings an old wording back."""
    tree, entries = read(lang)
    done = 0
    memory_updates: list[tuple[str, str, str | list[str]]] = []
    for e in entries:
        text = data.get(e.context, {}).get(e.source)
        if text is None:
            text = data.get("*", {}).get(e.source)
        if text is None:
            continue
        t = e.translation
        assert t is not None
        for child in list(t):
            t.remove(child)
        if e.numerus:
            forms = text if isinstance(text, list) else [text]
            t.text = None
            for form in forms:
                ET.SubElement(t, "numerusform").text = form
        else:
            t.text = text if isinstance(text, str) else text[0]
        t.attrib.pop("type", None)
        done += 1
        memory_updates.append((e.context, e.source, text))
    write(tree, lang)
    _update_memory(lang, memory_updates)
    return done


def _update_memory(lang: str, updates: list[tuple[str, str, str | list[str]]]) -> None:
    """New texts for entries the memory already holds (it keeps its own entries and order)."""
    path = memory_path(lang)
    if not updates or not path.exists():
        return
    memory = json.loads(path.read_text(encoding="utf-8"))
    changed = False
    for context, source, text in updates:
        held = memory.get(context, {})
        if source in held and held[source] != text:
            held[source] = text if isinstance(held[source], list) == isinstance(text, list) else (
                [text] if isinstance(text, str) else text[0])
            changed = True
    if changed:
        path.write_text(json.dumps(memory, ensure_ascii=False, indent=1), encoding="utf-8")


# -- glossary -------------------------------------------------------------------------------------
GLOSSARY = I18N / "glossary.toml"


def glossary() -> list[dict[str, Any]]:
    """The terms of i18n/glossary.toml (see its header)."""
    import tomllib

    terms: list[dict[str, Any]] = tomllib.loads(GLOSSARY.read_text(encoding="utf-8"))["term"]
    return terms


def term_pattern(term: dict[str, Any]) -> re.Pattern[str]:
    """The English source uses the term: its ``match`` expression, or the whole word ``en`` (plural
    -s/-es too), case-insensitive; HTML tags and %1-style places are not words."""
    expression = term.get("match") or r"\b" + re.escape(term["en"]) + r"(s|es)?\b"
    return re.compile(expression, re.IGNORECASE)


def _plain(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text)


def glossary_misses(terms: list[dict[str, Any]] | None = None, langs: tuple[str, ...] = LANGS,
                    memory: bool = False) -> list[tuple[str, str, str, str, str]]:
    """(term id, language, context, English source, translation) for every entry of a term's contexts
    whose source uses the term and whose translation uses neither the term's translation nor one of its
    ``<lang>_also`` forms, leaving out the term's documented exceptions.  ``memory``: check the
    translations made ahead (memory/<lang>.json) instead of the catalogs."""
    terms = glossary() if terms is None else terms
    misses = []
    for lang in langs:
        rows: list[tuple[str, str, list[str]]]
        if memory:
            held = json.loads(memory_path(lang).read_text(encoding="utf-8")) if memory_path(lang).exists() else {}
            rows = [(c, s, t if isinstance(t, list) else [t]) for c, d in held.items() for s, t in d.items()]
        else:
            rows = [(e.context, e.source, e.texts) for e in read(lang)[1]]
        for term in terms:
            pattern = term_pattern(term)
            wanted = [term[lang], *term.get(f"{lang}_also", [])]
            skip = {x["source"] for x in term.get("except", []) if lang in x.get("langs", LANGS)}
            for context, source, texts in rows:
                if context not in term["contexts"] or source in skip:
                    continue
                if not pattern.search(_plain(source)):
                    continue
                for text in texts:
                    if not any(w in text for w in wanted):
                        misses.append((term["id"], lang, context, source, text))
    return misses


# -- fonts ------------------------------------------------------------------------------------------
BASE_TEXT = ("".join(chr(c) for c in range(0x20, 0x7F)) + "，。、：；！？（）「」『』《》〈〉【】…—–·・ー〜～"
             "０１２３４５６７８９＄％＋－－／　" + "繁體中文日本語简体中文" + "“”‘’")


def catalog_characters(lang: str) -> set[str]:
    _tree, entries = read(lang)
    chars: set[str] = set()
    for e in entries:
        for text in e.texts:
            chars.update(text)
    return {c for c in chars if ord(c) > 0x7F}


def memory_characters(lang: str) -> set[str]:
    """Characters of the translations made ahead (so the fonts are ready when those strings land)."""
    if not memory_path(lang).exists():
        return set()
    data = json.loads(memory_path(lang).read_text(encoding="utf-8"))
    chars: set[str] = set()
    for texts in data.values():
        for text in texts.values():
            chars.update("".join(text) if isinstance(text, list) else text)
    return chars


def source_characters() -> set[str]:
    """Characters of the English sources (the bundled fonts are the last fallback in English too)."""
    _tree, entries = read(LANGS[0])
    return {c for e in entries for c in e.source}


def campaign_names() -> dict[str, list[str]]:
    """Every campaign rival's name as each language shows it (desktop/campaign/campaigns.toml):
    ``{"en": [Latin names], "zh_TW": [...], ...}``."""
    import tomllib

    data = tomllib.loads((ROOT / "desktop" / "campaign" / "campaigns.toml").read_text(encoding="utf-8"))
    names: dict[str, list[str]] = {"en": [], **{lang: [] for lang in LANGS}}
    for rival in data.get("rivals", {}).values():
        names["en"].append(rival["name"])
        for lang in LANGS:
            names[lang].append(rival.get("names", {}).get(lang) or rival["name"])
    return names


def all_characters() -> set[str]:
    chars = set(BASE_TEXT) | source_characters()
    for lang in LANGS:
        chars |= catalog_characters(lang) | memory_characters(lang)
    for names in campaign_names().values():
        chars.update("".join(names))
    return {c for c in chars if c.isprintable() or c == "\u3000"}


def fonts() -> None:
    """Subset the system's Noto Sans CJK to every character of every catalog, one face per language."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    if not NOTO.exists():
        raise SystemExit(f"{NOTO} not found: install Debian's fonts-noto-cjk to regenerate the fonts")
    FONTS.mkdir(parents=True, exist_ok=True)
    text = "".join(sorted(all_characters()))
    collection = TTCollection(str(NOTO))
    for _lang, (filename, family, face) in FONT_FACES.items():
        font = next(f for f in collection.fonts if f["name"].getDebugName(1) == face)
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        names = font["name"]
        for record in list(names.names):
            if record.nameID in (1, 16):
                names.setName(family, record.nameID, record.platformID, record.platEncID, record.langID)
            elif record.nameID in (3, 4):
                names.setName(f"{family} Regular", record.nameID, record.platformID, record.platEncID,
                              record.langID)
            elif record.nameID == 6:
                names.setName(family.replace(" ", "") + "-Regular", record.nameID, record.platformID,
                              record.platEncID, record.langID)
        font.recalcTimestamp = False  # same characters, same bytes
        font.save(str(FONTS / filename))
        print(f"{(FONTS / filename).relative_to(ROOT)}: {len(text)} characters, "
              f"{(FONTS / filename).stat().st_size // 1024} KiB")


def check() -> int:
    import pytest

    return int(pytest.main(["-q", str(ROOT / "tests" / "i18n")]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "todo", "apply", "scan", "release", "fonts", "glossary", "check",
                                                       "all"])
    parser.add_argument("args", nargs="*")
    a = parser.parse_args(argv)
    if a.command in ("update", "all"):
        update()
    if a.command == "todo":
        todo(tuple(a.args) or LANGS)
    if a.command == "scan":
        print(json.dumps(scan(a.args[0] if a.args else "HEAD"), ensure_ascii=False, indent=1))
    if a.command == "apply":
        lang, file = a.args
        data = json.loads(Path(file).read_text(encoding="utf-8"))
        print(f"{lang}: {apply(lang, data)} entries filled; {summary(lang)}")
    if a.command in ("release", "all"):
        for path in release():
            print(path.relative_to(ROOT))
    if a.command in ("fonts", "all"):
        fonts()
    if a.command == "glossary":
        misses = glossary_misses(langs=tuple(a.args) or LANGS)
        for term_id, lang, context, source, text in misses:
            print(f"{term_id} {lang} {context}: {source!r} -> {text!r}")
        return 1 if misses else 0
    if a.command in ("check", "all"):
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
