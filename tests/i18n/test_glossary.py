"""The catalogs keep the rulebooks' words (i18n/glossary.toml) and the fixes made to them."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.i18n.test_catalogs import LANGS, SIMPLIFIED_ONLY, TRADITIONAL_ONLY

FIELDS = ("id", "en", "zh_TW", "ja", "zh_CN", "source", "contexts")


@pytest.fixture(scope="module")
def terms(tool):  # type: ignore[no-untyped-def]
    return tool.glossary()


@pytest.fixture(scope="module")
def catalogs(tool):  # type: ignore[no-untyped-def]
    return {lang: tool.read(lang)[1] for lang in LANGS}


def test_every_translation_uses_the_glossary_terms(tool, terms):
    """Where an English source uses a glossary term, its translation uses the term's translation
    (or a documented exception: `uv run python tools/i18n.py glossary` lists what is left)."""
    misses = tool.glossary_misses(terms)
    assert not misses, "\n".join(f"{t} {lang} {c}: {s!r} -> {x!r}" for t, lang, c, s, x in misses[:20])


def test_translations_made_ahead_use_the_glossary_terms_too(tool, terms):
    """The memory fills strings of branches merged later: it keeps the rulebooks' words as well."""
    misses = tool.glossary_misses(terms, memory=True)
    assert not misses, "\n".join(f"{t} {lang} {c}: {s!r} -> {x!r}" for t, lang, c, s, x in misses[:20])


def test_the_glossary_is_well_formed(terms, catalogs):
    ids = Counter(term["id"] for term in terms)
    assert not [i for i, n in ids.items() if n > 1], "duplicate term ids"
    contexts = {e.context for e in catalogs["ja"]}
    sources = {(e.context, e.source) for e in catalogs["ja"]}
    for term in terms:
        assert all(term.get(f) for f in FIELDS), f"{term.get('id')}: needs {FIELDS}"
        assert set(term["contexts"]) <= contexts, f"{term['id']}: unknown contexts"
        re.compile(term.get("match", ""))
        assert not set(term["zh_TW"]) & SIMPLIFIED_ONLY, term["id"]
        assert not set(term["zh_CN"]) & TRADITIONAL_ONLY, term["id"]
        for exception in term.get("except", []):
            assert exception.get("why"), f"{term['id']}: an exception says why"
            assert set(exception.get("langs", LANGS)) <= set(LANGS)
            # an exception for a string that is gone is dropped, not kept
            assert any((c, exception["source"]) in sources for c in term["contexts"]), \
                f"{term['id']}: exception for {exception['source']!r}, which no catalog holds"


def test_the_glossary_holds_every_game(terms):
    games = Counter(term["id"].split(".")[0] for term in terms)
    assert set(games) >= {"stockpile", "wall_street", "hab_und_gut", "black_friday", "landlord"}
    assert all(n >= 10 for n in games.values()), games


def test_the_check_finds_a_term_translated_otherwise_and_only_whole_words(tool):
    wrong = {"id": "t.wrong", "en": "Stockpile", "zh_TW": "交易區", "ja": "ストックパイル", "zh_CN": "交易区",
             "source": "test", "contexts": ["Games"]}
    found = {(lang, source) for _t, lang, _c, source, _x in tool.glossary_misses([wrong])}
    assert ("zh_TW", "Stockpile") in found and ("zh_CN", "Stockpile") in found
    assert ("ja", "Stockpile") not in found  # ストックパイル is what ja says
    # "stock" is not a word of "Stockpile"; an exception is honoured
    part = dict(wrong, en="Stock", zh_TW="X", ja="X", zh_CN="X")
    assert not tool.glossary_misses([part])
    excused = dict(wrong, **{"except": [{"source": "Stockpile", "why": "test"}]})
    assert not tool.glossary_misses([excused])


def _texts(catalogs, lang):  # type: ignore[no-untyped-def]
    return [(e.source, text) for e in catalogs[lang] for text in e.texts]


def test_doubles_are_the_rulebooks_same_number_not_an_even_number(catalogs):
    for lang, wrong in (("zh_TW", "雙數"), ("zh_CN", "双数")):
        assert not [s for s, t in _texts(catalogs, lang) if wrong in t], lang


def test_the_ten_investors_carry_their_rulebook_names(catalogs):
    names = ("掮客伯尼", "瘋狂的克拉默", "凹折扣的唐納德", "分紅的黛博拉", "鑲金的葛拉漢",
             "特立獨行的馬克", "消息靈通的瑪莎", "神秘的史都華", "睿智的巴菲特", "億萬富翁比爾")
    shown = {text for e in catalogs["zh_TW"] if e.context == "Stockpile" for text in e.texts}
    assert set(names) <= shown


def test_taiwan_says_select_not_click(catalogs):
    assert not [s for s, t in _texts(catalogs, "zh_TW") if "點擊" in t]


#: a space between a word and the particle after it (「千代 は」): Japanese writes none
PARTICLE_SPACE = re.compile(r"\S (は|が|を|に|の|と|で|へ|も|や|から|まで|より)")


def test_japanese_puts_no_space_before_a_particle(tool, catalogs):
    import json

    held = json.loads(tool.memory_path("ja").read_text(encoding="utf-8"))
    made_ahead = [t for d in held.values() for v in d.values() for t in (v if isinstance(v, list) else [v])]
    texts = [t for _s, t in _texts(catalogs, "ja")] + made_ahead
    spaced = [t for t in texts if PARTICLE_SPACE.search(re.sub(r"<[^>]+>", "", t))]
    assert len(spaced) <= 10, spaced[:10]
    assert PARTICLE_SPACE.search("千代 は白樺通りを出して") and not PARTICLE_SPACE.search("千代は白樺通り")
