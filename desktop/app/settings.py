"""The player's settings (language, animation speed, confirm every move, the
game page's panel sizes), kept with QSettings.
``TRADING_FLOOR_SETTINGS`` names an ini file to use instead (tests, portable
installs)."""

from __future__ import annotations

import os

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from desktop.app.i18n import QT_TRANSLATE_NOOP

#: Animation speeds: id, shown name, milliseconds per move (0 = off).
SPEEDS: tuple[tuple[str, str, int], ...] = (
    ("off", QT_TRANSLATE_NOOP("Settings", "Off (no animation)"), 0),
    ("fast", QT_TRANSLATE_NOOP("Settings", "Fast"), 180),
    ("normal", QT_TRANSLATE_NOOP("Settings", "Normal"), 420),
    ("slow", QT_TRANSLATE_NOOP("Settings", "Slow"), 900),
)

#: Languages: locale id and the language's own name (not translated on purpose).
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("zh_TW", "繁體中文"),
    ("ja", "日本語"),
    ("zh_CN", "简体中文"),
)

DEFAULT_SPEED = "normal"


class Settings(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        path = os.environ.get("TRADING_FLOOR_SETTINGS")
        if path:
            self._store = QSettings(path, QSettings.Format.IniFormat)
        else:
            self._store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                    "TradingFloor", "Trading Floor")
        self._speed_override: str | None = None

    def flag(self, key: str, default: bool) -> bool:
        """A remembered on/off choice (e.g. ``advisor/win_chances``)."""
        value = self._store.value(key, default)
        return value in (True, "true", 1, "1")

    def set_flag(self, key: str, on: bool) -> None:
        self._store.setValue(key, on)

    @property
    def speed(self) -> str:
        if self._speed_override is not None:
            return self._speed_override
        value = str(self._store.value("animation/speed", DEFAULT_SPEED))
        return value if value in {s[0] for s in SPEEDS} else DEFAULT_SPEED

    def set_speed(self, speed: str, persist: bool = True) -> None:
        if speed not in {s[0] for s in SPEEDS}:
            raise ValueError(speed)
        if persist:
            self._store.setValue("animation/speed", speed)
            self._speed_override = None
        else:
            self._speed_override = speed
        self.changed.emit()

    @property
    def animation_ms(self) -> int:
        return next(ms for sid, _name, ms in SPEEDS if sid == self.speed)

    @property
    def language(self) -> str:
        """The chosen language; until the player chooses one, the system's (desktop.app.i18n)."""
        from desktop.app.i18n import system_language

        value = self._store.value("ui/language", None)
        if value is None:
            return system_language()
        return str(value) if str(value) in {code for code, _ in LANGUAGES} else "en"

    def set_language(self, code: str) -> None:
        """Keep the choice (the window switches the running app: desktop.app.translations.install)."""
        self._store.setValue("ui/language", code)
        self.changed.emit()

    @property
    def unlock_everything(self) -> bool:
        """Free play offers every variant and level at once (off by default:
        the campaign earns them)."""
        return str(self._store.value("play/unlock_everything", "false")).lower() in ("true", "1")

    def set_unlock_everything(self, on: bool) -> None:
        self._store.setValue("play/unlock_everything", "true" if on else "false")
        self.changed.emit()

    @property
    def table_theme(self) -> str:
        """The table theme chosen (desktop/app/themes.py; used only once the campaign earned it)."""
        return str(self._store.value("play/table_theme", "felt"))

    def set_table_theme(self, theme: str) -> None:
        self._store.setValue("play/table_theme", theme)
        self.changed.emit()

    @property
    def token_style(self) -> str:
        """The player-token style chosen (desktop/app/themes.py; used only once earned)."""
        return str(self._store.value("play/token_style", "flat"))

    def set_token_style(self, style: str) -> None:
        self._store.setValue("play/token_style", style)
        self.changed.emit()

    @property
    def confirm_moves(self) -> bool:
        """Ask even when only one move is legal (off: a forced single choice is taken for you)."""
        return str(self._store.value("play/confirm_moves", "false")).lower() in ("true", "1")

    def set_confirm_moves(self, on: bool) -> None:
        self._store.setValue("play/confirm_moves", "true" if on else "false")
        self.changed.emit()

    def layout_state(self, key: str) -> bytes | None:
        """A splitter's saved state (QSplitter.saveState), or None."""
        value = self._store.value(f"layout/{key}", None)
        if isinstance(value, QByteArray):
            return bytes(value.data())
        if isinstance(value, bytes):
            return value
        return None  # none kept, or a hand-edited settings file: the default sizes

    def set_layout_state(self, key: str, state: bytes) -> None:
        self._store.setValue(f"layout/{key}", QByteArray(state))
