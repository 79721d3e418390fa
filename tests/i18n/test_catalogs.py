"""Every catalog is complete, current, and says the same thing with the same places."""

from __future__ import annotations

import re
import subprocess
from collections import Counter

import pytest

LANGS = ("zh_TW", "ja", "zh_CN")
PLACE = re.compile(r"%(?:\d|n)")

#: Sources that may stay as they are in a translation: money and number patterns, symbols, ticker-like labels
SAME_OK = {"$%1", "-$%1", "$%1K", "$0", "+%1", "−%1", "%1 %2", "%1 ×%2", "? ×%1", "%1: %2", "%1 (%2)", "Chiyo"}

#: Latin words a translation keeps: key names and file patterns
LATIN_OK = {"html", "ctrl", "shift", "alt", "json"}

#: Common characters that exist only in Simplified Chinese (their Traditional forms differ) ...
SIMPLIFIED_ONLY = set("这个们时会说对为东车见长门问间开关边过还进运远选么后发话语请让认计记设读谁调谈证识"
                      "学实现电动单价钱银买卖经济图书馆亿万与业丛两严丧丰临为丽举义乐乡"
                      "产亲们众优会伟传伤体佣侧侨俭债倾偿储儿兑党兰关兴养兽内冈册军农冲决况冻净减凑几凤凭击"
                      "划则刚创删别刹剂剑剧劝办务动劳势勋区医华协单卖卢卫却厂厅历压厌县参双发变叙叶号叹吓吕吗"
                      "启员呜响哑哗团园围图圆圣场坏块坚坛坝坞坟坠垒垦备复够头夹夺奋奖妆妇妈娱婴宁宝实宠审宪宫宽宾"
                      "对寻导寿将尔尘尝层属岁岂岗岛岭岳币师帐帘带帮广庄庆库应庙废开异弃张弥弯归当录彻径态总恋恳"
                      "恶恼悦惊惧惨惩惫惯愤愿戏战户扑执扩扫扬扰抚抛护报担拟拢拣拥拦择挂挡挤挥损换据掳揽搀摄摆摇"
                      "摊撑数斋斗断无旧时旷昼显晋晒晓晕暂术机杀杂权条来杨杰极构枪枢标栋栏树样档桥检楼横欢欧歼殴"
                      "毁毕气氢汇汉汤沟没沥沪泪泼洁洒浅浆浇浊测济浏浑浓涂涌涛润涨渊渐渔湿溃满滚滞滤滥灭灯灵灾灿"
                      "炉点炼烁烂烛烟烦烧热焕爱爷牍牵状犹独狭狮猎献环现玛琼电画畅疗疯疮皱盏盐监盖盘着矫矿码砖确"
                      "础硕硬礼祸离种积称稳穷窃窍竖竞笔笋笼筑筛签简粮纠红纤约级纪纯纲纳纵纷纸纹纺线练组细织终绍"
                      "经结绕绘给络绝统继绩续维综绿缓编缘缩缴网罗罚罢职联聪肃肠肤肿胀胁胜脉脏脑脚脱腊舰艰艺节芦"
                      "苏苹范茧荐荡荣药莱获营萝萧蓝虑虫虽虾蚀蛮补装见观规视览觉誉计订认讨让训议讯记讲许论设访证"
                      "评识诉诊词译试诗诚话诞询该详语误说请诸诺读课谁调谅谈谊谋谓谜谢谣谨谱贝贞负贡财责贤败账货"
                      "质贩贪贫购贯贴贵贷贸费贺资赋赌赏赔赖赚赛赞赠赢赵赶趋跃践踪轨转轮软轰轻载较辅辆辈辉输辞边"
                      "达迁过迈运还这进远违连迟适选递逻遗邮邻郑酝酱释针钉钓钟钢钥钩钱铁铃铅铜铭铲银铺链销锁锅锋"
                      "错锦键锻镇镜长门闪闭问闯闲间闷闹闻阀阁阅队阳阴阵阶际陆陈陕险随隐难雏雳雾霉静韩页顶项顺须"
                      "顽顾顿预领颇频颗题颜额风飘飞饥饭饮饰饱饼馆首驱驶驻驾验骂骑骗骤鱼鲁鲜鸟鸡鸣鸭鸿鹅麦黄齐齿龙")
