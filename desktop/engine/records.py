"""Frozen value types with a stable JSON form: actions, events and options.

Every action, event and options class of every game is a frozen dataclass that
inherits from one of the bases here.  The JSON form is ``{"type": ClassName,
field: value, ...}`` for actions and events, and ``{field: value, ...}`` for
options.  Renaming a class or a field is a save-format change.

Supported field types: ``int``, ``bool``, ``str``, ``float``, ``None``
unions (``int | None``), ``tuple[X, ...]``, fixed ``tuple[X, Y]`` and nested
``Record`` subclasses.  Decoding checks every value's type, so a hostile file
gives a ``FormatError``, never a crash deep inside a game.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, TypeVar

from desktop.engine.errors import FormatError, OptionError

R = TypeVar("R", bound="Record")
OptT = TypeVar("OptT", bound="Options")

JsonValue = Any  # JSON-compatible: None, bool, int, float, str, list, dict[str, ...]

_MAX_INT = 1 << 62  # larger numbers in a save are refused (no game needs them)


def _hints(cls: type) -> dict[str, Any]:
    cached: dict[str, Any] | None = cls.__dict__.get("_hints_cache")
    if cached is None:
        hints = typing.get_type_hints(cls)
        cached = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
        cls._hints_cache = cached  # type: ignore[attr-defined]
    return cached


def encode_value(value: Any) -> JsonValue:
    if isinstance(value, Record):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [encode_value(v) for v in value]
    return value


def decode_value(tp: Any, data: JsonValue, where: str) -> Any:
    """Decode ``data`` as a value of type ``tp``; raise FormatError if it is not one."""
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return decode_value(arg, data, where)
            except FormatError:
                continue
        raise FormatError("wrong_type", where, expected=str(tp))
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(data, list):
            raise FormatError("wrong_type", where, expected="list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode_value(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise FormatError("wrong_length", where, expected=len(args))
        return tuple(decode_value(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data, strict=True)))
    if origin is typing.Literal:
        if data not in typing.get_args(tp):
            raise FormatError("bad_value", where)
        return data
    if tp is bool:
        if not isinstance(data, bool):
            raise FormatError("wrong_type", where, expected="bool")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise FormatError("wrong_type", where, expected="int")
        if not -_MAX_INT <= data <= _MAX_INT:
            raise FormatError("number_too_large", where)
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise FormatError("wrong_type", where, expected="float")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise FormatError("wrong_type", where, expected="str")
        return data
    if isinstance(tp, type) and issubclass(tp, Record):
        return tp.from_json(data, where)
    raise FormatError("unsupported_type", where, type=str(tp))


def _setting(setters: tuple[Any, ...]) -> Any:
    """An ``__init__(self, p0, p1, ...)`` that hands each argument to its setter, for up to eight
    fields (None beyond).  Written out per count: no code is compiled at run time."""
    n = len(setters)
    if n == 0:
        def init0(self: Any) -> None:
            pass
        return init0
    if n == 1:
        (s0,) = setters

        def init1(self: Any, p0: Any) -> None:
            s0(self, p0)
        return init1
    if n == 2:
        s0, s1 = setters

        def init2(self: Any, p0: Any, p1: Any) -> None:
            s0(self, p0)
            s1(self, p1)
        return init2
    if n == 3:
        s0, s1, s2 = setters

        def init3(self: Any, p0: Any, p1: Any, p2: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
        return init3
    if n == 4:
        s0, s1, s2, s3 = setters

        def init4(self: Any, p0: Any, p1: Any, p2: Any, p3: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
            s3(self, p3)
        return init4
    if n == 5:
        s0, s1, s2, s3, s4 = setters

        def init5(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
            s3(self, p3)
            s4(self, p4)
        return init5
    if n == 6:
        s0, s1, s2, s3, s4, s5 = setters

        def init6(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
            s3(self, p3)
            s4(self, p4)
            s5(self, p5)
        return init6
    if n == 7:
        s0, s1, s2, s3, s4, s5, s6 = setters

        def init7(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
            s3(self, p3)
            s4(self, p4)
            s5(self, p5)
            s6(self, p6)
        return init7
    if n == 8:
        s0, s1, s2, s3, s4, s5, s6, s7 = setters

        def init8(self: Any, p0: Any, p1: Any, p2: Any, p3: Any, p4: Any, p5: Any, p6: Any, p7: Any) -> None:
            s0(self, p0)
            s1(self, p1)
            s2(self, p2)
            s3(self, p3)
            s4(self, p4)
            s5(self, p5)
            s6(self, p6)
            s7(self, p7)
        return init8
    return None


def _fast_init(cls: type) -> None:
    """Give a ``@dataclass(frozen=True, slots=True)`` record an ``__init__`` that sets its slots
    through their descriptors: what the generated one does through ``object.__setattr__``, in
    about 60 % of the time (engines make records at every step, rollouts by the million).  The
    same parameters (named as the fields, by renaming ``_setting``'s) and defaults; left as
    generated beyond eight fields, where a field has a default factory, is keyword-only or not an
    ``__init__`` parameter, or the class has an InitVar or a ``__post_init__``."""
    fields = cls.__dict__["__dataclass_fields__"]
    kinds = [f._field_type for f in fields.values()]
    names = [f.name for f in fields.values() if f._field_type is dataclasses._FIELD]  # type: ignore[attr-defined]
    if hasattr(cls, "__post_init__") or dataclasses._FIELD_INITVAR in kinds or any(  # type: ignore[attr-defined]
            not fields[n].init or fields[n].default_factory is not dataclasses.MISSING or fields[n].kw_only
            for n in names):
        return
    setters = []
    for name in names:
        slot = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
        if slot is None or not hasattr(slot, "__set__"):
            return
        setters.append(slot.__set__)
    init = _setting(tuple(setters))
    if init is None:
        return
    generated = cls.__dict__["__init__"]
    init.__code__ = init.__code__.replace(co_varnames=("self", *names), co_name="__init__",
                                          co_qualname=f"{cls.__qualname__}.__init__")
    defaults = tuple(fields[n].default for n in names if fields[n].default is not dataclasses.MISSING)
    init.__defaults__ = defaults or None
    init.__name__ = "__init__"
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = dict(getattr(generated, "__annotations__", {}))
    cls.__init__ = init  # type: ignore[misc]


class Record:
    """Base of frozen dataclasses with a JSON form.  Subclasses must be
    ``@dataclass(frozen=True, slots=True)``."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # ``dataclass(slots=True)`` makes the class anew from the decorated one's namespace, which
        # by then holds the fields and the generated ``__init__``: the class a game uses
        if "__dataclass_fields__" in cls.__dict__ and "__slots__" in cls.__dict__ \
                and cls.__dict__["__dataclass_params__"].frozen:
            _fast_init(cls)

    def to_json(self) -> dict[str, JsonValue]:
        out: dict[str, JsonValue] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            out[f.name] = encode_value(getattr(self, f.name))
        return out

    @classmethod
    def from_json(cls: type[R], data: JsonValue, where: str = "") -> R:
        if not isinstance(data, dict):
            raise FormatError("wrong_type", where, expected="object")
        if data.get("type") != cls.__name__:
            raise FormatError("wrong_record_type", where, expected=cls.__name__)
        hints = _hints(cls)
        unknown = set(data) - set(hints) - {"type"}
        if unknown:
            raise FormatError("unknown_field", where, field=sorted(unknown)[0])
        kwargs = {}
        for name, tp in hints.items():
            if name not in data:
                raise FormatError("missing_field", where, field=name)
            kwargs[name] = decode_value(tp, data[name], f"{where}.{name}" if where else name)
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:  # a __post_init__ check refused it
            raise FormatError("bad_value", where) from exc


class Action(Record):
    """A decision of one seat.  Hashable and comparable, small."""

    __slots__ = ()


class Event(Record):
    """Something that happened, reported by ``State.apply``: ids and numbers only.

    ``reveals`` is True for events that bring hidden information or chance into
    the open (a card drawn, dice rolled, a shuffle); undo may never go back past
    one.  ``for_seat`` gives what ``seat`` may see of this event (``None`` to
    hide it entirely); the default is that an event is public."""

    __slots__ = ()
    reveals: ClassVar[bool] = False

    def for_seat(self, seat: int) -> Event | None:
        return self


class Codec:
    """Decodes the tagged JSON forms of a closed set of Record classes."""

    def __init__(self, classes: Iterable[type[Record]]) -> None:
        self.classes: dict[str, type[Record]] = {}
        for cls in classes:
            if cls.__name__ in self.classes:
                raise ValueError(f"two record classes named {cls.__name__}")
            self.classes[cls.__name__] = cls

    def decode(self, data: JsonValue, where: str = "") -> Record:
        if not isinstance(data, dict):
            raise FormatError("wrong_type", where, expected="object")
        tag = data.get("type")
        cls = self.classes.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise FormatError("unknown_record_type", where, type=str(tag)[:40])
        return cls.from_json(data, where)


@dataclasses.dataclass(frozen=True)
class Options:
    """Base of each game's options: a frozen dataclass whose every field has a
    default.  ``dataclasses.field(metadata=...)`` may give ``choices`` (for
    str fields) and ``min`` / ``max`` (for int fields); the app builds its
    option widgets and the command line its checks from them."""

    def to_json(self) -> dict[str, JsonValue]:
        return {f.name: encode_value(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls: type[OptT], data: JsonValue, where: str = "options") -> OptT:
        """Missing keys take their defaults (so adding an option keeps old saves
        loading); unknown keys and wrong types are refused."""
        if not isinstance(data, dict):
            raise FormatError("wrong_type", where, expected="object")
        hints = _hints(cls)
        unknown = set(data) - set(hints)
        if unknown:
            raise FormatError("unknown_option", where, option=sorted(unknown)[0])
        kwargs = {k: decode_value(hints[k], v, f"{where}.{k}") for k, v in data.items()}
        try:
            opts = cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise FormatError("bad_value", where) from exc
        try:
            opts.check_ranges()
        except OptionError as exc:
            raise FormatError("bad_value", f"{where}.{exc.key}") from exc
        return opts

    @classmethod
    def describe(cls) -> list[tuple[str, Any, Any, Mapping[str, Any]]]:
        """(name, type, default, metadata) for each option, in declaration order."""
        hints = _hints(cls)
        return [(f.name, hints[f.name], f.default, f.metadata) for f in dataclasses.fields(cls)]

    def check_ranges(self) -> None:
        """Raise OptionError if a value is outside its declared choices or range."""
        for name, _tp, _default, meta in self.describe():
            value = getattr(self, name)
            if "choices" in meta and value not in meta["choices"]:
                raise OptionError(name, "bad_value", value)
            if "min" in meta and value < meta["min"]:
                raise OptionError(name, "out_of_range", value)
            if "max" in meta and value > meta["max"]:
                raise OptionError(name, "out_of_range", value)

    @classmethod
    def parse(cls: type[OptT], assignments: Iterable[str]) -> OptT:
        """Options from ``KEY=VALUE`` strings (the command line's ``--option``)."""
        hints = _hints(cls)
        kwargs: dict[str, Any] = {}
        for item in assignments:
            key, sep, raw = item.partition("=")
            key = key.strip().replace("-", "_")
            if not sep:
                raise OptionError(key or item, "expected_key_value", item)
            if key not in hints:
                raise OptionError(key, "unknown_option")
            kwargs[key] = _parse_scalar(key, hints[key], raw.strip())
        opts = cls(**kwargs)
        opts.check_ranges()
        return opts


def _parse_scalar(key: str, tp: Any, raw: str) -> Any:
    if tp is bool:
        low = raw.lower()
        if low in ("1", "true", "yes", "on"):
            return True
        if low in ("0", "false", "no", "off"):
            return False
        raise OptionError(key, "bad_value", raw)
    if tp is int:
        try:
            return int(raw)
        except ValueError:
            raise OptionError(key, "bad_value", raw) from None
    if tp is str:
        return raw
    origin = typing.get_origin(tp)
    if origin is tuple:
        (inner, *_rest) = typing.get_args(tp)
        parts = [p for p in raw.split(",") if p.strip()]
        return tuple(_parse_scalar(key, inner, p.strip()) for p in parts)
    raise OptionError(key, "unsupported_option_type", raw)
