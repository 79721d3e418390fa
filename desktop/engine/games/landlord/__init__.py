"""Landlord: the classic property-trading game (地產大亨 rules) with names of our own."""

from desktop.engine.games.landlord.state import Landlord, LandlordState

GAME = LandlordState.game

__all__ = ["GAME", "Landlord", "LandlordState"]
