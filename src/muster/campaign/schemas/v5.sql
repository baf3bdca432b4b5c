-- Muster campaign schema, version 5 (frozen: never edit; tests migrate from it).
-- The DDL exactly as a fresh version-5 file holds it (sqlite_master), then its stamp and meta rows.
CREATE TABLE meta (
	"key" VARCHAR(64) NOT NULL, 
	value TEXT NOT NULL, 
	PRIMARY KEY ("key")
);
CREATE TABLE sides (
	id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	position INTEGER NOT NULL, 
	colour VARCHAR(16) NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE battles (
	id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	system VARCHAR(32) NOT NULL, 
	round INTEGER NOT NULL, 
	phase INTEGER NOT NULL, 
	initiative JSON NOT NULL, 
	active INTEGER NOT NULL, 
	state JSON NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE actions (
	id INTEGER NOT NULL, 
	at FLOAT NOT NULL, 
	kind VARCHAR(64) NOT NULL, 
	label VARCHAR(200) NOT NULL, 
	battle_id INTEGER, 
	round INTEGER, 
	phase VARCHAR(64) NOT NULL, 
	actor_id INTEGER, 
	actor VARCHAR(200) NOT NULL, 
	target_id INTEGER, 
	target VARCHAR(200) NOT NULL, 
	text TEXT NOT NULL, 
	rolls JSON NOT NULL, 
	modifiers JSON NOT NULL, 
	result JSON NOT NULL, 
	changes JSON NOT NULL, 
	state VARCHAR(16) NOT NULL, 
	starts_round BOOLEAN NOT NULL, 
	message JSON, 
	PRIMARY KEY (id)
);
CREATE INDEX ix_actions_battle_id ON actions (battle_id);
CREATE INDEX ix_actions_state ON actions (state);
CREATE TABLE rules_overrides (
	"table" VARCHAR(64) NOT NULL, 
	patch JSON NOT NULL, 
	PRIMARY KEY ("table")
);
CREATE TABLE scenarios (
	id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	system VARCHAR(32) NOT NULL, 
	position INTEGER NOT NULL, 
	data JSON NOT NULL, 
	started JSON NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE forces (
	id INTEGER NOT NULL, 
	side_id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	position INTEGER NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(side_id) REFERENCES sides (id)
);
CREATE INDEX ix_forces_side_id ON forces (side_id);
CREATE TABLE units (
	id INTEGER NOT NULL, 
	force_id INTEGER NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	system VARCHAR(32) NOT NULL, 
	position INTEGER NOT NULL, 
	state JSON NOT NULL, 
	status VARCHAR(200) NOT NULL, 
	hidden BOOLEAN DEFAULT '0' NOT NULL, 
	status_msg JSON, 
	PRIMARY KEY (id), 
	FOREIGN KEY(force_id) REFERENCES forces (id)
);
CREATE INDEX ix_units_force_id ON units (force_id);
PRAGMA application_id = 1297306706;
INSERT INTO meta (key, value) VALUES ('schema_version', '5'), ('application', 'muster'), ('created', '2024-01-01T00:00:00'), ('dice_seed', '12345'), ('dice_draws', '0');
