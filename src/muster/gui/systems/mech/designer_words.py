"""The mech designer's words and columns: the item and chart columns, and the labels of kinds, components,
locations and actuators (marked in the designer's context ``MechDesignerDialog``, shown with its ``self.tr``)."""

from __future__ import annotations

from muster.i18n import term_noop

LOCATIONS = ("head", "center_torso", "left_torso", "right_torso", "center_torso_rear", "left_torso_rear",
             "right_torso_rear", "left_arm", "right_arm", "left_leg", "right_leg")
FRONT = ("head", "center_torso", "left_torso", "right_torso", "left_arm", "right_arm", "left_leg", "right_leg")
# (key, header, kind): kind "text", "int", "float", "damage" or "bool"; the headers shown with self.tr
ITEM_COLUMNS = (
    ("id", term_noop("MechDesignerDialog", "Id"), "text"),
    ("name", term_noop("MechDesignerDialog", "Name"), "text"),
    ("kind", term_noop("MechDesignerDialog", "Kind"), "text"),
    ("location", term_noop("MechDesignerDialog", "Location"), "text"),
    ("rear", term_noop("MechDesignerDialog", "Rear"), "bool"),
    ("damage", term_noop("MechDesignerDialog", "Damage"), "damage"),
    ("heat", term_noop("MechDesignerDialog", "Heat"), "int"),
    ("min_range", term_noop("MechDesignerDialog", "Min"), "int"),
    ("short", term_noop("MechDesignerDialog", "Short"), "int"),
    ("medium", term_noop("MechDesignerDialog", "Medium"), "int"),
    ("long", term_noop("MechDesignerDialog", "Long"), "int"),
    ("ammo_bin", term_noop("MechDesignerDialog", "Ammo bin"), "text"),
    ("shots", term_noop("MechDesignerDialog", "Shots"), "int"),
    ("repair", term_noop("MechDesignerDialog", "Repair"), "damage"),
    ("bonus", term_noop("MechDesignerDialog", "Bonus"), "int"),
    ("tonnage", term_noop("MechDesignerDialog", "Tons"), "float"),
    ("type", term_noop("MechDesignerDialog", "Type"), "text"),
    ("notes", term_noop("MechDesignerDialog", "Notes"), "text"),
)
CRIT_COLUMNS = (
    ("min", term_noop("MechDesignerDialog", "From"), "int"),
    ("max", term_noop("MechDesignerDialog", "To"), "int"),
    ("component", term_noop("MechDesignerDialog", "Component"), "text"),
    ("detail", term_noop("MechDesignerDialog", "Item / actuator"), "text"),
)


KIND_LABELS = {
    "weapon": term_noop("MechDesignerDialog", "Weapon"),
    "ammo": term_noop("MechDesignerDialog", "Ammo bin"),
    "heat_sink": term_noop("MechDesignerDialog", "Heat sink"),
    "jump_jet": term_noop("MechDesignerDialog", "Jump jet"),
    "gel_pack": term_noop("MechDesignerDialog", "GEL pack"),
    "gel_dispenser": term_noop("MechDesignerDialog", "GEL dispenser"),
    "targeting": term_noop("MechDesignerDialog", "Targeting computer"),
    "equipment": term_noop("MechDesignerDialog", "Other equipment"),
}
COMPONENT_LABELS = {
    "weapon": term_noop("MechDesignerDialog", "Weapon"),
    "heat_sink": term_noop("MechDesignerDialog", "Heat sink"),
    "jump_jet": term_noop("MechDesignerDialog", "Jump jet"),
    "engine": term_noop("MechDesignerDialog", "Engine"),
    "gyro": term_noop("MechDesignerDialog", "Gyro"),
    "life_support": term_noop("MechDesignerDialog", "Life support"),
    "sensors": term_noop("MechDesignerDialog", "Sensors"),
    "actuator": term_noop("MechDesignerDialog", "Actuator"),
    "ammo": term_noop("MechDesignerDialog", "Ammo"),
    "equipment": term_noop("MechDesignerDialog", "Equipment"),
    "no_critical": term_noop("MechDesignerDialog", "No critical hit"),
    "destroyed": term_noop("MechDesignerDialog", "Location destroyed"),
}
LOCATION_LABELS = {
    "head": term_noop("MechDesignerDialog", "Head"),
    "center_torso": term_noop("MechDesignerDialog", "Center torso"),
    "left_torso": term_noop("MechDesignerDialog", "Left torso"),
    "right_torso": term_noop("MechDesignerDialog", "Right torso"),
    "center_torso_rear": term_noop("MechDesignerDialog", "Center torso rear"),
    "left_torso_rear": term_noop("MechDesignerDialog", "Left torso rear"),
    "right_torso_rear": term_noop("MechDesignerDialog", "Right torso rear"),
    "left_arm": term_noop("MechDesignerDialog", "Left arm"),
    "right_arm": term_noop("MechDesignerDialog", "Right arm"),
    "left_leg": term_noop("MechDesignerDialog", "Left leg"),
    "right_leg": term_noop("MechDesignerDialog", "Right leg"),
}
ACTUATOR_LABELS = {
    "shoulder": term_noop("MechDesignerDialog", "Shoulder"),
    "upper_arm": term_noop("MechDesignerDialog", "Upper arm"),
    "lower_arm": term_noop("MechDesignerDialog", "Lower arm"),
    "hand": term_noop("MechDesignerDialog", "Hand"),
    "hip": term_noop("MechDesignerDialog", "Hip"),
    "upper_leg": term_noop("MechDesignerDialog", "Upper leg"),
    "lower_leg": term_noop("MechDesignerDialog", "Lower leg"),
    "foot": term_noop("MechDesignerDialog", "Foot"),
}
YES = term_noop("MechDesignerDialog", "yes")  # a ticked yes/no cell (the GM may also type y, x, true or 1)
# the item kinds a chart row of each component may knock out (as the rules check them)
ROW_ITEMS = {"weapon": ("weapon", "gel_dispenser"), "heat_sink": ("heat_sink",), "jump_jet": ("jump_jet",),
             "ammo": ("ammo", "gel_pack"), "equipment": ("equipment", "targeting", "gel_dispenser", "gel_pack")}
ACTUATORS = ("shoulder", "upper_arm", "lower_arm", "hand", "hip", "upper_leg", "lower_leg", "foot")
CHOICE_COLUMNS = ("kind", "location", "ammo_bin")  # item columns chosen from a drop-down
