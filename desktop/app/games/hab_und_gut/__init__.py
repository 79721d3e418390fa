"""Hab & Gut: the game's UI (``ui.UI``), board scene (``board``), dialogs and words (``words``)."""
