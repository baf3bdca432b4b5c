"""Battle forecasts: "what happens if we fight this out?", from the rules engines themselves.

One module per system (:mod:`.bucs`, :mod:`.poleaxe`, :mod:`.gurps`, :mod:`.mech`), each calling its
engine's public functions with the forecast's own seeded dice (:mod:`.common`), never the campaign's.
Each exposes ``forecast(...)`` (engine objects in, :class:`~.common.Forecast` out) and ``do_forecast``
(the headless ``muster rules SYSTEM forecast`` action).
"""
