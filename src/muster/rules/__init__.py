"""Pure-Python rules: dice, rules tables and the four engines.

Nothing in this package may import Qt or SQLAlchemy (tests/test_layers.py).
"""
