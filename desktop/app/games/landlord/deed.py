"""Landlord's deed cards: what a place is and its numbers now, from the
engine's tables (price, rent with each house and the hotel, the group rent,
house cost, mortgage and lift value), with its owner and state.  The board
shows a deed card as the tooltip of every place and of every lot chip in the
players' panels, and the trade screen on each deed it shows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from desktop.app.games.landlord.words import data, square
from desktop.app.i18n import fill, money, number, translate
from desktop.engine.games.landlord.state import LandlordState

C = "LandlordBoard"
#: street group colours (light to dark, each also with a letter A–H)
GROUP_COLOURS = ("#8B5A2B", "#9FD3F0", "#CC79A7", "#E69F00", "#D55E00", "#F0E442", "#009E73", "#0B3D91")
GROUP_LETTERS = "ABCDEFGH"


def group_colour(sq: int) -> str:
    g = data().GROUP[sq]
    return GROUP_COLOURS[g] if 0 <= g < 8 else ("#666666" if g == 8 else "#ffffff")


def group_label(sq: int) -> str:
    """The lot's group in words: a colour group's letter, or commercial lots and clinics."""
    d = data()
    g = d.GROUP[sq]
    if g == d.COMMERCIAL_GROUP:
        return translate(C, "Commercial lot")
    if g == d.CLINIC_GROUP:
        return translate(C, "Clinic")
    return fill(translate(C, "Colour group %1"), GROUP_LETTERS[g])


@dataclass(frozen=True)
class Deed:
    """A lot's numbers (the deed card's lines as figures; tests check them
    against the engine's tables)."""

    square: int
    price: int
    #: (what, rent): the rent ladder (streets: alone, whole group, 1–4 houses, hotel;
    #: commercial lots by how many the owner holds; clinics: the dice times a factor)
    rents: tuple[tuple[str, int], ...]
    house_cost: int
    mortgage: int
    lift: int
    owner: int
    mortgaged: bool
    level: int
    #: the rent a visitor pays now (clinics: per pip of the dice), or None when nobody owns it
    rent_now: int | None


def deed(view: LandlordState | None, sq: int) -> Deed | None:
    """The deed of lot ``sq`` (None for a place that is not a lot)."""
    d = data()
    if not 0 <= sq < d.NUM_SQUARES or not d.OWNABLE[sq]:
        return None
    kind = d.KIND[sq]
    rents: list[tuple[str, int]] = []
    if kind == d.STREET:
        r = d.RENTS[sq]
        rents.append(("alone", r[0]))
        rents.append(("group", 2 * r[0]))
        rents.extend((f"houses{n}", r[n]) for n in range(1, 5))
        rents.append(("hotel", r[5]))
    elif kind == d.COMMERCIAL:
        rents.extend((f"commercial{n}", d.COMMERCIAL_RENT[n]) for n in range(1, len(d.COMMERCIAL_RENT)))
    else:
        rents.extend((f"clinic{n}", d.CLINIC_FACTOR[n]) for n in range(1, len(d.CLINIC_FACTOR)))
    owner = view.owner[sq] if view is not None else -1
    mortgaged = bool(view.mortgaged[sq]) if view is not None else False
    level = view.level[sq] if view is not None else 0
    rent_now = None
    if view is not None and owner >= 0 and not mortgaged:
        rent_now = view.rent(sq, 1)
    return Deed(sq, d.PRICE[sq], tuple(rents), d.HOUSE_COST[sq], d.MORTGAGE[sq],
                d.MORTGAGE[sq] + d.interest(d.MORTGAGE[sq]), owner, mortgaged, level, rent_now)


def _rent_label(what: str) -> str:
    if what == "alone":
        return translate(C, "Rent")
    if what == "group":
        return translate(C, "Rent with the whole group")
    if what == "hotel":
        return translate(C, "With a hotel")
    if what.startswith("houses"):
        return translate(C, "With %n houses", "", int(what[6:]))
    if what.startswith("commercial"):
        return translate(C, "With %n commercial lots", "", int(what[10:]))
    return translate(C, "With %n clinics", "", int(what[6:]))


