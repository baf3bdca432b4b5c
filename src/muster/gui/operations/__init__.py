"""GM commands, one small function each, grouped by domain (in the way of Anki's aqt/operations).

Each command asks what it needs (dialogs only when its arguments are not given), then runs one use
case through ``window.run`` (the campaign session: dice, undo stack, dispatch to every view in order)
and returns what the use case returned, or None when nothing was done. Commands never refresh views
themselves: the session's dispatch does that once, for every view.

Modules: ``campaign`` (files, recent, log export), ``roster``, ``battle``, ``scenarios``,
``transfer`` (import and export), ``help``.
"""
