"""Muster: a battle manager for tabletop game masters."""

__version__ = "0.1.0"
APP_NAME = "Muster"
ORG_NAME = "Muster"
