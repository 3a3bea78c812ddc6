"""A person's own history: their finished games, statistics per level, and exports."""

from soloist.history.plays import HistoryPlay, load_history

__all__ = ["HistoryPlay", "load_history"]