#: ... and common characters that exist only in Traditional Chinese (Simplified writes them otherwise)
TRADITIONAL_ONLY = set("這個們時會說對為東車見長門問間開關邊過還進運遠選麼後發話語請讓認計記設讀誰調談證識"
                       "學實現電動單價錢銀買賣經濟圖書館億萬與業兩嚴產親眾優傳體備復頭獎寶實將層歲幣師帶幫廣莊"
                       "慶庫應張彎歸當錄態總戲戰戶擊擇擁據數斷舊術機殺雜權條來極構標樣樓橫歡歐氣漢溝滿滾滅燈點熱"
                       "愛狀獨環畫療瘋盤確礎禮離種積稱穩窮競筆築簡糧紅約級紀純紙線練組細織終經結給絡絕統繼續維綜"
                       "綠緩編縮網羅罰職聯腦腳艱藝節蘇藥營藍慮雖補裝觀規視覽覺訂討訓議記講許論訪評訴診詞譯試話詢"
                       "該詳誤說諸諾課謝謹貝負財責敗賬貨質購貴貸貿費資賭賞賠賺賽贏趕躍軌轉輪軟輕載較輛輸邊達遷邁違"
                       "連遲適遞邏遺郵鄰釋針鐘鋼鑰鐵銅銷鎖鏡閃閉闖閒閱隊陽陰陣階際陸陳險隨隱難霧靜韓頁頂項順須顧頓"
                       "預領頻顆題顏額風飄飛飯飲飾館驅駛駕驗騎騙鳥雞鳴麥黃齊齒龍")
# characters that Traditional writing also has (another word, a variant, a name) do not prove anything
SIMPLIFIED_ONLY -= set("首斗划后范胜冲岳叶涂筑杰据虫烟着丰几")


@pytest.fixture(scope="module")
def catalogs(tool):  # type: ignore[no-untyped-def]
    return {lang: tool.read(lang)[1] for lang in LANGS}


@pytest.mark.slow
def test_every_catalog_holds_exactly_the_strings_of_the_sources(tool, catalogs):
    """No string missing (run `tools/i18n.py update`), none vanished or obsolete."""
    wanted = tool.source_entries()
    for lang, entries in catalogs.items():
        have = {(e.context, e.source) for e in entries}
        assert not wanted - have, f"{lang}: not in the catalog yet: {sorted(wanted - have)[:5]}"
        assert not have - wanted, f"{lang}: no longer in the sources: {sorted(have - wanted)[:5]}"


def test_no_entry_is_unfinished_vanished_or_obsolete(catalogs):
    for lang, entries in catalogs.items():
        bad = [(e.context, e.source, e.kind) for e in entries if e.kind != "finished" or not all(e.texts)]
        assert not bad, f"{lang}: {bad[:5]}"


def places(text: str) -> Counter[str]:
    """How many times each place (%1..%9, %n) occurs: a doubled or dropped place is a difference."""
    return Counter(PLACE.findall(text))


def test_translations_keep_the_same_places_as_the_source(catalogs):
    """Every place as many times as in the source, in every plural form too."""
    for lang, entries in catalogs.items():
        for e in entries:
            for text in e.texts:
                assert places(text) == places(e.source), f"{lang} {e.context}: {e.source!r} -> {text!r}"


def test_the_place_check_counts_places():
    assert places("%1 pays %2 to %1") != places("%1 pays %2")
    assert places("%1 buys %n share(s)") != places("%1 buys %1 share(s)")
    assert places("%2 ... %1") == places("%1 ... %2")


def test_a_count_in_the_source_is_a_plural_entry_with_its_count_in_every_form(catalogs):
    """A source with %n is a plural (numerus) entry, and each of its forms says the number."""
    for lang, entries in catalogs.items():
        for e in entries:
            if "%n" in e.source:
                assert e.numerus, f"{lang} {e.context}: {e.source!r} has %n but is not a plural entry"
            if e.numerus and "%n" in e.source:
                assert all("%n" in form for form in e.texts), f"{lang} {e.context}: {e.source!r} -> {e.texts}"


def _has_words(source: str) -> bool:
    """Letters outside the %1/%n places: a string with only places, digits and symbols may stay as it is."""
    return bool(re.search(r"[A-Za-z]", PLACE.sub("", source)))


def test_no_translation_is_left_in_english_unless_it_is_a_symbol_or_name(catalogs):
    for lang, entries in catalogs.items():
        same = [e.source for e in entries if e.source in e.texts and e.source not in SAME_OK and _has_words(e.source)]
        assert not same, f"{lang}: untranslated {same[:8]}"


def test_every_translation_of_words_uses_the_language_script(catalogs):
    """A translated sentence with Latin words left in it is an English leftover."""
    word = re.compile(r"[A-Za-z]{3,}")
    allowed = LATIN_OK
    for lang, entries in catalogs.items():
        for e in entries:
            for text in e.texts:
                plain = re.sub(r"<[^>]+>", "", text)
                left = [w for w in word.findall(plain) if w.lower() not in allowed]
                assert not left, f"{lang} {e.context}: {text!r} keeps {left}"


def test_traditional_catalog_has_no_simplified_only_characters(catalogs):
    for e in catalogs["zh_TW"]:
        for text in e.texts:
            found = set(text) & SIMPLIFIED_ONLY
            assert not found, f"zh_TW {e.source!r}: {''.join(sorted(found))} in {text!r}"


