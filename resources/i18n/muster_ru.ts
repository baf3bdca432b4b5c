<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AftermathDialog</name>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances (d10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severely injured (1 hp, two weeks&apos; bed rest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lightly injured (half hp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unharmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1 of %2 HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No squad took losses in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one squad to roll for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 hp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties (written to the squads&apos; members and the log; Ctrl+Z undoes):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BUCS</name>
    <message>
        <source>%1 %2 %3 vs %4 %5 %6: %7 wins by %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 vs %4 %5 %6: tie, no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 check (attacker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 check (defender)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 vs %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 h, %3 %4/%5 → %n hours)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 h, %3 %4/%5 → 1 hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot command itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot drop below %2; it stays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 combat roll (attacker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 combat roll (defender)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completes %2 (beachhead established: counts as dug in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2 (attacker leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2 (defender leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 equipment: first morale hit against a less well-equipped unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fought its way free: no longer pinned down (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a bad BUCS state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has broken and cannot be commanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has broken and cannot carry out orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has broken and cannot fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot be commanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot carry out orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot take orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has ended; start a new battle to fight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 specialty and cannot treat casualties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no time: it lasts until it is completed or replaced by another order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has recovered and is ready again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has retreated and cannot be commanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has retreated and cannot carry out orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has retreated and cannot fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has retreated and cannot take orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the mobility advantage: it cannot be pinned down by numbers outside cramped quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has won %2 rounds: no longer pinned down (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: a %2 unit cannot act alone without an order (give it an order, or have it assist a character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: its order must be repeated next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is Armor: infantry or mechanized units cannot pin it down outside cramped quarters (%2 ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not a BUCS unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an Armor unit and cannot go into %2 terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dug in: pinned down (%2) does not count; a dug-in unit can only be pinned down from multiple directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is led by %2, so it cannot be taken over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not Legendary and cannot take command of other units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a lesser unit than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not taking part in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not under anyone&apos;s command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the same side as the attackers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside its specialties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is under stress: its last morale hit heals only with rest away from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks %2: units without the skill in common cannot help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks the %2 specialty and performs as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses its %2 mobility fighting with %3 equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses its %2 mobility fighting with %3 equipment (no Infantry specialty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost for good: base quality %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mobility needs the %2 specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ordered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requires the %2 specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spots them: no surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 surprises %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 hp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 hp, killed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes command of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to surprise %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialties; %2 has %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 units may have 1 specialty; %2 has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was destroyed and is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attack action is already free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attack action is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attack action is free again (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attack action is used (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s conditions are already like that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s move action is already free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s move action is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s move action is free again (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s move action is used (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s side destroyed one of the pinning units: no longer pinned down (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, given by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wins by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wins by %3 (under %4: no hits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 h left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attack action free again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attack action used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: move action free again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: move action used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the extra hit keeps the unit in the fight at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tie, no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the GM should remove specialties</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hit(s) saved</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits not saved: %1 is permanently %2 (was %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits saved by medics</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days of rest</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits a day</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits on %1 (%2 morale, %3 casualty): %4</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits take a %1 unit below Raw, so it cannot be ready (retreated or destroyed)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours pass</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hit(s) healed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by medics</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by rest</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2 (one of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an order in the rules data; give its time in hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1; %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 casualty hit not saved: %1 is permanently %2 (was %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 casualty hit saved by medics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit on %1 (%2 morale, %3 casualty): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 morale hit healed by medics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 morale hit healed by rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit cannot be on both the attacking and the defending side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit has a move and an attack action, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit is listed twice among the attacking units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit is listed twice among the commanded units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit is listed twice among the defending units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit is listed twice among the treated units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle (%1 h later, medics heal up to %2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle (%1 h later, medics heal up to %2; %3, under stress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After-battle healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After-battle healing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order&apos;s hours must be a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Armor ignores its first %n casualty hits (%1 so far)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Attacking units must be given by id, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad BUCS unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: the same leads and targets while they stand (then the first unit still standing), orders repeated every round (a unit that needs one is ordered to Attack), nobody withdraws. A battle ends when every unit of a side is destroyed or has retreated, or at the round limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one attacking unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one commanded unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one defending unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one treated unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanded units must be given by id, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending units must be given by id, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in (beachhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: %1 (no bonus in combat without Infantry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: as %1 (no Infantry specialty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: as %1 (outside its specialties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let at least 1 hour pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medics: %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mobility: %1 against %2 (%n steps)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Mobility: %1 against %2 (1 step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum (%1, doubled: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum +%1 of %2 does not count: %3 dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the order (for example Attack, Use Skill, Bridge a River).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the skill the units contest (for example Hide, Spot or Craft (Structural)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit in this battle has an order with hours to count down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent pinned down (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outnumbering the enemy %1 to %2 (x%3 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality: as %1 (%2; really %3), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RETREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Strength in numbers (%n more units)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Strength in numbers (1 more unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise: %1 Hide %2 vs %3 Spot %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker&apos;s target must be one of the opposing units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The casualty hits the medics saved must be a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s target must be one of the opposing units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hours since the battle must be a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest days must be a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unit #%1 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treated units must be given by id, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown engagement kind &apos;%1&apos; (one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 unit can command at most %2 units, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pinned-down reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quality on the ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alone under orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alone without orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an equipment rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assisting a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below Raw by a casualty hit: destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below Raw by a morale hit: retreats in poor order (recoverable after the battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casualty hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casualty hit (joined character killed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casualty hit ignored (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casualty hit lost (already %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doorway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last morale hit stays (under stress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale hit (joined character killed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale hit ignored (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale hit lost (already %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>more than %n hours after the battle: no casualty can be saved</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>multiple directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;: text, &quot;value&quot;: whole number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with name and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name an enemy unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must name an enemy unit, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Infantry specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit named &apos;%1&apos; on the attacker side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit named &apos;%1&apos; on the defender side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned down (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality is required (Raw ... Legendary).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreats in poor order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states less likely than %1 dropped: %2 of the chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surprise: %1 begin with +%2 momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker side needs at least one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender side needs at least one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exact answer needs no dice beyond the combat rolls; a joined character&apos;s damage is rolled, so ask for a sampled forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie: no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie: no surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit names must differ within a round: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units that could not fight without an order were taken as ordered to Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown condition (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown engagement option (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown terrain &apos;%1&apos; (one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by %1, less than %2: no damage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleCommands</name>
    <message>
        <source>Start or select a battle in the Turn Tracker first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewind to the start of round:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <source>Give the battle a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least two units of these rules to fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units taking part (in initiative order):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise check (Hide vs Spot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doorway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outnumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won, but no hits (margin under 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 or more hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engagement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill, e.g. Craft (Structural)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cramped quarters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside buildings, tunnels, narrow streets: Armor and faster units can then be pinned down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle ▸ Resolve Action (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality and hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● hit left before the unit breaks · ◐ morale hit · ✖ casualty hit. Tick Move / Attack as units use their actions; a new round frees them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take command…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Legendary unit takes command of up to 6 lesser units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected unit leaves its commander&apos;s command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let hours pass (orders count down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle: healing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Orders and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 h left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a BUCS battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add BUCS units in the Army Roster, then start a battle (Ctrl+B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3 terrain · battle over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3 terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(any unit can do it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no other ready unit on this side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their lead unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ready unit to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (base %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no specialties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: %1 (%2 h left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>momentum +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 hp (dead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 hp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 h left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (commanded by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (commands %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beachhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not under anyone&apos;s command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll surprise check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll skill contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a lead unit on each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the skill the units contest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins %2&lt;/b&gt; · %3 wins %4 · tie (no result) %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br/&gt;This battle is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n hour(s): %2 h listed, %3 quality %4 ÷ %5 → %6 h</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Roll attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply damage by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative numbers heal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add units in the Army Roster, then start a battle (Ctrl+B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This battle uses the %1 rules, whose battle panel is not built yet; the Turn Tracker, roster, log and undo work for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% to hit (needs %2 or more on the d20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle set-up: open field or defended position, who attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between battles: pay an army for a month, treachery, recruits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest and morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-battle planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies, PCs and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acting &amp;side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth (usual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics (GM&apos;s choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spies executed in public if caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security against enemy spies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Believes every word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejects the reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consult the seer (secret roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines marked GM ONLY are for your eyes: they never reach the combat log text, the dice list or anything shown to players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Before the battle, so far&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll disaster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s Disaster roll (higher is worse), with the enemy&apos;s powers added; while the table is not entered you enter the book&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extraordinary powers (acting side, secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Psionics boosted by drugs or technology: +1 to +5, your call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll contest (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the Strategy (or Tactics) contest of the two commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll morale (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll morale for every unit the result row names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance&lt;/b&gt; of each result row: exact, before the roll, counting Luck; ▶ marks the row reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact chances from both effective skills, before the roll; hover a row for the rule&apos;s notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled at the table? Enter the outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin of victory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties: the table&apos;s known rows are rolled; where the book&apos;s number is not entered, type the unit&apos;s losses in New losses (the row and shifts are shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fierce battle: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> rows up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs and named NPCs (after the contest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Skill roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a GURPS battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack on a defended position (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: planner, then the contest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: roll morale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day done: Next Phase (Ctrl+.) starts the next day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1 · %2 · &lt;b&gt;%3&lt;/b&gt; (%4 troops) attacks &lt;b&gt;%5&lt;/b&gt; (%6). %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker&apos;s army: commander, leaders, seers, PCs, modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s army: commander, leaders, seers, PCs, modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Stealth %2, Tactics %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Divination %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Posted: %1 guards under %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No security posted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy guards against spies: missions face a Quick Contest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy has posted no security.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — a disaster for it (roll it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — the enemy&apos;s powers add +%1 to this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster table not entered: you roll the book&apos;s and enter the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; placed %3; enemy Disaster roll +%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (revealed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No powers placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>believes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — Strategy %5 %6: rolled %1 vs %2 (%3); %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(trust: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only: never show this to players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreats in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold (no roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown back (no roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rout (no roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll: retreat, or rout on failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll: hold; fail by 1-4 retreat; by 5+ rout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all roll: hold if half the troops pass, else retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 → %2, margin %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Luck: kept %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody (tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses Luck: reroll the contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: TS %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force ratio: %1 — Strategy bonus to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds count Luck: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreats in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 morale tomorrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback: head count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: %2 (%3 %4) — attacker %5, defender %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The story so far&lt;/b&gt;&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No day fought yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter Glory result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Glory table is not entered: type the row of your book for this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill + Glory; rolled even if he fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — enemy powers +%1: total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — %1; placed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ONLY — Strategy %1: rolled %2 vs %3 (%4); %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a PC in the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the losses of at least one unit in the New losses column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop Strength on the field: %1&lt;br&gt;Force ratio: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes last (sees everyone else move first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;highest roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mech:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all hexes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes between the start and end hex (sets the movement die number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes from start he&amp;x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GEL pod on itself:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped. Press Ctrl+. to go on to Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the target is, seen from the attacker (firing arc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which side of the target faces the attacker (hit locations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any other modifier the GM rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target is to the (arc):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit on target&apos;s &amp;side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cover/terrain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;ver hexes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM &amp;modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL &amp;pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;pair location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Declare attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve all attacks (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the damage phase for every mech (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove wrecks from the battle (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a mech battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rolled yet this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls: %1
Order for movement and declarations: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mech has moved yet this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already moved this turn (Ctrl+Z to take it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ %1 of %2 MP (walk %3 / run %4 / jump %5)%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ stays put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes from start hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2; %3 dmg, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mech of another side is left to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll needed (always works)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% to hit — needs %2+ on the d20 (modifiers %3, hits on a modified %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% (%2+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piloting roll (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat about %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done for this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving the battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wrecks: every mech stays in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; falls: the piloting roll fails automatically (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; piloting roll: %2 to stay up (d20 %3 needs %4; %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no piloting roll (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piloting roll this turn: nothing calls for one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft cover (+1 DV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cover (+2 DV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area damage (all enemy squads of a body)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incapacitate (sleep, web, hold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhancement (AV +1 to +3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protection (DV +1 to +4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up &amp;bodies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group squads into named bodies per side (battles of over 100 combatants), then roll the distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs an HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure position (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To drop this melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To be hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits to Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a By This Poleaxe battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build squads in the Army Roster (Ctrl+U), then start a battle (Ctrl+B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · Phase %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles &amp; spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every body has moved half its declared distance (rounded up). Move the figures, then go on to missile fire and spells (Ctrl+.).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every body has finished its declared move; bodies that met stopped at contact. Go on to melee (Ctrl+.).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charges %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚔ ENGAGED ⚔</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move space</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>OUT OF THE FIGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out (spell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (max %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 HTK for every %1 to %2 HD of the spell: you choose for each cast (%3 is offered first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the body of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHA check %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies: %2 — uses the CHA check (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies: %2 — uses the Tactics roll (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard (+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bodies are in contact: nobody fights this melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each attacked squad strikes back at its attacker. Set flank, rear, surprise, charge and cover; the odds update as you change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No squad with a missile weapon can shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare each body&apos;s move (in move spaces) and whether it charges, then go on to the half move (Ctrl+.).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 or less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds: to hit and to cost an HTK per attack (above); to be hit and to drop per squad (below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot shoot (range %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move space</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Range %1 · hits on %2 or less (missile AV %3%4): %5 to hit, %6 to cost an HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) due, rolled in a row until one fails</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cover, a pike phalanx or a bless spell: holds on %1 or less (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each, %2 all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terrain changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped. Go on to Combat (Ctrl+.).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare every mech&apos;s attacks (in initiative order), then resolve them all at once (Ctrl+K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed mechs and mechs whose pilot died leave the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter what each mech did on the table, in initiative order. The app checks it against the MP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes &amp;backward:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes &amp;forward:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes &amp;jumped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexsides turned at &amp;start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumped (within a walk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts with nothing left fall off, one piloting roll per mech, heat, shutdown and ammo checks, wake-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative: d20 + piloting. The highest chooses to go first or last; the rest go lowest to highest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-&amp;up attempts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stayed put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… at the &amp;end:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… in the &amp;middle:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BodiesDialog</name>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll distance (2d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 combatants: over %2.&lt;/b&gt; Squads this many fight grouped in bodies — split each side into battles or conroys below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 combatants: %2 or fewer, so one body per side is usual; you may still group squads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the new body first (for example Left battle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a body called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the body to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select squads in the list and a body to put them in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on another side than %2, so it stayed where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— not placed —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every squad must be in a body; not placed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no squads: put squads in it or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs at least one body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up was not made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BucsCommandDialog</name>
    <message>
        <source>&amp;Take command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1&apos;s command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Legendary unit is ready in this battle: only a Legendary unit can take command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units to take under command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of at most %2 chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command was not taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Legendary unit may take command of up to 6 lesser units that are not led by a PC or named NPC. Units under its command count as under orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units to take under command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BucsHealDialog</name>
    <message>
        <source>Tick at least one unit to treat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Medics heal %n hit(s) a day.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>More than 24 hours have passed: no casualty can be saved; medics heal morale hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends the battle for the ticked units (momentum, pins and surprise clear). Medical units save casualty hits within 24 hours; casualty hits not saved lower the base quality for good. Each day of rest heals one morale hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units to treat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medical units treating them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit here has the Medical specialty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hours since the battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medics &amp;saved (GM&apos;s number):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> casualty hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days of &amp;rest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still &amp;under stress (the last morale hit stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will change:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BucsUnitDialog</name>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated in poor order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit BUCS Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add BUCS Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs the %1 specialty first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No room: a %1 unit may have %n specialty(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialty(s); %2 chosen. Armor needs Mechanized. A unit without Infantry fights as Raw.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the joined character (or untick Joined PC or named NPC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character&apos;s hit points now cannot be above the maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RETREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fights as &lt;b&gt;%1&lt;/b&gt; · can take %n more hit(s) before it breaks · %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>BUCS Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1st Squad, Bravo Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;quality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seven-step ladder, Raw to Legendary. Each hit takes the unit one step down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Equipment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Specialties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mobility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanized needs the Mechanized specialty, armor needs Armor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken and status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;orale hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Casualty hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Joined PC or named NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Sgt. Rivera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hit points now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;ximum hit points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font-size: 12pt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkEditDialog</name>
    <message numerus="yes">
        <source>Editing %n unit(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(keep each unit where it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the new value for “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the field to set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a field and a value, or a force to move the units to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bulk Edit Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to keep every value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move to force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>%1 #%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2: “%3” is not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2: “%3” is not valid text (a damaged byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (backup of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (backup of %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Open it in Muster to recover them or set them aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a device, not a campaign file; Muster did not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a named pipe (FIFO), not a campaign file; Muster did not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file, not a campaign file; Muster did not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row %2 points at a missing %3 row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(What they would give: %1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy cannot replace the campaign it is copied from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside “%1” lie leftover changes that were never written into it: %2. Muster did not apply them, because %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is file version %1; Muster will upgrade it (keeping a backup) when it is next opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster could not save this action in “%1” (%2). The action was rolled back, so nothing was half-written. Use File ▸ Check File, or save a copy and keep working on that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster may not write %1 (the file, its folder or the disk is read-only). Make it writable or work on a copy; nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The automatic backup failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be copied beside “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk reported an error %1 (%2). Check the disk or save a copy elsewhere; nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leftover file “%1” beside the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leftovers beside “%1” could not be moved aside (%2); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leftovers of “%1” could not be applied: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough free disk space %1. Free some space (or move the campaign to another disk) and try again; nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved actions lie beside it (%1); they continue this file&apos;s history and will be written into it when it is next opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With them the campaign would hold %n more action(s) (the last: “%1”).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>With them the history would end at action #%1 instead of #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without them the file is damaged: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 table it should not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON object or nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a recorded change is not in the form undo needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a “-journal” file is not something Muster writes for an open campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied, they would give a damaged campaign (they may come from another file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the automatic backup of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the backup Muster keeps before upgrading “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is no longer stamped as a Muster campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was saved by a newer Muster (file version %1; this Muster reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its schema version (%1) is impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its settings cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its tables are not those of %1 (%2): its version stamp or its tables are wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no upgrade from file version %1 exists. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign id is not in its usual form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign setting “%1” is %2, not &apos;muster&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign setting “%1” is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign setting “%1” is not a whole number (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign setting “%1” is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign settings have no “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file carries no campaign id to compare them with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file could not be read to the end (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file itself is damaged, so Muster cannot tell where they come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file says it is version %1, which no Muster ever wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was replaced or restored since they were written (for example from a backup or a copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the history is out of order: action #%1 is undone but the later action #%2 is still done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the “%1” table does not have the columns of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the “%1” table has no %2 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the “%1” table is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they come from a different campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they could not be tried on a copy (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they would rewrite actions the file already holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to create “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to open “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to recover the leftovers of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to save this action in “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to upgrade “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to write “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgraded from version %1, it would not be a sound campaign (%2). The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with them the file would need a newer Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” %2. Update Muster to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” %2. Update Muster to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be written (journal mode %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be opened for writing: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be upgraded from file version %2: %3 The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be upgraded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds something other than objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds something other than row numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a database, but not a Muster campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is already open in another Muster window or program. Close it there first, or open a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is already open in this Muster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1” is damaged: %2 (and %n more).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is damaged: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is empty: it is not a Muster campaign or it was cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not JSON text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a Muster campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is open; close it before replacing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is read-only (%2) and unsaved actions lie beside it in a leftover file, which Muster can only apply to a file it may write. Make the file and its folder writable, or copy them together elsewhere, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1” is truncated: only %n bytes are left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was made by an older Muster and must be upgraded before it opens, but %2. Make it writable (or copy it elsewhere) and open it again; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was made by an older Muster and must be upgraded, but no backup of it could be kept first: %2. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignCommands</name>
    <message>
        <source>Muster campaigns (*.muster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign from Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file is healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file has problems:
%1

Your latest good backup is in the backups folder; save a copy of this campaign before changing anything else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Combat Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover the Unsaved Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open As It Is, Set Leftovers Aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The latest good backup is %2. Open a copy of it? The damaged file is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Copy of the Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: %1. You can look, print and export, but nothing can be changed; use File ▸ Save a Copy As to work on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message>
        <source>%1 Nothing was changed: open it in Muster to recover them or set them aside.</source>
        <extracomment>who started a change, when no widget did</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The latest good backup is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgraded from an older Muster; a backup of the original was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved actions left by an earlier session were recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leftover files were moved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the roll was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is open read-only (%2): nothing can be changed. Save a copy to work on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll cancelled: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again. %2 of them belonged to other battles or the roster.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Went back %n action(s); Redo steps forward again. %1 of them belonged to other battles or the roster.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Went back %n action(s); Redo steps forward again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redid %n action(s). %1 of them belonged to other battles or the roster.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redid %n action(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1: a battle manager for tabletop game masters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the campaign (or a fresh copy of the sample) in the main window, then exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --smoke: also do one GM action and undo it (checks a frozen build end to end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>campaign file (*.muster) to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: muster rules SYSTEM ACTION &lt; request.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown system &apos;%1&apos;; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 rules have no headless actions yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 action &apos;%2&apos;; expected one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request could not be handled: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: muster check CAMPAIGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file is healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n problem(s) found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write printable sheets of a campaign as a PDF (A4 or US Letter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>campaign file (*.muster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle sheet: sides, units and their cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the force sheet: summary, unit cards, record sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one unit&apos;s record sheet or card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --unit: the sheet without damage marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muster print: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--blank goes with --unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (1 page, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%n pages, %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatLogDock</name>
    <message>
        <source>Combat Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Your campaign is safe: every action you completed was saved when you made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muster hit an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Muster. Your campaign is safe: every action you completed was saved when you made it.

A report was written to:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Type the number on each die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n die/dice, each 1 to %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faces rolled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 14 or 3 5 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceDock</name>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice, e.g. 3d6+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What for (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in the current battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>$.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$.format: %1 is not a Muster export (expected &quot;format&quot;: &quot;muster&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$.kind: this file holds a %1, not a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$.version: %1 was written by a newer Muster (file version %2; this Muster reads up to %3). Update Muster to import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$.version: must be a whole number such as %1, found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$: %1 is not a Muster file (the top level must be an object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the %2 phase; %3 is in %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 follows %2 rules; %3 is fought with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 follows %2 rules; this battle uses %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no record sheet: record sheets are for %2 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no units to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 unit; this scenario uses %3 rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already hidden from the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already shown to the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is nested too deeply (at most %2 levels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is nested too deeply to be a Muster file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at line %3, column %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB; the limit is %3 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2 rules, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card cannot be made: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s record sheet cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s sheet cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.system: unknown rules &apos;%2&apos;; expected one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.units: a scenario can hold at most %2 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is a %3 unit; this battle uses %4 rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a face of a d%3 (1-%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not in the expected form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 needs %n dice, got %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 needs %n more dice but only %3 were given</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 needs 1 die, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 needs 1 more die but only %3 were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a name is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a template needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 characters (found %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 characters (this one has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 entries (found %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 fields (found %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: enter %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2, found %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected 1 to %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected attacker or defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected text, got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected the two d6 faces of a By This Poleaxe battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is not a field of this file format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be %2, found %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be at least %2 (found %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be at most %2 (found %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must not be empty or blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: needs at least %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: needs at least %2 entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no unit is called %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a valid %2 unit (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the roll was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: two units are called %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown rules system %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown rules system %2; expected one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n battles are called “%1”; rename one in Muster first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forces are called “%1” (of %2); rename one in Muster first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already hidden from the players.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already shown to the players.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are called “%1” (in %2); print their force with --force instead.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be bulk-edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no dice in it: add one, for example d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice notation (expected e.g. d20, 3d6, 2d10+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice notation: write dice and numbers joined by + or -, for example 3d6+2, 2d10+1d4 or d20-1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, not true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be at least %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be at most %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2; got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a die needs 2 to 1000 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of dice must be 1 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force name can be at most %1 characters (this one has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee forecast needs squads of two sides in the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side name can be at most %1 characters (this one has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit name can be at most %1 characters (this one has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add between 1 and %1 copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV line %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1 (%2): not a valid %3 unit (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1, column “name”: at most 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1, column “name”: the unit needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1, column “system”: &apos;%2&apos; is not a rules system (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row %1: %2 cells but only %3 named columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row 1, column %1: the column has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row 1, column “%1”: &apos;%2&apos; is not a rules system (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row 1: the column “%1” appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV row 1: there is no “name” column (the first row must name the columns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rename a %1 row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the units to add to the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the units to hide or reveal in the Army Roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice notation can be at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make between 1 and %1 copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attacks are declared: declare the attacks to forecast first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle is called “%1”. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No force is called “%1”. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit is called “%1”. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened in this battle yet: there is nothing to rewind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change: give a field and a value, or a force to move to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first: a force is imported into a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first: a scenario is imported into a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick at least one template to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick at least one unit for the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 is not in the initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of this battle has not started (or was undone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 has no units yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1: a By This Poleaxe battle starting %2 apart needs units on two sides (these come from %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1: cannot place the bodies: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the units to duplicate in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the units to edit in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action is no longer in the history (a newer action replaced it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That battle no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That force no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That unit no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %2 limit must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV file has a header row but no units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV file has more than %1 units; split it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV file is empty: the first row must name the columns (name, system, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV file is too large (the limit is %1 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is already at its first phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battles are: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The days limit must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forces are: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library %1 cannot be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library %1 was written by a newer Muster; update Muster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of runs must be from 1 to 1,000,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds limit must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turns limit must be from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units are: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no %1 #%2 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no battle #%1 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no force #%1 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no forecast to note yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no scenario #%1 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no template #%1 in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unit #%1 in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no battles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no forces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no units to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice to roll, for example 3d6+2 or d20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rules system &apos;%1&apos;; expected one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a closing quote is followed by more text in the same cell (double a quote inside a quoted cell: &quot;&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of %1 digits (at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of more than %1 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote opened on this line is never closed (it would swallow the rest of the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bands end at %1, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice must be a list of whole numbers (the faces rolled, in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 so the bands have no gap or overlap, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty list of phase names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number not below %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested too deeply (at most %1 levels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the last band may be open-ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules file %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario.setup.distance: By This Poleaxe counts the distance in move spaces; write a whole number such as 7, or 2d6 to roll it as the battle starts, or leave it blank (not “%1”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario.setup.distance: between 1 and %1 move spaces (this one is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario.sides: a By This Poleaxe battle has two sides; this one has %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario.system: %1 uses %2 rules; its units cannot change to %3 (prepare a new scenario instead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema: only local references are supported (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key holds a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name holds a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is not finite (NaN, Infinity or too large).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text holds a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit state must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a folder, not a campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not UTF-8 text (byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a regular file (a pipe or a device); Muster did not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is open in Muster (or another program). Print it from that window (File ▸ Print…), or close it there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is too large (the limit is %2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>#</source>
        <extracomment>a cell a spreadsheet would read as a formula (OWASP, &quot;CSV injection&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undecided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForecastBox</name>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast: what if we fight this out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the battle out many times with the rules as set up (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Forecast to see how this fight is likely to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note forecast in log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who fights first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forecast: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact (every roll counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs, seed %2, 95% intervals in brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 rounds to a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 turns to a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 days to a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 %2s to a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fore&amp;cast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GURPS</name>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (counted from now: enter its earlier battles in the unit editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (morale %1 this battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (morale %1 until a clear victory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 race = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 race = %3 (never below %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 recruits join %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 recruits x %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) led by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2). %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (critical failure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (row entered from the book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + hidden modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 men = %3 → %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Morale %2→%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TS multiplier not entered: x1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 armour = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 assassinated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to no army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot lead a mission (dead or captured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capped at %2 for missed pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 down (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already made today&apos;s Combat Skill roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already made today&apos;s Glory roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already used Luck on this contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no Luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no PC called %2 (add PCs in the army dialog).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no commander able to lead (appoint one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leader called %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leader left: the GM must appoint a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leader named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no other unit to roll Morale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no seer called %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no unit named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not made today&apos;s Glory roll yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 troops; it cannot lose %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has read the omens for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GURPS Mass Combat unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over; start a new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over; there is no next day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2 (%3 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2 (enter losses for %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 men x %2 battles = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missile weapons = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no stirrups = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now commands %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 is assassinated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 made morale; at least half needed to hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (extra pay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (paid in full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (pay missed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places its extraordinary powers in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 posts %2 guards under %3 against spies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads the omens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses Luck (%2); %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws its security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (x%3) + %4 boost = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (x%3) = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 men x %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3 (+ one %4 trooper: TS per man not entered)) = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3 + %4 (%5 trooper)) = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3) = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% extra pay: Morale %2 for the next month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of %2 = %3 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Glory roll already has its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s lower bound is not entered (Troop Quality table: enter from your book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s powers revealed: %2; placed %3; enemy Disaster roll +%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s security ambushed the scouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, TL%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, commander of %2, is captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1,%2</source>
        <comment>thousands separator in a number (1,000)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1.%2</source>
        <comment>decimal point in a number (2.50)</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 Strategy from reconnaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 battles fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not in the Troop Quality table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 morale (enemy spies publicly executed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 morale (failed assassination attempt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 morale tomorrow (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 recruits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&apos;s lower bound is not entered (Troop Quality table: enter from your book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; %3 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 battle fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Assassination by %2 with %3 fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Assassination by %2 with %3 succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Combat Skill roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Combat Skill roll %2 vs %3 (%4, margin %5): %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Disaster roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Disaster roll, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Glory result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Glory roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Glory roll %2 vs %3 (margin %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Reconnaissance by %2 with %3 fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Reconnaissance by %2 with %3 succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a clear victory ends the morale penalty for lost commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a leader was assassinated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: assassination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disaster, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: enter its battles fought first (its quality&apos;s lower bound is not entered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object with name and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a list of defensive position keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a list of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a list, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a modifier key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a whole number from 1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a whole number of troops, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a whole number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object with attacker and defender lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be at least %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be non-empty text, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be one of %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be text, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be true or false, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pay day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: powers placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: powers revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: reconnaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the two armies need different names to tell their chances apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: treachery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: two PCs are called %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: two units are called %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown effect; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown; use st, ht, extra_hp, super_strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1: rolled %2 → %3 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, Strategy %1 next battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 lost, entered by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1% of %2 = %3 (rounded up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: Reputation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: no number for this row (enter it from your book, or enter the losses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; paid %1 of %2 owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GURPS Mass Combat battle needs units from exactly two sides; %1 has units from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fierce battle moves the rows up by a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mission needs at least one person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad %1 army: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad GURPS unit %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad GURPS unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad GURPS unit: the state must be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad army: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad army: morale_situation[%1]: unknown key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad army: two leaders are called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad battle state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle type must be open_field or defended_position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better tech level (TL%1 vs TL%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both armies fight again every day while they can; units that retreated or routed stay out of the following days; no Luck rerolls unless asked. The battle ends when an army has no unit left on the field or the position is taken, or at the day limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one unit of %1 to pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consult a seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest entered by the GM: %1 wins by %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR %1/%2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1&apos;s Strategy contest has already been rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1&apos;s casualties have already been found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: Strategy contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: contest result entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1: morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensive position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit army %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy spies publicly executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter at least one unit&apos;s losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered losses must be whole numbers of troops, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extraordinary powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed assassination attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallback (%1): %2 men x %3 x %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory result: give Reputation and Strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory result: reputation must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory result: strategy must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory table not entered: enter the result from your book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader %1 assassinated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses entered by the GM: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses of %1 must be a whole number of troops, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission must be one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale for day %1 has already been rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale has been rolled: it is too late for Luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale roll %1 vs %2: failed, Morale %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale roll %1 vs %2: made it, angered, Morale %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an attack on a defended position has defensive works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PC survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay is a percentage of normal pay, 0 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay missed: say how much Morale a failed roll costs (the book&apos;s number is not entered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place whole numbers of points, %1 at most in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power points are a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racial modifier %1 = half of (ST %2, Super Strength %3, HT %4, extra HP %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnaissance (%1 sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruits: at least one man.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result table: loser&apos;s morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll morale first: a routing unit takes heavier casualties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first: %1 comes after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first: the result row says who rolls morale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first; Luck rerolls it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the disaster is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security needs at least one guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer&apos;s reading (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side must be attacker or defender, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special unit superiority (GM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy modifier not applied: commands no unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL lead of %1 (over %2): +%3 for each further %4:1 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS %1 / %2 = %3 (%4) → %5 to the stronger army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS %1 vs %2: equal, no bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS cannot be worked out: check the unit&apos;s special weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS entered by the GM: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS per man %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That side placed no powers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Morale a failed missed-pay roll costs is a whole number, 0 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The armies can fight again tomorrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker must be one of the two sides in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest has been rolled: the battle type can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disaster&apos;s morale modifier is a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The margin of victory is a whole number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission skill is Stealth or Tactics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scouts learned nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no army #%1 with GURPS Mass Combat units in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s Strategy contest has been rolled: %1 belongs before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treachery in %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust must be one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit #%1 does not fight in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown defensive position %1; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no winner the margin of victory is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Glory result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Glory roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PC&apos;s Combat Skill roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a contest with no winner has margin of victory 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mission needs at least one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seer&apos;s reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a special operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an outcome named after an army is that army holding the field when the battle ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>army commander: %1 becomes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack on a defended position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack on a defended position (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad results of the GM&apos;s choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad results of the GM&apos;s choosing; Morale loss: enter from your book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle type must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1&apos;s lower bound (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boost: must be %1 to %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical failure by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical success by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical success: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false reading believed: the seer&apos;s Strategy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false reading rejected: own Strategy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false reading: average of seer&apos;s %1 and commander&apos;s %2 = %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups: at least one man is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last month&apos;s extra pay ends: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>luck: the %1&apos;s commander %2 has no Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mana: must be one of %1 (others: enter from your book), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed pay: say how much Morale a failed roll costs (the book&apos;s number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mission must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Morale change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TS against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TS per man for %1 at TL%2 (enter it from your book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid %1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid %1 (%2%): Morale %3 next month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid %1% of normal pay (hiring cost not entered: no sum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid %1: pay missed (Morale rolls for unpaid troops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay missed: Morale roll %1 vs %2, failed: Morale %3 until pay resumes (and bad results of the GM&apos;s choosing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay missed: Morale roll %1 vs %2, made it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay resumed: %1 Morale back (1 every %2 days over %3 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure %1 rolls no morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality %1 not in the Troop Quality table: x1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality stays %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recruits: at least one man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreats in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1 +%2 (enemy powers) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls %1, keeps %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounded down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounded nearest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed, rolled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side must be attacker or defender, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stance must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Disaster roll&apos;s dice (House rules ▸ Disasters ▸ Dice): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Disaster table is not entered: enter it from your book, or enter the disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the casualty table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the damage table covers TL 0 to %1; got TL %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day is not computed exactly with Luck rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy has no TS: top row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the margin of victory cannot be negative, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reading was sound but the commander rejected it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stance level is 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>troop type %1 is not in the troop table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trust must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown defensive position %1; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown morale modifier %1; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown special weapon %1; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>very fierce battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner must be attacker, defender or none, got %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Generic</name>
    <message>
        <source>%1 attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 vs %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 vs %4, %5; %2 is out of action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heals %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heals %2 damage: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a generic unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of action and cannot attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 damage: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit cannot attack itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an attacker and a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage must be a whole number other than 0 (negative heals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsArmyDialog</name>
    <message>
        <source>Army: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop Strength is worked out from the units in the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, row %2: “%3” is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders, row %1: give the leader a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders, row %1: skills cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seers, row %1: give the seer a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers, row %1: give the modifier a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs, row %1: give the PC a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs, row %1: commands is none, unit or army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs, row %1: skill and DR cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two PCs are called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two leaders are called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the army a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the commander.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tech level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;actics:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;ealth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has &amp;Luck (may reroll the contest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other leaders (mission leaders, successors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divination skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop Strength and special unit superiority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uperiority (GM):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special unit superiority the text does not cover: a Strategy bonus you judge (all light cavalry against all infantry, +3, is counted for you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCs and named NPCs in the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands (none/unit/army)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale situation (every morale roll of this army)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other named modifiers (GM&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsDisasterDialog</name>
    <message>
        <source>Disaster for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Disaster table is not entered: roll your book&apos;s Disaster roll for %1 and say what happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Add %2 to the roll for the enemy&apos;s powers (2 points each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the disaster is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What happens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row of your book&apos;s Disaster table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Morale this battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commanders are lost (morale stays down until a clear victory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsGloryDialog</name>
    <message>
        <source>%1&apos;s Glory roll: %2 against %3, margin %4. Read the row for that margin in your book&apos;s Glory table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory result from your book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reputation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Strategy (next battle):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the book&apos;s row gives it; Muster applies it only to a commander (the army&apos;s: bonuses 1 larger, penalties 1 smaller).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For &amp;how long:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. a year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsSetupDialog</name>
    <message>
        <source>Battle in the open field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack on a defended position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 Strategy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an attack on a defended position has works: untick them or change the type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s &amp;works (they stack; defended position only):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsUnitDialog</name>
    <message>
        <source>Edit GURPS Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GURPS Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS cannot be worked out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS %1 (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the per-man table is read at the army&apos;s TL in battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop type: say what kind of troops these are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head count: a unit in the field needs at least one soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale: below 3 the unit can never pass a morale roll; use 3 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS Mass Combat unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Royal Pikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Troop type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Head count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green, Average, Seasoned, Veteran or Elite; its numbers come from the Troop Quality table once you enter it from your book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Morale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled on 3d6: success at or under this number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battles fought:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s experience: battles fought (days of campaigning do not count). Muster adds one when a battle ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hiring cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What raising the unit cost, from your book (with its quality&apos;s cost bonus). Monthly pay is 10% of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop St&amp;rength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS &amp;entered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s TS from your book. Left at &quot;worked out&quot;, Muster computes it from TS per man (or the per-man table once entered), else falls back to head count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS &amp;per man:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS per man for this troop type and TL (the book&apos;s table); racial, missile and armour bonuses are added as the rules say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the army&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stirrups (cavalry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry without stirrups: -1 TS per man.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Missile bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS per man added for missile weapons (from your book), after the racial minimum of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Armour bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS per man added for armour (from your book), after the racial minimum of 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-human race (racial modifier = half of ST + 10 per Super Strength + HT + extra HP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;T:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;T:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xtra HP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uper Strength:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Or the modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ST, HT, HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The racial modifier from your book (lizard men +3, hobbits -1); left alone, Muster works it out from the numbers beside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special weapons and vehicles (how many of each):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon or vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GurpsUpkeepDialog</name>
    <message>
        <source>The book&apos;s number, from house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call: the book&apos;s number was not retrieved (enter it under House rules ▸ Upkeep ▸ Missed pay ▸ Failure morale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No army has GURPS Mass Combat units yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra pay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed pay %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1% extra: Morale %2 next month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay missed: every unit rolls Morale (Veteran and Elite at most 14); a failure costs the Morale below and bad results of your choosing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal pay is %1% of each unit&apos;s hiring cost a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Morale %2→%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Morale change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pay day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;id this month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of normal pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failed roll &amp;costs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;y the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Treachery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;raitors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll &amp;Morale for the other units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ecruits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacements: the unit&apos;s battles become the average over all its men, recruits counting their quality&apos;s lowest number of battles (Green 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Men:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add the recruits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatGauge</name>
    <message>
        <source>Heat gauge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat %1 of %2 (shutdown checks from %3); %4 this turn, %5 sinks, about %6 after the damage phase. Effects now: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpCommands</name>
    <message>
        <source>About Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;A battle manager for tabletop game masters: BUCS, By This Poleaxe, GURPS Mass Combat and d20 mech combat.&lt;/p&gt;&lt;p&gt;Every action is saved at once and can be undone, even after reopening the campaign.&lt;/p&gt;&lt;p&gt;Licence: MIT (see the LICENSE file).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Python %1 · Qt %2 · PySide6 %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;ol&gt;&lt;li&gt;Add a side (Ctrl+Shift+N), a force (Ctrl+Shift+F) and units (Ctrl+U) in the Army Roster.&lt;/li&gt;&lt;li&gt;Start a battle (Ctrl+B) and pick the units taking part.&lt;/li&gt;&lt;li&gt;Choose attacker and target; the odds show before you roll (Ctrl+K).&lt;/li&gt;&lt;li&gt;Walk the phases with Ctrl+. and Ctrl+, ; Ctrl+Z undoes anything.&lt;/li&gt;&lt;li&gt;Rolling real dice? Turn on Edit ▸ Manual Dice (Ctrl+D).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Everything is saved as you go; there is no Save button to forget.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the history of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an action to go back to just after it; Redo steps forward again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (undone: Redo or a click brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InitiativeModel</name>
    <message>
        <source>(removed unit)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names, categories, tags…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules system filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected templates to the force selected in the Army Roster (or drag them onto a force).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Unit to Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the unit selected in the Army Roster as a template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 templates shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library is empty: select a unit in the Army Roster and press “Save Unit to Library”, or import a library file (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n template(s) from your library? This cannot be undone (campaigns keep their units).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added to %2 from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now acting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 join %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 renamed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 revealed to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 [%3] = %4 ≤ %5%6: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 [%3]%4 = %5 vs %6: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n copies made</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported from a spreadsheet</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units added to %1 from the library</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units hidden from the players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units revealed to the players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 copy made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n units from the library</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n units to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add units to battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1 %2: %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins (%n units)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units) — %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Change active unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Edit %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Edit scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force %1 added to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Force %1 imported into %2 (%n units)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Force %1 removed with its units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 %5s): %3; about %4 %5s to a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 days): %3; about %4 days to a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 rounds): %3; about %4 rounds to a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 turns): %3; about %4 turns to a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide %1 from players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hide %n units from players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hide units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules for %1 changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules for %1 reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n unit(s) from CSV</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; side: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal %1 to players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n units to players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 copied as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Scenario %1 prepared (%n units)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show enemy detail to players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show players an enemy summary only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start battle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players now command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit %1 added to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit %1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice and modifiers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muster</source>
        <extracomment>docks whose View-menu toggle is a command of its own rather than &quot;toggle_&lt;dock&gt;&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual dice: you will be asked for each roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS &amp;Upkeep (Pay, Treachery, Recruits)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign from &amp;Sample…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Log as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Log as &amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Scenario, Force or Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Roster from C&amp;SV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Selected Force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual Dice (enter physical rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Side…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Unit or Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bulk Edit Units…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Unit to &amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply &amp;Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenarios…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Scenario from Ro&amp;ster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rewind to Start of Round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mech</name>
    <message>
        <source>%1 %2 actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 actuator is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) fires %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EXPLODES for %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 actuator hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 actuator was already hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack %2: it is on the same side. Attacks go at the other sides&apos; mechs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack %2: that is itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack itself: choose a mech of another side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack: the mech is shut down this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack: the pilot is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot fire weapons: sensors hit %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot fire: its location (%2) is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot fire: knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move like that: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move: the mech is shut down this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move: the pilot is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carried from %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2 at %3, range %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2 at %3, range %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 destroyed outright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 excess from %2 wasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 explosion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 faces needed, only %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a bad record sheet: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already moved this turn; undo that move to enter it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ammo: %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ammo: %2 is knocked out or lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no charges left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no feet: it cannot kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no hands: it cannot punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weapon &apos;%2&apos; (weapons: %3; or punch, kick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 charges left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heat sink items listed but only %2 sinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already covered by row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already out of the battle (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is knocked out or its location is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2&apos;s own side: choose a mech of another side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the battle: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 knocked out (empty: no explosion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the battle (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 was lost in an earlier round and cannot be repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sinks = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 terrain changes in %2 ground hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to hit, -%2 MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was lost in an earlier round and cannot be repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wasted (nothing left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws the %2 attack at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 = %3 vs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+ damage this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (natural 20), HIT: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has %3 left and %4 already declared this phase (weapons on one bin share it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, HIT: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: DESTROYED (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: GEL misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: GEL repairs %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: PILOT DEAD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object of dice kinds (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a whole number from 0 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown kind of roll; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; no weapon fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; out of the battle: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the engine is destroyed and the mech with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jump jet(s) out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is mounted in %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GEL pack of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location (%2); rear-facing torso weapons sit in the torso with rear: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a unit of this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ammo item of this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item of this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is required (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by item %2 too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;range&apos; must be a whole number of hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-%1 MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-%1 MP for heat %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mech needs a design: pick a sample design or build one in the designer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A movement is a set of fields (mode, forward, backward, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack declaration is a set of fields (attacker, target, weapon, range, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad mech record sheet: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared attacks at the same range while its target is in the battle; an attack the rules refuse (weapon lost, no ammunition) is left out. A side is beaten when none of its mechs can fight (destroyed, pilot dead or knocked out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean-up, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean-up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean-up: every mech is still in the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Combat turn %1: %2 of %n attacks hit.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat, turn %1 (%n attacks)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Damage phase turn %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage phase, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1 %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL %1 repairs %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunnery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyro hit x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative turn %1: %2. %3 (highest) goes first; order: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative turn %1: %2. %3 (highest) goes last; order: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative was already rolled for turn %1; undo it to roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long range (%1 hexes; %2/%3/%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium range (%1 hexes; %2/%3/%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum range %1 (%2 hexes inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed a kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attacks are declared: declare attacks for each mech first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own movement (%1, %2 die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILOT OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piloting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensors hit x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short range (%1 hexes; %2/%3/%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target movement (die %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage phase of turn %1 is done; undo it to run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no mechs in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no declared attack number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit #%1 is not in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon heat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw %1 %2 attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 actuator cannot be in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 actuator is in %2 or %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 row must name the item it knocks out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GEL pack must repair something (a number or dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a forecast repeats the declared attacks: declare at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a kick with the %1 reaches %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leg is lost: at most %1 MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a location is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mech cannot kick itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mech cannot punch itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mech cannot shoot itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mech that jumps needs jump_jet items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mech with a lost leg cannot kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prone mech cannot kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a punch with the %1 reaches %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sample design needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side is a name (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weapon needs a long range of at least 1 hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actuator hit (%1 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo check %1 vs %2: BIN EXPLODES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo check %1 vs %2: safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ammo bin or GEL pack needs at least 1 shot/charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor %1 / structure %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack %1: %2 has %3 left, %4 declared this phase (weapons on one bin share it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker and target have the same id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bearing must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot kick with the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot kick: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot punch with the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot punch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the GEL pack to use (packs: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the location to repair (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover entries are names (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical roll %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage must be a whole number or dice such as 4d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage transfer goes round in a circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine hit %1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine hit %1: +%2 heat a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;location.actuator&apos;, e.g. &apos;left_leg.hip&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a design object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a design object or the name of a sample design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of locations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of reason texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number or null (impossible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole-number modifier, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {&quot;name&quot;: text, &quot;value&quot;: whole number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {&quot;pack&quot;: id, &quot;location&quot;: location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed a consciousness roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed to stand: the mech stays prone in its hex; the declared hexes were not moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gel: expected a list of {pack, location}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gel_pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give attacks (or attacker/target), piloting: [mech ids] or heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gyro hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gyro hit %1: piloting %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head hit %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head hit (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat %1+%2+%3+%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes from the start must be 0-%1 (hexes moved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes: must be a whole number of hexes from the start hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest_goes: must be &apos;first&apos; or &apos;last&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit %1: the pilot dies of the trauma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing (every location needs armor and internal structure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing (use null for no transfer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a location (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an ammo bin or GEL pack of this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid design JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumped %1 hexes, but jump MP is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumping ignores terrain: count terrain changes of ground hexes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>jumps %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>keeps running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kick (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kick needs a foot: %1 has them on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leg lost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>life support hit, heat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>life support hit: consciousness roll every damage phase at heat %1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>life support: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mech shut down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum range cannot be beyond long range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode: must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved %1 hexes backward, but backward movement is limited to walk MP (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one more than the %1 rows of &apos;needed&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1 or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be below min (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no attack roll needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change (still unconscious)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no live ammunition: no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; in this battle (order lists initiative by mech id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sample design &apos;%1&apos; (have: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sample design named &apos;%1...&apos; (names are at most %2 characters; have: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no structure left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left to hit: damage wasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only &apos;reroll&apos; is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only torso items can face the rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order lists mech ids (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: a kick reaches %1 hex, target is %2 away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: a punch reaches %1 hex, target is %2 away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: target is %1 hexes away, %2 long range is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: target is %1 hexes away, %2 reaches %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes out: the mech shuts down next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot already dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piloting (%1) %2 vs %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piloting (%1) fails: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>piloting (%1): none, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punch (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punch needs a hand: %1 has them on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range must be at least 1 hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranges must grow: short &lt;= medium &lt;= long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear torsos use their torso&apos;s critical chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run (%1) cannot be below walk (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>runs %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sensors hit %1: %2 to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shut down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shutdown check %1 vs %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shutdown check automatic: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuts down next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spent %1 MP (%2) but %3 MP is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spent %1 MP (%2) but %3 MP is %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand-up attempt %1 fails (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand-up attempt %1: %2 vs %3 stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand-up attempt %1: %2 vs %3 stays down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing up, attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stood up on attempt %1; the other attempts were not needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structure %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ammunition explosion counts toward next turn&apos;s piloting roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart must cover 1-20 exactly once; missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the design has jump jets but 0 jump MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last band must be open-ended (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mech is not prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mech is prone: it must stand up (1 MP, 2 heat, piloting roll) before moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mech spent MP or moved: say whether it walked, ran or jumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot is unconscious: the mech is shut down next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two mechs have the id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown cover &apos;%1&apos;; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wake-up %1 vs %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wakes up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waking up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>walks %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MechCard</name>
    <message>
        <source>armor %1 of %2, structure %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No equipment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical chart (its torso&apos;s: %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mech in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILOT UNCONSCIOUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILOT DEAD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILOT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at or click a location (or Tab to the diagram and use the arrow keys) to see its equipment and critical chart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechDesignerDialog</name>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: give the design a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo bin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL dispenser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item / actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump jet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoulder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targeting computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;from sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tonnage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Walk / run / jump MP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump MP (needs jump jet items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat &amp;sinks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sinks; those not listed as items sit in the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands / feet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor and internal structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons and equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: a number (one location) or dice such as 2d6 (one location die per die). Pick each item&apos;s kind, location and ammo bin from the lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: palette(mid);</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical chart (d20, rows must cover 1-20 exactly once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add ro&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove r&amp;ow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechDiagram</name>
    <message>
        <source>Damage diagram</source>
        <extracomment>below this width the rear torsos go under the legs (the boxes are then wide enough for their numbers)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click for a larger view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage diagram: no mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage diagram of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechFocusDialog</name>
    <message>
        <source>Mech Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechSheet</name>
    <message>
        <source>%1 (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 record sheet (blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 record sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MECH RECORD SHEET — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARMOR DIAGRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INTERNAL STRUCTURE DIAGRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonnage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk %1 · Run %2 · Jump %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat sinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Med</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammunition (tick a box per shot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hit charts (d20; tick a hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat scale (tick the heat after sinks; %1 sinks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunnery %1 · Piloting %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken (consciousness roll: d20 + piloting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heat as walked or ran, +%1 a hex jumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 die: %2, %3 to its own attacks, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number = hexes moved (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks on it: %1 per pip · acted in place: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REAR</source>
        <extracomment>no text on screen is drawn smaller than this (the platform&apos;s small font)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: armor damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S: structure damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✕: destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUTO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHUTDOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sinks −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this turn +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   Gunnery %2   Piloting %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: own attacks %3, attackers %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No movement die yet · walk %1, run %2, jump %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to hit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-%1 MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo check (%1 %2+ to pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuts down (no roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shutdown check (%1 %2+ to stay up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>life support hit: consciousness roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor %1 of %2, structure %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical hits: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso (rear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hip actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso (rear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower arm actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower leg actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso (rear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoulder actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper arm actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper leg actuator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structure damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechStatusWidget</name>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every mech&apos;s diagram and heat side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locations as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement die: %1 %2 (own attacks %3, attackers %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement die: none yet this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criticals: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No critical hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 — falls off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  CT rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  LT rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  RT rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gyro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>life support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sensors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechUnitDialog</name>
    <message>
        <source>Edit Mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 t, custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 t · walk %2 / run %3 / jump %4 · %5 heat sinks · %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the mech a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Red Boar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;esigner…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the record-sheet designer to change this design or build a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: palette(mid);</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gunnery:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to every attack roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;iloting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to initiative, piloting and consciousness rolls (a new pilot has +1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Head hits taken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot &amp;state:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PilotCard</name>
    <message>
        <source>Pilot and movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement die %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No movement die yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot %1, gunnery %2, piloting %3, %4, %5 of 6 consciousness boxes hit. %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerLink</name>
    <message>
        <source>&amp;Player View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second window for the table&apos;s screen: whose turn it is and how the players&apos; units stand, with no GM secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;use Player Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank the players&apos; screen; choose again to reveal it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Enemy Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide from Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow My Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full Screen on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; screen is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; screen is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal to Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the units to hide or reveal in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerMech</name>
    <message>
        <source>Damage diagram and heat of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>Waiting for the battle to begin…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your forces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposing forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · has losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n move spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2: 1 move space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: DESTROYED</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hits taken</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 hit taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>center torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>structure %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Muster — Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Poleaxe</name>
    <message>
        <source>%1 %2/%3 HTK · %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turn)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turns)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (unit #%2) is not a squad in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HD at 1 HTK per %2 HD = %3 HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Out of the Fight · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are engaged in melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 come into contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and cannot attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and cannot shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the %2 phase; %3 is in %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 combatants: over %2, so squads fight grouped in bodies (battles or conroys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not strike back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails to rally %2 (CHA check: rolled %3, needed %4 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails to rally %2 (Tactics roll: rolled %3, needed %4 or less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a bad state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leader to rally it (add one in the squad builder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds (%2 vs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not a By This Poleaxe squad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already set up (undo the set-up to roll again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not built yet; open it in the squad builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 melee on %2 (roll %3 of %4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 melee on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missile fire on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 morale check (%2): holds on %3 or less (MV %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved this turn: only stationary squads and trained skirmishers may shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be a squad of this battle, got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies %2 (CHA check: rolled %3, needed %4 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies %2 (Tactics roll: rolled %3, needed %4 or less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies %2: CHA check, d20 + CHA modifier, meet or beat %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies %2: Tactics roll, d20 at or under %3 (Tactics %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 routs at once, away from the closest enemy danger along the safest route; friendly squads that see it must check morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 routs! (%2 vs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 save against %2: saves on %3 or less (DV %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saves %2 vs %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no losses; it does not roll on the Out of the Fight table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (strikes back): %3 vs %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: %3 vs %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (rolled %3, total %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (rolled %3, total %4) — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Out of the Fight roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: members killed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: members severely injured (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: spell effects counted down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the sides start %2 move spaces apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the sides start %2 move spaces apart (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attack</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale checks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a range of %2 ft: touch and under-%3-ft spells can only be used in melee (0 move spaces), target is %4 away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no leader; give the rallying leader&apos;s CHA or Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no missile weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight and cannot be rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight; healing cannot bring it back (house default, see spells.healing_revives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is held by a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice (expected e.g. 3, 1/2, 1+1, 1-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice: a fraction cannot divide by 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice: at most %2 per member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fighting member of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not routing (it is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; moved this turn: only stationary squads and trained skirmishers may shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; moves at most %2 spaces (its slowest squad)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 HTK lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A By This Poleaxe battle has two sides; these squads come from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AV %1 DV %2 MV %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AV +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad squad: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad squad: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad squad: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle %1 has a bad state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle %1 is not set up yet: roll the distance between the sides first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body %1: squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: the declared engagements stand; a squad whose foe has fallen or routs turns on the first enemy squad still fighting; routing squads flee unpursued and nobody rallies. A side is broken when none of its squads is still fighting; the melee stops then, or at the turn limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both squads must stand in a body on the battle line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set up the battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one morale check to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one squad to roll for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover must be none, soft or hard, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DV +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaring movement and charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the spell: name, kind and targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss morale check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss morale check of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagement %1 must say who attacks whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagement %1: cover must be none, soft or hard, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagement %1: direction must be front, flank or rear, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every squad must be in a body; not placed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM&apos;s call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD per HTK must be %1 to %2; got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTK lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Melee (%n engagements)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Melee: %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move spaces between the sides at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No morale check for %1 (GM&apos;s ruling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No morale check is due for unit #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No morale checks are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No squads are engaged: melee needs bodies in contact (0 move spaces apart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Out of the Fight (%n squads)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Out of the Fight (spell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the Fight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the Fight: no morale check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up %1: %2 move spaces apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell %1 must be a whole number, got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell casting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell kind must be one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The caster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cleric or druid level must be a whole number from 0 (none) to 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move must be a whole number of spaces, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shooter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sides start %1 move spaces apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 spell affects one squad; use area_damage for several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 spell gives +%2 to +%3; got %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a battle has exactly two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a charge moves towards the enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a forecast needs the engaged squads on two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a large beast needs a flat %1 set by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a large beast takes 2 or more hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a low-level spell affecting only 1-2 individuals has no effect at this scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of more than 20 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spell needs at least one target squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a squad cannot attack itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a squad has 1 to %1 members, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a squad has at most %1 fighting members, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already routing: no check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an outcome named after a side is that side holding the field while the other breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average %1 HD: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average AC %1 (counts as %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average AC %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base move %1 ft: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>body ids must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides declare movement and charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides finish declared movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides move half their stated distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>charges %n space away from the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n space towards the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces away from the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces towards the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cleric_level must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d20 + modifiers, meet or beat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d20 at or under %1 (Tactics %2 with modifiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defense bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direction must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected Hit Dice such as 3, &apos;1/2&apos; or &apos;1+1&apos;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of squad ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty list of bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object describing the squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two different side names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat value set by the GM for a large beast</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>for %n turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n turns</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>friends in sight must check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hd must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit; save %1 vs %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits on %1 or less (AV %2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits on %1 or less (missile AV %2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits plus temp_hits (%1) exceed Hits to Kill (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incapacitated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incapacitated: temporary HTK, squad held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing from a built squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; needs a CHA score or a Tactics skill to rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lightly injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; needs Hit Dice (hd) or a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; needs an armour class (ac)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile fire and spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale check due: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale checks due: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement and charges are declared in phase 1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>moves %n space away from the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n space towards the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces away from the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces towards the enemy</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1; got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no HTK lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no body with id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no squad can strike: nothing to forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no squad with id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a squad value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a squad value; use one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; &apos;%2&apos; reaches %3 (%4 ft at %5 ft a space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; a %2&apos;s effective range is %3 and it has no long range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; a %2&apos;s long range is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the GM (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severely injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell kind must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squad &apos;%1&apos; has no %2; build it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squad &apos;%1&apos; is not on side &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stands still</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the range in move spaces is needed for missile fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squad has no fighting members; list them with their Hit Dice or level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squad has no fighting members; list them with their armour class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squad type is needed for its %1 (one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squad&apos;s base movement in feet (move_ft) is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1 HD / %2 = %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unharmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown missile weapon &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown morale trigger &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown squad type &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the log&apos;s rolls)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoleaxeAftermathDialog</name>
    <message>
        <source>After the Battle: Out of the Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every squad that dropped rolls d10 on the Out of the Fight table; squads that only lost Hits to Kill roll if you tick them. A cleric or druid present adds +1 to +5; a squad that lost under half its HTK adds +5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cleric or druid present, level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll for the ticked squads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoleaxeBodiesDialog</name>
    <message>
        <source>Set Up Bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group the squads into named bodies (battles or conroys). A body moves, declares and charges as one on the move-space line. Every squad must be in a body of its own side; then roll 2d6 for the distance between the sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Squads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected squads &amp;in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New body&apos;s name, e.g. Left battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected body; its squads are left unplaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoleaxePanel</name>
    <message>
        <source>font-size: 15pt; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the Out of the Fight table for squads that took losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+. next phase, Ctrl+, back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battlefield (move spaces; 0 = engaged in melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font-size: 11pt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: palette(dark);</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This &amp;phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 2d6 for the move spaces between the two sides. Each side forms one body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale checks due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No check for the selected squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves (spaces, − = away):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;harge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shooter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;ver:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally a routing squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;quads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;odies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spe&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell at squad scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD per HTK </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> turn(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll distance (2d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll &amp;morale checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve melee (all engaged squads)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoleaxeSquadDialog</name>
    <message>
        <source>Squad Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Orc spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Movement (feet):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee &amp;weapons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;issile weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;gic weapons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special &amp;offence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special &amp;defence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained s&amp;kirmishers (may shoot after moving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leader with the squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighter / trained leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members (up to five; Hit Dice such as 1, 1+1, 1/2, or a character level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived values (set an override to replace one; the derivation stays visible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot make the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With current damage marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank (undamaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which sheet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unit in this campaign. Add one with Campaign ▸ Add Unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which unit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no force in this campaign. Add one with Campaign ▸ Add Force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which force?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no battle in this campaign. Start one with Battle ▸ New Battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent %1 to the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — unit card (blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — unit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %n unit(s) · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORCE SHEET — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 force sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit is in this battle yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BATTLE SHEET — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 battle sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality ladder: one column per hit (tick the kind of hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (now: %2 h left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders (tick the one given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined by %1 (%2) — dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined by %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanded by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned down by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / long %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (range %2 spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arms: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 set by the GM to %2 (rules give %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Men</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status after the day&apos;s morale roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses after the battle (men)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day 1: ________    Day 2: ________    Day 3: ________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tech level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer: %1 (skill %2, Strategy %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= (hidden modifiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits (tick one per hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printer refused a new page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Battle Sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Battle Sheet as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Force Sheet as PD&amp;F…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Force Sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Record Sheet as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Record Sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Battle Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Force Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Record Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Battle Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Force Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Record Sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceLink</name>
    <message>
        <source>Rules &amp;Reference…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rules system in our own words, its tables, and this campaign&apos;s house rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected yes or no, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a whole number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %n character(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house default</source>
        <extracomment>how the reference pages speak of house defaults, in every language they are written in</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background:%1&quot;&gt;%2 House default&lt;/span&gt;: Muster&apos;s choice where the source is silent or its numbers were lost. &lt;span style=&quot;background:%3&quot;&gt;%4 Contradiction&lt;/span&gt;: the source disagrees with itself; the data holds a switch. &lt;span style=&quot;background:%5&quot;&gt;%6 House rule&lt;/span&gt;: changed in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules Reference — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no written reference for these rules yet; the Tables tab shows every number the engine uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s house rules were refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open: showing the bundled defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Campaign %1: %n house rule(s) for these rules.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>House default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 House rule: the default is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to set house rules; these are the bundled defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a value to change it for this campaign only. Changes are checked by the rules engine before they are saved; Edit ▸ Undo takes a saved change back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first: house rules belong to a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every house rule of %1 from this campaign? Edit ▸ Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules system whose reference, tables and house rules are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a word in the rules or a table field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;ference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;House Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every house rule of this rules system from the campaign (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save House Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterCommands</name>
    <message>
        <source>Add Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side first, then select it to add a force to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules for the new unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side and a force first: every unit belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a side, force or unit in the Army Roster to rename it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a unit or force in the Army Roster to delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a generic unit in the Army Roster to damage it by hand; other rules apply damage through their battle panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage (negative heals):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select templates in the Library first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a force in the Army Roster (or drop the templates on one) to add them to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the templates on a force (or one of its units) in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the unit(s) to keep in the library in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) saved to your library.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select the units to duplicate in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the units to edit in the Army Roster (Ctrl+click for several).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the units to add to the battle in the Army Roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — current battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;Battle with These…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterDock</name>
    <message>
        <source>Army Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a unit in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army roster: sides, forces and units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of|destroyed|rout|dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (hidden from players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden · %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>0-level human, monster under 1 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 HD or Man-at-Arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 member killed, 1 to 3 severely injured, the rest lightly injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 2 members killed, the rest severely injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 4 members killed, the rest severely injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 4 severely injured, the rest lightly injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10+ HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10th level and above cleric or druid present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>120 feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>150 feet or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st to 3rd level cleric or druid present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 hits of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 to 3 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 to 5 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th to 5th level cleric or druid present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 to 7 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>60 feet or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6th to 7th level cleric or druid present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 to 9 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8th to 9th level cleric or druid present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A. Battle in the open field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AC rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actuators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adequate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air Traffic Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All light cavalry against all infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All members killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All members lightly injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alone no orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alone orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always fail min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always succeed max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amphibious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area damage spell (Fire Ball, Lightning Bolt): as damage, on every squad in the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor allowed with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor barred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army commander adjust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army knows enemy spies are active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassination of an enemy leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacked by surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacked from the flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacked from the rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker only at position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker takes position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking from surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking from the flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking from the rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average soldiery, orcs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B. The defender won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUCS unit combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUCS units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUCS: a terrain named in the conditions or positions (urban, forest, …) and “cramped” are set on the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barely Adequate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat this enemy this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bed rest days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Believes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bodies over combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides declare movement and charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides finish declared movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides move half their stated distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge a River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By This Poleaxe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By This Poleaxe squads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By This Poleaxe: a distance in move spaces (e.g. 7) places the bodies that far apart; 2d6 rolls it as the battle starts; blank leaves the roll to the battle panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C. The attacker won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHA modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capped qualities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty hits per medical unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Center torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges per use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear victory from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Engineering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat enhancement spell: AV +1 to +3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands lesser units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness from heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Craft (Structural)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crappy weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crappy weapon (dagger, club, hoe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical failure column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical success bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR divisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DR rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage from column A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage from column B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage from column C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage from column D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage per casualty hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage spell (Magic Missile, Flame Arrow): 1 HTK per 2-3 HD worth of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days to next pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare movement and charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default duration turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence against enemy powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending the homeland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defensive position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dies at HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disasters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disasters (+1 to the enemy&apos;s Disaster roll per 2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in cancels momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in only by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty bin explodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy commander captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy morale on failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy morale on public execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy morale on success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhancement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhancement bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Establish Beachhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experienced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosion causes criticals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosion counts as head hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure morale suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fanatics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fanatics, berserkers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatal hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feet per space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighter or trained leader over 6th level stacked with the squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting a traditional enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot receiving a mounted charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free turn end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free turn start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly squad routing in line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full squad of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEL pod MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS Mass Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GURPS Mass Combat army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giving an order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glory table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HD per HTK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HT weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half TL rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half move rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing revives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing spell (Cure, Heal): removes 1 HTK per 2-3 HD worth of effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat per hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat per hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat per lost MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy chariot (TL2 and below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helicopter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High (AC 1 to 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hilltop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits and morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits to Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits to kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human levy or 1/2 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores casualty hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores first morale hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immune to morale hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incapacitate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incapacitating spell (Sleep, Web, Hold Person, Color Spray): temporary HTK until the spell ends, squad held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inexperienced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump MP per jet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights or other elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large ballista, small siege engine or light artillery (TL5 and below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large siege engine or heavy artillery (TL5 and below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader CHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader&apos;s CHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader&apos;s CHA 15-17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader&apos;s CHA 18</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leg lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leg lost max MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (AC 7 or 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightly injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked facets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long range modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses heavy extra hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost commander morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost ground yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to this enemy this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic weapons major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic weapons minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major special defensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major special offensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Man-at-Arms, 1st level, monster up to 1+1 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many commandos from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin per hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mech combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical window hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (AC 4 to 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium chariot (TL2 and below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium missile troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium special defensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium special offensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium tank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee only under ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min TL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum range per hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor special defensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor special offensive ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus counts as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile Attack Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile fire and spells (stationary squads and trained skirmishers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles and spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobility per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern artillery (TL6 and up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum per win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster of 11+ HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster of 2 to 3 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster of 4 to 7 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster of 8 to 10 HD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale (own up or the enemy&apos;s down; rate: enter from your book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale hits per rest day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiple hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural 1 always misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural 20 always hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural 20 first location only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clear winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No infantry combat equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No infantry combat quality as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No post-battle damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stirrups per man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On internal damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On natural 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent pinned down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other reason given by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outnumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwhelming victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paradrop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peasant levy, kobolds, rabble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty per number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piloting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus counts as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus trooper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per plus one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poleaxe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-battle operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protection bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protective spell: DV +1 to +4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Psionic boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality divisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality multiplies special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racial rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery every days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 20 destroys part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for each extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls per opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout on failure by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing strike back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row per margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same TS as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure position (behind cover, pike phalanx, bless spell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensors hits no weapon fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensors per hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severely injured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoulder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutdown dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutdown fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Significant victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small ballista (TL5 and below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small battle below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small battle skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special defence major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special defence medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special defence minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special offence major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special offence medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special offence minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special per item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special unit superiority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad all equipped with major magic weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad all equipped with minor magic weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad has 1 member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad has 2 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad has 3 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad has 4 members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad has taken a hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad took less than half its Hits to Kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting distance: By This Poleaxe counts move spaces; write 1 to 99, or 2d6, or leave it blank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy bonus many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength in numbers per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress keeps last morale hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success if rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TL lead over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TS multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactics die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tech level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain momentum multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown back yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie in defended position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie resets momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tons per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer causes criticals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn hexside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two handed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-handed weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unarmored (AC 9 or 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconscious fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfordable river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit morale hits on death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unwalled town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very high (AC 0 and less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very high mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterans, hobgoblins, white apes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walled city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amphibious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arctic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>center torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>center torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>desert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doorway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right torso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right torso rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoulder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper leg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>urban</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioCommands</name>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario saved: start it from Battle ▸ Scenarios (Ctrl+Shift+B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioDialog</name>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of a prepared scenario stay as its units were prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces (as prepared): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the scenario a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units taking part (add units of these rules to the roster first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambush at the Ford</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting &amp;distance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>300 yards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crown holds the hill; the rebels come from the woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Conditions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog until round 3, river in flood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #555555;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units taking part (copied with their current state):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-battle &amp;plans (one per side):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes for the GM (never shown in exports of the log):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenariosDialog</name>
    <message numerus="yes">
        <source>%1 · %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No scenarios yet.&lt;/p&gt;&lt;p&gt;Build the forces in the Army Roster, then press &lt;b&gt;New from Roster…&lt;/b&gt; to prepare a battle, or import a scenario file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles prepared in advance. &lt;b&gt;Start Battle&lt;/b&gt; puts the scenario&apos;s forces on the roster and its battle in the Turn Tracker, ready for the first phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New from Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is used twice: pick another key for one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a command and press the new key combination in its Shortcut cell. Leave it empty to remove the shortcut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <source>Automatic (from its order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alone, under orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alone, without orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisting a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting from a doorway, elevator or narrow street: ends when the unit wins a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outnumbered: ends when an enemy unit breaks and the side is no longer outnumbered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under fire from several directions: the GM clears it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing from craft without Amphibious: ends after two rounds won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit that rolls for this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any other modifier the GM allows: a leader&apos;s feat, cover...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With (same side):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its hits go to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lead&apos;s conditions&lt;/b&gt; (saved with the roll):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SquadDialog</name>
    <message>
        <source>Edit Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad (up to five combatants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large beast or mythical creature (flat values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (MV %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crappy weapons (-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-handed weapons (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A squad has at most %1 members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member %1: %2 must be a whole number, not “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the squad a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a force first: every squad belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the squad&apos;s members (up to five).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no missile weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be derived yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (never below %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → derived %1, overridden by the GM</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemStatusDock</name>
    <message>
        <source>Unit Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show for this battle.

Damage diagrams, heat gauges and pilot status appear here during a mech battle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferCommands</name>
    <message>
        <source>Muster files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no scenarios yet: prepare one with Battle ▸ New Scenario from Roster (Ctrl+Alt+B) or import a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario to export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a force (or one of its units) in the Army Roster to export it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Scenario, Force or Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first: a scenario is imported into a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign first: a force is imported into a campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1; Undo (Ctrl+Z) takes it out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n template(s) added to your library.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is too large to be a roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Roster from CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again. No unit&apos;s rules use these columns, so they were left out: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnTrackerDock</name>
    <message>
        <source>Turn Tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next phase ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewind to start of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start one with Battle ▸ New Battle (Ctrl+B).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitDialog</name>
    <message>
        <source>Edit Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken cannot be more than the hits the unit can take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2nd Platoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defense bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hits it can take:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits &amp;taken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;amage dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>color: #b00020; font-weight: bold;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Legend</name>
    <message>
        <source>Legend: blue intact, yellow A armor damaged, orange S structure damaged, dark ✕ destroyed, pink burst critical hits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Muster stopped while opening “{0}” last time, so it was not opened again. Open it from File ▸ Open Recent when you are ready (File ▸ Check File then says whether it is damaged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>told of the new main window after a switch (the app&apos;s crash handler keeps the window it reports on)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
