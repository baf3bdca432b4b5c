"""Qt widgets, docks, item models and dialogs. Views talk to services, never to a database session."""
