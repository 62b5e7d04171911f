"""Renderers that need no Discord: console text and JSON."""
