"""Opponents that see only their seat's view and the legal actions. No Qt."""
