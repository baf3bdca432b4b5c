-- Muster campaign schema, version 1 (frozen: never edit; tests migrate from it).
CREATE TABLE meta (key VARCHAR(64) NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sides (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR(200) NOT NULL, position INTEGER NOT NULL, colour VARCHAR(16) NOT NULL);
CREATE TABLE forces (id INTEGER NOT NULL PRIMARY KEY, side_id INTEGER NOT NULL REFERENCES sides (id), name VARCHAR(200) NOT NULL, position INTEGER NOT NULL);
CREATE INDEX ix_forces_side_id ON forces (side_id);
CREATE TABLE units (id INTEGER NOT NULL PRIMARY KEY, force_id INTEGER NOT NULL REFERENCES forces (id), name VARCHAR(200) NOT NULL, system VARCHAR(32) NOT NULL, position INTEGER NOT NULL, state JSON NOT NULL, status VARCHAR(200) NOT NULL);
CREATE INDEX ix_units_force_id ON units (force_id);
CREATE TABLE battles (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR(200) NOT NULL, system VARCHAR(32) NOT NULL, round INTEGER NOT NULL, phase INTEGER NOT NULL, initiative JSON NOT NULL, active INTEGER NOT NULL, state JSON NOT NULL);
CREATE TABLE actions (id INTEGER NOT NULL PRIMARY KEY, at FLOAT NOT NULL, kind VARCHAR(64) NOT NULL, label VARCHAR(200) NOT NULL, battle_id INTEGER, round INTEGER, phase VARCHAR(64) NOT NULL, actor_id INTEGER, actor VARCHAR(200) NOT NULL, target_id INTEGER, target VARCHAR(200) NOT NULL, text TEXT NOT NULL, rolls JSON NOT NULL, modifiers JSON NOT NULL, result JSON NOT NULL, changes JSON NOT NULL, state VARCHAR(16) NOT NULL);
CREATE INDEX ix_actions_battle_id ON actions (battle_id);
CREATE INDEX ix_actions_state ON actions (state);
PRAGMA application_id = 1297306706;
INSERT INTO meta (key, value) VALUES ('schema_version', '1'), ('application', 'muster');