def test_simplified_catalog_has_no_traditional_only_characters(catalogs):
    for e in catalogs["zh_CN"]:
        for text in e.texts:
            found = set(text) & TRADITIONAL_ONLY
            assert not found, f"zh_CN {e.source!r}: {''.join(sorted(found))} in {text!r}"


def test_the_character_lists_catch_a_wrong_script():
    assert set("這個價錢") <= TRADITIONAL_ONLY and set("这个价钱") <= SIMPLIFIED_ONLY
    assert not set("股票市場") & SIMPLIFIED_ONLY


def test_committed_qm_files_are_built_from_the_current_ts(tool, tmp_path):
    """The .qm next to each .ts is what `tools/i18n.py release` makes of it now."""
    for built in tool.release(tmp_path):
        committed = tool.I18N / built.name
        assert committed.exists(), f"{committed} missing: run tools/i18n.py release"
        assert committed.read_bytes() == built.read_bytes(), f"{committed.name} is stale: run tools/i18n.py release"


def test_lrelease_is_available_for_the_build(tool):
    result = subprocess.run([tool.tool("pyside6-lrelease"), "-version"], capture_output=True, text=True)
    assert result.returncode == 0


def _memory(tool):  # type: ignore[no-untyped-def]
    """Translations made ahead for strings of branches not merged yet (i18n/memory/<lang>.json)."""
    import json

    out = {}
    for lang in LANGS:
        path = tool.memory_path(lang)
        data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        out[lang] = [(c, s, t if isinstance(t, list) else [t]) for c, d in data.items() for s, t in d.items()]
    return out


def test_translations_made_ahead_pass_the_same_checks(tool):
    word = re.compile(r"[A-Za-z]{3,}")
    for lang, rows in _memory(tool).items():
        for context, source, texts in rows:
            for text in texts:
                assert text, f"{lang} {context}: {source!r} is empty"
                assert places(text) == places(source), (lang, source, text)
                assert text != source or source in SAME_OK or not word.search(source), (lang, source)
                left = [w for w in word.findall(re.sub(r"<[^>]+>", "", text)) if w.lower() not in LATIN_OK]
                assert not left, (lang, source, text)
                if lang == "zh_TW":
                    assert not set(text) & SIMPLIFIED_ONLY, (source, text)
                if lang == "zh_CN":
                    assert not set(text) & TRADITIONAL_ONLY, (source, text)


def test_update_fills_new_strings_from_the_translations_made_ahead(tool, tmp_path, monkeypatch):
    """A string that lands later arrives translated when `update` finds it in the memory."""
    import json
    import shutil

    monkeypatch.setattr(tool, "I18N", tmp_path)
    (tmp_path / "memory").mkdir()
    for lang in (*LANGS, tool.ENGLISH):  # English: its plural forms only
        shutil.copy(tool.ROOT / "i18n" / f"trading_floor_{lang}.ts", tmp_path)
        memory = {"Games": {"Stockpile": "X"}, "Nowhere": {"Gone": "Y"}}
        (tmp_path / "memory" / f"{lang}.json").write_text(json.dumps(memory), encoding="utf-8")
    # drop one translation, as if the string had just arrived
    tree, entries = tool.read("ja")
    entry = next(e for e in entries if (e.context, e.source) == ("Games", "Stockpile"))
    entry.translation.text = None
    entry.translation.set("type", "unfinished")
    tool.write(tree, "ja")
    monkeypatch.setattr(tool, "_lupdate", lambda work, root=tool.ROOT: {
        lang: (tmp_path / f"trading_floor_{lang}.ts").read_text(encoding="utf-8") for lang in work})
    tool.update()
    texts = {lang: next(e.texts for e in tool.read(lang)[1] if (e.context, e.source) == ("Games", "Stockpile"))
             for lang in LANGS}
    assert texts["ja"] == ["X"]  # filled from the memory
    assert texts["zh_TW"] == ["縱橫股海"]  # finished translations are never overwritten


def test_a_context_constant_resolves_where_it_is_imported(tool):
    """A game keeps ``C = "Stockpile"`` in its words module; its UI, board and dialogs import it, and
    their strings still land in that context (lupdate alone would skip them)."""
    words = 'C = "Stockpile"\nNAME = QT_TRANSLATE_NOOP(C, "Cosmic Computers")\n'
    ui = 'from desktop.app.games.stockpile.words import C as CTX\nx = translate(CTX, "Bid %1 on %2")\n'
    known = {"desktop.app.games.stockpile.words": tool.module_constants(words)}
    assert tool.resolve_contexts(ui, known).splitlines()[1] == 'x = translate("Stockpile", "Bid %1 on %2")'
    assert "translate(CTX," in tool.resolve_contexts(ui)  # without what the words module holds
    assert tool.resolve_contexts(words).splitlines()[1] == 'NAME = QT_TRANSLATE_NOOP("Stockpile", "Cosmic Computers")'
