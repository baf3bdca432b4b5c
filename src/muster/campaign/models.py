"""SQLAlchemy models of a campaign file (schema version in ``SCHEMA_VERSION``).

Units of every system share one table: ``system`` names the rules engine and
``state`` holds the engine's JSON state. ``status`` is the live status line
shown in the roster, written by the service that changed the unit.
"""

from __future__ import annotations

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from muster.campaign.version import APPLICATION_ID, SCHEMA_VERSION  # noqa: F401 (re-exported)


class Base(DeclarativeBase):
    type_annotation_map = {dict: JSON, list: JSON}


class Meta(Base):
    __tablename__ = "meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class Side(Base):
    __tablename__ = "sides"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    position: Mapped[int] = mapped_column(Integer, default=0)
    colour: Mapped[str] = mapped_column(String(16), default="")


class Force(Base):
    __tablename__ = "forces"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    side_id: Mapped[int] = mapped_column(ForeignKey("sides.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    position: Mapped[int] = mapped_column(Integer, default=0)


class Unit(Base):
    __tablename__ = "units"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    force_id: Mapped[int] = mapped_column(ForeignKey("forces.id"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[str] = mapped_column(String(32))
    position: Mapped[int] = mapped_column(Integer, default=0)
    state: Mapped[dict] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(200), default="")
    hidden: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")  # v4: hidden from players
    # v5: the status as message data (muster.i18n), shown in the GM's language; ``status`` keeps it in English
    status_msg: Mapped[dict | None] = mapped_column(JSON, nullable=True, default=None)


class Battle(Base):
    __tablename__ = "battles"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[str] = mapped_column(String(32))
    round: Mapped[int] = mapped_column(Integer, default=1)
    phase: Mapped[int] = mapped_column(Integer, default=0)
    initiative: Mapped[list] = mapped_column(JSON, default=list)
    active: Mapped[int] = mapped_column(Integer, default=0)
    state: Mapped[dict] = mapped_column(JSON, default=dict)


class Action(Base):
    """One GM action: what was done, by whom, the dice, and every row it changed.

    ``changes`` lists ``{"table", "id", "before", "after"}`` row snapshots:
    undo writes the befores back in reverse order, redo writes the afters.
    ``state`` is ``done`` or ``undone`` (not applied now: redoable, or on a branch);
    ``dropped`` marks what files before v6 overtook with a new action (kept for the
    record, on no timeline).

    v6: each action is on one timeline (``timeline``: its battle's id, or 0 for the
    campaign's own: the roster, the library, house rules, hiding, starting and
    deleting battles) and follows ``parent_id``, the action its timeline stood at
    when it was done. The actions of a timeline form a tree; its branches are the
    paths to its leaves (``services.timelines``).
    """

    __tablename__ = "actions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[float] = mapped_column(Float)
    kind: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(String(200))
    battle_id: Mapped[int | None] = mapped_column(Integer, index=True, nullable=True)
    round: Mapped[int | None] = mapped_column(Integer, nullable=True)
    phase: Mapped[str] = mapped_column(String(64), default="")
    actor_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    actor: Mapped[str] = mapped_column(String(200), default="")
    target_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    target: Mapped[str] = mapped_column(String(200), default="")
    text: Mapped[str] = mapped_column(Text, default="")
    rolls: Mapped[list] = mapped_column(JSON, default=list)
    modifiers: Mapped[list] = mapped_column(JSON, default=list)
    result: Mapped[dict] = mapped_column(JSON, default=dict)
    changes: Mapped[list] = mapped_column(JSON, default=list)
    state: Mapped[str] = mapped_column(String(16), default="done", index=True)
    starts_round: Mapped[bool] = mapped_column(Boolean, default=False)
    # v5: label and text as message data ({"label": ..., "text": ...}, muster.i18n), so the log reads in
    # either language; ``label`` and ``text`` keep the English
    message: Mapped[dict | None] = mapped_column(JSON, nullable=True, default=None)
    timeline: Mapped[int] = mapped_column(Integer, default=0, index=True)  # v6
    parent_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)  # v6
    # v6: the order of undos (the campaign-wide Redo brings back the last undone)
    undone_seq: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)


class Timeline(Base):
    """v6: where one timeline stands: ``head`` its last done action (None: none), ``tip`` the end of the branch it
    is on (what Redo steps towards)."""

    __tablename__ = "timelines"
    key: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)  # a battle's id; 0: campaign
    head: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tip: Mapped[int | None] = mapped_column(Integer, nullable=True)


class ActionRow(Base):
    """v6: which rows each action changed (``"units:5"``), so an undo finds the later actions that changed them."""

    __tablename__ = "action_rows"
    row_key: Mapped[str] = mapped_column(String(80), primary_key=True)
    action_id: Mapped[int] = mapped_column(Integer, primary_key=True, index=True)


class RulesOverride(Base):
    """A GM's house rule: a JSON patch over one bundled rules table."""

    __tablename__ = "rules_overrides"
    table: Mapped[str] = mapped_column(String(64), primary_key=True)
    patch: Mapped[dict] = mapped_column(JSON, default=dict)


class Scenario(Base):
    """A battle prepared in advance (v3): sides, forces and units with their states, the set-up
    (distance, positions, conditions), each side's plan and the GM's notes, all in ``data``
    (the same shape as a scenario in an exported file, see ``services.scenarios``).
    ``started`` lists the battles started from it."""

    __tablename__ = "scenarios"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[str] = mapped_column(String(32))
    position: Mapped[int] = mapped_column(Integer, default=0)
    data: Mapped[dict] = mapped_column(JSON, default=dict)
    started: Mapped[list] = mapped_column(JSON, default=list)


ROW_TABLES = {cls.__tablename__: cls for cls in (Side, Force, Unit, Battle, RulesOverride, Meta, Scenario)}
