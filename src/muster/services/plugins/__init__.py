"""Each rules system's side of the shared services' plug-in contract (:mod:`muster.services.contracts`).

One module per system, named after its key: the pieces its descriptor names beyond its use cases
(``services/<key>.py``): the players' damage summary (``public_summary``), the forecast request
(``forecast_request``), and what a scenario's set-up means to it (``scenario_start``, ``scenario_distance``).
Shared modules (``services/visibility.py``, ``services/forecast.py``, ``services/scenarios.py``) reach them
only through the registry (:mod:`muster.services.systems`), never by a system's key.
"""
