"""Dialogs, each built from its ``ui/*.ui`` file."""
