
from desktop.app.qtfix import guard as _guard

_guard()  # before any other Qt call: see qtfix.py (PySide6 6.12 reference miscount)
