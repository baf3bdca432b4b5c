"""What a campaign file is stamped with; importable without SQLAlchemy."""

SCHEMA_VERSION = 6
APPLICATION_ID = 0x4D535452  # "MSTR", stamped with PRAGMA application_id
SUFFIX = ".muster"  # of a campaign file (and of its hidden copies while they are written)
