"""The ``muster`` command: GUI front door, smoke check and headless rules."""