def place_tip(view: LandlordState | None, sq: int, names: Sequence[str]) -> str:
    """The tooltip of place ``sq``: a deed card for a lot, what happens there for the others."""
    d = data()
    card = deed(view, sq)
    if card is None:
        kind = d.KIND[sq]
        title = f"<b>{escape(square(sq))}</b><br>"
        if kind == d.GO:
            return title + escape(fill(translate(C, "Collect %1 when you pass or land here."), money(d.SALARY)))
        if kind == d.TAX:
            return title + escape(fill(translate(C, "Pay %1 to the bank."), money(d.TAX_AMOUNT[sq])))
        if kind == d.CARD:
            deck = translate("Landlord", "Windfall") if d.DECK_OF[sq] == d.WINDFALL else translate("Landlord",
                                                                                                   "Town Fund")
            return title + escape(fill(translate(C, "Draw a %1 card."), deck))
        if kind == d.VACATION:
            return title + escape(fill(translate(C, "On Vacation: roll doubles, pay %1 or use a keep-out card to "
                                                    "leave. Just passing: nothing happens."), money(d.VACATION_FEE)))
        if kind == d.GO_VACATION:
            return title + escape(translate(C, "Go on Vacation: straight there, without passing Start."))
        return title + escape(translate(C, "Nothing happens here."))
    return deed_html(card, names)


def deed_html(card: Deed, names: Sequence[str]) -> str:
    """A deed card as rich text (a tooltip or a label)."""
    d = data()
    sq = card.square
    colour = group_colour(sq)
    ink = "#1d2430" if d.GROUP[sq] in (1, 5, 9) else "#ffffff"
    rows = [f"<tr><td colspan=2 style='background:{colour};color:{ink};padding:3px'><b>{escape(square(sq))}</b>"
            f"<br>{escape(group_label(sq))}</td></tr>",
            _row(translate(C, "Price"), money(card.price))]
    for what, value in card.rents:
        shown = fill(translate(C, "%1 × the dice"), number(value)) if what.startswith("clinic") else money(value)
        bold = card.level and what == ("hotel" if card.level == 5 else f"houses{card.level}")
        rows.append(_row(_rent_label(what), shown, bool(bold)))
    if card.house_cost:
        rows.append(_row(translate(C, "House cost"), money(card.house_cost)))
        rows.append(_row(translate(C, "Hotel cost"), fill(translate(C, "%1 and four houses"),
                                                          money(card.house_cost))))
    rows.append(_row(translate(C, "Mortgage value"), money(card.mortgage)))
    rows.append(_row(translate(C, "Lift the mortgage for"), money(card.lift)))
    if card.owner >= 0:
        owner = names[card.owner] if card.owner < len(names) else "?"
    else:
        owner = translate(C, "the bank (for sale)")
    rows.append(_row(translate(C, "Owner"), owner))
    if card.level:
        built = translate(C, "a hotel") if card.level == 5 else translate(C, "%n houses", "", card.level)
        rows.append(_row(translate(C, "Built"), built))
    if card.mortgaged:
        note = translate(C, "Mortgaged: no rent")
        rows.append(f"<tr><td colspan=2 style='color:#8a1c1c'><b>{escape(note)}</b></td></tr>")
    elif card.rent_now is not None:
        if d.KIND[sq] == d.CLINIC:
            now = fill(translate(C, "%1 × the dice"), number(card.rent_now))
        else:
            now = money(card.rent_now)
        rows.append(_row(translate(C, "Rent now"), now, True))
    return "<table cellspacing=0 cellpadding=2>" + "".join(rows) + "</table>"


def _row(label: str, value: str, bold: bool = False) -> str:
    v = f"<b>{escape(value)}</b>" if bold else escape(value)
    return f"<tr><td>{escape(label)}</td><td align=right>{v}</td></tr>"
