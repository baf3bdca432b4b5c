"""Python forms compiled from ``ui/*.ui`` by pyside6-uic (``python -m muster.tools.build_forms``).

Do not edit these modules: edit the ``.ui`` file in Qt Designer and rebuild. A test fails when a
form is out of date with its ``.ui`` file.
"""
