<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BUCS</name>
    <message numerus="yes">
        <source>%1 (%2 h, %3 %4/%5 → %n hours)</source>
        <translation>
            <numerusform>%1 (%2 h, %3 %4/%5 → %n hours)</numerusform>
            <numerusform>%1 (%2 h, %3 %4/%5 → %n hours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialties; %2 has %3</source>
        <translation>
            <numerusform>%1 units may have %n specialties; %2 has %3</numerusform>
            <numerusform>%1 units may have %n specialties; %2 has %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hit(s) saved</source>
        <translation>
            <numerusform>%n casualty hit saved</numerusform>
            <numerusform>%n casualty hits saved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits not saved: %1 is permanently %2 (was %3)</source>
        <translation>
            <numerusform>%n casualty hits not saved: %1 is permanently %2 (was %3)</numerusform>
            <numerusform>%n casualty hits not saved: %1 is permanently %2 (was %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits saved by medics</source>
        <translation>
            <numerusform>%n casualty hits saved by medics</numerusform>
            <numerusform>%n casualty hits saved by medics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days of rest</source>
        <translation>
            <numerusform>%n days of rest</numerusform>
            <numerusform>%n days of rest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits a day</source>
        <translation>
            <numerusform>%n hits a day</numerusform>
            <numerusform>%n hits a day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits on %1 (%2 morale, %3 casualty): %4</source>
        <translation>
            <numerusform>%n hits on %1 (%2 morale, %3 casualty): %4</numerusform>
            <numerusform>%n hits on %1 (%2 morale, %3 casualty): %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits take a %1 unit below Raw, so it cannot be ready (retreated or destroyed)</source>
        <translation>
            <numerusform>%n hits take a %1 unit below Raw, so it cannot be ready (retreated or destroyed)</numerusform>
            <numerusform>%n hits take a %1 unit below Raw, so it cannot be ready (retreated or destroyed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours pass</source>
        <translation>
            <numerusform>%n hours pass</numerusform>
            <numerusform>%n hours pass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hit(s) healed</source>
        <translation>
            <numerusform>%n morale hit healed</numerusform>
            <numerusform>%n morale hits healed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by medics</source>
        <translation>
            <numerusform>%n morale hits healed by medics</numerusform>
            <numerusform>%n morale hits healed by medics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by rest</source>
        <translation>
            <numerusform>%n morale hits healed by rest</numerusform>
            <numerusform>%n morale hits healed by rest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Armor ignores its first %n casualty hits (%1 so far)</source>
        <translation>
            <numerusform>Armor ignores its first %n casualty hits (%1 so far)</numerusform>
            <numerusform>Armor ignores its first %n casualty hits (%1 so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mobility: %1 against %2 (%n steps)</source>
        <translation>
            <numerusform>Mobility: %1 against %2 (%n steps)</numerusform>
            <numerusform>Mobility: %1 against %2 (%n steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Strength in numbers (%n more units)</source>
        <translation>
            <numerusform>Strength in numbers (%n more units)</numerusform>
            <numerusform>Strength in numbers (%n more units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %n hours after the battle: no casualty can be saved</source>
        <translation>
            <numerusform>more than %n hours after the battle: no casualty can be saved</numerusform>
            <numerusform>more than %n hours after the battle: no casualty can be saved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message numerus="yes">
        <source>%1 takes %n hour(s): %2 h listed, %3 quality %4 ÷ %5 → %6 h</source>
        <translation>
            <numerusform>%1 takes %n hour: %2 h listed, %3 quality %4 ÷ %5 → %6 h</numerusform>
            <numerusform>%1 takes %n hours: %2 h listed, %3 quality %4 ÷ %5 → %6 h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move space</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; move space</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; move space</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move spaces</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; move spaces</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; move spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move space</source>
        <translation>
            <numerusform>%n move space</numerusform>
            <numerusform>%n move space</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move spaces</source>
        <translation>
            <numerusform>%n move spaces</numerusform>
            <numerusform>%n move spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) due, rolled in a row until one fails</source>
        <translation>
            <numerusform>%n check due, rolled in a row until one fails</numerusform>
            <numerusform>%n checks due, rolled in a row until one fails</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BucsHealDialog</name>
    <message numerus="yes">
        <source>Medics heal %n hit(s) a day.</source>
        <translation>
            <numerusform>Medics heal %n hit a day.</numerusform>
            <numerusform>Medics heal %n hits a day.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BucsUnitDialog</name>
    <message numerus="yes">
        <source>No room: a %1 unit may have %n specialty(s).</source>
        <translation>
            <numerusform>No room: a %1 unit may have %n specialty.</numerusform>
            <numerusform>No room: a %1 unit may have %n specialtys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialty(s); %2 chosen. Armor needs Mechanized. A unit without Infantry fights as Raw.</source>
        <translation>
            <numerusform>%1 units may have %n specialty; %2 chosen. Armor needs Mechanized. A unit without Infantry fights as Raw.</numerusform>
            <numerusform>%1 units may have %n specialtys; %2 chosen. Armor needs Mechanized. A unit without Infantry fights as Raw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fights as &lt;b&gt;%1&lt;/b&gt; · can take %n more hit(s) before it breaks · %2</source>
        <translation>
            <numerusform>Fights as &lt;b&gt;%1&lt;/b&gt; · can take %n more hit before it breaks · %2</numerusform>
            <numerusform>Fights as &lt;b&gt;%1&lt;/b&gt; · can take %n more hits before it breaks · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BulkEditDialog</name>
    <message numerus="yes">
        <source>Editing %n unit(s): %1</source>
        <translation>
            <numerusform>Editing %n unit: %1</numerusform>
            <numerusform>Editing %n units: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message numerus="yes">
        <source>SQLite&apos;s check found %n damaged page(s) or record(s)</source>
        <translation>
            <numerusform>SQLite&apos;s check found %n damaged page or record</numerusform>
            <numerusform>SQLite&apos;s check found %n damaged pages or records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With them the campaign would hold %n more action(s) (the last: “%1”).</source>
        <translation>
            <numerusform>With them the campaign would hold %n more action (the last: “%1”).</numerusform>
            <numerusform>With them the campaign would hold %n more actions (the last: “%1”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” is damaged (%2, and %n more problem(s)) and was not opened. Open a recent backup instead, and keep this file as it is.</source>
        <translation>
            <numerusform>“%1” is damaged (%2, and %n more problem) and was not opened. Open a recent backup instead, and keep this file as it is.</numerusform>
            <numerusform>“%1” is damaged (%2, and %n more problems) and was not opened. Open a recent backup instead, and keep this file as it is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” is truncated: only %n bytes are left.</source>
        <translation>
            <numerusform>“%1” is truncated: only %n bytes are left.</numerusform>
            <numerusform>“%1” is truncated: only %n bytes are left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message numerus="yes">
        <source>Redid %n action(s).</source>
        <translation>
            <numerusform>Redid %n action.</numerusform>
            <numerusform>Redid %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again.</source>
        <translation>
            <numerusform>Rewound %n action to the start of round %1; Redo steps forward again.</numerusform>
            <numerusform>Rewound %n actions to the start of round %1; Redo steps forward again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again. %2 of them were elsewhere (they changed the same units).</source>
        <translation>
            <numerusform>Rewound %n action to the start of round %1; Redo steps forward again. %2 of them were elsewhere (they changed the same units).</numerusform>
            <numerusform>Rewound %n actions to the start of round %1; Redo steps forward again. %2 of them were elsewhere (they changed the same units).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Went back %n action(s); Redo steps forward again.</source>
        <translation>
            <numerusform>Went back %n action; Redo steps forward again.</numerusform>
            <numerusform>Went back %n actions; Redo steps forward again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• %1: %n action(s)</source>
        <translation>
            <numerusform>• %1: %n action</numerusform>
            <numerusform>• %1: %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%1 (%n page(s), %2)</source>
        <translation>
            <numerusform>%1 (%n page, %2)</numerusform>
            <numerusform>%1 (%n pages, %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problem found.</numerusform>
            <numerusform>%n problems found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message numerus="yes">
        <source>%1 — %n die/dice, each 1 to %2</source>
        <translation>
            <numerusform>%1 — %n die/dice, each 1 to %2</numerusform>
            <numerusform>%1 — %n die/dice, each 1 to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message numerus="yes">
        <source>%1: %2 needs %n dice, got %3</source>
        <translation>
            <numerusform>%1: %2 needs %n dice, got %3</numerusform>
            <numerusform>%1: %2 needs %n dice, got %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 needs %n more dice but only %3 were given</source>
        <translation>
            <numerusform>%1: %2 needs %n more dice but only %3 were given</numerusform>
            <numerusform>%1: %2 needs %n more dice but only %3 were given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battles are called “%1”; rename one in Muster first.</source>
        <translation>
            <numerusform>%n battles are called “%1”; rename one in Muster first.</numerusform>
            <numerusform>%n battles are called “%1”; rename one in Muster first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forces are called “%1” (of %2); rename one in Muster first.</source>
        <translation>
            <numerusform>%n forces are called “%1” (of %2); rename one in Muster first.</numerusform>
            <numerusform>%n forces are called “%1” (of %2); rename one in Muster first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already hidden from the players.</source>
        <translation>
            <numerusform>%n units are already hidden from the players.</numerusform>
            <numerusform>%n units are already hidden from the players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already shown to the players.</source>
        <translation>
            <numerusform>%n units are already shown to the players.</numerusform>
            <numerusform>%n units are already shown to the players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are called “%1” (in %2); print their force with --force instead.</source>
        <translation>
            <numerusform>%n units are called “%1” (in %2); print their force with --force instead.</numerusform>
            <numerusform>%n units are called “%1” (in %2); print their force with --force instead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n template</numerusform>
            <numerusform>%n templates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n template(s) from your library? This cannot be undone (campaigns keep their units).</source>
        <translation>
            <numerusform>Delete %n template from your library? This cannot be undone (campaigns keep their units).</numerusform>
            <numerusform>Delete %n templates from your library? This cannot be undone (campaigns keep their units).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <source>%n copies made</source>
        <translation>
            <numerusform>%n copies made</numerusform>
            <numerusform>%n copies made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported from a spreadsheet</source>
        <translation>
            <numerusform>%n unit imported from a spreadsheet</numerusform>
            <numerusform>%n units imported from a spreadsheet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1</source>
        <translation>
            <numerusform>%n unit moved to %1</numerusform>
            <numerusform>%n units moved to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1: %2</source>
        <translation>
            <numerusform>%n unit moved to %1: %2</numerusform>
            <numerusform>%n units moved to %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s): %1</source>
        <translation>
            <numerusform>%n unit: %1</numerusform>
            <numerusform>%n units: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units added to %1 from the library</source>
        <translation>
            <numerusform>%n units added to %1 from the library</numerusform>
            <numerusform>%n units added to %1 from the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units hidden from the players</source>
        <translation>
            <numerusform>%n units hidden from the players</numerusform>
            <numerusform>%n units hidden from the players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units revealed to the players</source>
        <translation>
            <numerusform>%n units revealed to the players</numerusform>
            <numerusform>%n units revealed to the players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n units from the library</source>
        <translation>
            <numerusform>Add %n units from the library</numerusform>
            <numerusform>Add %n units from the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n units to %1</source>
        <translation>
            <numerusform>Add %n units to %1</numerusform>
            <numerusform>Add %n units to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins (%n units)</source>
        <translation>
            <numerusform>Battle %1 begins (%n units)</numerusform>
            <numerusform>Battle %1 begins (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units)</source>
        <translation>
            <numerusform>Battle %1 begins from scenario %2 (%n units)</numerusform>
            <numerusform>Battle %1 begins from scenario %2 (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units) — %3</source>
        <translation>
            <numerusform>Battle %1 begins from scenario %2 (%n units) — %3</numerusform>
            <numerusform>Battle %1 begins from scenario %2 (%n units) — %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n unit(s)</source>
        <translation>
            <numerusform>Duplicate %n unit</numerusform>
            <numerusform>Duplicate %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit %n unit(s)</source>
        <translation>
            <numerusform>Edit %n unit</numerusform>
            <numerusform>Edit %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Force %1 imported into %2 (%n units)</source>
        <translation>
            <numerusform>Force %1 imported into %2 (%n units)</numerusform>
            <numerusform>Force %1 imported into %2 (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hide %n units from players</source>
        <translation>
            <numerusform>Hide %n units from players</numerusform>
            <numerusform>Hide %n units from players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n unit(s) from CSV</source>
        <translation>
            <numerusform>Import %n unit from CSV</numerusform>
            <numerusform>Import %n units from CSV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n units to players</source>
        <translation>
            <numerusform>Reveal %n units to players</numerusform>
            <numerusform>Reveal %n units to players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scenario %1 prepared (%n units)</source>
        <translation>
            <numerusform>Scenario %1 prepared (%n units)</numerusform>
            <numerusform>Scenario %1 prepared (%n units)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Mech</name>
    <message numerus="yes">
        <source>%n jump jet(s) out</source>
        <translation>
            <numerusform>%n jump jet out</numerusform>
            <numerusform>%n jump jets out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat turn %1: %2 of %n attacks hit.</source>
        <translation>
            <numerusform>Combat turn %1: %2 of %n attacks hit.</numerusform>
            <numerusform>Combat turn %1: %2 of %n attacks hit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat, turn %1 (%n attacks)</source>
        <translation>
            <numerusform>Combat, turn %1 (%n attacks)</numerusform>
            <numerusform>Combat, turn %1 (%n attacks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>jumps %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>jumps %n hex from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
            <numerusform>jumps %n hexes from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>runs %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>runs %n hex from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
            <numerusform>runs %n hexes from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walks %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>walks %n hex from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
            <numerusform>walks %n hexes from its start hex, %1/%2 MP, +%3 heat, %4 die %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MechDesignerDialog</name>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (and %n more)</numerusform>
            <numerusform> (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message numerus="yes">
        <source>%1 — %2: %n move spaces</source>
        <translation>
            <numerusform>%1 — %2: %n move spaces</numerusform>
            <numerusform>%1 — %2: %n move spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits taken</source>
        <translation>
            <numerusform>%n hits taken</numerusform>
            <numerusform>%n hits taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Poleaxe</name>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turn)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n turn)</numerusform>
            <numerusform>%1 (%2 %3, %n turn)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turns)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n turns)</numerusform>
            <numerusform>%1 (%2 %3, %n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space</source>
        <translation>
            <numerusform>%1 moves %n space</numerusform>
            <numerusform>%1 moves %n space</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n spaces</source>
        <translation>
            <numerusform>%1 moves %n spaces</numerusform>
            <numerusform>%1 moves %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5</source>
        <translation>
            <numerusform>%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5</numerusform>
            <numerusform>%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5</source>
        <translation>
            <numerusform>%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5</numerusform>
            <numerusform>%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack</source>
        <translation>
            <numerusform>%n attack</numerusform>
            <numerusform>%n attack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacks</source>
        <translation>
            <numerusform>%n attacks</numerusform>
            <numerusform>%n attacks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n hits</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale checks</source>
        <translation>
            <numerusform>%n morale checks</numerusform>
            <numerusform>%n morale checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Melee (%n engagements)</source>
        <translation>
            <numerusform>Melee (%n engagements)</numerusform>
            <numerusform>Melee (%n engagements)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of the Fight (%n squads)</source>
        <translation>
            <numerusform>Out of the Fight (%n squads)</numerusform>
            <numerusform>Out of the Fight (%n squads)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n space away from the enemy</source>
        <translation>
            <numerusform>charges %n space away from the enemy</numerusform>
            <numerusform>charges %n space away from the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n space towards the enemy</source>
        <translation>
            <numerusform>charges %n space towards the enemy</numerusform>
            <numerusform>charges %n space towards the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces away from the enemy</source>
        <translation>
            <numerusform>charges %n spaces away from the enemy</numerusform>
            <numerusform>charges %n spaces away from the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces towards the enemy</source>
        <translation>
            <numerusform>charges %n spaces towards the enemy</numerusform>
            <numerusform>charges %n spaces towards the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n turn</source>
        <translation>
            <numerusform>for %n turn</numerusform>
            <numerusform>for %n turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n turns</source>
        <translation>
            <numerusform>for %n turns</numerusform>
            <numerusform>for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n space away from the enemy</source>
        <translation>
            <numerusform>moves %n space away from the enemy</numerusform>
            <numerusform>moves %n space away from the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n space towards the enemy</source>
        <translation>
            <numerusform>moves %n space towards the enemy</numerusform>
            <numerusform>moves %n space towards the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces away from the enemy</source>
        <translation>
            <numerusform>moves %n spaces away from the enemy</numerusform>
            <numerusform>moves %n spaces away from the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces towards the enemy</source>
        <translation>
            <numerusform>moves %n spaces towards the enemy</numerusform>
            <numerusform>moves %n spaces towards the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the log&apos;s rolls)</source>
        <translation>
            <numerusform>… and %n more (see the log&apos;s rolls)</numerusform>
            <numerusform>… and %n more (see the log&apos;s rolls)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message numerus="yes">
        <source>%1 · %n unit(s) · %2</source>
        <translation>
            <numerusform>%1 · %n unit · %2</numerusform>
            <numerusform>%1 · %n units · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message numerus="yes">
        <source>Campaign %1: %n house rule(s) for these rules.</source>
        <translation>
            <numerusform>Campaign %1: %n house rule for these rules.</numerusform>
            <numerusform>Campaign %1: %n house rules for these rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: at most %n character(s)</source>
        <translation>
            <numerusform>%1: at most %n character</numerusform>
            <numerusform>%1: at most %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterCommands</name>
    <message numerus="yes">
        <source>%n unit(s) saved to your library.</source>
        <translation>
            <numerusform>%n unit saved to your library.</numerusform>
            <numerusform>%n units saved to your library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenariosDialog</name>
    <message numerus="yes">
        <source>%1 · %n unit(s)</source>
        <translation>
            <numerusform>%1 · %n unit</numerusform>
            <numerusform>%1 · %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransferCommands</name>
    <message numerus="yes">
        <source>%n template(s) added to your library.</source>
        <translation>
            <numerusform>%n template added to your library.</numerusform>
            <numerusform>%n templates added to your library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again.</source>
        <translation>
            <numerusform>%n unit imported; Undo (Ctrl+Z) takes them out again.</numerusform>
            <numerusform>%n units imported; Undo (Ctrl+Z) takes them out again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again. No unit&apos;s rules use these columns, so they were left out: %1.</source>
        <translation>
            <numerusform>%n unit imported; Undo (Ctrl+Z) takes them out again. No unit&apos;s rules use these columns, so they were left out: %1.</numerusform>
            <numerusform>%n units imported; Undo (Ctrl+Z) takes them out again. No unit&apos;s rules use these columns, so they were left out: %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
