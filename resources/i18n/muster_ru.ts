<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Advice</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 Strategy if it succeeds</source>
        <translation>%1 к Стратегии в случае успеха</translation>
    </message>
    <message>
        <source>%1 cannot fight alone without an order</source>
        <translation>отряд %1 не может сражаться в одиночку без приказа</translation>
    </message>
    <message>
        <source>%1 charges %2</source>
        <translation>%1 идёт в натиск (противник: %2)</translation>
    </message>
    <message>
        <source>%1 falls back %2 spaces from %3</source>
        <translation>%1 отходит (клеток: %2; противник: %3)</translation>
    </message>
    <message>
        <source>%1 hits %2 %3</source>
        <translation>%1 попадает в цель %2: %3</translation>
    </message>
    <message>
        <source>%1 holds against %2</source>
        <translation>%1 держит позицию (противник: %2)</translation>
    </message>
    <message>
        <source>%1 on your d20 against theirs</source>
        <translation>%1 к вашему d20 против их броска</translation>
    </message>
    <message>
        <source>%1 points over fighting as you stand</source>
        <translation>%1 п. п. по сравнению с боем как есть</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 стреляет по отряду %2</translation>
    </message>
    <message>
        <source>%1 spaces away</source>
        <translation>расстояние в клетках: %1</translation>
    </message>
    <message>
        <source>%1 squads against %2</source>
        <translation>отрядов: %1 против %2</translation>
    </message>
    <message>
        <source>%1 to hit for %2</source>
        <translation>%1 к попаданию за %2</translation>
    </message>
    <message>
        <source>%1 to hit it (movement die %2)</source>
        <translation>%1 к попаданию по нему (кубик движения %2)</translation>
    </message>
    <message>
        <source>%1 withdraws</source>
        <translation>%1 отходит</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, затем %2</translation>
    </message>
    <message>
        <source>%1: attack on the %2</source>
        <translation>%1: атака %2</translation>
    </message>
    <message>
        <source>%1: charge</source>
        <translation>%1: натиск</translation>
    </message>
    <message>
        <source>%1: cover %2</source>
        <translation>%1: укрытие (%2)</translation>
    </message>
    <message>
        <source>%1: surprise</source>
        <translation>%1: внезапность</translation>
    </message>
    <message>
        <source>%1; a side breaks in about %2 turns; you lose about %3 hits to kill</source>
        <translation>%1; одна из сторон сломается примерно через %2 хода; вы потеряете около %3 ПДВ</translation>
    </message>
    <message>
        <source>Alpha strike at %1 (%2)</source>
        <translation>Альфа-удар по цели %1 (%2)</translation>
    </message>
    <message>
        <source>Assassinate %1 (%2 with %3)</source>
        <translation>Покушение: %1 (%2, людей: %3)</translation>
    </message>
    <message>
        <source>Conditions ticked for %1</source>
        <translation>Отмеченные условия для %1</translation>
    </message>
    <message>
        <source>Consult %1 (%2)</source>
        <translation>Совет провидца %1 (%2)</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Cover: %1</source>
        <translation>Укрытие: %1</translation>
    </message>
    <message>
        <source>Cramped quarters</source>
        <translation>Теснота</translation>
    </message>
    <message>
        <source>Engage %1 (%2)</source>
        <translation>Вступить в бой с отрядом %1 (%2)</translation>
    </message>
    <message>
        <source>Engage %1 (%2) with %3</source>
        <translation>Вступить в бой с отрядом %1 (%2); помогают: %3</translation>
    </message>
    <message>
        <source>Fight as you stand</source>
        <translation>Сражаться как есть</translation>
    </message>
    <message>
        <source>Fight, %1 using Luck</source>
        <translation>Сражаться; %1 использует Удачу</translation>
    </message>
    <message>
        <source>Fire %2 at %1</source>
        <translation>Огонь по цели %1: %2</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>Модификатор ведущего</translation>
    </message>
    <message>
        <source>GM modifier %1</source>
        <translation>Модификатор ведущего %1</translation>
    </message>
    <message>
        <source>Hold fire (%1 in sight)</source>
        <translation>Не стрелять (%1 в поле зрения)</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Прыжок</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Order %1 to %2, then engage %3 (%4)</source>
        <translation>Приказ отряду %1: «%2», затем бой с отрядом %3 (%4)</translation>
    </message>
    <message>
        <source>Post %1 guards under %2</source>
        <translation>Охрана: %1 чел., командует %2</translation>
    </message>
    <message>
        <source>Range %1</source>
        <translation>Дистанция %1</translation>
    </message>
    <message>
        <source>Reconnaissance by %1 with %2</source>
        <translation>Разведка: %1, людей: %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Бег</translation>
    </message>
    <message>
        <source>Stand still</source>
        <translation>Стоять на месте</translation>
    </message>
    <message>
        <source>Stay prone</source>
        <translation>Остаться лёжа</translation>
    </message>
    <message>
        <source>Strategy %1 against %2</source>
        <translation>Стратегия %1 против %2</translation>
    </message>
    <message>
        <source>Terrain: %1</source>
        <translation>Местность: %1</translation>
    </message>
    <message>
        <source>That side has no army in this battle.</source>
        <translation>У этой стороны нет армии в этом сражении.</translation>
    </message>
    <message>
        <source>That side has no mech in this battle.</source>
        <translation>У этой стороны нет мехов в этом сражении.</translation>
    </message>
    <message>
        <source>The army leaves in good order; the enemy holds the field</source>
        <translation>Армия уходит в порядке; поле боя остаётся за противником</translation>
    </message>
    <message>
        <source>The side deals about %1 damage and takes about %2 this turn</source>
        <translation>За этот ход сторона нанесёт около %1 урона и получит около %2</translation>
    </message>
    <message>
        <source>There is no side #%1 in %2.</source>
        <translation>В сражении «%2» нет стороны №%1.</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Wins the day&apos;s contest %1 (tie %2); likeliest result: %3 (%4)</source>
        <translation>Победа в соревновании дня: %1 (ничья: %2); вероятнее всего: %3 (%4)</translation>
    </message>
    <message>
        <source>Withdraw from the field</source>
        <translation>Отступить с поля боя</translation>
    </message>
    <message>
        <source>a failed attempt: %1 to their morale</source>
        <translation>при неудаче: %1 к морали противника</translation>
    </message>
    <message>
        <source>alpha strike at %1 (%2)</source>
        <translation>альфа-удар по цели %1 (%2)</translation>
    </message>
    <message>
        <source>believed</source>
        <translation>ему верят</translation>
    </message>
    <message>
        <source>contact in about %1 turns</source>
        <translation>ходов до соприкосновения: около %1</translation>
    </message>
    <message>
        <source>contact this turn</source>
        <translation>соприкосновение в этом ходу</translation>
    </message>
    <message>
        <source>fire %2 at %1</source>
        <translation>огонь по цели %1: %2</translation>
    </message>
    <message>
        <source>guard skill %1</source>
        <translation>навык охраны %1</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>прочное</translation>
    </message>
    <message>
        <source>heat %1 shuts it down</source>
        <translation>нагрев %1 отключит его</translation>
    </message>
    <message>
        <source>heat %1 would risk an ammunition explosion on %2+</source>
        <translation>нагрев %1: риск взрыва боекомплекта на %2+</translation>
    </message>
    <message>
        <source>heat %1 would risk shutdown on %2+</source>
        <translation>нагрев %1: риск отключения на %2+</translation>
    </message>
    <message>
        <source>heat %1: no shutdown or ammunition check</source>
        <translation>нагрев %1: без проверок отключения и боекомплекта</translation>
    </message>
    <message>
        <source>hits %1 of the time; %2 saves %3 of those; %4 hits to kill left</source>
        <translation>попадает в %1 случаев; %2 отражает %3 из них; остаётся ПДВ: %4</translation>
    </message>
    <message>
        <source>hits on %1 or less</source>
        <translation>попадание при %1 или меньше</translation>
    </message>
    <message>
        <source>hits to kill: %1 against %2</source>
        <translation>ПДВ: %1 против %2</translation>
    </message>
    <message>
        <source>hold fire (%1 in sight)</source>
        <translation>не стрелять (%1 в поле зрения)</translation>
    </message>
    <message>
        <source>its ammunition blows up in %1 of the runs</source>
        <translation>боекомплект взрывается в %1 прогонов</translation>
    </message>
    <message>
        <source>jumping</source>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>moving, %1 cannot shoot this turn</source>
        <translation>при движении в этом ходу не стреляют: %1</translation>
    </message>
    <message>
        <source>no contest today: the units keep their strength</source>
        <translation>сегодня без соревнования: отряды сохраняют силы</translation>
    </message>
    <message>
        <source>no melee this turn: the body keeps its squads, and wins nothing</source>
        <translation>в этом ходу без рукопашной: группа сохраняет отряды, но ничего не выигрывает</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>normal trust</source>
        <translation>обычное доверие</translation>
    </message>
    <message>
        <source>reads the omens at skill %1 (%2)</source>
        <translation>читает знамения с навыком %1 (%2)</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>ему не верят</translation>
    </message>
    <message>
        <source>running</source>
        <translation>бег</translation>
    </message>
    <message>
        <source>shuts down in %1 of the runs</source>
        <translation>отключается в %1 прогонов</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>лёгкое</translation>
    </message>
    <message>
        <source>standing still, %1 may shoot this turn</source>
        <translation>стоя на месте, в этом ходу могут стрелять: %1</translation>
    </message>
    <message>
        <source>stands up first (1 MP and a piloting roll)</source>
        <translation>сначала встаёт (1 ОП и бросок пилотирования)</translation>
    </message>
    <message>
        <source>succeeds %1 (skill %2)</source>
        <translation>успех: %1 (навык %2)</translation>
    </message>
    <message>
        <source>succeeds %1 against their guard (skill %2 against %3)</source>
        <translation>успех против их охраны: %1 (навык %2 против %3)</translation>
    </message>
    <message>
        <source>the commander believes the seer</source>
        <translation>командующий верит провидцу</translation>
    </message>
    <message>
        <source>the commander rejects the reading</source>
        <translation>командующий отвергает предсказание</translation>
    </message>
    <message>
        <source>the commander rerolls with Luck</source>
        <translation>командующий перебрасывает с помощью Удачи</translation>
    </message>
    <message>
        <source>the commander uses Luck</source>
        <translation>командующий использует Удачу</translation>
    </message>
    <message>
        <source>the order does not change how %1 fights</source>
        <translation>приказ не меняет того, как сражается отряд %1</translation>
    </message>
    <message>
        <source>their Strategy %1 → %2 if it succeeds</source>
        <translation>их Стратегия %1 → %2 в случае успеха</translation>
    </message>
    <message>
        <source>their best scouts succeed %1 instead of %2</source>
        <translation>успех их лучших разведчиков: %1 вместо %2</translation>
    </message>
    <message>
        <source>theirs</source>
        <translation>у противника</translation>
    </message>
    <message>
        <source>theirs: %1 %2</source>
        <translation>у противника: %1 %2</translation>
    </message>
    <message>
        <source>them: %1 %2</source>
        <translation>у противника: %1 %2</translation>
    </message>
    <message>
        <source>they are %1</source>
        <translation>противник: %1</translation>
    </message>
    <message>
        <source>they break in about %1 rounds; you take about %2 hits</source>
        <translation>противник сломается примерно через %1 раунда; вы получите около %2 попаданий</translation>
    </message>
    <message>
        <source>under orders %1 fights at %2 instead of %3</source>
        <translation>по приказу отряд %1 сражается с %2 вместо %3</translation>
    </message>
    <message>
        <source>walking</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>you break in about %1 rounds, taking about %2 hits</source>
        <translation>вы сломаетесь примерно через %1 раунда, получив около %2 попаданий</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>у вас</translation>
    </message>
    <message>
        <source>yours: %1 %2</source>
        <translation>у вас: %1 %2</translation>
    </message>
</context>
<context>
    <name>AdviseBox</name>
    <message>
        <source>The side whose turn it is</source>
        <translation>Сторона, чей сейчас ход</translation>
    </message>
    <message>
        <source>The side to advise</source>
        <translation>Сторона, которой нужен совет</translation>
    </message>
    <message>
        <source>Show this tab to see the advice.</source>
        <translation>Откройте эту вкладку, чтобы увидеть совет.</translation>
    </message>
    <message>
        <source>Use this option (%1)</source>
        <translation>Применить этот вариант (%1)</translation>
    </message>
    <message>
        <source>Put the selected option (else the best) into the panel&apos;s fields; nothing is rolled: you still roll</source>
        <translation>Перенести выбранный вариант (или лучший) в поля панели; ничего не бросается: бросаете по-прежнему вы</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>%1 to win the exchange</source>
        <translation>шанс выиграть схватку: %1</translation>
    </message>
    <message>
        <source>%1 to win the battle</source>
        <translation>шанс выиграть сражение: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Expect: %1</source>
        <translation>Ожидается: %1</translation>
    </message>
    <message>
        <source>nothing to advise here.</source>
        <translation>здесь нечего посоветовать.</translation>
    </message>
    <message>
        <source>Working out the advice…</source>
        <translation>Совет рассчитывается…</translation>
    </message>
    <message>
        <source>No advice: %1</source>
        <translation>Совета нет: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No options for this side in this phase.</source>
        <translation>У этой стороны в этой фазе нет вариантов.</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 по сравнению с «%2»</translation>
    </message>
    <message>
        <source>%1 over the next</source>
        <translation>%1 по сравнению со следующим</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>Chance to win the exchange</source>
        <translation>Шанс выиграть схватку</translation>
    </message>
    <message>
        <source>Chance to win the battle</source>
        <translation>Шанс выиграть сражение</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>What if (worth to the best option): %1</source>
        <translation>Что, если (вклад в лучший вариант): %1</translation>
    </message>
    <message>
        <source>In the panel now: %1. Check it, then roll.</source>
        <translation>Теперь в панели: %1. Проверьте и бросайте.</translation>
    </message>
    <message>
        <source>A&amp;dvise</source>
        <translation>Со&amp;вет</translation>
    </message>
    <message>
        <source>No advice for this battle.</source>
        <translation>Для этого сражения советов нет.</translation>
    </message>
    <message>
        <source>Use &amp;Advised Option</source>
        <translation>Применить &amp;совет</translation>
    </message>
    <message>
        <source>Put the option selected in the Advise tab (else the best) into the panel; you still roll</source>
        <translation>Перенести вариант, выбранный на вкладке «Совет» (или лучший), в панель; бросаете по-прежнему вы</translation>
    </message>
</context>
<context>
    <name>AftermathDialog</name>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>Chances (d10)</source>
        <translation>Шансы (d10)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Боец</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Теперь</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>severely injured (1 hp, two weeks&apos; bed rest)</source>
        <translation>тяжело ранен (1 хит, две недели постельного режима)</translation>
    </message>
    <message>
        <source>lightly injured (half hp)</source>
        <translation>легко ранен (половина хитов)</translation>
    </message>
    <message>
        <source>unharmed</source>
        <translation>невредим</translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation>Выбыл из боя</translation>
    </message>
    <message>
        <source>lost %1 of %2 HTK</source>
        <translation>потеряно %1 из %2 ПДВ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No squad took losses in this battle.</source>
        <translation>В этом сражении ни один отряд не понёс потерь.</translation>
    </message>
    <message>
        <source>Tick at least one squad to roll for.</source>
        <translation>Отметьте хотя бы один отряд для броска.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>no casualties</source>
        <translation>без потерь</translation>
    </message>
    <message>
        <source> — %1 hp</source>
        <translation> — %1 хит.</translation>
    </message>
    <message>
        <source>Casualties (written to the squads&apos; members and the log; Ctrl+Z undoes):</source>
        <translation>Потери (записаны бойцам отрядов и в журнал боя; Ctrl+Z отменяет):</translation>
    </message>
</context>
<context>
    <name>BUCS</name>
    <message>
        <source>%1 %2 %3 vs %4 %5 %6: %7 wins by %8</source>
        <translation>%1 %2 %3 против %4 %5 %6: %7 побеждает с перевесом %8</translation>
    </message>
    <message>
        <source>%1 %2 %3 vs %4 %5 %6: tie, no winner</source>
        <translation>%1 %2 %3 против %4 %5 %6: ничья, победителя нет</translation>
    </message>
    <message>
        <source>%1 %2 against %3</source>
        <translation>%1: %2 против %3</translation>
    </message>
    <message>
        <source>%1 %2 check (attacker)</source>
        <translation>%1: проверка навыка «%2» (атакующий)</translation>
    </message>
    <message>
        <source>%1 %2 check (defender)</source>
        <translation>%1: проверка навыка «%2» (обороняющийся)</translation>
    </message>
    <message>
        <source>%1 %2 vs %3 %4</source>
        <translation>%1 %2 против %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 h, %3 %4/%5 → %n hours)</source>
        <translation>
            <numerusform>%1 (%2 ч, %3 %4/%5 → %n час)</numerusform>
            <numerusform>%1 (%2 ч, %3 %4/%5 → %n часа)</numerusform>
            <numerusform>%1 (%2 ч, %3 %4/%5 → %n часов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 h, %3 %4/%5 → 1 hour)</source>
        <translation>%1 (%2 ч, %3 %4/%5 → 1 час)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 атакует %2</translation>
    </message>
    <message>
        <source>%1 cannot command itself</source>
        <translation>%1 не может командовать сам собой</translation>
    </message>
    <message>
        <source>%1 cannot drop below %2; it stays %2</source>
        <translation>%1 не может опуститься ниже уровня «%2» и остаётся на нём</translation>
    </message>
    <message>
        <source>%1 casualty</source>
        <translation>потери: %1</translation>
    </message>
    <message>
        <source>%1 combat roll (attacker)</source>
        <translation>%1: бросок боя (атакующий)</translation>
    </message>
    <message>
        <source>%1 combat roll (defender)</source>
        <translation>%1: бросок боя (обороняющийся)</translation>
    </message>
    <message>
        <source>%1 completes %2</source>
        <translation>%1 выполняет приказ «%2»</translation>
    </message>
    <message>
        <source>%1 completes %2 (beachhead established: counts as dug in)</source>
        <translation>%1 выполняет приказ «%2» (плацдарм захвачен: отряд считается окопавшимся)</translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2</source>
        <translation>%1: урон от попадания по потерям отряда %2</translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2 (attacker leader)</source>
        <translation>%1: урон от попадания по потерям отряда %2 (лидер атакующих)</translation>
    </message>
    <message>
        <source>%1 damage from a casualty hit on %2 (defender leader)</source>
        <translation>%1: урон от попадания по потерям отряда %2 (лидер обороняющихся)</translation>
    </message>
    <message>
        <source>%1 dead</source>
        <translation>%1 погиб</translation>
    </message>
    <message>
        <source>%1 equipment: first morale hit against a less well-equipped unit</source>
        <translation>снаряжение «%1»: первое попадание по морали от хуже снаряжённого отряда</translation>
    </message>
    <message>
        <source>%1 fought its way free: no longer pinned down (%2)</source>
        <translation>%1 пробился: больше не прижат (%2)</translation>
    </message>
    <message>
        <source>%1 has a bad BUCS state: %2</source>
        <translation>У отряда %1 неверное состояние BUCS: %2</translation>
    </message>
    <message>
        <source>%1 has already broken</source>
        <translation>%1 уже сломлен</translation>
    </message>
    <message>
        <source>%1 has already destroyed</source>
        <translation>%1 уже уничтожен</translation>
    </message>
    <message>
        <source>%1 has already retreated</source>
        <translation>%1 уже отступил</translation>
    </message>
    <message>
        <source>%1 has broken and cannot be commanded</source>
        <translation>%1 сломлен, им нельзя командовать</translation>
    </message>
    <message>
        <source>%1 has broken and cannot carry out orders</source>
        <translation>%1 сломлен и не может выполнять приказы</translation>
    </message>
    <message>
        <source>%1 has broken and cannot fight</source>
        <translation>%1 сломлен и не может сражаться</translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot be commanded</source>
        <translation>%1 уничтожен, им нельзя командовать</translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot carry out orders</source>
        <translation>%1 уничтожен и не может выполнять приказы</translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot fight</source>
        <translation>%1 уничтожен и не может сражаться</translation>
    </message>
    <message>
        <source>%1 has destroyed and cannot take orders</source>
        <translation>%1 уничтожен и не может получать приказы</translation>
    </message>
    <message>
        <source>%1 has ended; start a new battle to fight again.</source>
        <translation>Сражение «%1» окончено; чтобы снова биться, начните новое сражение.</translation>
    </message>
    <message>
        <source>%1 has no %2 specialty and cannot treat casualties.</source>
        <translation>У отряда %1 нет специализации «%2», он не может лечить потери.</translation>
    </message>
    <message>
        <source>%1 has no time: it lasts until it is completed or replaced by another order</source>
        <translation>У приказа «%1» нет срока: он действует, пока не будет выполнен или заменён другим</translation>
    </message>
    <message>
        <source>%1 has recovered and is ready again</source>
        <translation>%1 пришёл в себя и снова в строю</translation>
    </message>
    <message>
        <source>%1 has retreated and cannot be commanded</source>
        <translation>%1 отступил, им нельзя командовать</translation>
    </message>
    <message>
        <source>%1 has retreated and cannot carry out orders</source>
        <translation>%1 отступил и не может выполнять приказы</translation>
    </message>
    <message>
        <source>%1 has retreated and cannot fight</source>
        <translation>%1 отступил и не может сражаться</translation>
    </message>
    <message>
        <source>%1 has retreated and cannot take orders</source>
        <translation>%1 отступил и не может получать приказы</translation>
    </message>
    <message>
        <source>%1 has the mobility advantage: it cannot be pinned down by numbers outside cramped quarters</source>
        <translation>%1 превосходит в мобильности: вне тесноты его нельзя прижать числом</translation>
    </message>
    <message>
        <source>%1 has won %2 rounds: no longer pinned down (%3)</source>
        <translation>%1 выиграл раундов: %2; больше не прижат (%3)</translation>
    </message>
    <message>
        <source>%1 in %2 terrain</source>
        <translation>%1, местность «%2»</translation>
    </message>
    <message>
        <source>%1 is %2: a %2 unit cannot act alone without an order (give it an order, or have it assist a character)</source>
        <translation>%1 — %2: отряд уровня «%2» не может действовать сам по себе без приказа (дайте ему приказ или пусть он помогает персонажу)</translation>
    </message>
    <message>
        <source>%1 is %2: its order must be repeated next round</source>
        <translation>%1 — %2: приказ нужно повторить в следующем раунде</translation>
    </message>
    <message>
        <source>%1 is Armor: infantry or mechanized units cannot pin it down outside cramped quarters (%2 ignored)</source>
        <translation>%1 — бронетехника: пехота и механизированные отряды не могут прижать её вне тесноты (%2 не учитывается)</translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not a BUCS unit.</source>
        <translation>%1 — отряд системы %2, а не BUCS.</translation>
    </message>
    <message>
        <source>%1 is an Armor unit and cannot go into %2 terrain</source>
        <translation>%1 — отряд бронетехники и не может войти на местность «%2»</translation>
    </message>
    <message>
        <source>%1 is dug in: pinned down (%2) does not count; a dug-in unit can only be pinned down from multiple directions</source>
        <translation>%1 окопался: прижатие (%2) не считается; окопавшийся отряд можно прижать только с нескольких направлений</translation>
    </message>
    <message>
        <source>%1 is led by %2, so it cannot be taken over</source>
        <translation>%1 под началом %2, поэтому его нельзя подчинить</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>специализация «%1» указана дважды</translation>
    </message>
    <message>
        <source>%1 is not Legendary and cannot take command of other units</source>
        <translation>%1 — не Легендарный отряд и не может принять командование над другими</translation>
    </message>
    <message>
        <source>%1 is not a lesser unit than %2</source>
        <translation>%1 не уступает отряду %2</translation>
    </message>
    <message>
        <source>%1 is not taking part in %2.</source>
        <translation>%1 не участвует в сражении «%2».</translation>
    </message>
    <message>
        <source>%1 is not under anyone&apos;s command.</source>
        <translation>%1 ни у кого не в подчинении.</translation>
    </message>
    <message>
        <source>%1 is on the same side as the attackers (%2).</source>
        <translation>%1 на той же стороне, что и атакующие (%2).</translation>
    </message>
    <message>
        <source>%1 is outside its specialties</source>
        <translation>%1 вне его специализаций</translation>
    </message>
    <message>
        <source>%1 is under stress: its last morale hit heals only with rest away from it</source>
        <translation>%1 под давлением: последнее попадание по морали снимается только отдыхом вдали от опасности</translation>
    </message>
    <message>
        <source>%1 lacks %2: units without the skill in common cannot help</source>
        <translation>у отряда %1 нет специализации «%2»: отряды без общего навыка не могут помочь</translation>
    </message>
    <message>
        <source>%1 lacks the %2 specialty and performs as %3</source>
        <translation>у отряда %1 нет специализации «%2», он действует как %3</translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s command</source>
        <translation>%1 выходит из подчинения отряду %2</translation>
    </message>
    <message>
        <source>%1 loses its %2 mobility fighting with %3 equipment</source>
        <translation>%1 теряет мобильность «%2», сражаясь со снаряжением «%3»</translation>
    </message>
    <message>
        <source>%1 loses its %2 mobility fighting with %3 equipment (no Infantry specialty)</source>
        <translation>%1 теряет мобильность «%2», сражаясь со снаряжением «%3» (нет специализации «Пехота»)</translation>
    </message>
    <message>
        <source>%1 lost for good: base quality %2 → %3</source>
        <translation>безвозвратно потеряно: %1; базовое качество %2 → %3</translation>
    </message>
    <message>
        <source>%1 mobility needs the %2 specialty</source>
        <translation>мобильности «%1» нужна специализация «%2»</translation>
    </message>
    <message>
        <source>%1 morale</source>
        <translation>мораль: %1</translation>
    </message>
    <message>
        <source>%1 ordered: %2</source>
        <translation>%1 получает приказ: %2</translation>
    </message>
    <message>
        <source>%1 requires the %2 specialty</source>
        <translation>специализация «%1» требует специализации «%2»</translation>
    </message>
    <message>
        <source>%1 spots them: no surprise</source>
        <translation>%1 замечает их: внезапности нет</translation>
    </message>
    <message>
        <source>%1 surprises %2</source>
        <translation>%1 застаёт врасплох %2</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 hp)</source>
        <translation>%1 получает %2 урона (%3 ОЗ)</translation>
    </message>
    <message>
        <source>%1 takes %2 (%3 hp, killed)</source>
        <translation>%1 получает %2 урона (%3 ОЗ, погиб)</translation>
    </message>
    <message>
        <source>%1 takes command</source>
        <translation>%1 принимает командование</translation>
    </message>
    <message>
        <source>%1 takes command of %2</source>
        <translation>%1 принимает командование над: %2</translation>
    </message>
    <message>
        <source>%1 tries to surprise %2</source>
        <translation>%1 пытается застать врасплох %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialties; %2 has %3</source>
        <translation>
            <numerusform>отряд уровня «%1» может иметь %n специализацию; у %2 их %3</numerusform>
            <numerusform>отряд уровня «%1» может иметь %n специализации; у %2 их %3</numerusform>
            <numerusform>отряд уровня «%1» может иметь %n специализаций; у %2 их %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 units may have 1 specialty; %2 has %3</source>
        <translation>отряд уровня «%1» может иметь 1 специализацию; у %2 их %3</translation>
    </message>
    <message>
        <source>%1 was destroyed and is lost</source>
        <translation>%1 уничтожен и потерян</translation>
    </message>
    <message>
        <source>%1&apos;s attack action is already free.</source>
        <translation>Действие атаки отряда %1 и так свободно.</translation>
    </message>
    <message>
        <source>%1&apos;s attack action is already used.</source>
        <translation>Действие атаки отряда %1 уже использовано.</translation>
    </message>
    <message>
        <source>%1&apos;s attack action is free again (round %2)</source>
        <translation>Действие атаки отряда %1 снова свободно (раунд %2)</translation>
    </message>
    <message>
        <source>%1&apos;s attack action is used (round %2)</source>
        <translation>Действие атаки отряда %1 использовано (раунд %2)</translation>
    </message>
    <message>
        <source>%1&apos;s conditions are already like that.</source>
        <translation>У отряда %1 уже такие условия.</translation>
    </message>
    <message>
        <source>%1&apos;s move action is already free.</source>
        <translation>Действие движения отряда %1 и так свободно.</translation>
    </message>
    <message>
        <source>%1&apos;s move action is already used.</source>
        <translation>Действие движения отряда %1 уже использовано.</translation>
    </message>
    <message>
        <source>%1&apos;s move action is free again (round %2)</source>
        <translation>Действие движения отряда %1 снова свободно (раунд %2)</translation>
    </message>
    <message>
        <source>%1&apos;s move action is used (round %2)</source>
        <translation>Действие движения отряда %1 использовано (раунд %2)</translation>
    </message>
    <message>
        <source>%1&apos;s side destroyed one of the pinning units: no longer pinned down (%2)</source>
        <translation>сторона отряда %1 уничтожила один из прижимавших отрядов: больше не прижат (%2)</translation>
    </message>
    <message>
        <source>%1, given by %2</source>
        <translation>%1, приказ отдал %2</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3</source>
        <translation>%1: %2 побеждает с перевесом %3</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3 (under %4: no hits)</source>
        <translation>%1: %2 побеждает с перевесом %3 (меньше %4: без попаданий)</translation>
    </message>
    <message>
        <source>%1: %2, %3 h left</source>
        <translation>%1: %2, осталось %3 ч</translation>
    </message>
    <message>
        <source>%1: attack action free again</source>
        <translation>%1: атака снова свободна</translation>
    </message>
    <message>
        <source>%1: attack action used</source>
        <translation>%1: атака использована</translation>
    </message>
    <message>
        <source>%1: move action free again</source>
        <translation>%1: движение снова свободно</translation>
    </message>
    <message>
        <source>%1: move action used</source>
        <translation>%1: движение использовано</translation>
    </message>
    <message>
        <source>%1: the extra hit keeps the unit in the fight at %2</source>
        <translation>%1: дополнительное попадание оставляет отряд в бою на уровне «%2»</translation>
    </message>
    <message>
        <source>%1: tie, no result</source>
        <translation>%1: ничья, без результата</translation>
    </message>
    <message>
        <source>%1; the GM should remove specialties</source>
        <translation>%1; ведущему следует убрать специализации</translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hit(s) saved</source>
        <translation>
            <numerusform>спасено %n попадание по потерям</numerusform>
            <numerusform>спасено %n попадания по потерям</numerusform>
            <numerusform>спасено %n попаданий по потерям</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits not saved: %1 is permanently %2 (was %3)</source>
        <translation>
            <numerusform>%n попадание по потерям не спасено: %1 теперь навсегда %2 (был %3)</numerusform>
            <numerusform>%n попадания по потерям не спасены: %1 теперь навсегда %2 (был %3)</numerusform>
            <numerusform>%n попаданий по потерям не спасено: %1 теперь навсегда %2 (был %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n casualty hits saved by medics</source>
        <translation>
            <numerusform>медики спасли %n попадание по потерям</numerusform>
            <numerusform>медики спасли %n попадания по потерям</numerusform>
            <numerusform>медики спасли %n попаданий по потерям</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days of rest</source>
        <translation>
            <numerusform>%n день отдыха</numerusform>
            <numerusform>%n дня отдыха</numerusform>
            <numerusform>%n дней отдыха</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits a day</source>
        <translation>
            <numerusform>%n попадания в день</numerusform>
            <numerusform>%n попаданий в день</numerusform>
            <numerusform>%n попаданий в день</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits on %1 (%2 morale, %3 casualty): %4</source>
        <translation>
            <numerusform>%n попадание по %1 (мораль: %2, потери: %3): %4</numerusform>
            <numerusform>%n попадания по %1 (мораль: %2, потери: %3): %4</numerusform>
            <numerusform>%n попаданий по %1 (мораль: %2, потери: %3): %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits take a %1 unit below Raw, so it cannot be ready (retreated or destroyed)</source>
        <translation>
            <numerusform>%n попадание опускает отряд уровня «%1» ниже Необученного, поэтому он не может быть в строю (отступил или уничтожен)</numerusform>
            <numerusform>%n попадания опускают отряд уровня «%1» ниже Необученного, поэтому он не может быть в строю (отступил или уничтожен)</numerusform>
            <numerusform>%n попаданий опускают отряд уровня «%1» ниже Необученного, поэтому он не может быть в строю (отступил или уничтожен)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hours pass</source>
        <translation>
            <numerusform>Прошёл %n час</numerusform>
            <numerusform>Прошло %n часа</numerusform>
            <numerusform>Прошло %n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hit(s) healed</source>
        <translation>
            <numerusform>снято %n попадание по морали</numerusform>
            <numerusform>снято %n попадания по морали</numerusform>
            <numerusform>снято %n попаданий по морали</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by medics</source>
        <translation>
            <numerusform>медики сняли %n попадание по морали</numerusform>
            <numerusform>медики сняли %n попадания по морали</numerusform>
            <numerusform>медики сняли %n попаданий по морали</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale hits healed by rest</source>
        <translation>
            <numerusform>отдых снял %n попадание по морали</numerusform>
            <numerusform>отдых снял %n попадания по морали</numerusform>
            <numerusform>отдых снял %n попаданий по морали</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2 (one of %3)</source>
        <translation>«%1» не является %2 (допустимо: %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an order in the rules data; give its time in hours</source>
        <translation>«%1» нет среди приказов в правилах; укажите его время в часах</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>«%1» — не из списка: %2</translation>
    </message>
    <message>
        <source>(%1; %2)</source>
        <translation>(%1; %2)</translation>
    </message>
    <message>
        <source>1 casualty hit not saved: %1 is permanently %2 (was %3)</source>
        <translation>1 попадание по потерям не спасено: %1 теперь навсегда %2 (был %3)</translation>
    </message>
    <message>
        <source>1 casualty hit saved by medics</source>
        <translation>медики спасли 1 попадание по потерям</translation>
    </message>
    <message>
        <source>1 day of rest</source>
        <translation>1 день отдыха</translation>
    </message>
    <message>
        <source>1 hit a day</source>
        <translation>1 попадания в день</translation>
    </message>
    <message>
        <source>1 hit on %1 (%2 morale, %3 casualty): %4</source>
        <translation>1 попадание по %1 (мораль: %2, потери: %3): %4</translation>
    </message>
    <message>
        <source>1 hour pass</source>
        <translation>Прошёл 1 час</translation>
    </message>
    <message>
        <source>1 morale hit healed by medics</source>
        <translation>медики сняли 1 попадание по морали</translation>
    </message>
    <message>
        <source>1 morale hit healed by rest</source>
        <translation>отдых снял 1 попадание по морали</translation>
    </message>
    <message>
        <source>A unit cannot be on both the attacking and the defending side.</source>
        <translation>Отряд не может быть одновременно на атакующей и на обороняющейся стороне.</translation>
    </message>
    <message>
        <source>A unit has a move and an attack action, not &apos;%1&apos;.</source>
        <translation>У отряда есть действие движения и действие атаки, а не «%1».</translation>
    </message>
    <message>
        <source>A unit is listed twice among the attacking units.</source>
        <translation>Отряд указан среди атакующих дважды.</translation>
    </message>
    <message>
        <source>A unit is listed twice among the commanded units.</source>
        <translation>Отряд указан среди подчиняемых дважды.</translation>
    </message>
    <message>
        <source>A unit is listed twice among the defending units.</source>
        <translation>Отряд указан среди обороняющихся дважды.</translation>
    </message>
    <message>
        <source>A unit is listed twice among the treated units.</source>
        <translation>Отряд указан среди лечимых дважды.</translation>
    </message>
    <message>
        <source>After the battle (%1 h later, medics heal up to %2; %3)</source>
        <translation>После сражения (спустя %1 ч, медики лечат до %2; %3)</translation>
    </message>
    <message>
        <source>After the battle (%1 h later, medics heal up to %2; %3, under stress)</source>
        <translation>После сражения (спустя %1 ч, медики лечат до %2; %3, под давлением)</translation>
    </message>
    <message>
        <source>After-battle healing</source>
        <translation>Лечение после сражения</translation>
    </message>
    <message>
        <source>After-battle healing: %1</source>
        <translation>Лечение после сражения: %1</translation>
    </message>
    <message>
        <source>An order&apos;s hours must be a whole number, 0 or more.</source>
        <translation>Время приказа в часах должно быть целым числом, не меньше 0.</translation>
    </message>
    <message numerus="yes">
        <source>Armor ignores its first %n casualty hits (%1 so far)</source>
        <translation>
            <numerusform>Бронетехника не замечает первые попадания по потерям: %n (пока не замечено: %1)</numerusform>
            <numerusform>Бронетехника не замечает первые попадания по потерям: %n (пока не замечено: %1)</numerusform>
            <numerusform>Бронетехника не замечает первые попадания по потерям: %n (пока не замечено: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Attacking units must be given by id, got %1.</source>
        <translation>Атакующие отряды указываются по номеру, а получено %1.</translation>
    </message>
    <message>
        <source>Bad BUCS unit: %1</source>
        <translation>Неверный отряд BUCS: %1</translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: the same leads and targets while they stand (then the first unit still standing), orders repeated every round (a unit that needs one is ordered to Attack), nobody withdraws. A battle ends when every unit of a side is destroyed or has retreated, or at the round limit.</source>
        <translation>Обе стороны сражаются как сейчас: те же ведущие отряды и цели, пока они держатся (затем — первый ещё стоящий отряд), приказы повторяются каждый раунд (отряд, которому нужен приказ, получает приказ «Атаковать»), никто не отходит. Сражение заканчивается, когда все отряды одной стороны уничтожены или отступили, либо по достижении предела раундов.</translation>
    </message>
    <message>
        <source>Choose at least one attacking unit.</source>
        <translation>Выберите хотя бы один атакующий отряд.</translation>
    </message>
    <message>
        <source>Choose at least one commanded unit.</source>
        <translation>Выберите хотя бы один отряд, который перейдёт под командование.</translation>
    </message>
    <message>
        <source>Choose at least one defending unit.</source>
        <translation>Выберите хотя бы один обороняющийся отряд.</translation>
    </message>
    <message>
        <source>Choose at least one treated unit.</source>
        <translation>Выберите хотя бы один отряд для лечения.</translation>
    </message>
    <message>
        <source>Commanded units must be given by id, got %1.</source>
        <translation>Подчиняемые отряды указываются по номеру, а получено %1.</translation>
    </message>
    <message>
        <source>Conditions of %1</source>
        <translation>Условия отряда %1</translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation>УНИЧТОЖЕН</translation>
    </message>
    <message>
        <source>Defending units must be given by id, got %1.</source>
        <translation>Обороняющиеся отряды указываются по номеру, а получено %1.</translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation>Окопался</translation>
    </message>
    <message>
        <source>Dug in (beachhead)</source>
        <translation>Окопался (плацдарм)</translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation>Снаряжение: %1</translation>
    </message>
    <message>
        <source>Equipment: %1 (no bonus in combat without Infantry)</source>
        <translation>Снаряжение: %1 (без бонуса в бою без специализации «Пехота»)</translation>
    </message>
    <message>
        <source>Equipment: as %1 (no Infantry specialty)</source>
        <translation>Снаряжение: как %1 (нет специализации «Пехота»)</translation>
    </message>
    <message>
        <source>Equipment: as %1 (outside its specialties)</source>
        <translation>Снаряжение: как %1 (вне специализаций)</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>Модификатор ведущего</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Let at least 1 hour pass.</source>
        <translation>Пропустите хотя бы 1 час.</translation>
    </message>
    <message>
        <source>Medics: %1, %2.</source>
        <translation>Медики: %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>Mobility: %1 against %2 (%n steps)</source>
        <translation>
            <numerusform>Мобильность: %1 против %2 (%n ступень)</numerusform>
            <numerusform>Мобильность: %1 против %2 (%n ступени)</numerusform>
            <numerusform>Мобильность: %1 против %2 (%n ступеней)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mobility: %1 against %2 (1 step)</source>
        <translation>Мобильность: %1 против %2 (1 ступень)</translation>
    </message>
    <message>
        <source>Momentum (%1)</source>
        <translation>Натиск (%1)</translation>
    </message>
    <message>
        <source>Momentum (%1, doubled: %2)</source>
        <translation>Натиск (%1, удвоен: %2)</translation>
    </message>
    <message>
        <source>Momentum +%1 of %2 does not count: %3 dug in</source>
        <translation>Натиск +%1 отряда %2 не считается: окопались %3</translation>
    </message>
    <message>
        <source>Name the order (for example Attack, Use Skill, Bridge a River).</source>
        <translation>Назовите приказ (например, Атаковать, Применить навык, Навести мост через реку).</translation>
    </message>
    <message>
        <source>Name the skill the units contest (for example Hide, Spot or Craft (Structural)).</source>
        <translation>Назовите навык, в котором состязаются отряды (например, Скрытность, Наблюдательность или Ремесло (строительное)).</translation>
    </message>
    <message>
        <source>No unit in this battle has an order with hours to count down.</source>
        <translation>Ни у одного отряда в этом сражении нет приказа с отсчётом времени.</translation>
    </message>
    <message>
        <source>Opponent pinned down (%1)</source>
        <translation>Противник прижат (%1)</translation>
    </message>
    <message>
        <source>Order %1: %2</source>
        <translation>Приказ отряду %1: %2</translation>
    </message>
    <message>
        <source>Outnumbering the enemy %1 to %2 (x%3 or more)</source>
        <translation>Численное превосходство %1 к %2 (в %3 раза и более)</translation>
    </message>
    <message>
        <source>Quality: %1, %2</source>
        <translation>Качество: %1, %2</translation>
    </message>
    <message>
        <source>Quality: as %1 (%2; really %3), %4</source>
        <translation>Качество: как %1 (%2; на деле %3), %4</translation>
    </message>
    <message>
        <source>RETREATED</source>
        <translation>ОТСТУПИЛ</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Наблюдательность</translation>
    </message>
    <message numerus="yes">
        <source>Strength in numbers (%n more units)</source>
        <translation>
            <numerusform>Сила в числе (ещё %n отряд)</numerusform>
            <numerusform>Сила в числе (ещё %n отряда)</numerusform>
            <numerusform>Сила в числе (ещё %n отрядов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength in numbers (1 more unit)</source>
        <translation>Сила в числе (ещё 1 отряд)</translation>
    </message>
    <message>
        <source>Surprise: %1 Hide %2 vs %3 Spot %4: %5</source>
        <translation>Внезапность: %1 Скрытность %2 против %3 Наблюдательность %4: %5</translation>
    </message>
    <message>
        <source>The attacker&apos;s target must be one of the opposing units.</source>
        <translation>Целью атакующего должен быть один из отрядов противника.</translation>
    </message>
    <message>
        <source>The casualty hits the medics saved must be a whole number, 0 or more.</source>
        <translation>Число попаданий по потерям, спасённых медиками, должно быть целым, не меньше 0.</translation>
    </message>
    <message>
        <source>The defender&apos;s target must be one of the opposing units.</source>
        <translation>Целью обороняющегося должен быть один из отрядов противника.</translation>
    </message>
    <message>
        <source>The hours since the battle must be a whole number, 0 or more.</source>
        <translation>Число часов после сражения должно быть целым, не меньше 0.</translation>
    </message>
    <message>
        <source>The rest days must be a whole number, 0 or more.</source>
        <translation>Число дней отдыха должно быть целым, не меньше 0.</translation>
    </message>
    <message>
        <source>There is no unit #%1 in this campaign.</source>
        <translation>В этой кампании нет отряда №%1.</translation>
    </message>
    <message>
        <source>Treated units must be given by id, got %1.</source>
        <translation>Отряды для лечения указываются по номеру, а получено %1.</translation>
    </message>
    <message>
        <source>Unknown engagement kind &apos;%1&apos; (one of %2).</source>
        <translation>Неизвестный вид столкновения «%1» (допустимо: %2).</translation>
    </message>
    <message>
        <source>a %1 unit can command at most %2 units, not %3</source>
        <translation>отряд уровня «%1» может командовать не более чем %2 отрядами, а не %3</translation>
    </message>
    <message>
        <source>a character kind</source>
        <translation>видом персонажа</translation>
    </message>
    <message>
        <source>a mobility</source>
        <translation>мобильностью</translation>
    </message>
    <message>
        <source>a pinned-down reason</source>
        <translation>причиной прижатия</translation>
    </message>
    <message>
        <source>a quality on the ladder</source>
        <translation>ступенью лестницы качества</translation>
    </message>
    <message>
        <source>a specialty</source>
        <translation>специализацией</translation>
    </message>
    <message>
        <source>a status</source>
        <translation>состоянием</translation>
    </message>
    <message>
        <source>alone under orders</source>
        <translation>сам по себе, по приказу</translation>
    </message>
    <message>
        <source>alone without orders</source>
        <translation>сам по себе, без приказа</translation>
    </message>
    <message>
        <source>an equipment rating</source>
        <translation>оценкой снаряжения</translation>
    </message>
    <message>
        <source>assisting a character</source>
        <translation>помогает персонажу</translation>
    </message>
    <message>
        <source>below Raw by a casualty hit: destroyed</source>
        <translation>ниже Необученного из-за попадания по потерям: уничтожен</translation>
    </message>
    <message>
        <source>below Raw by a morale hit: retreats in poor order (recoverable after the battle)</source>
        <translation>ниже Необученного из-за попадания по морали: беспорядочно отступает (восстановится после сражения)</translation>
    </message>
    <message>
        <source>casualty hit</source>
        <translation>попадание по потерям</translation>
    </message>
    <message>
        <source>casualty hit (joined character killed)</source>
        <translation>попадание по потерям (погиб присоединившийся персонаж)</translation>
    </message>
    <message>
        <source>casualty hit ignored (%1)</source>
        <translation>попадание по потерям не засчитано (%1)</translation>
    </message>
    <message>
        <source>casualty hit lost (already %1)</source>
        <translation>попадание по потерям пропало (отряд уже %1)</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>destroyed: lost</source>
        <translation>уничтожен: потерян</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>дверной проём</translation>
    </message>
    <message>
        <source>dug in</source>
        <translation>окопался</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>ожидалось %1, а получено %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>expected an object or null</source>
        <translation>ожидался объект или null</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>ожидался текст</translation>
    </message>
    <message>
        <source>invalid: %1</source>
        <translation>ошибка: %1</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>высадка</translation>
    </message>
    <message>
        <source>last morale hit stays (under stress)</source>
        <translation>последнее попадание по морали остаётся (под давлением)</translation>
    </message>
    <message>
        <source>morale hit</source>
        <translation>попадание по морали</translation>
    </message>
    <message>
        <source>morale hit (joined character killed)</source>
        <translation>попадание по морали (погиб присоединившийся персонаж)</translation>
    </message>
    <message>
        <source>morale hit ignored (%1)</source>
        <translation>попадание по морали не засчитано (%1)</translation>
    </message>
    <message>
        <source>morale hit lost (already %1)</source>
        <translation>попадание по морали пропало (отряд уже %1)</translation>
    </message>
    <message numerus="yes">
        <source>more than %n hours after the battle: no casualty can be saved</source>
        <translation>
            <numerusform>прошло больше %n часа после сражения: потери уже не спасти</numerusform>
            <numerusform>прошло больше %n часов после сражения: потери уже не спасти</numerusform>
            <numerusform>прошло больше %n часов после сражения: потери уже не спасти</numerusform>
        </translation>
    </message>
    <message>
        <source>multiple directions</source>
        <translation>с нескольких направлений</translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;: text, &quot;value&quot;: whole number}</source>
        <translation>должно быть списком вида {&quot;name&quot;: текст, &quot;value&quot;: целое число}</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>должно быть целым числом, а получено %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>должно быть объектом</translation>
    </message>
    <message>
        <source>must be an object with name and value</source>
        <translation>должно быть объектом с name и value</translation>
    </message>
    <message>
        <source>must be text, got %1</source>
        <translation>должно быть текстом, а получено %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>должно быть true или false, а получено %1</translation>
    </message>
    <message>
        <source>must name an enemy unit</source>
        <translation>нужно указать вражеский отряд</translation>
    </message>
    <message>
        <source>must name an enemy unit, got %1</source>
        <translation>нужно указать вражеский отряд, а получено %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>не может быть отрицательным, а получено %1</translation>
    </message>
    <message>
        <source>no %1 specialty</source>
        <translation>нет специализации «%1»</translation>
    </message>
    <message>
        <source>no Infantry specialty</source>
        <translation>нет специализации «Пехота»</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>no conditions</source>
        <translation>без особых условий</translation>
    </message>
    <message>
        <source>no surprise</source>
        <translation>внезапности нет</translation>
    </message>
    <message>
        <source>no unit named &apos;%1&apos; on the attacker side</source>
        <translation>на атакующей стороне нет отряда «%1»</translation>
    </message>
    <message>
        <source>no unit named &apos;%1&apos; on the defender side</source>
        <translation>на обороняющейся стороне нет отряда «%1»</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>числом</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>прижат</translation>
    </message>
    <message>
        <source>pinned down (%1)</source>
        <translation>прижат (%1)</translation>
    </message>
    <message>
        <source>quality is required (Raw ... Legendary).</source>
        <translation>нужно указать качество (от Необученного до Легендарного).</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>отступил</translation>
    </message>
    <message>
        <source>retreats in poor order</source>
        <translation>беспорядочно отступает</translation>
    </message>
    <message>
        <source>states less likely than %1 dropped: %2 of the chance</source>
        <translation>отброшены состояния с вероятностью меньше %1: %2 от общей вероятности</translation>
    </message>
    <message>
        <source>surprise: %1 begin with +%2 momentum</source>
        <translation>внезапность: %1 начинают с натиском +%2</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>застигнут врасплох</translation>
    </message>
    <message>
        <source>the attacker side needs at least one unit</source>
        <translation>у атакующей стороны должен быть хотя бы один отряд</translation>
    </message>
    <message>
        <source>the defender side needs at least one unit</source>
        <translation>у обороняющейся стороны должен быть хотя бы один отряд</translation>
    </message>
    <message>
        <source>the exact answer needs no dice beyond the combat rolls; a joined character&apos;s damage is rolled, so ask for a sampled forecast</source>
        <translation>точный ответ возможен только без бросков сверх бросков боя; урон присоединившегося персонажа бросается, поэтому запросите прогноз по выборке</translation>
    </message>
    <message>
        <source>the state must be an object.</source>
        <translation>состояние должно быть объектом.</translation>
    </message>
    <message>
        <source>tie: no result</source>
        <translation>ничья: без результата</translation>
    </message>
    <message>
        <source>tie: no surprise</source>
        <translation>ничья: внезапности нет</translation>
    </message>
    <message>
        <source>unit names must differ within a round: %1</source>
        <translation>в одном раунде названия отрядов не должны совпадать: %1</translation>
    </message>
    <message>
        <source>units that could not fight without an order were taken as ordered to Attack</source>
        <translation>отряды, не способные сражаться без приказа, считались получившими приказ «Атаковать»</translation>
    </message>
    <message>
        <source>unknown condition (one of %1)</source>
        <translation>неизвестное условие (допустимо: %1)</translation>
    </message>
    <message>
        <source>unknown engagement option (one of %1)</source>
        <translation>неизвестный параметр столкновения (допустимо: %1)</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>неизвестное поле</translation>
    </message>
    <message>
        <source>unknown option (one of %1)</source>
        <translation>неизвестный параметр (допустимо: %1)</translation>
    </message>
    <message>
        <source>unknown terrain &apos;%1&apos; (one of %2)</source>
        <translation>неизвестная местность «%1» (допустимо: %2)</translation>
    </message>
    <message>
        <source>won by %1, less than %2: no damage</source>
        <translation>победа с перевесом %1, меньше %2: без урона</translation>
    </message>
</context>
<context>
    <name>BattleCommands</name>
    <message>
        <source>Start or select a battle in the Turn Tracker first.</source>
        <translation>Сначала начните сражение или выберите его в окне «Порядок ходов».</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Откат</translation>
    </message>
    <message>
        <source>Rewind to the start of round:</source>
        <translation>Откатить к началу раунда:</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <source>Give the battle a name.</source>
        <translation>Дайте сражению название.</translation>
    </message>
    <message>
        <source>Tick at least two units of these rules to fight.</source>
        <translation>Отметьте хотя бы два отряда по этим правилам, чтобы они сразились.</translation>
    </message>
    <message>
        <source>New Battle</source>
        <translation>Новое сражение</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Units taking part (in initiative order):</source>
        <translation>&amp;Участвующие отряды (в порядке инициативы):</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Combat round</source>
        <translation>Раунд боя</translation>
    </message>
    <message>
        <source>Surprise check (Hide vs Spot)</source>
        <translation>Проверка внезапности (Скрытность против Наблюдательности)</translation>
    </message>
    <message>
        <source>Skill contest</source>
        <translation>Состязание навыков</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>дверной проём</translation>
    </message>
    <message>
        <source>outnumbered</source>
        <translation>численный перевес врага</translation>
    </message>
    <message>
        <source>several directions</source>
        <translation>с нескольких направлений</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>высадка</translation>
    </message>
    <message>
        <source>won, but no hits (margin under 5)</source>
        <translation>победа без попаданий (перевес меньше 5)</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 попадание</translation>
    </message>
    <message>
        <source>2 hits</source>
        <translation>2 попадания</translation>
    </message>
    <message>
        <source>3 or more hits</source>
        <translation>3 и больше попаданий</translation>
    </message>
    <message>
        <source>&amp;Engagement</source>
        <translation>&amp;Столкновение</translation>
    </message>
    <message>
        <source>Skill, e.g. Craft (Structural)</source>
        <translation>Навык, например Ремесло (строительное)</translation>
    </message>
    <message>
        <source>Cramped quarters</source>
        <translation>Теснота</translation>
    </message>
    <message>
        <source>Inside buildings, tunnels, narrow streets: Armor and faster units can then be pinned down.</source>
        <translation>В зданиях, туннелях, на узких улицах: тогда можно прижать и бронетехнику, и более быстрые отряды.</translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation>Бросок:</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Местность:</translation>
    </message>
    <message>
        <source>Attacking side</source>
        <translation>Атакующая сторона</translation>
    </message>
    <message>
        <source>Defending side</source>
        <translation>Обороняющаяся сторона</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>против</translation>
    </message>
    <message>
        <source>Roll combat round</source>
        <translation>Бросить раунд боя</translation>
    </message>
    <message>
        <source>Battle ▸ Resolve Action (Ctrl+K)</source>
        <translation>Сражение ▸ Выполнить действие (Ctrl+K)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Quality and hits</source>
        <translation>Качество и попадания</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>● hit left before the unit breaks · ◐ morale hit · ✖ casualty hit. Tick Move / Attack as units use their actions; a new round frees them.</source>
        <translation>● попадание, которое отряд ещё выдержит · ◐ попадание по морали · ✖ попадание по потерям. Отмечайте «Движение» / «Атака», когда отряды тратят действия; новый раунд их освобождает.</translation>
    </message>
    <message>
        <source>Take command…</source>
        <translation>Принять командование…</translation>
    </message>
    <message>
        <source>A Legendary unit takes command of up to 6 lesser units</source>
        <translation>Легендарный отряд принимает командование над 6 более слабыми отрядами, не больше</translation>
    </message>
    <message>
        <source>Release command</source>
        <translation>Вывести из подчинения</translation>
    </message>
    <message>
        <source>The selected unit leaves its commander&apos;s command</source>
        <translation>Выбранный отряд выходит из подчинения своему командиру</translation>
    </message>
    <message>
        <source>&amp;Units this round</source>
        <translation>&amp;Отряды в этом раунде</translation>
    </message>
    <message>
        <source>listed time</source>
        <translation>время по правилам</translation>
    </message>
    <message>
        <source> h</source>
        <translation> ч</translation>
    </message>
    <message>
        <source>Give order</source>
        <translation>Отдать приказ</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Отряд:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Приказ:</translation>
    </message>
    <message>
        <source>Let hours pass (orders count down)</source>
        <translation>Пропустить часы (отсчёт приказов)</translation>
    </message>
    <message>
        <source>After the battle: healing…</source>
        <translation>После сражения: лечение…</translation>
    </message>
    <message>
        <source>&amp;Orders and time</source>
        <translation>&amp;Приказы и время</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>двигался</translation>
    </message>
    <message>
        <source>can move</source>
        <translation>может двигаться</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>атаковал</translation>
    </message>
    <message>
        <source>can attack</source>
        <translation>может атаковать</translation>
    </message>
    <message>
        <source>%1 (%2 h left)</source>
        <translation>%1 (осталось %2 ч)</translation>
    </message>
    <message>
        <source>Select a BUCS battle first.</source>
        <translation>Сначала выберите сражение BUCS.</translation>
    </message>
    <message>
        <source>No battle selected</source>
        <translation>Сражение не выбрано</translation>
    </message>
    <message>
        <source>Add BUCS units in the Army Roster, then start a battle (Ctrl+B).</source>
        <translation>Добавьте отряды BUCS в составе армий, затем начните сражение (Ctrl+B).</translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3 terrain · battle over</source>
        <translation>Раунд %1 · %2 · местность: %3 · сражение окончено</translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3 terrain</source>
        <translation>Раунд %1 · %2 · местность: %3</translation>
    </message>
    <message>
        <source>(any unit can do it)</source>
        <translation>(справится любой отряд)</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>нужна специализация «%1»</translation>
    </message>
    <message>
        <source>(no other ready unit on this side)</source>
        <translation>(других готовых отрядов на этой стороне нет)</translation>
    </message>
    <message>
        <source>their lead unit</source>
        <translation>их ведущий отряд</translation>
    </message>
    <message>
        <source>No ready unit to choose.</source>
        <translation>Нет готовых отрядов для выбора.</translation>
    </message>
    <message>
        <source>%1 (base %2)</source>
        <translation>%1 (базовое %2)</translation>
    </message>
    <message>
        <source>%1 equipment</source>
        <translation>снаряжение: %1</translation>
    </message>
    <message>
        <source>no specialties</source>
        <translation>без специализаций</translation>
    </message>
    <message>
        <source>order: %1 (%2 h left)</source>
        <translation>приказ: %1 (осталось %2 ч)</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>приказ: %1</translation>
    </message>
    <message>
        <source>no order</source>
        <translation>без приказа</translation>
    </message>
    <message>
        <source>momentum +%1</source>
        <translation>натиск +%1</translation>
    </message>
    <message>
        <source>%1 %2 hp (dead)</source>
        <translation>%1: %2 ОЗ (погиб)</translation>
    </message>
    <message>
        <source>%1 %2 hp</source>
        <translation>%1: %2 ОЗ</translation>
    </message>
    <message>
        <source>used</source>
        <translation>использовано</translation>
    </message>
    <message>
        <source>free</source>
        <translation>свободно</translation>
    </message>
    <message>
        <source>%1 · %2 h left</source>
        <translation>%1 · осталось %2 ч</translation>
    </message>
    <message>
        <source>%1 (commanded by %2)</source>
        <translation>%1 (под командованием %2)</translation>
    </message>
    <message>
        <source>%1 (commands %2)</source>
        <translation>%1 (командует: %2)</translation>
    </message>
    <message>
        <source>dug in</source>
        <translation>окопался</translation>
    </message>
    <message>
        <source>beachhead</source>
        <translation>плацдарм</translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation>прижат: %1</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>застигнут врасплох</translation>
    </message>
    <message>
        <source>%1 is not under anyone&apos;s command.</source>
        <translation>%1 ни у кого не в подчинении.</translation>
    </message>
    <message>
        <source>Roll surprise check</source>
        <translation>Бросить проверку внезапности</translation>
    </message>
    <message>
        <source>Roll skill contest</source>
        <translation>Бросить состязание навыков</translation>
    </message>
    <message>
        <source>Choose a lead unit on each side.</source>
        <translation>Выберите ведущий отряд для каждой стороны.</translation>
    </message>
    <message>
        <source>Name the skill the units contest.</source>
        <translation>Назовите навык, в котором состязаются отряды.</translation>
    </message>
    <message>
        <source>Cannot roll: %1</source>
        <translation>Бросить нельзя: %1</translation>
    </message>
    <message>
        <source>Total: d20</source>
        <translation>Итого: d20</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins %2&lt;/b&gt; · %3 wins %4 · tie (no result) %5</source>
        <translation>&lt;b&gt;%1 побеждает: %2&lt;/b&gt; · %3 побеждает: %4 · ничья (без результата): %5</translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation>Попадания %1 по %2</translation>
    </message>
    <message>
        <source>&lt;br/&gt;This battle is over.</source>
        <translation>&lt;br/&gt;Это сражение окончено.</translation>
    </message>
    <message>
        <source>After the battle:</source>
        <translation>После сражения:</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n hour(s): %2 h listed, %3 quality %4 ÷ %5 → %6 h</source>
        <translation>
            <numerusform>%1 займёт %n час: по правилам %2 ч, качество %3 %4 ÷ %5 → %6 ч</numerusform>
            <numerusform>%1 займёт %n часа: по правилам %2 ч, качество %3 %4 ÷ %5 → %6 ч</numerusform>
            <numerusform>%1 займёт %n часов: по правилам %2 ч, качество %3 %4 ÷ %5 → %6 ч</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll attack</source>
        <translation>Бросок атаки</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Атакующий:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation>Шансы:</translation>
    </message>
    <message>
        <source>Apply damage by hand</source>
        <translation>Нанести урон вручную</translation>
    </message>
    <message>
        <source>Negative numbers heal.</source>
        <translation>Отрицательные числа лечат.</translation>
    </message>
    <message>
        <source>Apply to target</source>
        <translation>Применить к цели</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Урон:</translation>
    </message>
    <message>
        <source>Add units in the Army Roster, then start a battle (Ctrl+B).</source>
        <translation>Добавьте отряды в составе армий, затем начните сражение (Ctrl+B).</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Раунд %1 · %2</translation>
    </message>
    <message>
        <source>This battle uses the %1 rules, whose battle panel is not built yet; the Turn Tracker, roster, log and undo work for it.</source>
        <translation>Это сражение идёт по правилам «%1», для которых панель сражения ещё не готова; порядок ходов, состав армий, журнал и отмена для него работают.</translation>
    </message>
    <message>
        <source>%1% to hit (needs %2 or more on the d20)</source>
        <translation>%1% на попадание (нужно %2 или больше на d20)</translation>
    </message>
    <message>
        <source>Set-up…</source>
        <translation>Подготовка…</translation>
    </message>
    <message>
        <source>Battle set-up: open field or defended position, who attacks</source>
        <translation>Подготовка битвы: чистое поле или укреплённая позиция, кто атакует</translation>
    </message>
    <message>
        <source>Attacker&apos;s army…</source>
        <translation>Армия атакующего…</translation>
    </message>
    <message>
        <source>Defender&apos;s army…</source>
        <translation>Армия обороняющегося…</translation>
    </message>
    <message>
        <source>Upkeep…</source>
        <translation>Содержание…</translation>
    </message>
    <message>
        <source>Between battles: pay an army for a month, treachery, recruits</source>
        <translation>Между битвами: жалованье армии за месяц, измена, новобранцы</translation>
    </message>
    <message>
        <source>Contest and morale</source>
        <translation>Соревнование и мораль</translation>
    </message>
    <message>
        <source>Pre-battle planner</source>
        <translation>Подготовка к битве</translation>
    </message>
    <message>
        <source>Armies, PCs and losses</source>
        <translation>Армии, ПП и потери</translation>
    </message>
    <message>
        <source>Acting &amp;side:</source>
        <translation>Действующая &amp;сторона:</translation>
    </message>
    <message>
        <source>Special operation</source>
        <translation>Спецоперация</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation>Покушение</translation>
    </message>
    <message>
        <source>Stealth (usual)</source>
        <translation>Скрытность (обычно)</translation>
    </message>
    <message>
        <source>Tactics (GM&apos;s choice)</source>
        <translation>Тактика (на выбор ГМа)</translation>
    </message>
    <message>
        <source>Spies executed in public if caught</source>
        <translation>Пойманных шпионов казнят публично</translation>
    </message>
    <message>
        <source>Send the mission</source>
        <translation>Отправить миссию</translation>
    </message>
    <message>
        <source>Mission:</source>
        <translation>Миссия:</translation>
    </message>
    <message>
        <source>Led by:</source>
        <translation>Во главе:</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>Группа:</translation>
    </message>
    <message>
        <source>Rolls:</source>
        <translation>Бросок:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Security against enemy spies</source>
        <translation>Охрана от вражеских шпионов</translation>
    </message>
    <message>
        <source>Post security</source>
        <translation>Выставить охрану</translation>
    </message>
    <message>
        <source>Guards:</source>
        <translation>Охранников:</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Провидец</translation>
    </message>
    <message>
        <source>Normal trust</source>
        <translation>Обычное доверие</translation>
    </message>
    <message>
        <source>Believes every word</source>
        <translation>Верит каждому слову</translation>
    </message>
    <message>
        <source>Rejects the reading</source>
        <translation>Отвергает предсказание</translation>
    </message>
    <message>
        <source>Consult the seer (secret roll)</source>
        <translation>Спросить провидца (тайный бросок)</translation>
    </message>
    <message>
        <source>Seer:</source>
        <translation>Провидец:</translation>
    </message>
    <message>
        <source>Commander:</source>
        <translation>Командующий:</translation>
    </message>
    <message>
        <source>Lines marked GM ONLY are for your eyes: they never reach the combat log text, the dice list or anything shown to players.</source>
        <translation>Строки с пометкой ТОЛЬКО ДЛЯ ГМа — только для вас: они не попадают ни в журнал боя, ни в список бросков, ни во что-либо, что видят игроки.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before the battle, so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;Перед битвой, пока что&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <source>Roll disaster…</source>
        <translation>Бросить Катастрофу…</translation>
    </message>
    <message>
        <source>The army&apos;s Disaster roll (higher is worse), with the enemy&apos;s powers added; while the table is not entered you enter the book&apos;s result</source>
        <translation>Бросок Катастрофы армии (чем больше, тем хуже) с добавкой от сил врага; пока таблица не введена, вы вводите результат из книги</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Для:</translation>
    </message>
    <message>
        <source>Extraordinary powers (acting side, secret)</source>
        <translation>Необычайные силы (действующая сторона, тайно)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Psionics boosted by drugs or technology: +1 to +5, your call</source>
        <translation>Псионика, усиленная наркотиками или техникой: от +1 до +5, на ваше усмотрение</translation>
    </message>
    <message>
        <source>Place in secret</source>
        <translation>Распределить тайно</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Раскрыть</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Mana:</source>
        <translation>Мана:</translation>
    </message>
    <message>
        <source>Boost:</source>
        <translation>Усиление:</translation>
    </message>
    <message>
        <source>Roll contest (Ctrl+K)</source>
        <translation>Бросить соревнование (Ctrl+K)</translation>
    </message>
    <message>
        <source>Roll the Strategy (or Tactics) contest of the two commanders</source>
        <translation>Разыграть Соревнование двух командующих в Стратегии (или Тактике)</translation>
    </message>
    <message>
        <source>Roll morale (Ctrl+K)</source>
        <translation>Бросить мораль (Ctrl+K)</translation>
    </message>
    <message>
        <source>Roll morale for every unit the result row names</source>
        <translation>Бросить Мораль за каждый отряд, названный в строке результата</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance&lt;/b&gt; of each result row: exact, before the roll, counting Luck; ▶ marks the row reached</source>
        <translation>&lt;b&gt;Шанс&lt;/b&gt; каждой строки результата: точный, до броска, с учётом Удачи; ▶ отмечает выпавшую строку</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Разность</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Winner&apos;s units</source>
        <translation>Отряды победителя</translation>
    </message>
    <message>
        <source>Loser&apos;s units</source>
        <translation>Отряды проигравшего</translation>
    </message>
    <message>
        <source>Exact chances from both effective skills, before the roll; hover a row for the rule&apos;s notes.</source>
        <translation>Точные шансы по эффективным навыкам обеих сторон, до броска; наведите на строку, чтобы увидеть примечания к правилу.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Обороняющийся</translation>
    </message>
    <message>
        <source>Troop Strength</source>
        <translation>Сила Войска</translation>
    </message>
    <message>
        <source>Rolled at the table? Enter the outcome</source>
        <translation>Бросали за столом? Введите итог</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ввести итог</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Победитель:</translation>
    </message>
    <message>
        <source>Margin of victory:</source>
        <translation>Разность:</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Солдат</translation>
    </message>
    <message>
        <source>Morale roll</source>
        <translation>Бросок Морали</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Casualties: the table&apos;s known rows are rolled; where the book&apos;s number is not entered, type the unit&apos;s losses in New losses (the row and shifts are shown).</source>
        <translation>Потери: по известным строкам таблицы делается бросок; где число из книги не введено, впишите потери отряда в столбец «Новые потери» (строка и сдвиги показаны).</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Lost so far</source>
        <translation>Потеряно</translation>
    </message>
    <message>
        <source>New losses</source>
        <translation>Новые потери</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>СВ</translation>
    </message>
    <message>
        <source>Casualty row</source>
        <translation>Строка потерь</translation>
    </message>
    <message>
        <source>Fierce battle: </source>
        <translation>Ожесточённая битва: </translation>
    </message>
    <message>
        <source> rows up</source>
        <translation> стр. вверх</translation>
    </message>
    <message>
        <source>Casualties from the table</source>
        <translation>Потери по таблице</translation>
    </message>
    <message>
        <source>Record losses</source>
        <translation>Записать потери</translation>
    </message>
    <message>
        <source>PCs and named NPCs (after the contest)</source>
        <translation>ПП и именные НПС (после соревнования)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Установка</translation>
    </message>
    <message>
        <source>DR</source>
        <translation>СП</translation>
    </message>
    <message>
        <source>Injury</source>
        <translation>Ранения</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Репутация</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>Combat Skill roll</source>
        <translation>Бросок боевого навыка</translation>
    </message>
    <message>
        <source>Glory roll</source>
        <translation>Бросок Славы</translation>
    </message>
    <message>
        <source>Select a GURPS battle first.</source>
        <translation>Сначала выберите сражение GURPS.</translation>
    </message>
    <message>
        <source>open field</source>
        <translation>чистое поле</translation>
    </message>
    <message>
        <source>no works</source>
        <translation>без укреплений</translation>
    </message>
    <message>
        <source>Attack on a defended position (%1)</source>
        <translation>Атака укреплённой позиции (%1)</translation>
    </message>
    <message>
        <source>Next: planner, then the contest.</source>
        <translation>Далее: подготовка, затем соревнование.</translation>
    </message>
    <message>
        <source>Next: roll morale.</source>
        <translation>Далее: бросок морали.</translation>
    </message>
    <message>
        <source>Day done: Next Phase (Ctrl+.) starts the next day.</source>
        <translation>День окончен: «Следующая фаза» (Ctrl+.) начинает следующий день.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Битва окончена.</translation>
    </message>
    <message>
        <source>Day %1 · %2 · &lt;b&gt;%3&lt;/b&gt; (%4 troops) attacks &lt;b&gt;%5&lt;/b&gt; (%6). %7</source>
        <translation>День %1 · %2 · &lt;b&gt;%3&lt;/b&gt; (%4 солдат) атакует &lt;b&gt;%5&lt;/b&gt; (%6). %7</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>The attacker&apos;s army: commander, leaders, seers, PCs, modifiers</source>
        <translation>Армия атакующего: командующий, лидеры, провидцы, ПП, модификаторы</translation>
    </message>
    <message>
        <source>The defender&apos;s army: commander, leaders, seers, PCs, modifiers</source>
        <translation>Армия обороняющегося: командующий, лидеры, провидцы, ПП, модификаторы</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>обороняющийся</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (Stealth %2, Tactics %3)</source>
        <translation>%1 (Скрытность %2, Тактика %3)</translation>
    </message>
    <message>
        <source>%1 (Divination %2)</source>
        <translation>%1 (Прорицание %2)</translation>
    </message>
    <message>
        <source>Posted: %1 guards under %2.</source>
        <translation>Выставлена охрана: %1 чел. под началом %2.</translation>
    </message>
    <message>
        <source>No security posted.</source>
        <translation>Охрана не выставлена.</translation>
    </message>
    <message>
        <source>The enemy guards against spies: missions face a Quick Contest.</source>
        <translation>Враг охраняется от шпионов: миссиям предстоит Быстрое Соревнование.</translation>
    </message>
    <message>
        <source>The enemy has posted no security.</source>
        <translation>Враг не выставил охрану.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — a disaster for it (roll it)</source>
        <translation>%1 — для неё это катастрофа (бросьте её)</translation>
    </message>
    <message>
        <source>GM ONLY — the enemy&apos;s powers add +%1 to this roll</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — силы врага добавляют +%1 к этому броску</translation>
    </message>
    <message>
        <source>Disaster table not entered: you roll the book&apos;s and enter the result.</source>
        <translation>Таблица Катастроф не введена: бросьте по книге и введите результат.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>%1: %2; placed %3; enemy Disaster roll +%4</source>
        <translation>%1: %2; распределено: %3; бросок Катастрофы врага +%4</translation>
    </message>
    <message>
        <source>%1 (revealed)</source>
        <translation>%1 (раскрыто)</translation>
    </message>
    <message>
        <source>GM ONLY — %1</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — %1</translation>
    </message>
    <message>
        <source>No powers placed.</source>
        <translation>Силы не распределены.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычное</translation>
    </message>
    <message>
        <source>believes</source>
        <translation>верит</translation>
    </message>
    <message>
        <source>rejects</source>
        <translation>отвергает</translation>
    </message>
    <message>
        <source>GM ONLY — Strategy %5 %6: rolled %1 vs %2 (%3); %4</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — Стратегия %5 %6: выпало %1 против %2 (%3); %4</translation>
    </message>
    <message>
        <source>(trust: %1)</source>
        <translation>(доверие: %1)</translation>
    </message>
    <message>
        <source>GM only: never show this to players.</source>
        <translation>Только для ГМа: никогда не показывайте это игрокам.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Удерживает позицию</translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation>Отброшен</translation>
    </message>
    <message>
        <source>Retreats in good order</source>
        <translation>Отступает в хорошем порядке</translation>
    </message>
    <message>
        <source>ROUTS</source>
        <translation>БЕЖИТ</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>удерживает позицию</translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation>отброшен</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>отступил</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>по-разному</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>нет отрядов</translation>
    </message>
    <message>
        <source>hold (no roll)</source>
        <translation>удерживают (без броска)</translation>
    </message>
    <message>
        <source>thrown back (no roll)</source>
        <translation>отброшены (без броска)</translation>
    </message>
    <message>
        <source>rout (no roll)</source>
        <translation>бегут (без броска)</translation>
    </message>
    <message>
        <source>roll: retreat, or rout on failure</source>
        <translation>бросок: отступают, при провале бегут</translation>
    </message>
    <message>
        <source>roll: hold; fail by 1-4 retreat; by 5+ rout</source>
        <translation>бросок: удерживают; провал на 1-4 — отступают; на 5+ — бегут</translation>
    </message>
    <message>
        <source>all roll: hold if half the troops pass, else retreat</source>
        <translation>бросают все: удерживают, если прошла половина войск, иначе отступают</translation>
    </message>
    <message>
        <source>Rolled %1 → %2, margin %3</source>
        <translation>Выпало %1 → %2, запас %3</translation>
    </message>
    <message>
        <source>(Luck: kept %1)</source>
        <translation>(Удача: оставлено %1)</translation>
    </message>
    <message>
        <source>Nobody (tie)</source>
        <translation>Никто (ничья)</translation>
    </message>
    <message>
        <source>Luck: %1</source>
        <translation>Удача: %1</translation>
    </message>
    <message>
        <source>%1 uses Luck: reroll the contest</source>
        <translation>%1 использует Удачу: переброс соревнования</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>без броска</translation>
    </message>
    <message>
        <source>%1 vs %2: %3</source>
        <translation>%1 против %2: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: TS %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: СВ %2</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>никому</translation>
    </message>
    <message>
        <source>Force ratio: %1 — Strategy bonus to %2</source>
        <translation>Соотношение сил: %1 — бонус к Стратегии: %2</translation>
    </message>
    <message>
        <source>Odds count Luck: %1</source>
        <translation>Шансы учитывают Удачу: %1</translation>
    </message>
    <message>
        <source>is thrown back</source>
        <translation>отброшен</translation>
    </message>
    <message>
        <source>retreats in good order</source>
        <translation>отступает в хорошем порядке</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>is ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>победителя нет</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 morale tomorrow</source>
        <translation>Мораль %1 завтра</translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation>Отступил</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Бежит</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введена</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>вычислена</translation>
    </message>
    <message>
        <source>fallback: head count</source>
        <translation>запасной расчёт: по численности</translation>
    </message>
    <message>
        <source>defender won</source>
        <translation>победил обороняющийся</translation>
    </message>
    <message>
        <source>attacker won</source>
        <translation>победил атакующий</translation>
    </message>
    <message>
        <source>Day %1: %2 (%3 %4) — attacker %5, defender %6</source>
        <translation>День %1: %2 (%3, %4) — атакующий: %5, обороняющийся: %6</translation>
    </message>
    <message>
        <source>&lt;b&gt;The story so far&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Ход битвы&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>No day fought yet.</source>
        <translation>Ещё ни один день не сражались.</translation>
    </message>
    <message>
        <source>glory %1</source>
        <translation>слава %1</translation>
    </message>
    <message>
        <source>survival %1</source>
        <translation>выживание %1</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>равновесие</translation>
    </message>
    <message>
        <source>survival</source>
        <translation>выживание</translation>
    </message>
    <message>
        <source>glory</source>
        <translation>слава</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Enter Glory result…</source>
        <translation>Ввести итог Славы…</translation>
    </message>
    <message>
        <source>The Glory table is not entered: type the row of your book for this roll</source>
        <translation>Таблица Славы не введена: впишите строку из вашей книги для этого броска</translation>
    </message>
    <message>
        <source>Skill + Glory; rolled even if he fell</source>
        <translation>Навык + Слава; бросается, даже если персонаж пал</translation>
    </message>
    <message>
        <source>GM ONLY — enemy powers +%1: total %2</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — силы врага +%1: итого %2</translation>
    </message>
    <message>
        <source>GM ONLY — %1; placed %2</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — %1; распределено: %2</translation>
    </message>
    <message>
        <source>GM ONLY — Strategy %1: rolled %2 vs %3 (%4); %5</source>
        <translation>ТОЛЬКО ДЛЯ ГМа — Стратегия %1: выпало %2 против %3 (%4); %5</translation>
    </message>
    <message>
        <source>Choose a PC in the table first.</source>
        <translation>Сначала выберите ПП в таблице.</translation>
    </message>
    <message>
        <source>Enter the losses of at least one unit in the New losses column.</source>
        <translation>Введите потери хотя бы одного отряда в столбце «Новые потери».</translation>
    </message>
    <message>
        <source>Troop Strength on the field: %1&lt;br&gt;Force ratio: %2</source>
        <translation>Сила Войска на поле: %1&lt;br&gt;Соотношение сил: %2</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>goes last (sees everyone else move first)</source>
        <translation>ходит последним (видит ходы всех остальных)</translation>
    </message>
    <message>
        <source>goes first</source>
        <translation>ходит первым</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Бросить инициативу</translation>
    </message>
    <message>
        <source>The &amp;highest roll</source>
        <translation>&amp;Наибольший бросок</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>&amp;Mech:</source>
        <translation>&amp;Мех:</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>С&amp;пособ:</translation>
    </message>
    <message>
        <source>all hexes moved</source>
        <translation>все пройденные гексы</translation>
    </message>
    <message>
        <source>Hexes between the start and end hex (sets the movement die number)</source>
        <translation>Гексов между начальным и конечным гексом (задаёт число на кубике движения)</translation>
    </message>
    <message>
        <source>Hexes from start he&amp;x:</source>
        <translation>Гексов от на&amp;чального гекса:</translation>
    </message>
    <message>
        <source>&amp;GEL pod on itself:</source>
        <translation>&amp;GEL-капсула на себя:</translation>
    </message>
    <message>
        <source>Record move</source>
        <translation>Записать движение</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Артиллерия</translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped. Press Ctrl+. to go on to Combat.</source>
        <translation>Артиллерии в этой игре нет: фаза пропускается. Нажмите Ctrl+., чтобы перейти к бою.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бой</translation>
    </message>
    <message>
        <source> hexes</source>
        <translation> гекс.</translation>
    </message>
    <message>
        <source>Where the target is, seen from the attacker (firing arc)</source>
        <translation>Где находится цель относительно атакующего (сектор огня)</translation>
    </message>
    <message>
        <source>Which side of the target faces the attacker (hit locations)</source>
        <translation>Какой стороной цель обращена к атакующему (места попаданий)</translation>
    </message>
    <message>
        <source>Any other modifier the GM rules</source>
        <translation>Любой другой модификатор на усмотрение ведущего</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Оружие:</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Дистанция:</translation>
    </message>
    <message>
        <source>Target is to the (arc):</source>
        <translation>Цель находится (сектор):</translation>
    </message>
    <message>
        <source>Hit on target&apos;s &amp;side:</source>
        <translation>Попадание в &amp;сторону цели:</translation>
    </message>
    <message>
        <source>&amp;Cover/terrain:</source>
        <translation>&amp;Укрытие/местность:</translation>
    </message>
    <message>
        <source>Co&amp;ver hexes:</source>
        <translation>Гексов у&amp;крытия:</translation>
    </message>
    <message>
        <source>GM &amp;modifier:</source>
        <translation>Мо&amp;дификатор ведущего:</translation>
    </message>
    <message>
        <source>GEL &amp;pack:</source>
        <translation>GEL-&amp;пакет:</translation>
    </message>
    <message>
        <source>Re&amp;pair location:</source>
        <translation>Место &amp;ремонта:</translation>
    </message>
    <message>
        <source>&amp;Declare attack</source>
        <translation>Объ&amp;явить атаку</translation>
    </message>
    <message>
        <source>Withdraw selected</source>
        <translation>Отозвать выбранную</translation>
    </message>
    <message>
        <source>Resolve all attacks (Ctrl+K)</source>
        <translation>Разрешить все атаки (Ctrl+K)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дистанция</translation>
    </message>
    <message>
        <source>To hit</source>
        <translation>Попадание</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Run the damage phase for every mech (Ctrl+K)</source>
        <translation>Провести фазу урона для всех мехов (Ctrl+K)</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Уборка</translation>
    </message>
    <message>
        <source>Remove wrecks from the battle (Ctrl+K)</source>
        <translation>Убрать обломки со сражения (Ctrl+K)</translation>
    </message>
    <message>
        <source>Select a mech battle first.</source>
        <translation>Сначала выберите сражение мехов.</translation>
    </message>
    <message>
        <source>Turn %1 · %2 phase</source>
        <translation>Ход %1 · фаза «%2»</translation>
    </message>
    <message>
        <source>Not rolled yet this turn.</source>
        <translation>В этом ходу ещё не брошено.</translation>
    </message>
    <message>
        <source>Rolls: %1
Order for movement and declarations: %2</source>
        <translation>Броски: %1
Порядок движения и объявления атак: %2</translation>
    </message>
    <message>
        <source>No mech has moved yet this turn.</source>
        <translation>В этом ходу ещё ни один мех не двигался.</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation>%1 (осталось %2)</translation>
    </message>
    <message>
        <source>%1 has already moved this turn (Ctrl+Z to take it back).</source>
        <translation>%1 уже двигался в этом ходу (Ctrl+Z — отменить).</translation>
    </message>
    <message>
        <source>✓ %1 of %2 MP (walk %3 / run %4 / jump %5)%6</source>
        <translation>✓ %1 из %2 ОП (шаг %3 / бег %4 / прыжок %5)%6</translation>
    </message>
    <message>
        <source>✓ stays put</source>
        <translation>✓ остаётся на месте</translation>
    </message>
    <message>
        <source>How it moved</source>
        <translation>Способ движения</translation>
    </message>
    <message>
        <source>Hexes from start hex</source>
        <translation>Гексов от начального гекса</translation>
    </message>
    <message>
        <source>GEL pod</source>
        <translation>GEL-капсула</translation>
    </message>
    <message>
        <source>%1 rear</source>
        <translation>%1, сзади</translation>
    </message>
    <message>
        <source> — OUT</source>
        <translation> — НЕ РАБОТАЕТ</translation>
    </message>
    <message>
        <source>%1 (%2; %3 dmg, %4)</source>
        <translation>%1 (%2; урон %3, %4)</translation>
    </message>
    <message>
        <source>Punch</source>
        <translation>Удар рукой</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Удар ногой</translation>
    </message>
    <message>
        <source>No mech of another side is left to attack.</source>
        <translation>Не осталось мехов другой стороны, которых можно атаковать.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Нельзя: %1</translation>
    </message>
    <message>
        <source>No roll needed (always works)</source>
        <translation>Бросок не нужен (срабатывает всегда)</translation>
    </message>
    <message>
        <source>%1% to hit — needs %2+ on the d20 (modifiers %3, hits on a modified %4)</source>
        <translation>%1% на попадание — нужно %2+ на d20 (модификаторы %3, попадание при итоге %4)</translation>
    </message>
    <message>
        <source>not allowed: %1</source>
        <translation>нельзя: %1</translation>
    </message>
    <message>
        <source>%1% (%2+)</source>
        <translation>%1% (%2+)</translation>
    </message>
    <message>
        <source>falls off: %1</source>
        <translation>отвалится: %1</translation>
    </message>
    <message>
        <source>piloting roll (%1)</source>
        <translation>бросок пилотирования (%1)</translation>
    </message>
    <message>
        <source>heat about %1</source>
        <translation>нагрев около %1</translation>
    </message>
    <message>
        <source>Done for this turn.</source>
        <translation>В этом ходу выполнено.</translation>
    </message>
    <message>
        <source>Leaving the battle: %1</source>
        <translation>Покидают сражение: %1</translation>
    </message>
    <message>
        <source>No wrecks: every mech stays in the fight.</source>
        <translation>Обломков нет: все мехи остаются в бою.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; falls: the piloting roll fails automatically (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; падает: бросок пилотирования автоматически провален (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; piloting roll: %2 to stay up (d20 %3 needs %4; %5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, бросок пилотирования: %2 устоять на ногах (d20 %3, нужно %4; %5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no piloting roll (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: без броска пилотирования (%2)</translation>
    </message>
    <message>
        <source>No piloting roll this turn: nothing calls for one.</source>
        <translation>В этом ходу бросков пилотирования нет: ничто их не требует.</translation>
    </message>
    <message>
        <source>No cover</source>
        <translation>Без укрытия</translation>
    </message>
    <message>
        <source>Soft cover (+1 DV)</source>
        <translation>Лёгкое укрытие (+1 ПЗ)</translation>
    </message>
    <message>
        <source>Hard cover (+2 DV)</source>
        <translation>Прочное укрытие (+2 ПЗ)</translation>
    </message>
    <message>
        <source>Area damage (all enemy squads of a body)</source>
        <translation>Урон по площади (все вражеские отряды группы)</translation>
    </message>
    <message>
        <source>Incapacitate (sleep, web, hold)</source>
        <translation>Обездвиживание (сон, паутина, паралич)</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Лечение</translation>
    </message>
    <message>
        <source>Enhancement (AV +1 to +3)</source>
        <translation>Усиление (ПА от +1 до +3)</translation>
    </message>
    <message>
        <source>Protection (DV +1 to +4)</source>
        <translation>Защита (ПЗ от +1 до +4)</translation>
    </message>
    <message>
        <source>Set up &amp;bodies…</source>
        <translation>Раздел&amp;ить на группы…</translation>
    </message>
    <message>
        <source>Group squads into named bodies per side (battles of over 100 combatants), then roll the distance</source>
        <translation>Объединить отряды каждой стороны в именованные группы (в сражениях больше 100 бойцов), затем бросить расстояние</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Заявлено</translation>
    </message>
    <message>
        <source>Squads</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Costs an HTK</source>
        <translation>Потеря ПДВ</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Внезапность</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Chance to hold</source>
        <translation>Шанс устоять</translation>
    </message>
    <message>
        <source>Holds on</source>
        <translation>Устоит при</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Secure position (+1)</source>
        <translation>Надёжная позиция (+1)</translation>
    </message>
    <message>
        <source>To drop this melee</source>
        <translation>Выбыть в этой рукопашной</translation>
    </message>
    <message>
        <source>To be hit</source>
        <translation>Получить попадание</translation>
    </message>
    <message>
        <source>AV</source>
        <translation>ПА</translation>
    </message>
    <message>
        <source>DV</source>
        <translation>ПЗ</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>ПМ</translation>
    </message>
    <message>
        <source>Hits to Kill</source>
        <translation>ПДВ</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Эффекты</translation>
    </message>
    <message>
        <source>Select a By This Poleaxe battle first.</source>
        <translation>Сначала выберите сражение By This Poleaxe.</translation>
    </message>
    <message>
        <source>Build squads in the Army Roster (Ctrl+U), then start a battle (Ctrl+B).</source>
        <translation>Соберите отряды в составе армий (Ctrl+U), затем начните сражение (Ctrl+B).</translation>
    </message>
    <message>
        <source>Turn %1 · Phase %2: %3</source>
        <translation>Ход %1 · Фаза %2: %3</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Move half</source>
        <translation>Полпути</translation>
    </message>
    <message>
        <source>Missiles &amp; spells</source>
        <translation>Стрельба и магия</translation>
    </message>
    <message>
        <source>Finish move</source>
        <translation>Конец движения</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Every body has moved half its declared distance (rounded up). Move the figures, then go on to missile fire and spells (Ctrl+.).</source>
        <translation>Каждая группа прошла половину заявленного расстояния (с округлением вверх). Передвиньте фигурки, затем переходите к стрельбе и заклинаниям (Ctrl+.).</translation>
    </message>
    <message>
        <source>Every body has finished its declared move; bodies that met stopped at contact. Go on to melee (Ctrl+.).</source>
        <translation>Каждая группа завершила заявленное движение; встретившиеся группы остановились при соприкосновении. Переходите к рукопашной (Ctrl+.).</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>стоит</translation>
    </message>
    <message>
        <source>charges %1</source>
        <translation>натиск %1</translation>
    </message>
    <message>
        <source>moves %1</source>
        <translation>движение %1</translation>
    </message>
    <message>
        <source>⚔ ENGAGED ⚔</source>
        <translation>⚔ В БОЮ ⚔</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move space</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клетка хода</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клетки хода</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клеток хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; move spaces</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клетка хода</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клетки хода</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; клеток хода</numerusform>
        </translation>
    </message>
    <message>
        <source>OUT OF THE FIGHT</source>
        <translation>ВЫБЫЛ ИЗ БОЯ</translation>
    </message>
    <message>
        <source>out (spell)</source>
        <translation>выбыл (заклинание)</translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation>%1, обездвижен</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>держится</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>собран вновь</translation>
    </message>
    <message>
        <source> (max %1)</source>
        <translation> (не больше %1)</translation>
    </message>
    <message>
        <source>1 HTK for every %1 to %2 HD of the spell: you choose for each cast (%3 is offered first).</source>
        <translation>1 ПДВ за каждые %1–%2 КХ заклинания: выбирайте при каждом сотворении (сначала предлагается %3).</translation>
    </message>
    <message>
        <source>on the body of</source>
        <translation>по группе отряда</translation>
    </message>
    <message>
        <source>on</source>
        <translation>на</translation>
    </message>
    <message>
        <source>CHA check %1</source>
        <translation>проверка ХАР %1</translation>
    </message>
    <message>
        <source>Tactics roll %1</source>
        <translation>бросок Тактики %1</translation>
    </message>
    <message>
        <source>%1 rallies: %2 — uses the CHA check (%3)</source>
        <translation>Собирает %1: %2 — будет проверка ХАР (%3)</translation>
    </message>
    <message>
        <source>%1 rallies: %2 — uses the Tactics roll (%3)</source>
        <translation>Собирает %1: %2 — будет бросок Тактики (%3)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Фронт</translation>
    </message>
    <message>
        <source>Flank (+1)</source>
        <translation>Фланг (+1)</translation>
    </message>
    <message>
        <source>Rear (+1)</source>
        <translation>Тыл (+1)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Soft (+1)</source>
        <translation>Лёгкое (+1)</translation>
    </message>
    <message>
        <source>Hard (+2)</source>
        <translation>Прочное (+2)</translation>
    </message>
    <message>
        <source>No bodies are in contact: nobody fights this melee.</source>
        <translation>Группы не соприкасаются: в этой рукопашной никто не сражается.</translation>
    </message>
    <message>
        <source>Each attacked squad strikes back at its attacker. Set flank, rear, surprise, charge and cover; the odds update as you change them.</source>
        <translation>Каждый атакованный отряд наносит ответный удар атакующему. Укажите фланг, тыл, внезапность, натиск и укрытие; шансы пересчитываются при каждом изменении.</translation>
    </message>
    <message>
        <source>No squad with a missile weapon can shoot.</source>
        <translation>Ни один отряд с метательным оружием не может стрелять.</translation>
    </message>
    <message>
        <source>Declare each body&apos;s move (in move spaces) and whether it charges, then go on to the half move (Ctrl+.).</source>
        <translation>Заявите движение каждой группы (в клетках хода) и будет ли натиск, затем переходите к первой половине движения (Ctrl+.).</translation>
    </message>
    <message>
        <source>%1 (%2 or less)</source>
        <translation>%1 (%2 или меньше)</translation>
    </message>
    <message>
        <source>Exact odds: to hit and to cost an HTK per attack (above); to be hit and to drop per squad (below).</source>
        <translation>Точные шансы: попасть и отнять ПДВ для каждой атаки (выше); получить попадание и выбыть для каждого отряда (ниже).</translation>
    </message>
    <message>
        <source>Cannot shoot (range %1): %2</source>
        <translation>Стрелять нельзя (расстояние %1): %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move space</source>
        <translation>
            <numerusform>%n клетка хода</numerusform>
            <numerusform>%n клетки хода</numerusform>
            <numerusform>%n клеток хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move spaces</source>
        <translation>
            <numerusform>%n клетка хода</numerusform>
            <numerusform>%n клетки хода</numerusform>
            <numerusform>%n клеток хода</numerusform>
        </translation>
    </message>
    <message>
        <source>Range %1 · hits on %2 or less (missile AV %3%4): %5 to hit, %6 to cost an HTK</source>
        <translation>Расстояние %1 · попадание при %2 или меньше (ПС %3%4): попасть %5, отнять ПДВ %6</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 или меньше</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) due, rolled in a row until one fails</source>
        <translation>
            <numerusform>Проверок к броску: %n, подряд до первой неудачи</numerusform>
            <numerusform>Проверок к броску: %n, подряд до первой неудачи</numerusform>
            <numerusform>Проверок к броску: %n, подряд до первой неудачи</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover, a pike phalanx or a bless spell: holds on %1 or less (%2)</source>
        <translation>Укрытие, фаланга пикинёров или благословение: устоит при %1 или меньше (%2)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 each, %2 all</source>
        <translation>%1 каждая, %2 все</translation>
    </message>
    <message>
        <source>&amp;Terrain changes:</source>
        <translation>Смен &amp;местности:</translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped. Go on to Combat (Ctrl+.).</source>
        <translation>Артиллерии в этой игре нет: фаза пропускается. Переходите к бою (Ctrl+.).</translation>
    </message>
    <message>
        <source>Declare every mech&apos;s attacks (in initiative order), then resolve them all at once (Ctrl+K).</source>
        <translation>Объявите атаки каждого меха (в порядке инициативы), затем разрешите их все сразу (Ctrl+K).</translation>
    </message>
    <message>
        <source>Destroyed mechs and mechs whose pilot died leave the battle.</source>
        <translation>Уничтоженные мехи и мехи с погибшим пилотом покидают сражение.</translation>
    </message>
    <message>
        <source>Enter what each mech did on the table, in initiative order. The app checks it against the MP.</source>
        <translation>Введите, что каждый мех сделал на столе, в порядке инициативы. Программа сверит это с ОП.</translation>
    </message>
    <message>
        <source>Hexes &amp;backward:</source>
        <translation>Гексов &amp;назад:</translation>
    </message>
    <message>
        <source>Hexes &amp;forward:</source>
        <translation>Гексов &amp;вперёд:</translation>
    </message>
    <message>
        <source>Hexes &amp;jumped:</source>
        <translation>Гексов в &amp;прыжке:</translation>
    </message>
    <message>
        <source>Hexsides turned at &amp;start:</source>
        <translation>Поворотов в &amp;начале:</translation>
    </message>
    <message>
        <source>Jumped (within a walk)</source>
        <translation>Прыгал (в пределах шага)</translation>
    </message>
    <message>
        <source>Parts with nothing left fall off, one piloting roll per mech, heat, shutdown and ammo checks, wake-ups.</source>
        <translation>Разрушенные части отваливаются; один бросок пилотирования на меха, нагрев, проверки отключения и боекомплекта, пробуждение.</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>Бежал</translation>
    </message>
    <message>
        <source>Roll initiative: d20 + piloting. The highest chooses to go first or last; the rest go lowest to highest.</source>
        <translation>Бросьте инициативу: d20 + пилотирование. Наибольший результат выбирает, ходить первым или последним; остальные ходят от меньшего к большему.</translation>
    </message>
    <message>
        <source>Stand-&amp;up attempts:</source>
        <translation>Попыток в&amp;стать:</translation>
    </message>
    <message>
        <source>Stayed put</source>
        <translation>Стоял на месте</translation>
    </message>
    <message>
        <source>Walked</source>
        <translation>Шёл</translation>
    </message>
    <message>
        <source>… at the &amp;end:</source>
        <translation>… в &amp;конце:</translation>
    </message>
    <message>
        <source>… in the &amp;middle:</source>
        <translation>… в с&amp;ередине:</translation>
    </message>
</context>
<context>
    <name>BodiesDialog</name>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Бойцы</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Squads</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>&amp;Roll distance (2d6)</source>
        <translation>&amp;Бросить расстояние (2d6)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 combatants: over %2.&lt;/b&gt; Squads this many fight grouped in bodies — split each side into battles or conroys below.</source>
        <translation>&lt;b&gt;Бойцов: %1, больше %2.&lt;/b&gt; При таком числе отряды сражаются группами — разделите каждую сторону на баталии или конруа ниже.</translation>
    </message>
    <message>
        <source>%1 combatants: %2 or fewer, so one body per side is usual; you may still group squads.</source>
        <translation>Бойцов: %1, не больше %2, поэтому обычно у каждой стороны одна группа; отряды всё равно можно сгруппировать.</translation>
    </message>
    <message>
        <source>Name the new body first (for example Left battle).</source>
        <translation>Сначала назовите новую группу (например, «Левый полк»).</translation>
    </message>
    <message>
        <source>There is already a body called %1.</source>
        <translation>Группа «%1» уже есть.</translation>
    </message>
    <message>
        <source>Select the body to remove.</source>
        <translation>Выберите группу, которую нужно удалить.</translation>
    </message>
    <message>
        <source>Select squads in the list and a body to put them in.</source>
        <translation>Выберите отряды в списке и группу, в которую их поместить.</translation>
    </message>
    <message>
        <source>%1 is on another side than %2, so it stayed where it was.</source>
        <translation>%1: сторона не та, что у группы «%2», поэтому распределение не изменилось.</translation>
    </message>
    <message>
        <source>— not placed —</source>
        <translation>— не распределён —</translation>
    </message>
    <message>
        <source>Every squad must be in a body; not placed: %1.</source>
        <translation>Каждый отряд должен быть в группе; не распределены: %1.</translation>
    </message>
    <message>
        <source>%1 has no squads: put squads in it or remove it.</source>
        <translation>В группе «%1» нет отрядов: добавьте их или удалите группу.</translation>
    </message>
    <message>
        <source>%1 needs at least one body.</source>
        <translation>Стороне «%1» нужна хотя бы одна группа.</translation>
    </message>
    <message>
        <source>The set-up was not made.</source>
        <translation>Расстановка не выполнена.</translation>
    </message>
</context>
<context>
    <name>BranchesBox</name>
    <message>
        <source>the battle stands on this one</source>
        <translation>сражение сейчас на ней</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>с самого начала</translation>
    </message>
    <message>
        <source>after “%1” (round %2)</source>
        <translation>после «%1» (раунд %2)</translation>
    </message>
    <message>
        <source>after “%1”</source>
        <translation>после «%1»</translation>
    </message>
    <message>
        <source>%1 (round %2)</source>
        <translation>%1 (раунд %2)</translation>
    </message>
    <message>
        <source>Branches of this battle</source>
        <translation>Ветки этого сражения</translation>
    </message>
    <message>
        <source>Switch to Branch</source>
        <translation>Перейти на ветку</translation>
    </message>
    <message>
        <source>The battle stands as the selected branch left it (switch back the same way)</source>
        <translation>Сражение примет тот вид, в каком его оставила выбранная ветка (вернуться можно так же)</translation>
    </message>
    <message>
        <source>Forecast Branches</source>
        <translation>Прогноз веток</translation>
    </message>
    <message>
        <source>The Forecast of each branch&apos;s end, side by side</source>
        <translation>Прогноз от конца каждой ветки, для сравнения рядом</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Ответвление</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действий</translation>
    </message>
    <message>
        <source>Forecast of its end</source>
        <translation>Прогноз от её конца</translation>
    </message>
    <message>
        <source>no forecast for this battle&apos;s rules</source>
        <translation>для правил этого сражения прогноза нет</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>считается…</translation>
    </message>
</context>
<context>
    <name>BucsCommandDialog</name>
    <message>
        <source>&amp;Take command</source>
        <translation>&amp;Принять командование</translation>
    </message>
    <message>
        <source>led by %1</source>
        <translation>под началом %1</translation>
    </message>
    <message>
        <source>under %1&apos;s command</source>
        <translation>в подчинении у %1</translation>
    </message>
    <message>
        <source>No Legendary unit is ready in this battle: only a Legendary unit can take command.</source>
        <translation>В этом сражении нет готового Легендарного отряда: принять командование может только Легендарный отряд.</translation>
    </message>
    <message>
        <source>Tick the units to take under command.</source>
        <translation>Отметьте отряды, которые перейдут под командование.</translation>
    </message>
    <message>
        <source>%1 of at most %2 chosen</source>
        <translation>Выбрано %1 из %2 возможных</translation>
    </message>
    <message>
        <source>Command was not taken.</source>
        <translation>Командование не принято.</translation>
    </message>
    <message>
        <source>Take Command</source>
        <translation>Принять командование</translation>
    </message>
    <message>
        <source>A Legendary unit may take command of up to 6 lesser units that are not led by a PC or named NPC. Units under its command count as under orders.</source>
        <translation>Легендарный отряд может принять командование над 6 отрядами ниже рангом, которых не ведёт персонаж игрока или именной NPC. Отряды под его командованием считаются получившими приказ.</translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation>&amp;Командир:</translation>
    </message>
    <message>
        <source>&amp;Units to take under command</source>
        <translation>&amp;Отряды, переходящие под командование</translation>
    </message>
</context>
<context>
    <name>BucsHealDialog</name>
    <message>
        <source>Tick at least one unit to treat.</source>
        <translation>Отметьте хотя бы один отряд для лечения.</translation>
    </message>
    <message numerus="yes">
        <source>Medics heal %n hit(s) a day.</source>
        <translation>
            <numerusform>Медики лечат %n попадание в день.</numerusform>
            <numerusform>Медики лечат %n попадания в день.</numerusform>
            <numerusform>Медики лечат %n попаданий в день.</numerusform>
        </translation>
    </message>
    <message>
        <source>More than 24 hours have passed: no casualty can be saved; medics heal morale hits.</source>
        <translation>Прошло больше 24 часов: потери уже не спасти; медики снимают попадания по морали.</translation>
    </message>
    <message>
        <source>After the Battle</source>
        <translation>После сражения</translation>
    </message>
    <message>
        <source>Ends the battle for the ticked units (momentum, pins and surprise clear). Medical units save casualty hits within 24 hours; casualty hits not saved lower the base quality for good. Each day of rest heals one morale hit.</source>
        <translation>Завершает сражение для отмеченных отрядов (натиск, прижатие и внезапность снимаются). Медицинские отряды спасают попадания-потери в течение 24 часов; не спасённые попадания-потери навсегда снижают базовое качество. Каждый день отдыха лечит одно попадание по морали.</translation>
    </message>
    <message>
        <source>&amp;Units to treat</source>
        <translation>&amp;Отряды для лечения</translation>
    </message>
    <message>
        <source>&amp;Medical units treating them</source>
        <translation>&amp;Медицинские отряды, которые их лечат</translation>
    </message>
    <message>
        <source>No unit here has the Medical specialty.</source>
        <translation>Ни у одного отряда здесь нет специализации «Медицина».</translation>
    </message>
    <message>
        <source>&amp;Hours since the battle:</source>
        <translation>&amp;Часов после сражения:</translation>
    </message>
    <message>
        <source> h</source>
        <translation> ч</translation>
    </message>
    <message>
        <source>Medics &amp;saved (GM&apos;s number):</source>
        <translation>Медики &amp;спасли (число ведущего):</translation>
    </message>
    <message>
        <source> casualty hits</source>
        <translation> попаданий-потерь</translation>
    </message>
    <message>
        <source>Days of &amp;rest:</source>
        <translation>&amp;Дней отдыха:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>Still &amp;under stress (the last morale hit stays)</source>
        <translation>Всё ещё &amp;в напряжении (последнее попадание по морали остаётся)</translation>
    </message>
    <message>
        <source>What will change:</source>
        <translation>Что изменится:</translation>
    </message>
</context>
<context>
    <name>BucsUnitDialog</name>
    <message>
        <source>Ready</source>
        <translation>В строю</translation>
    </message>
    <message>
        <source>Retreated in poor order</source>
        <translation>Беспорядочно отступил</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Уничтожен</translation>
    </message>
    <message>
        <source>Foot</source>
        <translation>Пешая</translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation>Механизированная</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Бронетехника</translation>
    </message>
    <message>
        <source>Edit BUCS Unit</source>
        <translation>Изменить отряд BUCS</translation>
    </message>
    <message>
        <source>Add BUCS Unit</source>
        <translation>Добавить отряд BUCS</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Персонаж игрока</translation>
    </message>
    <message>
        <source>Named NPC</source>
        <translation>Именной НИП</translation>
    </message>
    <message>
        <source>Needs the %1 specialty first.</source>
        <translation>Сначала нужна специализация «%1».</translation>
    </message>
    <message numerus="yes">
        <source>No room: a %1 unit may have %n specialty(s).</source>
        <translation>
            <numerusform>Нет места: отряд уровня «%1» может иметь %n специализацию.</numerusform>
            <numerusform>Нет места: отряд уровня «%1» может иметь %n специализации.</numerusform>
            <numerusform>Нет места: отряд уровня «%1» может иметь %n специализаций.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 units may have %n specialty(s); %2 chosen. Armor needs Mechanized. A unit without Infantry fights as Raw.</source>
        <translation>
            <numerusform>Отряд уровня «%1» может иметь %n специализацию; выбрано: %2. Бронетехнике нужна Механизированная. Отряд без Пехоты сражается как Необученный.</numerusform>
            <numerusform>Отряд уровня «%1» может иметь %n специализации; выбрано: %2. Бронетехнике нужна Механизированная. Отряд без Пехоты сражается как Необученный.</numerusform>
            <numerusform>Отряд уровня «%1» может иметь %n специализаций; выбрано: %2. Бронетехнике нужна Механизированная. Отряд без Пехоты сражается как Необученный.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Дайте отряду название.</translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation>Сначала добавьте соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>Name the joined character (or untick Joined PC or named NPC).</source>
        <translation>Назовите присоединившегося персонажа (или снимите отметку «Присоединившийся ПИ или именной НИП»).</translation>
    </message>
    <message>
        <source>The character&apos;s hit points now cannot be above the maximum.</source>
        <translation>Текущие очки здоровья персонажа не могут превышать максимум.</translation>
    </message>
    <message>
        <source>RETREATED</source>
        <translation>ОТСТУПИЛ</translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation>УНИЧТОЖЕН</translation>
    </message>
    <message numerus="yes">
        <source>Fights as &lt;b&gt;%1&lt;/b&gt; · can take %n more hit(s) before it breaks · %2</source>
        <translation>
            <numerusform>Сражается как &lt;b&gt;%1&lt;/b&gt; · выдержит ещё %n попадание, прежде чем сломается · %2</numerusform>
            <numerusform>Сражается как &lt;b&gt;%1&lt;/b&gt; · выдержит ещё %n попадания, прежде чем сломается · %2</numerusform>
            <numerusform>Сражается как &lt;b&gt;%1&lt;/b&gt; · выдержит ещё %n попаданий, прежде чем сломается · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>BUCS Unit</source>
        <translation>Отряд BUCS</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. 1st Squad, Bravo Company</source>
        <translation>напр. 1-е отделение, рота «Браво»</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>Base &amp;quality:</source>
        <translation>Базовое &amp;качество:</translation>
    </message>
    <message>
        <source>The seven-step ladder, Raw to Legendary. Each hit takes the unit one step down.</source>
        <translation>Лестница из семи ступеней, от Необученного до Легендарного. Каждое попадание опускает отряд на ступень ниже.</translation>
    </message>
    <message>
        <source>&amp;Equipment:</source>
        <translation>Снаря&amp;жение:</translation>
    </message>
    <message>
        <source>&amp;Specialties:</source>
        <translation>Спе&amp;циализации:</translation>
    </message>
    <message>
        <source>&amp;Mobility:</source>
        <translation>&amp;Подвижность:</translation>
    </message>
    <message>
        <source>Mechanized needs the Mechanized specialty, armor needs Armor.</source>
        <translation>Механизированной подвижности нужна специализация «Механизированный», бронетехнике — «Бронетехника».</translation>
    </message>
    <message>
        <source>Hits taken and status</source>
        <translation>Полученные попадания и состояние</translation>
    </message>
    <message>
        <source>M&amp;orale hits:</source>
        <translation>Попадания по &amp;морали:</translation>
    </message>
    <message>
        <source>&amp;Casualty hits:</source>
        <translation>Попадания-по&amp;тери:</translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation>С&amp;остояние:</translation>
    </message>
    <message>
        <source>&amp;Joined PC or named NPC</source>
        <translation>П&amp;рисоединился персонаж игрока или именной NPC</translation>
    </message>
    <message>
        <source>Character &amp;name:</source>
        <translation>&amp;Имя персонажа:</translation>
    </message>
    <message>
        <source>e.g. Sgt. Rivera</source>
        <translation>напр. сержант Ривера</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>&amp;Hit points now:</source>
        <translation>Очки &amp;здоровья сейчас:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum hit points:</source>
        <translation>Максим&amp;ум очков здоровья:</translation>
    </message>
</context>
<context>
    <name>BulkEditDialog</name>
    <message numerus="yes">
        <source>Editing %n unit(s): %1</source>
        <translation>
            <numerusform>Правка %n отряда: %1</numerusform>
            <numerusform>Правка %n отрядов: %1</numerusform>
            <numerusform>Правка %n отрядов: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(keep each unit where it is)</source>
        <translation>(оставить каждый отряд на месте)</translation>
    </message>
    <message>
        <source>Type the new value for “%1”.</source>
        <translation>Введите новое значение для «%1».</translation>
    </message>
    <message>
        <source>Choose the field to set.</source>
        <translation>Выберите поле, которое нужно задать.</translation>
    </message>
    <message>
        <source>Choose a field and a value, or a force to move the units to.</source>
        <translation>Выберите поле и значение или соединение, в которое перенести отряды.</translation>
    </message>
    <message>
        <source>Bulk Edit Units</source>
        <translation>Массовая правка отрядов</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>&amp;Поле:</translation>
    </message>
    <message>
        <source>New &amp;value:</source>
        <translation>Новое &amp;значение:</translation>
    </message>
    <message>
        <source>leave empty to keep every value</source>
        <translation>оставьте пустым, чтобы сохранить все значения</translation>
    </message>
    <message>
        <source>&amp;Move to force:</source>
        <translation>П&amp;еренести в соединение:</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>%1 #%2: %3</source>
        <translation>%1 №%2: %3</translation>
    </message>
    <message>
        <source>%1 #%2: “%3” is not %4</source>
        <translation>%1 №%2: «%3» не является %4</translation>
    </message>
    <message>
        <source>%1 #%2: “%3” is not valid text (a damaged byte)</source>
        <translation>%1 №%2: «%3» — недопустимый текст (повреждённый байт)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (backup of %2)</source>
        <translation>%1 (резервная копия от %2)</translation>
    </message>
    <message>
        <source>%1 (backup of %2, %3)</source>
        <translation>%1 (резервная копия от %2, %3)</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 Open it in Muster to recover them or set them aside.</source>
        <translation>%1 Откройте файл в Muster, чтобы восстановить их или отложить в сторону.</translation>
    </message>
    <message>
        <source>%1 is a device, not a campaign file; Muster did not read it.</source>
        <translation>%1 — это устройство, а не файл кампании; Muster не стал его читать.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 — это папка, а не файл кампании.</translation>
    </message>
    <message>
        <source>%1 is a link to a device, not a campaign file; Muster did not read it.</source>
        <translation>%1 — ссылка на устройство, а не файл кампании; Muster не стал его читать.</translation>
    </message>
    <message>
        <source>%1 is a link to a folder, not a campaign file.</source>
        <translation>%1 — ссылка на папку, а не файл кампании.</translation>
    </message>
    <message>
        <source>%1 is a link to a named pipe (FIFO), not a campaign file; Muster did not read it.</source>
        <translation>%1 — ссылка на именованный канал (FIFO), а не файл кампании; Muster не стал его читать.</translation>
    </message>
    <message>
        <source>%1 is a named pipe (FIFO), not a campaign file; Muster did not read it.</source>
        <translation>%1 — это именованный канал (FIFO), а не файл кампании; Muster не стал его читать.</translation>
    </message>
    <message>
        <source>%1 row %2 points at a missing %3 row</source>
        <translation>строка %2 таблицы %1 ссылается на отсутствующую строку таблицы %3</translation>
    </message>
    <message>
        <source>(What they would give: %1.)</source>
        <translation>(Что они дали бы: %1.)</translation>
    </message>
    <message>
        <source>A copy cannot replace the campaign it is copied from.</source>
        <translation>Копия не может заменить кампанию, с которой она снята.</translation>
    </message>
    <message>
        <source>Beside “%1” lie leftover changes that were never written into it: %2. Muster did not apply them, because %3.</source>
        <translation>Рядом с «%1» лежат оставшиеся изменения, которые так и не были в него записаны: %2. Muster не применил их, потому что %3.</translation>
    </message>
    <message>
        <source>It is file version %1; Muster will upgrade it (keeping a backup) when it is next opened.</source>
        <translation>Это файл версии %1; Muster обновит его (сохранив резервную копию) при следующем открытии.</translation>
    </message>
    <message>
        <source>Muster could not save this action in “%1” (%2). The action was rolled back, so nothing was half-written. Use File ▸ Check File, or save a copy and keep working on that.</source>
        <translation>Muster не смог сохранить это действие в «%1» (%2). Действие отменено, поэтому ничего не записано наполовину. Воспользуйтесь командой Файл ▸ Проверить файл или сохраните копию и продолжайте работу с ней.</translation>
    </message>
    <message>
        <source>Muster may not write %1 (the file, its folder or the disk is read-only). Make it writable or work on a copy; nothing was lost.</source>
        <translation>Muster не может записывать данные %1 (файл, его папка или диск доступны только для чтения). Разрешите запись или работайте с копией; ничего не потеряно.</translation>
    </message>
    <message>
        <source>The automatic backup failed: %1.</source>
        <translation>Автоматическое резервное копирование не удалось: %1.</translation>
    </message>
    <message>
        <source>The backup could not be copied beside “%1”: %2.</source>
        <translation>Не удалось скопировать резервную копию рядом с «%1»: %2.</translation>
    </message>
    <message>
        <source>The disk reported an error %1 (%2). Check the disk or save a copy elsewhere; nothing was lost.</source>
        <translation>Диск сообщил об ошибке %1 (%2). Проверьте диск или сохраните копию в другом месте; ничего не потеряно.</translation>
    </message>
    <message>
        <source>The leftover file “%1” beside the campaign</source>
        <translation>Оставшийся файл «%1» рядом с кампанией</translation>
    </message>
    <message>
        <source>The leftovers beside “%1” could not be moved aside (%2); nothing was changed.</source>
        <translation>Не удалось переместить несохранённые изменения, лежащие рядом с «%1» (%2); ничего не изменено.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so not a campaign file; Muster did not read it.</source>
        <translation>%1 — не обычный файл, а значит, не файл кампании; Muster не стал его читать.</translation>
    </message>
    <message numerus="yes">
        <source>SQLite&apos;s check found %n damaged page(s) or record(s)</source>
        <translation>
            <numerusform>проверка SQLite нашла %n повреждённую страницу или запись</numerusform>
            <numerusform>проверка SQLite нашла %n повреждённые страницы или записи</numerusform>
            <numerusform>проверка SQLite нашла %n повреждённых страниц или записей</numerusform>
        </translation>
    </message>
    <message>
        <source>The leftovers of “%1” could not be applied (%2); nothing was changed.</source>
        <translation>Остатки прошлого сеанса «%1» применить не удалось (%2); ничего не изменено.</translation>
    </message>
    <message>
        <source>The name “%1” is too long for the file system.</source>
        <translation>Имя «%1» слишком длинное для файловой системы.</translation>
    </message>
    <message>
        <source>There is not enough free disk space %1. Free some space (or move the campaign to another disk) and try again; nothing was lost.</source>
        <translation>Недостаточно свободного места на диске %1. Освободите место (или перенесите кампанию на другой диск) и повторите попытку; ничего не потеряно.</translation>
    </message>
    <message>
        <source>Unsaved actions lie beside it (%1); they continue this file&apos;s history and will be written into it when it is next opened.</source>
        <translation>Рядом с ним лежат несохранённые действия (%1); они продолжают историю этого файла и будут записаны в него при следующем открытии.</translation>
    </message>
    <message numerus="yes">
        <source>With them the campaign would hold %n more action(s) (the last: “%1”).</source>
        <translation>
            <numerusform>С ними в кампании было бы на %n действие больше (последнее: «%1»).</numerusform>
            <numerusform>С ними в кампании было бы на %n действия больше (последнее: «%1»).</numerusform>
            <numerusform>С ними в кампании было бы на %n действий больше (последнее: «%1»).</numerusform>
        </translation>
    </message>
    <message>
        <source>With them the history would end at action #%1 instead of #%2.</source>
        <translation>С ними история заканчивалась бы действием №%1 вместо №%2.</translation>
    </message>
    <message>
        <source>Without them the file is damaged: %1.</source>
        <translation>Без них файл повреждён: %1.</translation>
    </message>
    <message>
        <source>a %1 table it should not have</source>
        <translation>есть лишняя таблица %1</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>списком JSON</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>объектом JSON</translation>
    </message>
    <message>
        <source>a JSON object or nothing</source>
        <translation>объектом JSON или пустым значением</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>числом</translation>
    </message>
    <message>
        <source>a recorded change is not in the form undo needs</source>
        <translation>записанное изменение не в том виде, который нужен для отмены</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целым числом</translation>
    </message>
    <message>
        <source>a “-journal” file is not something Muster writes for an open campaign</source>
        <translation>файл «-journal» Muster для открытой кампании не создаёт</translation>
    </message>
    <message>
        <source>applied, they would give a damaged campaign (they may come from another file)</source>
        <translation>после их применения кампания оказалась бы повреждённой (возможно, они от другого файла)</translation>
    </message>
    <message>
        <source>for the automatic backup of “%1”</source>
        <translation>при автоматическом резервном копировании «%1»</translation>
    </message>
    <message>
        <source>for the backup Muster keeps before upgrading “%1”</source>
        <translation>при создании резервной копии перед обновлением «%1»</translation>
    </message>
    <message>
        <source>it cannot be examined</source>
        <translation>его не удаётся проверить</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>его нельзя прочитать</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>его не удаётся прочитать (%1)</translation>
    </message>
    <message>
        <source>it has no valid schema version</source>
        <translation>в нём нет допустимой версии схемы</translation>
    </message>
    <message>
        <source>it is no longer stamped as a Muster campaign</source>
        <translation>он больше не помечен как кампания Muster</translation>
    </message>
    <message>
        <source>it was saved by a newer Muster (file version %1; this Muster reads up to %2)</source>
        <translation>он сохранён более новой версией Muster (версия файла %1; эта версия Muster читает файлы до версии %2)</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>его папка доступна только для чтения</translation>
    </message>
    <message>
        <source>its schema version (%1) is impossible</source>
        <translation>его версия схемы (%1) невозможна</translation>
    </message>
    <message>
        <source>its settings cannot be read (%1)</source>
        <translation>не удаётся прочитать его настройки (%1)</translation>
    </message>
    <message>
        <source>its state cannot be read by the %1 rules (%2)</source>
        <translation>его состояние не читается правилами %1 (%2)</translation>
    </message>
    <message>
        <source>its tables are not those of %1 (%2): its version stamp or its tables are wrong</source>
        <translation>его таблицы не соответствуют %1 (%2): неверна либо отметка версии, либо таблицы</translation>
    </message>
    <message>
        <source>no %1 table</source>
        <translation>нет таблицы %1</translation>
    </message>
    <message>
        <source>no upgrade from file version %1 exists. The file was not changed.</source>
        <translation>обновления с версии файла %1 не существует. Файл не изменён.</translation>
    </message>
    <message>
        <source>rules_overrides “%1”: house rules for a rules system this Muster does not know</source>
        <translation>rules_overrides «%1»: домашние правила для системы, которую этот Muster не знает</translation>
    </message>
    <message>
        <source>rules_overrides “%1”: the house rule cannot be used (%2)</source>
        <translation>rules_overrides «%1»: домашнее правило нельзя применить (%2)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текстом</translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation>кампания</translation>
    </message>
    <message>
        <source>the campaign id is not in its usual form</source>
        <translation>идентификатор кампании имеет необычный вид</translation>
    </message>
    <message>
        <source>the campaign setting “%1” is %2, not &apos;muster&apos;</source>
        <translation>настройка кампании «%1» равна %2, а не &apos;muster&apos;</translation>
    </message>
    <message>
        <source>the campaign setting “%1” is negative</source>
        <translation>настройка кампании «%1» отрицательна</translation>
    </message>
    <message>
        <source>the campaign setting “%1” is not a whole number (%2)</source>
        <translation>настройка кампании «%1» — не целое число (%2)</translation>
    </message>
    <message>
        <source>the campaign setting “%1” is not text</source>
        <translation>настройка кампании «%1» — не текст</translation>
    </message>
    <message>
        <source>the campaign settings have no “%1”</source>
        <translation>в настройках кампании нет «%1»</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the file carries no campaign id to compare them with</source>
        <translation>в файле нет идентификатора кампании, с которым их можно сравнить</translation>
    </message>
    <message>
        <source>the file could not be read to the end (%1)</source>
        <translation>файл не удалось прочитать до конца (%1)</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>файл доступен только для чтения</translation>
    </message>
    <message>
        <source>the file itself is damaged, so Muster cannot tell where they come from</source>
        <translation>сам файл повреждён, поэтому Muster не может определить, откуда они</translation>
    </message>
    <message>
        <source>the file says it is version %1, which no Muster ever wrote</source>
        <translation>файл сообщает, что его версия %1, но такую версию не записывал ни один Muster</translation>
    </message>
    <message>
        <source>the file was replaced or restored since they were written (for example from a backup or a copy)</source>
        <translation>файл был заменён или восстановлен после того, как они были записаны (например, из резервной копии или копии)</translation>
    </message>
    <message>
        <source>the history is out of order: a timeline stands at action #%1, which is not one of its done actions</source>
        <translation>история нарушена: хронология стоит на действии №%1, которое не входит в её выполненные действия</translation>
    </message>
    <message>
        <source>the history is out of order: action #%1 is undone but the later action #%2 is still done</source>
        <translation>история нарушена: действие №%1 отменено, а более позднее действие №%2 всё ещё выполнено</translation>
    </message>
    <message>
        <source>the “%1” table does not have the columns of %2</source>
        <translation>в таблице «%1» не те столбцы, что должны быть у %2</translation>
    </message>
    <message>
        <source>the “%1” table has no %2 column</source>
        <translation>в таблице «%1» нет столбца %2</translation>
    </message>
    <message>
        <source>the “%1” table is missing</source>
        <translation>нет таблицы «%1»</translation>
    </message>
    <message>
        <source>they change the file&apos;s tables, which Muster never does (they may come from another program)</source>
        <translation>они меняют таблицы файла, чего Muster никогда не делает (возможно, их оставила другая программа)</translation>
    </message>
    <message>
        <source>they come from a different campaign</source>
        <translation>они от другой кампании</translation>
    </message>
    <message>
        <source>they could not be tried on a copy (%1)</source>
        <translation>их не удалось опробовать на копии (%1)</translation>
    </message>
    <message>
        <source>they would rewrite actions the file already holds</source>
        <translation>они переписали бы действия, которые уже есть в файле</translation>
    </message>
    <message>
        <source>to create “%1”</source>
        <translation>при создании «%1»</translation>
    </message>
    <message>
        <source>to open “%1”</source>
        <translation>при открытии «%1»</translation>
    </message>
    <message>
        <source>to recover the leftovers of “%1”</source>
        <translation>при восстановлении несохранённых изменений «%1»</translation>
    </message>
    <message>
        <source>to save this action in “%1”</source>
        <translation>при сохранении этого действия в «%1»</translation>
    </message>
    <message>
        <source>to upgrade “%1”</source>
        <translation>при обновлении «%1»</translation>
    </message>
    <message>
        <source>to write “%1”</source>
        <translation>при записи «%1»</translation>
    </message>
    <message>
        <source>upgraded from version %1, it would not be a sound campaign (%2). The file was not changed.</source>
        <translation>после обновления с версии %1 кампания оказалась бы неисправной (%2). Файл не изменён.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>версии %1</translation>
    </message>
    <message>
        <source>with them the file would need a newer Muster</source>
        <translation>с ними файлу понадобилась бы более новая версия Muster</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>“%1” cannot be a file name (%2).</source>
        <translation>«%1» не может быть именем файла (%2).</translation>
    </message>
    <message>
        <source>“%1” could not be upgraded from file version %2 (%3). The file was not changed.</source>
        <translation>«%1» не удалось обновить с версии файла %2 (%3). Файл не изменён.</translation>
    </message>
    <message>
        <source>“%1” is damaged (%2) and was not opened. Open a recent backup instead, and keep this file as it is.</source>
        <translation>Файл «%1» повреждён (%2) и не открыт. Откройте свежую резервную копию, а этот файл сохраните как есть.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is damaged (%2, and %n more problem(s)) and was not opened. Open a recent backup instead, and keep this file as it is.</source>
        <translation>
            <numerusform>Файл «%1» повреждён (%2 и ещё %n проблема) и не открыт. Откройте свежую резервную копию, а этот файл сохраните как есть.</numerusform>
            <numerusform>Файл «%1» повреждён (%2 и ещё %n проблемы) и не открыт. Откройте свежую резервную копию, а этот файл сохраните как есть.</numerusform>
            <numerusform>Файл «%1» повреждён (%2 и ещё %n проблем) и не открыт. Откройте свежую резервную копию, а этот файл сохраните как есть.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was saved by a newer Muster (file version %2; this one reads up to %3). Update Muster to check it.</source>
        <translation>«%1» сохранён более новым Muster (версия файла %2; этот читает до %3). Обновите Muster, чтобы проверить его.</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer Muster (file version %2; this one reads up to %3). Update Muster to open it.</source>
        <translation>«%1» сохранён более новым Muster (версия файла %2; этот читает до %3). Обновите Muster, чтобы открыть его.</translation>
    </message>
    <message>
        <source>“%1” cannot be read: %2.</source>
        <translation>«%1» не удаётся прочитать: %2.</translation>
    </message>
    <message>
        <source>“%1” cannot be written (journal mode %2).</source>
        <translation>В «%1» нельзя записывать (режим журнала %2).</translation>
    </message>
    <message>
        <source>“%1” could not be opened for writing: %2.</source>
        <translation>Не удалось открыть «%1» для записи: %2.</translation>
    </message>
    <message>
        <source>“%1” could not be opened: %2.</source>
        <translation>Не удалось открыть «%1»: %2.</translation>
    </message>
    <message>
        <source>“%1” could not be read: %2.</source>
        <translation>Не удалось прочитать «%1»: %2.</translation>
    </message>
    <message>
        <source>“%1” could not be upgraded: %2</source>
        <translation>Не удалось обновить «%1»: %2</translation>
    </message>
    <message>
        <source>“%1” does not exist.</source>
        <translation>«%1» не существует.</translation>
    </message>
    <message>
        <source>“%1” holds a number Muster cannot take at %2: %3</source>
        <translation>В «%1» есть число, которое Muster не может принять, в %2: %3</translation>
    </message>
    <message>
        <source>“%1” holds something other than objects</source>
        <translation>«%1» содержит не только объекты</translation>
    </message>
    <message>
        <source>“%1” holds something other than row numbers</source>
        <translation>«%1» содержит не только номера строк</translation>
    </message>
    <message>
        <source>“%1” is a database, but not a Muster campaign.</source>
        <translation>«%1» — база данных, но не кампания Muster.</translation>
    </message>
    <message>
        <source>“%1” is a link to a file that does not exist.</source>
        <translation>«%1» — ссылка на несуществующий файл.</translation>
    </message>
    <message>
        <source>“%1” is a loop of links that leads to no file; Muster did not read it.</source>
        <translation>«%1» — замкнутая цепочка ссылок, не ведущая к файлу; Muster не стал её читать.</translation>
    </message>
    <message>
        <source>“%1” is already open in another Muster window or program. Close it there first, or open a copy.</source>
        <translation>«%1» уже открыт в другом окне Muster или в другой программе. Сначала закройте его там или откройте копию.</translation>
    </message>
    <message>
        <source>“%1” is already open in this Muster.</source>
        <translation>«%1» уже открыт в этом окне Muster.</translation>
    </message>
    <message>
        <source>“%1” is empty: it is not a Muster campaign or it was cut short.</source>
        <translation>«%1» пуст: это не кампания Muster, или файл был обрезан.</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply</source>
        <translation>у «%1» слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>“%1” is not %2</source>
        <translation>«%1» не является %2</translation>
    </message>
    <message>
        <source>“%1” is not JSON text</source>
        <translation>«%1» — не текст JSON</translation>
    </message>
    <message>
        <source>“%1” is not a Muster campaign file.</source>
        <translation>«%1» — не файл кампании Muster.</translation>
    </message>
    <message>
        <source>“%1” is not a rules system of this Muster</source>
        <translation>«%1» — не система правил этого Muster</translation>
    </message>
    <message>
        <source>“%1” is not valid JSON (%2)</source>
        <translation>«%1» — недопустимый JSON (%2)</translation>
    </message>
    <message>
        <source>“%1” is open; close it before replacing it.</source>
        <translation>«%1» открыт; закройте его, прежде чем заменять.</translation>
    </message>
    <message>
        <source>“%1” is read-only (%2) and unsaved actions lie beside it in a leftover file, which Muster can only apply to a file it may write. Make the file and its folder writable, or copy them together elsewhere, and open it again.</source>
        <translation>«%1» доступен только для чтения (%2), а рядом с ним в оставшемся файле лежат несохранённые действия, которые Muster может применить только к файлу, доступному для записи. Разрешите запись в файл и его папку или скопируйте их вместе в другое место и откройте файл снова.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is truncated: only %n bytes are left.</source>
        <translation>
            <numerusform>«%1» обрезан: остался всего %n байт.</numerusform>
            <numerusform>«%1» обрезан: осталось всего %n байта.</numerusform>
            <numerusform>«%1» обрезан: осталось всего %n байт.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” must be upgraded, but no backup of it could be kept first (%2). The file was not changed; free some space or check the backups folder, then try again.</source>
        <translation>«%1» нужно обновить, но сначала не удалось сохранить его резервную копию (%2). Файл не изменён; освободите место или проверьте папку резервных копий и попробуйте снова.</translation>
    </message>
    <message>
        <source>“%1” was made by an older Muster and must be upgraded before it opens, but %2. Make it writable (or copy it elsewhere) and open it again; the file was not changed.</source>
        <translation>«%1» создан более старой версией Muster, и его нужно обновить перед открытием, но %2. Разрешите запись (или скопируйте файл в другое место) и откройте его снова; файл не изменён.</translation>
    </message>
</context>
<context>
    <name>CampaignCommands</name>
    <message>
        <source>Muster campaigns (*.muster)</source>
        <translation>Кампании Muster (*.muster)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <source>New Campaign from Sample</source>
        <translation>Новая кампания из примера</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Открыть кампанию</translation>
    </message>
    <message>
        <source>Save a Copy As</source>
        <translation>Сохранить копию как</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Не удаётся сохранить копию</translation>
    </message>
    <message>
        <source>Copy saved to %1</source>
        <translation>Копия сохранена: %1</translation>
    </message>
    <message>
        <source>The campaign file is healthy.</source>
        <translation>Файл кампании в порядке.</translation>
    </message>
    <message>
        <source>The campaign file has problems:
%1

Your latest good backup is in the backups folder; save a copy of this campaign before changing anything else.</source>
        <translation>В файле кампании есть проблемы:
%1

Последняя исправная резервная копия лежит в папке резервных копий; прежде чем что-либо менять, сохраните копию этой кампании.</translation>
    </message>
    <message>
        <source>Check File</source>
        <translation>Проверка файла</translation>
    </message>
    <message>
        <source>Export Combat Log for the Players</source>
        <translation>Экспорт журнала боя для игроков</translation>
    </message>
    <message>
        <source>Export Combat Log</source>
        <translation>Экспорт журнала боя</translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation>Не удаётся экспортировать журнал</translation>
    </message>
    <message>
        <source>Log for the players exported to %1</source>
        <translation>Журнал для игроков экспортирован в %1</translation>
    </message>
    <message>
        <source>Log exported to %1</source>
        <translation>Журнал экспортирован: %1</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>Unsaved changes found</source>
        <translation>Найдены несохранённые изменения</translation>
    </message>
    <message>
        <source>Recover the Unsaved Actions</source>
        <translation>Восстановить несохранённые действия</translation>
    </message>
    <message>
        <source>Open As It Is, Set Leftovers Aside</source>
        <translation>Открыть как есть, отложить остатки</translation>
    </message>
    <message>
        <source>Cannot open the campaign</source>
        <translation>Не удаётся открыть кампанию</translation>
    </message>
    <message>
        <source>%1

The latest good backup is %2. Open a copy of it? The damaged file is left as it is.</source>
        <translation>%1

Последняя исправная резервная копия — %2. Открыть её копию? Повреждённый файл останется как есть.</translation>
    </message>
    <message>
        <source>Open a Copy of the Backup</source>
        <translation>Открыть копию резервного файла</translation>
    </message>
    <message>
        <source>Cannot open the backup</source>
        <translation>Не удаётся открыть резервную копию</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Только чтение</translation>
    </message>
    <message>
        <source>Read-only: %1. You can look, print and export, but nothing can be changed; use File ▸ Save a Copy As to work on it.</source>
        <translation>Только чтение: %1. Можно смотреть, печатать и экспортировать, но ничего нельзя изменить; чтобы работать с кампанией, выберите Файл ▸ Сохранить копию как.</translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message>
        <source>%1 Nothing was changed: open it in Muster to recover them or set them aside.</source>
        <extracomment>what reading a campaign&apos;s damaged data raises inside an action: the engines&apos; own refusals (TextError: UnitError, RulesDataError, StateError, DesignError...) and the built-in errors a wrong type or a huge number causes a GM action&apos;s own arguments (after the service) and what it returns: ``run(fn, *args)`` checks every caller&apos;s arguments against ``fn``. A TypeVarTuple, not a ParamSpec: PEP 612 allows no keyword-only parameter (``origin=``) between ``*args: P.args`` and ``**kwargs: P.kwargs``, and no GM action takes keywords through run. who started a change, when no widget did</extracomment>
        <translation>%1 Ничего не изменено: откройте файл в Muster, чтобы восстановить их или отложить.</translation>
    </message>
    <message>
        <source>%1 The latest good backup is %2.</source>
        <translation>%1 Последняя исправная резервная копия — %2.</translation>
    </message>
    <message>
        <source>Upgraded from an older Muster; a backup of the original was kept.</source>
        <translation>Обновлено из старой версии Muster; резервная копия оригинала сохранена.</translation>
    </message>
    <message>
        <source>Unsaved actions left by an earlier session were recovered.</source>
        <translation>Восстановлены несохранённые действия, оставшиеся от предыдущего сеанса.</translation>
    </message>
    <message>
        <source>The leftover files were moved to %1.</source>
        <translation>Оставшиеся файлы перемещены в %1.</translation>
    </message>
    <message>
        <source>%1: the roll was cancelled</source>
        <translation>%1: бросок отменён</translation>
    </message>
    <message>
        <source>“%1” is open read-only (%2): nothing can be changed. Save a copy to work on it.</source>
        <translation>«%1» открыт только для чтения (%2): ничего нельзя изменить. Чтобы работать с ним, сохраните копию.</translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation>Сначала откройте или создайте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>Roll cancelled: nothing was changed.</source>
        <translation>Бросок отменён: ничего не изменено.</translation>
    </message>
    <message>
        <source>This action could not be done: %1. Nothing was changed. File ▸ Check File looks for damage in the campaign.</source>
        <translation>Это действие выполнить не удалось: %1. Ничего не изменено. Команда Файл ▸ Проверить файл ищет повреждения в кампании.</translation>
    </message>
    <message>
        <source>the roster and the campaign (no battle)</source>
        <translation>состав армий и кампания (вне боя)</translation>
    </message>
    <message>
        <source>They changed the same units later. Each one can be redone afterwards.</source>
        <translation>Они позже изменили те же отряды. Каждое из них можно будет потом повторить.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Ничего не изменено.</translation>
    </message>
    <message>
        <source>Undoing “%1” also undoes later actions that changed the same units:</source>
        <translation>Отмена «%1» отменит и более поздние действия, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redoing “%1” first undoes later actions that changed the same units:</source>
        <translation>Чтобы повторить «%1», сначала будут отменены более поздние действия, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Undone: %1 (in %2)</source>
        <translation>Отменено: %1 (сражение «%2»)</translation>
    </message>
    <message>
        <source>Redone: %1 (in %2)</source>
        <translation>Повторено: %1 (сражение «%2»)</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Rewinding %1 to the start of round %2 also undoes later actions elsewhere that changed the same units:</source>
        <translation>Откат сражения «%1» к началу раунда %2 отменит и более поздние действия в других местах, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Откат</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Going back to just after “%1” also undoes later actions elsewhere that changed the same units:</source>
        <translation>Возврат к моменту сразу после «%1» отменит и более поздние действия в других местах, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>Redoing up to “%1” first undoes later actions elsewhere that changed the same units:</source>
        <translation>Чтобы повторить всё до «%1», сначала будут отменены более поздние действия в других местах, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>The battle already stands on that branch.</source>
        <translation>Сражение уже находится на этой ветке.</translation>
    </message>
    <message>
        <source>Switching to this branch also undoes later actions elsewhere that changed the same units:</source>
        <translation>Переход на эту ветку отменит и более поздние действия в других местах, изменившие те же отряды:</translation>
    </message>
    <message>
        <source>Switch Branch</source>
        <translation>Переход на ветку</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Перейти</translation>
    </message>
    <message>
        <source>Switch to the branch ending “%1”</source>
        <translation>Перейти на ветку, оканчивающуюся действием «%1»</translation>
    </message>
    <message>
        <source>Switched to the branch: the battle stands as it left it. Ctrl+Z switches back.</source>
        <translation>Выполнен переход на ветку: сражение в том виде, в каком его оставила эта ветка. Ctrl+Z — вернуться обратно.</translation>
    </message>
    <message numerus="yes">
        <source>Redid %n action(s).</source>
        <translation>
            <numerusform>Повторено %n действие.</numerusform>
            <numerusform>Повторено %n действия.</numerusform>
            <numerusform>Повторено %n действий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again.</source>
        <translation>
            <numerusform>Отменено %n действие — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить».</numerusform>
            <numerusform>Отменено %n действия — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить».</numerusform>
            <numerusform>Отменено %n действий — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n action(s) to the start of round %1; Redo steps forward again. %2 of them were elsewhere (they changed the same units).</source>
        <translation>
            <numerusform>Отменено %n действие — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить». Из них в других местах: %2 (они изменили те же отряды).</numerusform>
            <numerusform>Отменено %n действия — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить». Из них в других местах: %2 (они изменили те же отряды).</numerusform>
            <numerusform>Отменено %n действий — возврат к началу раунда %1; вперёд можно вернуться командой «Повторить». Из них в других местах: %2 (они изменили те же отряды).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Went back %n action(s); Redo steps forward again.</source>
        <translation>
            <numerusform>Отменено %n действие; вперёд можно вернуться командой «Повторить».</numerusform>
            <numerusform>Отменено %n действия; вперёд можно вернуться командой «Повторить».</numerusform>
            <numerusform>Отменено %n действий; вперёд можно вернуться командой «Повторить».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• %1: %n action(s)</source>
        <translation>
            <numerusform>• %1: %n действие</numerusform>
            <numerusform>• %1: %n действия</numerusform>
            <numerusform>• %1: %n действий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>run one rules action headless: a JSON request in, a JSON answer out</source>
        <translation>выполнить одно действие правил без окна: запрос JSON на входе, ответ JSON на выходе</translation>
    </message>
    <message>
        <source>check a campaign file, reading it without writing (exit 0 when healthy)</source>
        <translation>проверить файл кампании, не записывая в него (код 0, если он исправен)</translation>
    </message>
    <message>
        <source>write printable record sheets, unit cards, force and battle sheets as a PDF</source>
        <translation>записать в PDF листы учёта, карточки отрядов, листы сил и боёв для печати</translation>
    </message>
    <message>
        <source>print a side&apos;s options in a battle, best first, with their chances, as JSON</source>
        <translation>вывести варианты стороны в сражении, от лучшего к худшему, с их шансами, в формате JSON</translation>
    </message>
    <message>
        <source>serve the campaign&apos;s table link (the table&apos;s page and each side&apos;s) until stopped</source>
        <translation>раздавать связь со столом для кампании (страницу стола и страницу каждой стороны) до остановки</translation>
    </message>
    <message>
        <source>commands:</source>
        <translation>команды:</translation>
    </message>
    <message>
        <source>%1: a battle manager for tabletop game masters.</source>
        <translation>%1: менеджер сражений для мастеров настольных игр.</translation>
    </message>
    <message>
        <source>open the campaign (or a fresh copy of the sample) in the main window, then exit</source>
        <translation>открыть кампанию (или свежую копию примера) в главном окне и выйти</translation>
    </message>
    <message>
        <source>with --smoke: also do one GM action and undo it (checks a frozen build end to end)</source>
        <translation>вместе с --smoke: также выполнить одно действие мастера и отменить его (сквозная проверка собранной программы)</translation>
    </message>
    <message>
        <source>campaign file (*.muster) to open</source>
        <translation>файл кампании (*.muster), который нужно открыть</translation>
    </message>
    <message>
        <source>usage: muster rules SYSTEM ACTION &lt; request.json</source>
        <translation>использование: muster rules СИСТЕМА ДЕЙСТВИЕ &lt; request.json</translation>
    </message>
    <message>
        <source>unknown system &apos;%1&apos;; expected one of %2</source>
        <translation>неизвестная система «%1»; ожидается одна из: %2</translation>
    </message>
    <message>
        <source>the %1 rules have no headless actions yet</source>
        <translation>у правил %1 пока нет действий без окна</translation>
    </message>
    <message>
        <source>unknown %1 action &apos;%2&apos;; expected one of %3</source>
        <translation>неизвестное действие %1 «%2»; ожидается одно из: %3</translation>
    </message>
    <message>
        <source>the request cannot be read: %1</source>
        <translation>запрос не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>the request could not be handled: %1: %2</source>
        <translation>запрос не удалось обработать: %1: %2</translation>
    </message>
    <message>
        <source>usage: muster check [--verbose] CAMPAIGN</source>
        <translation>использование: muster check [--verbose] КАМПАНИЯ</translation>
    </message>
    <message>
        <source>“%1” could not be checked: %2</source>
        <translation>«%1» не удалось проверить: %2</translation>
    </message>
    <message>
        <source>The campaign file is healthy.</source>
        <translation>Файл кампании в порядке.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n page(s), %2)</source>
        <translation>
            <numerusform>%1 (%n страница, %2)</numerusform>
            <numerusform>%1 (%n страницы, %2)</numerusform>
            <numerusform>%1 (%n страниц, %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no side called “%2”. Its sides are: %3.</source>
        <translation>В сражении «%1» нет стороны «%2». Его стороны: %3.</translation>
    </message>
    <message>
        <source>%1 is a %2 battle: there is no advice for %2 battles yet.</source>
        <translation>«%1» — сражение по правилам «%2»: для сражений по этим правилам советов пока нет.</translation>
    </message>
    <message>
        <source>%1 is not an address of this computer.</source>
        <translation>%1 — не адрес этого компьютера.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>Найдена %n проблема.</numerusform>
            <numerusform>Найдено %n проблемы.</numerusform>
            <numerusform>Найдено %n проблем.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an IP address (such as 192.168.1.20).</source>
        <translation>«%1» — не IP-адрес (вида 192.168.1.20).</translation>
    </message>
    <message>
        <source>“%1” is open in another Muster window or program. While it is open there, start its table link there: Campaign ▸ Table Link.</source>
        <translation>«%1» открыт в другом окне Muster или в другой программе. Пока он открыт там, запускайте связь со столом оттуда: Кампания ▸ Связь со столом.</translation>
    </message>
    <message>
        <source>Write printable sheets of a campaign as a PDF (A4 or US Letter).</source>
        <translation>Записать листы кампании для печати в PDF (A4 или US Letter).</translation>
    </message>
    <message>
        <source>Print the options of one side of a battle, best first, with their chances, as JSON.</source>
        <translation>Вывести варианты одной стороны сражения, от лучшего к худшему, с их шансами, в формате JSON.</translation>
    </message>
    <message>
        <source>campaign file (*.muster)</source>
        <translation>файл кампании (*.muster)</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <source>the battle to advise on</source>
        <translation>сражение, по которому нужен совет</translation>
    </message>
    <message>
        <source>the side to advise (default: the side whose turn it is)</source>
        <translation>сторона, которой нужен совет (по умолчанию — та, чей сейчас ход)</translation>
    </message>
    <message>
        <source>muster advise: %1</source>
        <translation>muster advise: %1</translation>
    </message>
    <message>
        <source>the battle sheet: sides, units and their cards</source>
        <translation>лист сражения: стороны, отряды и их карточки</translation>
    </message>
    <message>
        <source>the force sheet: summary, unit cards, record sheets</source>
        <translation>лист соединения: сводка, карточки отрядов, бланки</translation>
    </message>
    <message>
        <source>one unit&apos;s record sheet or card</source>
        <translation>бланк или карточка одного отряда</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>размер бумаги (по умолчанию a4)</translation>
    </message>
    <message>
        <source>with --unit: the sheet without damage marked</source>
        <translation>вместе с --unit: лист без отмеченных повреждений</translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation>PDF-файл, который нужно записать</translation>
    </message>
    <message>
        <source>muster print: %1</source>
        <translation>muster print: %1</translation>
    </message>
    <message>
        <source>the folder %1 does not exist.</source>
        <translation>папка %1 не существует.</translation>
    </message>
    <message>
        <source>--blank goes with --unit.</source>
        <translation>--blank используется только вместе с --unit.</translation>
    </message>
    <message>
        <source>“%1” is not a port number (0 to 65535)</source>
        <translation>«%1» — не номер порта (от 0 до 65535)</translation>
    </message>
    <message>
        <source>Serve a campaign&apos;s table link (a page for the table and one for each side) on the local network until stopped with Ctrl+C.</source>
        <translation>Раздавать связь со столом для кампании (страницу для стола и по странице для каждой стороны) в локальной сети до остановки по Ctrl+C.</translation>
    </message>
    <message>
        <source>ADDR</source>
        <translation>АДРЕС</translation>
    </message>
    <message>
        <source>the address to serve on (default: this computer&apos;s local-network address; never every address unless asked with 0.0.0.0)</source>
        <translation>адрес, на котором раздавать страницы (по умолчанию — адрес этого компьютера в локальной сети; все адреса — только если явно указать 0.0.0.0)</translation>
    </message>
    <message>
        <source>the port (default: any free port)</source>
        <translation>порт (по умолчанию — любой свободный)</translation>
    </message>
    <message>
        <source>muster serve: %1</source>
        <translation>muster serve: %1</translation>
    </message>
    <message>
        <source>“%1” could not be opened: %2</source>
        <translation>Не удалось открыть «%1»: %2</translation>
    </message>
</context>
<context>
    <name>CombatLogDock</name>
    <message>
        <source>Combat Log</source>
        <translation>Журнал боя</translation>
    </message>
    <message>
        <source>Filter text…</source>
        <translation>Фильтр по тексту…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Экспорт Markdown…</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Журнал боя</translation>
    </message>
    <message>
        <source>Full Log (GM)…</source>
        <translation>Полный журнал (ведущий)…</translation>
    </message>
    <message>
        <source>Every row of the log as it stands filtered, as the GM sees it</source>
        <translation>Все строки журнала с текущим фильтром, как их видит ведущий</translation>
    </message>
    <message>
        <source>For the Players…</source>
        <translation>Для игроков…</translation>
    </message>
    <message>
        <source>Leaves out the units hidden from the players, every row naming them and the GM&apos;s own bookkeeping</source>
        <translation>Без скрытых от игроков отрядов, без строк, где они названы, и без служебных записей ведущего</translation>
    </message>
    <message>
        <source>All battles</source>
        <translation>Все сражения</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>Все отряды</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Your campaign is safe: every action you completed was saved when you made it.</source>
        <translation>Ваша кампания в безопасности: каждое завершённое действие было сохранено в момент его выполнения.</translation>
    </message>
    <message>
        <source>Muster hit an error</source>
        <translation>В Muster произошла ошибка</translation>
    </message>
    <message>
        <source>Something went wrong inside Muster. Your campaign is safe: every action you completed was saved when you made it.

A report was written to:
%1</source>
        <translation>Внутри Muster что-то пошло не так. Ваша кампания в безопасности: каждое завершённое действие было сохранено в момент его выполнения.

Отчёт записан в файл:
%1</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>Открыть отчёт</translation>
    </message>
</context>
<context>
    <name>Dice report</name>
    <message>
        <source>Every recorded roll counts, undone ones too: they were thrown at the table. Chi-square test against a fair die: &quot;looks biased&quot; below p = %1; it needs at least %2 rolls expected per face. Rolls for a clear verdict: enough to catch one face coming up %3× as often as fair, %4% of the time.</source>
        <translation>Учитывается каждый записанный бросок, в том числе отменённые: кубики всё равно бросали за столом. Критерий хи-квадрат против честного кубика: «похоже, кубик нечестный» при p ниже %1; нужно не меньше %2 ожидаемых бросков на каждую грань. Бросков для уверенного вывода: столько, чтобы в %4% случаев заметить грань, выпадающую в %3× чаще, чем у честного кубика.</translation>
    </message>
    <message>
        <source>looks biased (%1)</source>
        <translation>похоже, кубик нечестный (%1)</translation>
    </message>
    <message>
        <source>no sign of bias (%1)</source>
        <translation>признаков нечестности нет (%1)</translation>
    </message>
    <message>
        <source>too few rolls to tell</source>
        <translation>слишком мало бросков для вывода</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Type the number on each die.</source>
        <translation>Введите число, выпавшее на каждом кубике.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>«%1» — не число.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n die/dice, each 1 to %2</source>
        <translation>
            <numerusform>%1 — %n кубик, на каждом от 1 до %2</numerusform>
            <numerusform>%1 — %n кубика, на каждом от 1 до %2</numerusform>
            <numerusform>%1 — %n кубиков, на каждом от 1 до %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter Dice</source>
        <translation>Ввод кубиков</translation>
    </message>
    <message>
        <source>Roll:</source>
        <translation>Бросок:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Кубики:</translation>
    </message>
    <message>
        <source>&amp;Faces rolled:</source>
        <translation>&amp;Выпавшие грани:</translation>
    </message>
    <message>
        <source>e.g. 14 or 3 5 6</source>
        <translation>напр. 14 или 3 5 6</translation>
    </message>
</context>
<context>
    <name>DiceDock</name>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Dice, e.g. 3d6+2</source>
        <translation>Кубики, напр. 3d6+2</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Какие кубики бросить</translation>
    </message>
    <message>
        <source>What for (optional)</source>
        <translation>Для чего (необязательно)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Log in the current battle</source>
        <translation>Записать в журнал текущего сражения</translation>
    </message>
</context>
<context>
    <name>DiceReportWindow</name>
    <message>
        <source>Dice Report</source>
        <translation>Отчёт по кубикам</translation>
    </message>
    <message>
        <source>Dice of:</source>
        <translation>Броски:</translation>
    </message>
    <message>
        <source>Whose dice</source>
        <translation>Чьи броски</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>Вручную</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <source>The whole campaign</source>
        <translation>Вся кампания</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Сражение: %1</translation>
    </message>
    <message>
        <source>No dice entered by hand here yet.</source>
        <translation>Здесь ещё нет кубиков, введённых вручную.</translation>
    </message>
    <message>
        <source>No automatic dice here yet.</source>
        <translation>Здесь ещё нет автоматических бросков.</translation>
    </message>
    <message>
        <source>By hand (%1 dice)</source>
        <translation>Вручную (кубиков: %1)</translation>
    </message>
    <message>
        <source>Automatic (%1 dice)</source>
        <translation>Автоматически (кубиков: %1)</translation>
    </message>
</context>
<context>
    <name>DieCard</name>
    <message>
        <source>%1 dice rolled; a fair die would show each face %2 times (dashed line).</source>
        <translation>Брошено кубиков: %1; у честного кубика каждая грань выпала бы в среднем %2 раз (пунктирная линия).</translation>
    </message>
    <message>
        <source>Chi-square %1 with %2 degrees of freedom: p = %3.</source>
        <translation>Хи-квадрат %1, степеней свободы: %2; p = %3.</translation>
    </message>
    <message>
        <source>Rolls for a clear verdict: %1 (%2 more).</source>
        <translation>Бросков для уверенного вывода: %1 (ещё %2).</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Выпало</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Честный</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>$.%1</source>
        <translation>$.%1</translation>
    </message>
    <message>
        <source>$.format: %1 is not a Muster export (expected &quot;format&quot;: &quot;muster&quot;).</source>
        <translation>$.format: %1 — не экспорт Muster (ожидалось &quot;format&quot;: &quot;muster&quot;).</translation>
    </message>
    <message>
        <source>$.kind: this file holds a %1, not a %2.</source>
        <translation>$.kind: в этом файле %1, а не %2.</translation>
    </message>
    <message>
        <source>$.version: %1 was written by a newer Muster (file version %2; this Muster reads up to %3). Update Muster to import it.</source>
        <translation>$.version: %1 записан более новой версией Muster (версия файла %2; эта версия Muster читает файлы до версии %3). Обновите Muster, чтобы импортировать его.</translation>
    </message>
    <message>
        <source>$.version: must be a whole number such as %1, found %2.</source>
        <translation>$.version: должно быть целое число, например %1; найдено: %2.</translation>
    </message>
    <message>
        <source>$: %1 is not a Muster file (the top level must be an object).</source>
        <translation>$: %1 — не файл Muster (верхний уровень должен быть объектом).</translation>
    </message>
    <message>
        <source>%1 belongs to the %2 phase; %3 is in %4.</source>
        <translation>%1 выполняется в фазе «%2»; текущая фаза сражения %3: %4.</translation>
    </message>
    <message>
        <source>%1 follows %2 rules; %3 is fought with %4.</source>
        <translation>%1 действует по правилам «%2», а сражение %3 идёт по правилам «%4».</translation>
    </message>
    <message>
        <source>%1 follows %2 rules; this battle uses %3.</source>
        <translation>%1 действует по правилам «%2», а в этом сражении используются «%3».</translation>
    </message>
    <message>
        <source>%1 has no record sheet: record sheets are for %2 units.</source>
        <translation>У отряда %1 нет бланка: бланки есть только у отрядов системы «%2».</translation>
    </message>
    <message>
        <source>%1 has no units to print.</source>
        <translation>В соединении %1 нет отрядов для печати.</translation>
    </message>
    <message>
        <source>%1 is a %2 unit; this scenario uses %3 rules.</source>
        <translation>%1 — отряд системы %2, а в этом сценарии используются правила %3.</translation>
    </message>
    <message>
        <source>%1 is already hidden from the players.</source>
        <translation>Отряд %1 уже скрыт от игроков.</translation>
    </message>
    <message>
        <source>%1 is already in %2.</source>
        <translation>%1 уже участвует в сражении %2.</translation>
    </message>
    <message>
        <source>%1 is already shown to the players.</source>
        <translation>Отряд %1 уже показан игрокам.</translation>
    </message>
    <message>
        <source>%1 is nested too deeply (at most %2 levels).</source>
        <translation>%1: слишком глубокая вложенность (не более %2 уровней).</translation>
    </message>
    <message>
        <source>%1 is nested too deeply to be a Muster file.</source>
        <translation>%1: слишком глубокая вложенность для файла Muster.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2).</source>
        <translation>%1: это не текст в UTF-8 (байт %2).</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2)</source>
        <translation>%1 — недопустимый JSON (%2)</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at line %3, column %4.</source>
        <translation>%1: недопустимый JSON: %2 в строке %3, позиция %4.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB; the limit is %3 MB).</source>
        <translation>%1: слишком большой размер (%2 МБ; предел — %3 МБ).</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1 uses %2 rules, not %3.</source>
        <translation>Сражение %1 идёт по правилам «%2», а не «%3».</translation>
    </message>
    <message>
        <source>%1&apos;s card cannot be made: %2</source>
        <translation>Карточку отряда %1 не удаётся составить: %2</translation>
    </message>
    <message>
        <source>%1&apos;s record sheet cannot be read: %2</source>
        <translation>Бланк отряда %1 не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>%1&apos;s sheet cannot be read: %2</source>
        <translation>Лист отряда %1 не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>%1.system: unknown rules &apos;%2&apos;; expected one of %3.</source>
        <translation>%1.system: неизвестные правила &apos;%2&apos;; ожидается одно из: %3.</translation>
    </message>
    <message>
        <source>%1.units: a scenario can hold at most %2 units.</source>
        <translation>%1.units: в сценарии может быть не более %2 отрядов.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is a %3 unit; this battle uses %4 rules</source>
        <translation>%1: %2 — отряд системы %3, а в этом сражении используются правила %4</translation>
    </message>
    <message>
        <source>%1: %2 is not a face of a d%3 (1-%3)</source>
        <translation>%1: %2 — не грань d%3 (1-%3)</translation>
    </message>
    <message>
        <source>%1: %2 is not in the expected form.</source>
        <translation>%1: %2 — не в ожидаемом виде.</translation>
    </message>
    <message>
        <source>%1: %2 is not one of %3.</source>
        <translation>%1: %2 — не одно из значений %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 needs %n dice, got %3</source>
        <translation>
            <numerusform>%1: для %2 нужен %n кубик, получено %3</numerusform>
            <numerusform>%1: для %2 нужно %n кубика, получено %3</numerusform>
            <numerusform>%1: для %2 нужно %n кубиков, получено %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 needs %n more dice but only %3 were given</source>
        <translation>
            <numerusform>%1: для %2 нужен ещё %n кубик, а дано только %3</numerusform>
            <numerusform>%1: для %2 нужно ещё %n кубика, а дано только %3</numerusform>
            <numerusform>%1: для %2 нужно ещё %n кубиков, а дано только %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 needs 1 die, got %3</source>
        <translation>%1: для %2 нужен 1 кубик, получено %3</translation>
    </message>
    <message>
        <source>%1: %2 needs 1 more die but only %3 were given</source>
        <translation>%1: для %2 нужен ещё 1 кубик, а дано только %3</translation>
    </message>
    <message>
        <source>%1: a name is needed.</source>
        <translation>%1: нужно название.</translation>
    </message>
    <message>
        <source>%1: a template needs a name.</source>
        <translation>%1: шаблону нужно название.</translation>
    </message>
    <message>
        <source>%1: at most %2 characters (found %3).</source>
        <translation>%1: не более %2 символов (найдено %3).</translation>
    </message>
    <message>
        <source>%1: at most %2 characters (this one has %3).</source>
        <translation>%1: не более %2 символов (здесь — %3).</translation>
    </message>
    <message>
        <source>%1: at most %2 entries (found %3).</source>
        <translation>%1: не более %2 элементов (найдено %3).</translation>
    </message>
    <message>
        <source>%1: at most %2 fields (found %3).</source>
        <translation>%1: не более %2 полей (найдено %3).</translation>
    </message>
    <message>
        <source>%1: enter %2</source>
        <translation>%1: введите %2</translation>
    </message>
    <message>
        <source>%1: expected %2, found %3.</source>
        <translation>%1: ожидалось %2, найдено %3.</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1: ожидалось %2, получено %3</translation>
    </message>
    <message>
        <source>%1: expected 1 to %2, got %3</source>
        <translation>%1: ожидалось от 1 до %2, получено %3</translation>
    </message>
    <message>
        <source>%1: expected a list.</source>
        <translation>%1: ожидался список.</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: ожидался объект</translation>
    </message>
    <message>
        <source>%1: expected an object.</source>
        <translation>%1: ожидался объект.</translation>
    </message>
    <message>
        <source>%1: expected attacker or defender</source>
        <translation>%1: ожидалось attacker или defender</translation>
    </message>
    <message>
        <source>%1: expected text, got %2.</source>
        <translation>%1: ожидался текст, получено %2.</translation>
    </message>
    <message>
        <source>%1: expected the two d6 faces of a By This Poleaxe battle</source>
        <translation>%1: ожидались два значения d6 для сражения By This Poleaxe</translation>
    </message>
    <message>
        <source>%1: is missing</source>
        <translation>%1: отсутствует</translation>
    </message>
    <message>
        <source>%1: is missing.</source>
        <translation>%1: отсутствует.</translation>
    </message>
    <message>
        <source>%1: is not a field of this file format.</source>
        <translation>%1: такого поля нет в этом формате файла.</translation>
    </message>
    <message>
        <source>%1: must be %2, found %3.</source>
        <translation>%1: должно быть %2, найдено %3.</translation>
    </message>
    <message>
        <source>%1: must be at least %2 (found %3).</source>
        <translation>%1: должно быть не меньше %2 (найдено %3).</translation>
    </message>
    <message>
        <source>%1: must be at most %2 (found %3).</source>
        <translation>%1: должно быть не больше %2 (найдено %3).</translation>
    </message>
    <message>
        <source>%1: must not be empty</source>
        <translation>%1: не должно быть пустым</translation>
    </message>
    <message>
        <source>%1: must not be empty or blank.</source>
        <translation>%1: не должно быть пустым.</translation>
    </message>
    <message>
        <source>%1: needs at least %2 characters.</source>
        <translation>%1: нужно не менее %2 символов.</translation>
    </message>
    <message>
        <source>%1: needs at least %2 entries.</source>
        <translation>%1: нужно не менее %2 элементов.</translation>
    </message>
    <message>
        <source>%1: no unit is called %2</source>
        <translation>%1: нет отряда с названием %2</translation>
    </message>
    <message>
        <source>%1: not a valid %2 unit (%3).</source>
        <translation>%1: недопустимый отряд системы %2 (%3).</translation>
    </message>
    <message>
        <source>%1: the roll was cancelled</source>
        <translation>%1: бросок отменён</translation>
    </message>
    <message>
        <source>%1: two units are called %2</source>
        <translation>%1: два отряда называются %2</translation>
    </message>
    <message>
        <source>%1: unknown rules system %2</source>
        <translation>%1: неизвестная система правил %2</translation>
    </message>
    <message>
        <source>%1: unknown rules system %2; expected one of %3</source>
        <translation>%1: неизвестная система правил %2; ожидается одна из: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n battles are called “%1”; rename one in Muster first.</source>
        <translation>
            <numerusform>%n сражение называется «%1»; сначала переименуйте одно из них в Muster.</numerusform>
            <numerusform>%n сражения называются «%1»; сначала переименуйте одно из них в Muster.</numerusform>
            <numerusform>%n сражений называются «%1»; сначала переименуйте одно из них в Muster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forces are called “%1” (of %2); rename one in Muster first.</source>
        <translation>
            <numerusform>%n соединение называется «%1» (стороны: %2); сначала переименуйте одно из них в Muster.</numerusform>
            <numerusform>%n соединения называются «%1» (стороны: %2); сначала переименуйте одно из них в Muster.</numerusform>
            <numerusform>%n соединений называются «%1» (стороны: %2); сначала переименуйте одно из них в Muster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already hidden from the players.</source>
        <translation>
            <numerusform>%n отряд уже скрыт от игроков.</numerusform>
            <numerusform>%n отряда уже скрыты от игроков.</numerusform>
            <numerusform>%n отрядов уже скрыты от игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are already shown to the players.</source>
        <translation>
            <numerusform>%n отряд уже показан игрокам.</numerusform>
            <numerusform>%n отряда уже показаны игрокам.</numerusform>
            <numerusform>%n отрядов уже показаны игрокам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units are called “%1” (in %2); print their force with --force instead.</source>
        <translation>
            <numerusform>%n отряд называется «%1» (соединения: %2); вместо этого напечатайте их соединение с --force.</numerusform>
            <numerusform>%n отряда называются «%1» (соединения: %2); вместо этого напечатайте их соединение с --force.</numerusform>
            <numerusform>%n отрядов называются «%1» (соединения: %2); вместо этого напечатайте их соединение с --force.</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be bulk-edited.</source>
        <translation>&apos;%1&apos; нельзя менять массово.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 entries; at most %3</source>
        <translation>в «%1» %2 записей; допускается не больше %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no dice in it: add one, for example d6.</source>
        <translation>В &apos;%1&apos; нет кубиков: добавьте хотя бы один, например d6.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice notation (expected e.g. d20, 3d6, 2d10+1)</source>
        <translation>&apos;%1&apos; — не запись кубиков (ожидается, например, d20, 3d6, 2d10+1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice notation: write dice and numbers joined by + or -, for example 3d6+2, 2d10+1d4 or d20-1.</source>
        <translation>&apos;%1&apos; — не запись кубиков: укажите кубики и числа через + или -, например 3d6+2, 2d10+1d4 или d20-1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is required</source>
        <translation>&apos;%1&apos; обязательно</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, got %3</source>
        <translation>&apos;%1&apos; должно быть: %2, получено %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, not true/false</source>
        <translation>&apos;%1&apos; должно быть: %2, а не true/false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be at least %2, got %3</source>
        <translation>&apos;%1&apos; должно быть не меньше %2, получено %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be at most %2, got %3</source>
        <translation>&apos;%1&apos; должно быть не больше %2, получено %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2; got &apos;%3&apos;</source>
        <translation>&apos;%1&apos; должно быть одним из: %2; получено &apos;%3&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a die needs 2 to 1000 sides</source>
        <translation>&apos;%1&apos;: у кубика должно быть от 2 до 1000 граней</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of dice must be 1 to 100</source>
        <translation>&apos;%1&apos;: число кубиков должно быть от 1 до 100</translation>
    </message>
    <message>
        <source>A battle needs a name.</source>
        <translation>Сражению нужно название.</translation>
    </message>
    <message>
        <source>A force name can be at most %1 characters (this one has %2).</source>
        <translation>Название соединения может содержать не более %1 символов (в этом — %2).</translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation>Соединению нужно название.</translation>
    </message>
    <message>
        <source>A melee forecast needs squads of two sides in the battle.</source>
        <translation>Для прогноза рукопашной в сражении нужны отряды двух сторон.</translation>
    </message>
    <message>
        <source>A side name can be at most %1 characters (this one has %2).</source>
        <translation>Название стороны может содержать не более %1 символов (в этом — %2).</translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation>Стороне нужно название.</translation>
    </message>
    <message>
        <source>A unit name can be at most %1 characters (this one has %2).</source>
        <translation>Название отряда может содержать не более %1 символов (в этом — %2).</translation>
    </message>
    <message>
        <source>A unit needs a name.</source>
        <translation>Отряду нужно название.</translation>
    </message>
    <message>
        <source>Add between 1 and %1 copies.</source>
        <translation>Можно добавить от 1 до %1 копий.</translation>
    </message>
    <message>
        <source>CSV line %1: %2</source>
        <translation>CSV, строка %1: %2</translation>
    </message>
    <message>
        <source>CSV line %1: %2.</source>
        <translation>CSV, строка %1: %2.</translation>
    </message>
    <message>
        <source>CSV row %1 (%2): %3</source>
        <translation>CSV, запись %1 (%2): %3</translation>
    </message>
    <message>
        <source>CSV row %1 (%2): not a valid %3 unit (%4).</source>
        <translation>CSV, запись %1 (%2): недопустимый отряд системы %3 (%4).</translation>
    </message>
    <message>
        <source>CSV row %1, column “name”: the unit needs a name.</source>
        <translation>CSV, запись %1, столбец «name»: отряду нужно название.</translation>
    </message>
    <message>
        <source>CSV row %1, column “system”: &apos;%2&apos; is not a rules system (%3).</source>
        <translation>CSV, запись %1, столбец «system»: &apos;%2&apos; — не система правил (%3).</translation>
    </message>
    <message>
        <source>CSV row %1: %2 cells but only %3 named columns.</source>
        <translation>CSV, запись %1: ячеек %2, а названных столбцов только %3.</translation>
    </message>
    <message>
        <source>CSV row 1, column %1: the column has no name.</source>
        <translation>CSV, запись 1, столбец %1: у столбца нет названия.</translation>
    </message>
    <message>
        <source>CSV row 1, column “%1”: &apos;%2&apos; is not a rules system (%3).</source>
        <translation>CSV, запись 1, столбец «%1»: &apos;%2&apos; — не система правил (%3).</translation>
    </message>
    <message>
        <source>CSV row 1: the column “%1” appears twice.</source>
        <translation>CSV, запись 1: столбец «%1» встречается дважды.</translation>
    </message>
    <message>
        <source>CSV row 1: there is no “name” column (the first row must name the columns).</source>
        <translation>CSV, запись 1: нет столбца «name» (в первой строке должны быть названия столбцов).</translation>
    </message>
    <message>
        <source>Cannot rename a %1 row.</source>
        <translation>Нельзя переименовать строку таблицы %1.</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2.</source>
        <translation>Не удаётся записать «%1»: %2.</translation>
    </message>
    <message>
        <source>Choose the units to add to the battle.</source>
        <translation>Выберите отряды, которые нужно добавить в сражение.</translation>
    </message>
    <message>
        <source>Choose the units to hide or reveal in the Army Roster first.</source>
        <translation>Сначала выберите в составе армий отряды, которые нужно скрыть или показать.</translation>
    </message>
    <message>
        <source>Dice notation can be at most %1 characters.</source>
        <translation>Запись кубиков может содержать не более %1 символов.</translation>
    </message>
    <message>
        <source>House rule refused: %1</source>
        <translation>Домашнее правило отклонено: %1</translation>
    </message>
    <message>
        <source>Make between 1 and %1 copies.</source>
        <translation>Можно сделать от 1 до %1 копий.</translation>
    </message>
    <message>
        <source>No battle is called “%1”. %2</source>
        <translation>Нет сражения с названием «%1». %2</translation>
    </message>
    <message>
        <source>No force is called “%1”. %2</source>
        <translation>Нет соединения с названием «%1». %2</translation>
    </message>
    <message>
        <source>No unit is called “%1”. %2</source>
        <translation>Нет отряда с названием «%1». %2</translation>
    </message>
    <message>
        <source>Nothing has happened in this battle yet: there is nothing to rewind.</source>
        <translation>В этом сражении ещё ничего не произошло: отматывать нечего.</translation>
    </message>
    <message>
        <source>Nothing to change: give a field and a value, or a force to move to.</source>
        <translation>Нечего менять: укажите поле и значение или соединение, в которое нужно перевести отряды.</translation>
    </message>
    <message>
        <source>Open a campaign first: a force is imported into a campaign.</source>
        <translation>Сначала откройте кампанию: соединение импортируется в кампанию.</translation>
    </message>
    <message>
        <source>Open a campaign first: a scenario is imported into a campaign.</source>
        <translation>Сначала откройте кампанию: сценарий импортируется в кампанию.</translation>
    </message>
    <message>
        <source>Pick at least one template to add.</source>
        <translation>Выберите хотя бы один шаблон для добавления.</translation>
    </message>
    <message>
        <source>Pick at least one unit for the scenario.</source>
        <translation>Выберите для сценария хотя бы один отряд.</translation>
    </message>
    <message>
        <source>Position %1 is not in the initiative order.</source>
        <translation>Позиции %1 нет в порядке инициативы.</translation>
    </message>
    <message>
        <source>Round %1 of this battle has not started (or was undone).</source>
        <translation>Раунд %1 этого сражения ещё не начался (или был отменён).</translation>
    </message>
    <message>
        <source>Scenario %1 has no units yet.</source>
        <translation>В сценарии %1 пока нет отрядов.</translation>
    </message>
    <message>
        <source>Scenario %1: a By This Poleaxe battle starting %2 apart needs units on two sides (these come from %3).</source>
        <translation>Сценарий %1: для сражения By This Poleaxe, начинающегося на расстоянии %2, нужны отряды двух сторон (а здесь сторон: %3).</translation>
    </message>
    <message>
        <source>Scenario %1: cannot place the bodies: %2</source>
        <translation>Сценарий %1: не удаётся расставить построения: %2</translation>
    </message>
    <message>
        <source>Select the units to duplicate in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно скопировать.</translation>
    </message>
    <message>
        <source>Select the units to edit in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно изменить.</translation>
    </message>
    <message>
        <source>That action is no longer in the history (a newer action replaced it).</source>
        <translation>Этого действия больше нет в истории (его заменило более новое действие).</translation>
    </message>
    <message>
        <source>That action is not ahead on this battle&apos;s timeline.</source>
        <translation>В хронологии этого сражения этого действия впереди нет.</translation>
    </message>
    <message>
        <source>That action is on another branch of this battle: switch to that branch first.</source>
        <translation>Это действие на другой ветке этого сражения: сначала перейдите на неё.</translation>
    </message>
    <message>
        <source>That battle no longer exists.</source>
        <translation>Этого сражения больше нет.</translation>
    </message>
    <message>
        <source>That branch is not one of this battle&apos;s.</source>
        <translation>Эта ветка не принадлежит этому сражению.</translation>
    </message>
    <message>
        <source>That force no longer exists.</source>
        <translation>Этого соединения больше нет.</translation>
    </message>
    <message>
        <source>That unit no longer exists.</source>
        <translation>Этого отряда больше нет.</translation>
    </message>
    <message>
        <source>The %2 limit must be from 1 to %1.</source>
        <translation>Предел (%2) должен быть от 1 до %1.</translation>
    </message>
    <message>
        <source>The CSV file has a header row but no units.</source>
        <translation>В файле CSV есть строка заголовков, но нет отрядов.</translation>
    </message>
    <message>
        <source>The CSV file has more than %1 units; split it.</source>
        <translation>В файле CSV больше %1 отрядов; разделите его.</translation>
    </message>
    <message>
        <source>The CSV file is empty: the first row must name the columns (name, system, …).</source>
        <translation>Файл CSV пуст: в первой строке должны быть названия столбцов (name, system, …).</translation>
    </message>
    <message>
        <source>The CSV file is too large (the limit is %1 MB).</source>
        <translation>Файл CSV слишком велик (предел — %1 МБ).</translation>
    </message>
    <message>
        <source>The battle already stands on that branch.</source>
        <translation>Сражение уже находится на этой ветке.</translation>
    </message>
    <message>
        <source>The battle is already at its first phase.</source>
        <translation>Сражение уже находится в первой фазе.</translation>
    </message>
    <message>
        <source>The battles are: %1.</source>
        <translation>Сражения: %1.</translation>
    </message>
    <message>
        <source>The days limit must be from 1 to %1.</source>
        <translation>Предел числа дней должен быть от 1 до %1.</translation>
    </message>
    <message>
        <source>The fight is over: only one side has mechs still in the battle.</source>
        <translation>Бой окончен: мехи в бою остались только у одной стороны.</translation>
    </message>
    <message>
        <source>The forces are: %1.</source>
        <translation>Соединения: %1.</translation>
    </message>
    <message>
        <source>The history changed meanwhile; nothing was changed. Try again.</source>
        <translation>Тем временем история изменилась; ничего не изменено. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The library %1 cannot be opened: %2.</source>
        <translation>Не удаётся открыть библиотеку %1: %2.</translation>
    </message>
    <message>
        <source>The library %1 was written by a newer Muster; update Muster.</source>
        <translation>Библиотека %1 записана более новой версией Muster; обновите Muster.</translation>
    </message>
    <message>
        <source>The number of runs must be from 1 to 1,000,000.</source>
        <translation>Число прогонов должно быть от 1 до 1 000 000.</translation>
    </message>
    <message>
        <source>The rounds limit must be from 1 to %1.</source>
        <translation>Предел числа раундов должен быть от 1 до %1.</translation>
    </message>
    <message>
        <source>The turns limit must be from 1 to %1.</source>
        <translation>Предел числа ходов должен быть от 1 до %1.</translation>
    </message>
    <message>
        <source>The units are: %1.</source>
        <translation>Отряды: %1.</translation>
    </message>
    <message>
        <source>There are no mechs in this battle to forecast.</source>
        <translation>В этом бою нет мехов для прогноза.</translation>
    </message>
    <message>
        <source>There is no %2 #%1 in this campaign.</source>
        <translation>В этой кампании нет записи «%2» №%1.</translation>
    </message>
    <message>
        <source>There is no battle #%1 in this campaign.</source>
        <translation>В этой кампании нет сражения №%1.</translation>
    </message>
    <message>
        <source>There is no force #%1 in this campaign.</source>
        <translation>В этой кампании нет соединения №%1.</translation>
    </message>
    <message>
        <source>There is no forecast to note yet.</source>
        <translation>Прогноза для записи пока нет.</translation>
    </message>
    <message>
        <source>There is no scenario #%1 in this campaign.</source>
        <translation>В этой кампании нет сценария №%1.</translation>
    </message>
    <message>
        <source>There is no side #%1 in this campaign.</source>
        <translation>В этой кампании нет стороны №%1.</translation>
    </message>
    <message>
        <source>There is no template #%1 in the library.</source>
        <translation>В библиотеке нет шаблона №%1.</translation>
    </message>
    <message>
        <source>There is no unit #%1 in this campaign.</source>
        <translation>В этой кампании нет отряда №%1.</translation>
    </message>
    <message>
        <source>This also undoes %1 later action(s) elsewhere that changed the same units.</source>
        <translation>Это также отменит более поздние действия в других местах, изменившие те же отряды (%1).</translation>
    </message>
    <message>
        <source>This campaign has no battles.</source>
        <translation>В этой кампании нет сражений.</translation>
    </message>
    <message>
        <source>This campaign has no forces.</source>
        <translation>В этой кампании нет соединений.</translation>
    </message>
    <message>
        <source>This campaign has no units to print.</source>
        <translation>В этой кампании нет отрядов для печати.</translation>
    </message>
    <message>
        <source>This campaign has no units.</source>
        <translation>В этой кампании нет отрядов.</translation>
    </message>
    <message>
        <source>This cannot be exported as it is (%1). Correct it, then export again.</source>
        <translation>Это нельзя экспортировать в таком виде (%1). Исправьте и экспортируйте снова.</translation>
    </message>
    <message>
        <source>Type the dice to roll, for example 3d6+2 or d20.</source>
        <translation>Введите кубики для броска, например 3d6+2 или d20.</translation>
    </message>
    <message>
        <source>Unknown rules system &apos;%1&apos;; expected one of %2.</source>
        <translation>Неизвестная система правил &apos;%1&apos;; ожидается одна из: %2.</translation>
    </message>
    <message>
        <source>a closing quote is followed by more text in the same cell (double a quote inside a quoted cell: &quot;&quot;)</source>
        <translation>после закрывающей кавычки в той же ячейке идёт ещё текст (внутри ячейки в кавычках кавычку нужно удвоить: &quot;&quot;)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a number of %1 digits (at most %2).</source>
        <translation>число из %1 цифр (не более %2).</translation>
    </message>
    <message>
        <source>a quote opened on this line is never closed (it would swallow the rest of the file)</source>
        <translation>открытая в этой строке кавычка нигде не закрыта (она поглотила бы весь остаток файла)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>another phase</source>
        <translation>другая</translation>
    </message>
    <message>
        <source>bands end at %1, expected %2</source>
        <translation>диапазоны заканчиваются на %1, а ожидалось %2</translation>
    </message>
    <message>
        <source>dice must be a list of whole numbers (the faces rolled, in order)</source>
        <translation>dice должен быть списком целых чисел (выпавшие грани по порядку)</translation>
    </message>
    <message>
        <source>expected %1 so the bands have no gap or overlap, got %2</source>
        <translation>ожидалось %1, чтобы диапазоны шли без пропусков и наложений, получено %2</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>ожидалось %1, получено %2</translation>
    </message>
    <message>
        <source>expected %1, got %2 %3</source>
        <translation>ожидалось %1, получено %2 %3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>must be 0 to %1</source>
        <translation>должно быть от 0 до %1</translation>
    </message>
    <message>
        <source>must be a non-empty list of phase names</source>
        <translation>должно быть непустым списком названий фаз</translation>
    </message>
    <message>
        <source>must be a whole number not below %1 (%2)</source>
        <translation>должно быть целым числом не меньше %1 (%2)</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>должно быть не меньше 1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не должно быть пустым</translation>
    </message>
    <message>
        <source>nested too deeply (at most %1 levels).</source>
        <translation>слишком глубокая вложенность (не более %1 уровней).</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>only the last band may be open-ended</source>
        <translation>открытым может быть только последний диапазон</translation>
    </message>
    <message>
        <source>outside the range Muster reads (decimals from %1 to %2).</source>
        <translation>вне диапазона, который читает Muster (дробные числа от %1 до %2).</translation>
    </message>
    <message>
        <source>outside the range Muster reads (whole numbers from %1 to %2).</source>
        <translation>вне диапазона, который читает Muster (целые числа от %1 до %2).</translation>
    </message>
    <message>
        <source>rules file %1 is missing</source>
        <translation>нет файла правил %1</translation>
    </message>
    <message>
        <source>scenario.setup.distance: By This Poleaxe counts the distance in move spaces; write a whole number such as 7, or 2d6 to roll it as the battle starts, or leave it blank (not “%1”).</source>
        <translation>scenario.setup.distance: в By This Poleaxe расстояние считается в клетках хода; укажите целое число, например 7, или 2d6, чтобы бросить кубики в начале сражения, или оставьте поле пустым (но не «%1»).</translation>
    </message>
    <message>
        <source>scenario.setup.distance: between 1 and %1 move spaces (this one is %2).</source>
        <translation>scenario.setup.distance: от 1 до %1 клеток хода (здесь — %2).</translation>
    </message>
    <message>
        <source>scenario.sides: a By This Poleaxe battle has two sides; this one has %1 (%2).</source>
        <translation>scenario.sides: в сражении By This Poleaxe две стороны, а здесь их %1 (%2).</translation>
    </message>
    <message>
        <source>scenario.system: %1 uses %2 rules; its units cannot change to %3 (prepare a new scenario instead).</source>
        <translation>scenario.system: %1 использует правила %2; его отряды нельзя перевести на %3 (вместо этого подготовьте новый сценарий).</translation>
    </message>
    <message>
        <source>schema: only local references are supported (%1)</source>
        <translation>схема: поддерживаются только локальные ссылки (%1)</translation>
    </message>
    <message>
        <source>seed must be a whole number</source>
        <translation>seed должен быть целым числом</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>the cell</source>
        <translation>ячейка</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>документ</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object of %2.</source>
        <translation>ключ %1 встречается дважды в одном объекте (%2).</translation>
    </message>
    <message>
        <source>the key holds a NUL character.</source>
        <translation>в ключе есть символ NUL.</translation>
    </message>
    <message>
        <source>the key holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation>в ключе есть одиночный суррогат UTF-16 (экранированная последовательность вроде \ud800, то есть половина символа).</translation>
    </message>
    <message>
        <source>the name has %1 characters (at most %2).</source>
        <translation>в имени %1 символов (не больше %2).</translation>
    </message>
    <message>
        <source>the name holds a NUL character.</source>
        <translation>в названии есть символ NUL.</translation>
    </message>
    <message>
        <source>the name holds a control character (%1: a tab, a line break or an invisible code).</source>
        <translation>в имени есть управляющий символ (%1: табуляция, перевод строки или невидимый код).</translation>
    </message>
    <message>
        <source>the name holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation>в названии есть одиночный суррогат UTF-16 (экранированная последовательность вроде \ud800, то есть половина символа).</translation>
    </message>
    <message>
        <source>the name must not be empty or blank.</source>
        <translation>имя не может быть пустым.</translation>
    </message>
    <message>
        <source>the number is not finite (NaN, Infinity or too large).</source>
        <translation>число не конечно (NaN, Infinity или слишком велико).</translation>
    </message>
    <message>
        <source>the request must be a JSON object</source>
        <translation>запрос должен быть объектом JSON</translation>
    </message>
    <message>
        <source>the text holds a NUL character.</source>
        <translation>в тексте есть символ NUL.</translation>
    </message>
    <message>
        <source>the text holds a lone UTF-16 surrogate (an escape such as \ud800 that is half of a character).</source>
        <translation>в тексте есть одиночный суррогат UTF-16 (экранированная последовательность вроде \ud800, то есть половина символа).</translation>
    </message>
    <message>
        <source>the top level must be an object</source>
        <translation>верхний уровень должен быть объектом</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>да/нет</translation>
    </message>
    <message>
        <source>unit state must be an object</source>
        <translation>состояние отряда должно быть объектом</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>“%1” cannot be read: %2.</source>
        <translation>«%1» не удаётся прочитать: %2.</translation>
    </message>
    <message>
        <source>“%1” cannot be redone: the campaign no longer stands as it found it (an action it followed is undone).</source>
        <translation>«%1» нельзя повторить: кампания уже не в том состоянии, в каком это действие её застало (отменено действие, за которым оно следовало).</translation>
    </message>
    <message>
        <source>“%1” cannot be undone: the campaign no longer stands as it left it (File ▸ Check File looks for damage).</source>
        <translation>«%1» нельзя отменить: кампания уже не в том состоянии, в каком это действие её оставило (Файл ▸ Проверить файл ищет повреждения).</translation>
    </message>
    <message>
        <source>“%1” does not exist.</source>
        <translation>«%1» не существует.</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a campaign file.</source>
        <translation>«%1» — это папка, а не файл кампании.</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>«%1» — папка, а не файл.</translation>
    </message>
    <message>
        <source>“%1” is not a regular file (a pipe or a device); Muster did not read it.</source>
        <translation>«%1» — не обычный файл (канал или устройство); Muster не стал его читать.</translation>
    </message>
    <message>
        <source>“%1” is open in Muster (or another program). Print it from that window (File ▸ Print…), or close it there first.</source>
        <translation>«%1» открыт в Muster (или в другой программе). Напечатайте его из того окна (Файл ▸ Печать…) или сначала закройте его там.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>#</source>
        <extracomment>the CSV&apos;s header (English; written in the GM&apos;s language: a spreadsheet&apos;s reader is the GM) the players&apos; CSV: the same columns, numbered by row instead of by action id a cell a spreadsheet would read as a formula (OWASP, &quot;CSV injection&quot;)</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Действующий</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>action_id</source>
        <translation>№ действия</translation>
    </message>
    <message>
        <source>actor</source>
        <translation>кто</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>сражение</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>вид действия</translation>
    </message>
    <message>
        <source>modifiers</source>
        <translation>модификаторы</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>фаза</translation>
    </message>
    <message>
        <source>result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>rolls</source>
        <translation>броски</translation>
    </message>
    <message>
        <source>round</source>
        <translation>раунд</translation>
    </message>
    <message>
        <source>row</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>text</source>
        <translation>что произошло</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>both broken</source>
        <translation>обе сломлены</translation>
    </message>
    <message>
        <source>both left</source>
        <translation>обе ушли</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>обороняющийся</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>не решено</translation>
    </message>
</context>
<context>
    <name>ForecastBox</name>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>обороняющийся</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>без исхода</translation>
    </message>
    <message>
        <source>both broken</source>
        <translation>обе стороны сломлены</translation>
    </message>
    <message>
        <source>both left</source>
        <translation>обе стороны ушли</translation>
    </message>
    <message>
        <source>Forecast: what if we fight this out?</source>
        <translation>Прогноз: что, если довести бой до конца?</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Прогноз</translation>
    </message>
    <message>
        <source>Fight the battle out many times with the rules as set up (%1)</source>
        <translation>Много раз провести бой до конца по правилам, как они настроены (%1)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>не более</translation>
    </message>
    <message>
        <source>Press Forecast to see how this fight is likely to end.</source>
        <translation>Нажмите «Прогноз», чтобы увидеть, чем, скорее всего, закончится этот бой.</translation>
    </message>
    <message>
        <source>Note forecast in log</source>
        <translation>Записать прогноз в журнал</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>прогонов</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>Choose who fights first.</source>
        <translation>Сначала выберите, кто сражается.</translation>
    </message>
    <message>
        <source>Forecasting…</source>
        <translation>Прогноз считается…</translation>
    </message>
    <message>
        <source>No forecast: %1</source>
        <translation>Прогноза нет: %1</translation>
    </message>
    <message>
        <source>up to rounds</source>
        <translation>раундов не более</translation>
    </message>
    <message>
        <source>up to turns</source>
        <translation>ходов не более</translation>
    </message>
    <message>
        <source>up to days</source>
        <translation>дней не более</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>%1 не более</translation>
    </message>
    <message>
        <source>Exact (every roll counted)</source>
        <translation>Точно (учтён каждый бросок)</translation>
    </message>
    <message>
        <source>%1 runs, seed %2, 95% intervals in brackets</source>
        <translation>Прогонов: %1, зерно %2, в скобках 95% интервалы</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <translation>%1 %2 (%3–%4)</translation>
    </message>
    <message>
        <source>about %1 rounds to a decision</source>
        <translation>до развязки в среднем %1 раунда</translation>
    </message>
    <message>
        <source>about %1 turns to a decision</source>
        <translation>до развязки в среднем %1 хода</translation>
    </message>
    <message>
        <source>about %1 days to a decision</source>
        <translation>до развязки в среднем %1 дня</translation>
    </message>
    <message>
        <source>about %1 %2s to a decision</source>
        <translation>до развязки в среднем %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2; %3.</source>
        <translation>%1: %2; %3.</translation>
    </message>
    <message>
        <source>Fore&amp;cast</source>
        <translation>&amp;Прогноз</translation>
    </message>
</context>
<context>
    <name>GURPS</name>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> (counted from now: enter its earlier battles in the unit editor)</source>
        <translation> (счёт с этого момента: введите прежние битвы в редакторе отряда)</translation>
    </message>
    <message>
        <source> (morale %1 this battle)</source>
        <translation> (Мораль %1 в этой битве)</translation>
    </message>
    <message>
        <source> (morale %1 until a clear victory)</source>
        <translation> (Мораль %1 до явной победы)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>%1 %2 Strategy</source>
        <translation>%1: %2 к Стратегии</translation>
    </message>
    <message>
        <source>%1 %2 race = %3</source>
        <translation>%1 %2 раса = %3</translation>
    </message>
    <message>
        <source>%1 %2 race = %3 (never below %4)</source>
        <translation>%1 %2 раса = %3 (не ниже %4)</translation>
    </message>
    <message>
        <source>%1 %2 recruits join %3: %4</source>
        <translation>Новобранцы (%1 чел., %2) вступают в отряд %3: %4</translation>
    </message>
    <message>
        <source>%1 %2 recruits x %3 = %4</source>
        <translation>новобранцы (%1 чел., %2) x %3 = %4</translation>
    </message>
    <message>
        <source>%1 (%2) led by %3</source>
        <translation>%1 (%2), командующий %3</translation>
    </message>
    <message>
        <source>%1 (%2). %3</source>
        <translation>%1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 (critical failure)</source>
        <translation>%1 (критический провал)</translation>
    </message>
    <message>
        <source>%1 (row entered from the book)</source>
        <translation>%1 (строка введена из книги)</translation>
    </message>
    <message>
        <source>%1 + hidden modifiers</source>
        <translation>%1 + скрытые модификаторы</translation>
    </message>
    <message>
        <source>%1 / %2 men = %3 → %4 (%5)</source>
        <translation>%1 / %2 чел. = %3 → %4 (%5)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 Morale %2→%3</source>
        <translation>%1: Мораль %2→%3</translation>
    </message>
    <message>
        <source>%1 TS multiplier not entered: x1</source>
        <translation>%1: множитель СВ не введён: x1</translation>
    </message>
    <message>
        <source>%1 armour = %2</source>
        <translation>%1 доспехи = %2</translation>
    </message>
    <message>
        <source>%1 assassinated</source>
        <translation>%1 убит</translation>
    </message>
    <message>
        <source>%1 belongs to no army.</source>
        <translation>%1 не входит ни в одну армию.</translation>
    </message>
    <message>
        <source>%1 cannot lead a mission (dead or captured).</source>
        <translation>%1 не может возглавить миссию (убит или в плену).</translation>
    </message>
    <message>
        <source>%1 capped at %2 for missed pay</source>
        <translation>%1: не выше %2 при невыплате</translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>%1 взят в плен</translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation>Командующий %1</translation>
    </message>
    <message>
        <source>%1 down (%2)</source>
        <translation>на %1 вниз (%2)</translation>
    </message>
    <message>
        <source>%1 has already made today&apos;s Combat Skill roll.</source>
        <translation>%1 уже сделал сегодняшний бросок боевого навыка.</translation>
    </message>
    <message>
        <source>%1 has already made today&apos;s Glory roll.</source>
        <translation>%1 уже сделал сегодняшний бросок Славы.</translation>
    </message>
    <message>
        <source>%1 has already used Luck on this contest</source>
        <translation>%1 уже использовал Удачу в этом соревновании</translation>
    </message>
    <message>
        <source>%1 has no Luck.</source>
        <translation>У %1 нет Удачи.</translation>
    </message>
    <message>
        <source>%1 has no PC called %2 (add PCs in the army dialog).</source>
        <translation>У армии %1 нет ПП по имени %2 (добавьте ПП в окне армии).</translation>
    </message>
    <message>
        <source>%1 has no commander able to lead (appoint one)</source>
        <translation>У армии %1 нет командующего, способного вести её (назначьте)</translation>
    </message>
    <message>
        <source>%1 has no leader called %2.</source>
        <translation>У армии %1 нет лидера по имени %2.</translation>
    </message>
    <message>
        <source>%1 has no leader left: the GM must appoint a commander</source>
        <translation>У армии %1 не осталось лидеров: ГМ должен назначить командующего</translation>
    </message>
    <message>
        <source>%1 has no leader named %2</source>
        <translation>В армии %1 нет лидера %2</translation>
    </message>
    <message>
        <source>%1 has no other unit to roll Morale.</source>
        <translation>В армии %1 нет других отрядов для броска Морали.</translation>
    </message>
    <message>
        <source>%1 has no seer called %2.</source>
        <translation>У армии %1 нет провидца по имени %2.</translation>
    </message>
    <message>
        <source>%1 has no unit named %2</source>
        <translation>В армии %1 нет отряда %2</translation>
    </message>
    <message>
        <source>%1 has not made today&apos;s Glory roll yet.</source>
        <translation>%1 ещё не сделал сегодняшний бросок Славы.</translation>
    </message>
    <message>
        <source>%1 has only %2 troops; it cannot lose %3.</source>
        <translation>В отряде %1 всего %2 чел.; он не может потерять %3.</translation>
    </message>
    <message>
        <source>%1 has read the omens for %2.</source>
        <translation>%1 прочёл знамения для %2.</translation>
    </message>
    <message>
        <source>%1 is not a GURPS Mass Combat unit.</source>
        <translation>%1 — не отряд GURPS Массовый бой.</translation>
    </message>
    <message>
        <source>%1 is over.</source>
        <translation>Сражение «%1» окончено.</translation>
    </message>
    <message>
        <source>%1 is over; start a new battle</source>
        <translation>Сражение «%1» окончено; начните новое</translation>
    </message>
    <message>
        <source>%1 is over; there is no next day</source>
        <translation>Сражение «%1» окончено; следующего дня нет</translation>
    </message>
    <message>
        <source>%1 loses %2</source>
        <translation>%1 теряет %2</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3 left)</source>
        <translation>%1 теряет %2 (осталось %3)</translation>
    </message>
    <message>
        <source>%1 loses %2 (enter losses for %3)</source>
        <translation>%1 теряет %2 (введите потери для: %3)</translation>
    </message>
    <message>
        <source>%1 men x %2 battles = %3</source>
        <translation>%1 чел. x %2 битв = %3</translation>
    </message>
    <message>
        <source>%1 missile weapons = %2</source>
        <translation>%1 метательное оружие = %2</translation>
    </message>
    <message>
        <source>%1 no stirrups = %2</source>
        <translation>%1 без стремян = %2</translation>
    </message>
    <message>
        <source>%1 now commands %2</source>
        <translation>Теперь армией %2 командует %1</translation>
    </message>
    <message>
        <source>%1 of %2 is assassinated</source>
        <translation>%1 (армия %2) убит</translation>
    </message>
    <message>
        <source>%1 of %2 made morale; at least half needed to hold</source>
        <translation>Мораль пробросили %1 из %2; чтобы удержаться, нужна хотя бы половина</translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (extra pay)</source>
        <translation>%1: день выплаты, %2% обычного жалованья (доплата)</translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (paid in full)</source>
        <translation>%1: день выплаты, %2% обычного жалованья (выплачено полностью)</translation>
    </message>
    <message>
        <source>%1 pay day, %2% of normal pay (pay missed)</source>
        <translation>%1: день выплаты, %2% обычного жалованья (невыплата)</translation>
    </message>
    <message>
        <source>%1 places its extraordinary powers in secret</source>
        <translation>%1 тайно распределяет необычайные силы</translation>
    </message>
    <message>
        <source>%1 posts %2 guards under %3 against spies</source>
        <translation>%1 выставляет охрану против шпионов: %2 чел. под началом %3</translation>
    </message>
    <message>
        <source>%1 reads the omens</source>
        <translation>%1 читает знамения</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3)</source>
        <translation>%1: выпало %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled (GM only)</source>
        <translation>%1: бросок (только для ГМа)</translation>
    </message>
    <message>
        <source>%1 takes the position</source>
        <translation>%1 занимает позицию</translation>
    </message>
    <message>
        <source>%1 up (%2)</source>
        <translation>на %1 вверх (%2)</translation>
    </message>
    <message>
        <source>%1 uses Luck</source>
        <translation>%1 использует Удачу</translation>
    </message>
    <message>
        <source>%1 uses Luck (%2); %3</source>
        <translation>%1 использует Удачу (%2); %3</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>%1 vs %2, %3</source>
        <translation>%1 против %2, %3</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 побеждает</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 выигрывает на %2</translation>
    </message>
    <message>
        <source>%1 withdraws its security</source>
        <translation>%1 снимает охрану</translation>
    </message>
    <message>
        <source>%1 x %2 (x%3) + %4 boost = %5</source>
        <translation>%1 x %2 (x%3) + %4 усиления = %5</translation>
    </message>
    <message>
        <source>%1 x %2 (x%3) = %4</source>
        <translation>%1 x %2 (x%3) = %4</translation>
    </message>
    <message>
        <source>%1 x %2 men x %3 = %4</source>
        <translation>%1 x %2 чел. x %3 = %4</translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3 (+ one %4 trooper: TS per man not entered)) = %5</source>
        <translation>%1 x %2: %1 x (%3 (+ один боец «%4»: СВ на человека не введена)) = %5</translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3 + %4 (%5 trooper)) = %6</source>
        <translation>%1 x %2: %1 x (%3 + %4 (боец: %5)) = %6</translation>
    </message>
    <message>
        <source>%1 x %2: %1 x (%3) = %4</source>
        <translation>%1 x %2: %1 x (%3) = %4</translation>
    </message>
    <message>
        <source>%1 x%2</source>
        <translation>%1 x%2</translation>
    </message>
    <message>
        <source>%1 → off the table</source>
        <translation>%1 → за пределами таблицы</translation>
    </message>
    <message>
        <source>%1 → row %2</source>
        <translation>%1 → строка %2</translation>
    </message>
    <message>
        <source>%1% extra pay: Morale %2 for the next month</source>
        <translation>доплата %1%: Мораль %2 на следующий месяц</translation>
    </message>
    <message>
        <source>%1% of %2 = %3 a month</source>
        <translation>%1% от %2 = %3 в месяц</translation>
    </message>
    <message>
        <source>%1&apos;s Glory roll already has its result.</source>
        <translation>У броска Славы (%1) уже есть итог.</translation>
    </message>
    <message>
        <source>%1&apos;s lower bound is not entered (Troop Quality table: enter from your book)</source>
        <translation>нижняя граница для «%1» не введена (таблица Качества Войска: введите из книги)</translation>
    </message>
    <message>
        <source>%1&apos;s powers revealed: %2; placed %3; enemy Disaster roll +%4</source>
        <translation>Силы армии %1 раскрыты: %2; распределено: %3; бросок Катастрофы врага +%4</translation>
    </message>
    <message>
        <source>%1&apos;s security ambushed the scouts</source>
        <translation>Охрана армии %1 устроила засаду разведчикам</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, TL%2</source>
        <translation>%1, ТУ%2</translation>
    </message>
    <message>
        <source>%1, commander of %2, is captured</source>
        <translation>%1, командующий армии %2, взят в плен</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1,%2</source>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 (fell in battle)</source>
        <translation>%1 (пал в бою)</translation>
    </message>
    <message>
        <source>%1 commander, Luck reroll %2</source>
        <translation>Командующий %1, переброс Удачей %2</translation>
    </message>
    <message>
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 Strategy from reconnaissance</source>
        <translation>%1: %2 к Стратегии от разведки</translation>
    </message>
    <message>
        <source>%1: %2 battles fought</source>
        <translation>%1: проведено битв: %2</translation>
    </message>
    <message>
        <source>%1: %2 casualties, row %3 (%)</source>
        <translation>%1: потери отряда %2, строка %3 (%)</translation>
    </message>
    <message>
        <source>%1: %2 is not in the Troop Quality table</source>
        <translation>%1: %2 нет в таблице Качества Войска</translation>
    </message>
    <message>
        <source>%1: %2 morale</source>
        <translation>%1: Мораль отряда %2</translation>
    </message>
    <message>
        <source>%1: %2 morale (enemy spies publicly executed)</source>
        <translation>%1: Мораль %2 (вражеские шпионы публично казнены)</translation>
    </message>
    <message>
        <source>%1: %2 morale (failed assassination attempt)</source>
        <translation>%1: Мораль %2 (неудачное покушение)</translation>
    </message>
    <message>
        <source>%1: %2 morale tomorrow (%3)</source>
        <translation>%1: Мораль %2 завтра (%3)</translation>
    </message>
    <message>
        <source>%1: %2 recruits</source>
        <translation>%1: новобранцы (%2 чел.)</translation>
    </message>
    <message>
        <source>%1: %2 roll, 3d6 at or under %3</source>
        <translation>%1: бросок (%2), 3d6 не выше %3</translation>
    </message>
    <message>
        <source>%1: %2 routed, rows up the casualty table</source>
        <translation>%1: %2 обращён в бегство, сдвиг вверх по таблице потерь</translation>
    </message>
    <message>
        <source>%1: %2&apos;s lower bound is not entered (Troop Quality table: enter from your book)</source>
        <translation>%1: нижняя граница для «%2» не введена (таблица Качества Войска: введите из книги)</translation>
    </message>
    <message>
        <source>%1: %2; %3 attacks</source>
        <translation>%1: %2; атакует %3</translation>
    </message>
    <message>
        <source>%1: 1 battle fought</source>
        <translation>%1: проведено битв: 1</translation>
    </message>
    <message>
        <source>%1: Assassination by %2 with %3 fails</source>
        <translation>%1: Покушение (%2, %3 чел.) провалилось</translation>
    </message>
    <message>
        <source>%1: Assassination by %2 with %3 succeeds</source>
        <translation>%1: Покушение (%2, %3 чел.) удалось</translation>
    </message>
    <message>
        <source>%1: Combat Skill roll</source>
        <translation>%1: бросок боевого навыка</translation>
    </message>
    <message>
        <source>%1: Combat Skill roll %2 vs %3 (%4, margin %5): %6</source>
        <translation>%1: бросок боевого навыка %2 против %3 (%4, запас %5): %6</translation>
    </message>
    <message>
        <source>%1: Combat Skill roll (survival)</source>
        <translation>%1: бросок боевого навыка (выживание)</translation>
    </message>
    <message>
        <source>%1: Disaster roll</source>
        <translation>%1: бросок Катастрофы</translation>
    </message>
    <message>
        <source>%1: Disaster roll, %2: %3</source>
        <translation>%1: бросок Катастрофы, %2: %3</translation>
    </message>
    <message>
        <source>%1: Glory result</source>
        <translation>%1: итог Славы</translation>
    </message>
    <message>
        <source>%1: Glory roll</source>
        <translation>%1: бросок Славы</translation>
    </message>
    <message>
        <source>%1: Glory roll %2 vs %3 (margin %4)</source>
        <translation>%1: бросок Славы %2 против %3 (запас %4)</translation>
    </message>
    <message>
        <source>%1: Morale after treachery</source>
        <translation>%1: Мораль после измены</translation>
    </message>
    <message>
        <source>%1: Morale, pay missed</source>
        <translation>%1: Мораль, невыплата жалованья</translation>
    </message>
    <message>
        <source>%1: Reconnaissance by %2 with %3 fails</source>
        <translation>%1: Разведка (%2, %3 чел.) провалилась</translation>
    </message>
    <message>
        <source>%1: Reconnaissance by %2 with %3 succeeds</source>
        <translation>%1: Разведка (%2, %3 чел.) удалась</translation>
    </message>
    <message>
        <source>%1: a clear victory ends the morale penalty for lost commanders</source>
        <translation>%1: явная победа снимает штраф к Морали за потерю командующих</translation>
    </message>
    <message>
        <source>%1: a leader was assassinated</source>
        <translation>%1: убит лидер</translation>
    </message>
    <message>
        <source>%1: assassination</source>
        <translation>%1: покушение</translation>
    </message>
    <message>
        <source>%1: combat roll, 3d6 at or under %2</source>
        <translation>%1: бросок боевого навыка, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: damage, column %2 (TL%3)</source>
        <translation>%1: урон, столбец %2 (ТУ%3)</translation>
    </message>
    <message>
        <source>%1: damage, column %2 (TL%3), wound %4 of %5</source>
        <translation>%1: урон, столбец %2 (ТУ%3), рана %4 из %5</translation>
    </message>
    <message>
        <source>%1: disaster</source>
        <translation>%1: катастрофа</translation>
    </message>
    <message>
        <source>%1: disaster, %2</source>
        <translation>%1: катастрофа, %2</translation>
    </message>
    <message>
        <source>%1: divination roll, 3d6 at or under %2</source>
        <translation>%1: бросок Прорицания, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: enter its battles fought first (its quality&apos;s lower bound is not entered)</source>
        <translation>%1: сначала введите число проведённых битв (нижняя граница его качества не введена)</translation>
    </message>
    <message>
        <source>%1: expected an object with name and value</source>
        <translation>%1: ожидается объект с name и value</translation>
    </message>
    <message>
        <source>%1: is required</source>
        <translation>%1: обязательное поле</translation>
    </message>
    <message>
        <source>%1: morale roll, 3d6 at or under %2</source>
        <translation>%1: бросок Морали, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: must be a list</source>
        <translation>%1: должно быть списком</translation>
    </message>
    <message>
        <source>%1: must be a list of defensive position keys</source>
        <translation>%1: должно быть списком ключей оборонительных позиций</translation>
    </message>
    <message>
        <source>%1: must be a list of objects</source>
        <translation>%1: должно быть списком объектов</translation>
    </message>
    <message>
        <source>%1: must be a list, got %2</source>
        <translation>%1: должно быть списком, получено %2</translation>
    </message>
    <message>
        <source>%1: must be a modifier key</source>
        <translation>%1: должно быть ключом модификатора</translation>
    </message>
    <message>
        <source>%1: must be a number, got %2</source>
        <translation>%1: должно быть числом, получено %2</translation>
    </message>
    <message>
        <source>%1: must be a whole number from 1, got %2</source>
        <translation>%1: должно быть целым числом от 1, получено %2</translation>
    </message>
    <message>
        <source>%1: must be a whole number of troops, 0 or more</source>
        <translation>%1: должно быть целым числом солдат, 0 или больше</translation>
    </message>
    <message>
        <source>%1: must be a whole number, got %2</source>
        <translation>%1: должно быть целым числом, получено %2</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: должно быть объектом</translation>
    </message>
    <message>
        <source>%1: must be an object with attacker and defender lists</source>
        <translation>%1: должно быть объектом со списками attacker и defender</translation>
    </message>
    <message>
        <source>%1: must be an object, got %2</source>
        <translation>%1: должно быть объектом, получено %2</translation>
    </message>
    <message>
        <source>%1: must be at least %2, got %3</source>
        <translation>%1: должно быть не меньше %2, получено %3</translation>
    </message>
    <message>
        <source>%1: must be non-empty text</source>
        <translation>%1: должно быть непустым текстом</translation>
    </message>
    <message>
        <source>%1: must be non-empty text, got %2</source>
        <translation>%1: должно быть непустым текстом, получено %2</translation>
    </message>
    <message>
        <source>%1: must be one of %2, got %3</source>
        <translation>%1: должно быть одним из: %2; получено %3</translation>
    </message>
    <message>
        <source>%1: must be text, got %2</source>
        <translation>%1: должно быть текстом, получено %2</translation>
    </message>
    <message>
        <source>%1: must be true or false</source>
        <translation>%1: должно быть true или false</translation>
    </message>
    <message>
        <source>%1: must be true or false, got %2</source>
        <translation>%1: должно быть true или false, получено %2</translation>
    </message>
    <message>
        <source>%1: pay day</source>
        <translation>%1: день выплаты</translation>
    </message>
    <message>
        <source>%1: powers placed</source>
        <translation>%1: силы распределены</translation>
    </message>
    <message>
        <source>%1: powers revealed</source>
        <translation>%1: силы раскрыты</translation>
    </message>
    <message>
        <source>%1: reconnaissance</source>
        <translation>%1: разведка</translation>
    </message>
    <message>
        <source>%1: security (%2)</source>
        <translation>%1: охрана (%2)</translation>
    </message>
    <message>
        <source>%1: seer %2 reads the omens (GM only)</source>
        <translation>%1: провидец %2 читает знамения (только для ГМа)</translation>
    </message>
    <message>
        <source>%1: stealth roll, 3d6 at or under %2</source>
        <translation>%1: бросок Скрытности, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: strategy roll, 3d6 at or under %2</source>
        <translation>%1: бросок Стратегии, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: tactics roll, 3d6 at or under %2</source>
        <translation>%1: бросок Тактики, 3d6 не выше %2</translation>
    </message>
    <message>
        <source>%1: the two armies need different names to tell their chances apart</source>
        <translation>%1: у двух армий должны быть разные имена, чтобы различать их шансы</translation>
    </message>
    <message>
        <source>%1: treachery</source>
        <translation>%1: измена</translation>
    </message>
    <message>
        <source>%1: two PCs are called %2</source>
        <translation>%1: двух ПП зовут %2</translation>
    </message>
    <message>
        <source>%1: two units are called %2</source>
        <translation>%1: два отряда называются %2</translation>
    </message>
    <message>
        <source>%1: unknown effect; known: %2</source>
        <translation>%1: неизвестный эффект; известны: %2</translation>
    </message>
    <message>
        <source>%1: unknown; use st, ht, extra_hp, super_strength</source>
        <translation>%1: неизвестно; используйте st, ht, extra_hp, super_strength</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>, %1: rolled %2 → %3 damage</source>
        <translation>, %1: выпало %2 → урон %3</translation>
    </message>
    <message>
        <source>, Strategy %1 next battle</source>
        <translation>, Стратегия %1 в следующей битве</translation>
    </message>
    <message>
        <source>, now %1</source>
        <translation>, теперь %1</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>: %1 lost, entered by the GM</source>
        <translation>: потеряно %1, введено ГМом</translation>
    </message>
    <message>
        <source>: %1% of %2 = %3 (rounded up)</source>
        <translation>: %1% от %2 = %3 (с округлением вверх)</translation>
    </message>
    <message>
        <source>: Reputation %1</source>
        <translation>: Репутация %1</translation>
    </message>
    <message>
        <source>: no number for this row (enter it from your book, or enter the losses)</source>
        <translation>: для этой строки нет числа (введите его из книги или введите потери)</translation>
    </message>
    <message>
        <source>; paid %1 of %2 owed</source>
        <translation>; выплачено %1 из %2 положенных</translation>
    </message>
    <message>
        <source>A GURPS Mass Combat battle needs units from exactly two sides; %1 has units from %2.</source>
        <translation>В сражении GURPS Массовый бой должны участвовать отряды ровно двух сторон; в сражении «%1» сторон: %2.</translation>
    </message>
    <message>
        <source>A fierce battle moves the rows up by a whole number, 0 or more.</source>
        <translation>Ожесточённая битва сдвигает строки вверх на целое число, 0 или больше.</translation>
    </message>
    <message>
        <source>A mission needs at least one person.</source>
        <translation>Для миссии нужен хотя бы один человек.</translation>
    </message>
    <message>
        <source>Bad %1 army: %2</source>
        <translation>Неверная армия (%1): %2</translation>
    </message>
    <message>
        <source>Bad GURPS unit %1: %2</source>
        <translation>Неверный отряд GURPS %1: %2</translation>
    </message>
    <message>
        <source>Bad GURPS unit: %1</source>
        <translation>Неверный отряд GURPS: %1</translation>
    </message>
    <message>
        <source>Bad GURPS unit: the state must be an object.</source>
        <translation>Неверный отряд GURPS: состояние должно быть объектом.</translation>
    </message>
    <message>
        <source>Bad army: %1</source>
        <translation>Неверная армия: %1</translation>
    </message>
    <message>
        <source>Bad army: morale_situation[%1]: unknown key %2</source>
        <translation>Неверная армия: morale_situation[%1]: неизвестный ключ %2</translation>
    </message>
    <message>
        <source>Bad army: two leaders are called %1</source>
        <translation>Неверная армия: двух лидеров зовут %1</translation>
    </message>
    <message>
        <source>Bad battle state: %1</source>
        <translation>Неверное состояние сражения: %1</translation>
    </message>
    <message>
        <source>Battle set-up</source>
        <translation>Подготовка битвы</translation>
    </message>
    <message>
        <source>Battle type must be open_field or defended_position.</source>
        <translation>Тип битвы должен быть open_field или defended_position.</translation>
    </message>
    <message>
        <source>Better tech level (TL%1 vs TL%2)</source>
        <translation>Превосходство в ТУ (ТУ%1 против ТУ%2)</translation>
    </message>
    <message>
        <source>Both armies fight again every day while they can; units that retreated or routed stay out of the following days; no Luck rerolls unless asked. The battle ends when an army has no unit left on the field or the position is taken, or at the day limit.</source>
        <translation>Обе армии сражаются каждый день, пока могут; отступившие и бежавшие отряды не участвуют в следующих днях; переброс Удачей — только по запросу. Битва заканчивается, когда у армии не остаётся отрядов на поле или позиция взята, либо по достижении предела дней.</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Casualties: %1</source>
        <translation>Потери: %1</translation>
    </message>
    <message>
        <source>Choose at least one unit of %1 to pay.</source>
        <translation>Выберите хотя бы один отряд армии %1 для выплаты.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Боевой навык</translation>
    </message>
    <message>
        <source>Consult a seer</source>
        <translation>Совет провидца</translation>
    </message>
    <message>
        <source>Contest entered by the GM: %1 wins by %2; %3</source>
        <translation>Соревнование введено ГМом: %1 выигрывает на %2; %3</translation>
    </message>
    <message>
        <source>DR %1</source>
        <translation>СП %1</translation>
    </message>
    <message>
        <source>DR %1/%2 = %3</source>
        <translation>СП %1/%2 = %3</translation>
    </message>
    <message>
        <source>Day %1&apos;s Strategy contest has already been rolled.</source>
        <translation>Соревнование в Стратегии дня %1 уже разыграно.</translation>
    </message>
    <message>
        <source>Day %1&apos;s casualties have already been found.</source>
        <translation>Потери дня %1 уже определены.</translation>
    </message>
    <message>
        <source>Day %1: %2</source>
        <translation>День %1: %2</translation>
    </message>
    <message>
        <source>Day %1: Strategy contest</source>
        <translation>День %1: Соревнование в Стратегии</translation>
    </message>
    <message>
        <source>Day %1: casualties</source>
        <translation>День %1: потери</translation>
    </message>
    <message>
        <source>Day %1: contest result entered</source>
        <translation>День %1: введён итог соревнования</translation>
    </message>
    <message>
        <source>Day %1: morale</source>
        <translation>День %1: мораль</translation>
    </message>
    <message>
        <source>Defensive position: %1</source>
        <translation>Оборонительная позиция: %1</translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <source>Disaster for %1: %2</source>
        <translation>Катастрофа для %1: %2</translation>
    </message>
    <message>
        <source>Disaster roll</source>
        <translation>Бросок Катастрофы</translation>
    </message>
    <message>
        <source>Disaster: %1</source>
        <translation>Катастрофа: %1</translation>
    </message>
    <message>
        <source>Divination</source>
        <translation>Прорицание</translation>
    </message>
    <message>
        <source>Edit army</source>
        <translation>Правка армии</translation>
    </message>
    <message>
        <source>Edit army %1</source>
        <translation>Правка армии %1</translation>
    </message>
    <message>
        <source>Enemy spies publicly executed</source>
        <translation>Вражеские шпионы публично казнены</translation>
    </message>
    <message>
        <source>Enter at least one unit&apos;s losses.</source>
        <translation>Введите потери хотя бы одного отряда.</translation>
    </message>
    <message>
        <source>Entered losses must be whole numbers of troops, 0 or more.</source>
        <translation>Введённые потери — целые числа солдат, 0 или больше.</translation>
    </message>
    <message>
        <source>Extraordinary powers</source>
        <translation>Необычайные силы</translation>
    </message>
    <message>
        <source>Failed assassination attempt</source>
        <translation>Неудачное покушение</translation>
    </message>
    <message>
        <source>Fallback (%1): %2 men x %3 x %4</source>
        <translation>Запасной расчёт (%1): %2 чел. x %3 x %4</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Слава</translation>
    </message>
    <message>
        <source>Glory of %1 (%2)</source>
        <translation>Слава: %1 (%2)</translation>
    </message>
    <message>
        <source>Glory result</source>
        <translation>Итог Славы</translation>
    </message>
    <message>
        <source>Glory result: give Reputation and Strategy.</source>
        <translation>Итог Славы: укажите Репутацию и Стратегию.</translation>
    </message>
    <message>
        <source>Glory result: reputation must be a whole number.</source>
        <translation>Итог Славы: Репутация должна быть целым числом.</translation>
    </message>
    <message>
        <source>Glory result: strategy must be a whole number.</source>
        <translation>Итог Славы: Стратегия должна быть целым числом.</translation>
    </message>
    <message>
        <source>Glory result: unknown field %1 (expected %2).</source>
        <translation>Итог Славы: неизвестное поле %1 (ожидалось %2).</translation>
    </message>
    <message>
        <source>Glory roll</source>
        <translation>Бросок Славы</translation>
    </message>
    <message>
        <source>Glory table not entered: enter the result from your book</source>
        <translation>таблица Славы не введена: введите итог из книги</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Удерживает позицию</translation>
    </message>
    <message>
        <source>Leader %1 assassinated</source>
        <translation>Убит лидер %1</translation>
    </message>
    <message>
        <source>Losses entered by the GM: %1</source>
        <translation>Потери введены ГМом: %1</translation>
    </message>
    <message>
        <source>Losses of %1 must be a whole number of troops, 0 or more.</source>
        <translation>Потери отряда %1 — целое число солдат, 0 или больше.</translation>
    </message>
    <message>
        <source>Losses: %1</source>
        <translation>Потери: %1</translation>
    </message>
    <message>
        <source>Lost commander: %1</source>
        <translation>Потеря командующего: %1</translation>
    </message>
    <message>
        <source>Luck reroll</source>
        <translation>Переброс Удачей</translation>
    </message>
    <message>
        <source>Mission must be one of %1.</source>
        <translation>Миссия должна быть одной из: %1.</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Модификатор</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Morale %1</source>
        <translation>Мораль %1</translation>
    </message>
    <message>
        <source>Morale for day %1 has already been rolled.</source>
        <translation>Мораль за день %1 уже брошена.</translation>
    </message>
    <message>
        <source>Morale has been rolled: it is too late for Luck.</source>
        <translation>Мораль уже брошена: для Удачи слишком поздно.</translation>
    </message>
    <message>
        <source>Morale roll %1 vs %2: failed, Morale %3</source>
        <translation>бросок Морали %1 против %2: провал, Мораль %3</translation>
    </message>
    <message>
        <source>Morale roll %1 vs %2: made it, angered, Morale %3</source>
        <translation>бросок Морали %1 против %2: успех, солдаты разгневаны, Мораль %3</translation>
    </message>
    <message>
        <source>Only an attack on a defended position has defensive works.</source>
        <translation>Укрепления бывают только при атаке укреплённой позиции.</translation>
    </message>
    <message>
        <source>PC survival</source>
        <translation>Выживание ПП</translation>
    </message>
    <message>
        <source>Pay day</source>
        <translation>День выплаты</translation>
    </message>
    <message>
        <source>Pay is a percentage of normal pay, 0 to 1000.</source>
        <translation>Жалованье — процент от обычного, от 0 до 1000.</translation>
    </message>
    <message>
        <source>Pay missed: say how much Morale a failed roll costs (the book&apos;s number is not entered).</source>
        <translation>Невыплата жалованья: укажите, сколько Морали стоит проваленный бросок (число из книги не введено).</translation>
    </message>
    <message>
        <source>Place whole numbers of points, %1 at most in all.</source>
        <translation>Распределите целые числа очков, всего не больше %1.</translation>
    </message>
    <message>
        <source>Post security</source>
        <translation>Выставить охрану</translation>
    </message>
    <message>
        <source>Power points are a whole number, 0 or more.</source>
        <translation>Очки сил — целое число, 0 или больше.</translation>
    </message>
    <message>
        <source>ROUTED</source>
        <translation>БЕЖИТ</translation>
    </message>
    <message>
        <source>Racial modifier %1 = half of (ST %2, Super Strength %3, HT %4, extra HP %5)</source>
        <translation>Расовый модификатор %1 = половина от (СЛ %2, Сверхсила %3, ЗД %4, доп. ЕЖ %5)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Reconnaissance (%1 sent)</source>
        <translation>Разведка (послано %1 чел.)</translation>
    </message>
    <message>
        <source>Record losses</source>
        <translation>Записать потери</translation>
    </message>
    <message>
        <source>Recruits</source>
        <translation>Новобранцы</translation>
    </message>
    <message>
        <source>Recruits: at least one man.</source>
        <translation>Новобранцы: хотя бы один человек.</translation>
    </message>
    <message>
        <source>Result table: loser&apos;s morale</source>
        <translation>Таблица результатов: Мораль проигравшего</translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation>Отступил в хорошем порядке</translation>
    </message>
    <message>
        <source>Reveal powers</source>
        <translation>Раскрыть силы</translation>
    </message>
    <message>
        <source>Roll morale first: a routing unit takes heavier casualties.</source>
        <translation>Сначала бросьте Мораль: бегущий отряд несёт большие потери.</translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first: %1 comes after it.</source>
        <translation>Сначала разыграйте сегодняшнее Соревнование в Стратегии, а %1 — после него.</translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first: the result row says who rolls morale.</source>
        <translation>Сначала разыграйте сегодняшнее Соревнование в Стратегии: строка результата говорит, кто бросает Мораль.</translation>
    </message>
    <message>
        <source>Roll today&apos;s Strategy contest first; Luck rerolls it.</source>
        <translation>Сначала разыграйте сегодняшнее Соревнование в Стратегии: Удача его перебрасывает.</translation>
    </message>
    <message>
        <source>Say what the disaster is.</source>
        <translation>Опишите катастрофу.</translation>
    </message>
    <message>
        <source>Security needs at least one guard.</source>
        <translation>В охране должен быть хотя бы один охранник.</translation>
    </message>
    <message>
        <source>Security of %1</source>
        <translation>Охрана из %1 чел.</translation>
    </message>
    <message>
        <source>Seer&apos;s reading (%1)</source>
        <translation>Предсказание провидца (%1)</translation>
    </message>
    <message>
        <source>Set up %1</source>
        <translation>Подготовка: %1</translation>
    </message>
    <message>
        <source>Side must be attacker or defender, not %1.</source>
        <translation>Сторона должна быть attacker или defender, а не %1.</translation>
    </message>
    <message>
        <source>Special operation</source>
        <translation>Спецоперация</translation>
    </message>
    <message>
        <source>Special unit superiority (GM)</source>
        <translation>Превосходство особых войск (ГМ)</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Strategy contest</source>
        <translation>Соревнование в Стратегии</translation>
    </message>
    <message>
        <source>Strategy modifier not applied: commands no unit</source>
        <translation>модификатор Стратегии не применён: не командует отрядом</translation>
    </message>
    <message>
        <source>Success roll</source>
        <translation>Бросок на успех</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Выживание</translation>
    </message>
    <message>
        <source>TL lead of %1 (over %2): +%3 for each further %4:1 (%5)</source>
        <translation>превосходство в ТУ на %1 (больше %2): +%3 за каждые следующие %4:1 (%5)</translation>
    </message>
    <message>
        <source>TS %1 / %2 = %3 (%4) → %5 to the stronger army</source>
        <translation>СВ %1 / %2 = %3 (%4) → %5 сильнейшей армии</translation>
    </message>
    <message>
        <source>TS %1 vs %2: equal, no bonus</source>
        <translation>СВ %1 против %2: равны, бонуса нет</translation>
    </message>
    <message>
        <source>TS = %1</source>
        <translation>СВ = %1</translation>
    </message>
    <message>
        <source>TS cannot be worked out: check the unit&apos;s special weapons</source>
        <translation>СВ не вычисляется: проверьте особое оружие отряда</translation>
    </message>
    <message>
        <source>TS entered by the GM: %1</source>
        <translation>СВ введена ГМом: %1</translation>
    </message>
    <message>
        <source>TS per man %1 (%2)</source>
        <translation>СВ на человека %1 (%2)</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Team of %1</source>
        <translation>Группа из %1 чел.</translation>
    </message>
    <message>
        <source>That side placed no powers.</source>
        <translation>Эта сторона не распределяла сил.</translation>
    </message>
    <message>
        <source>The Morale a failed missed-pay roll costs is a whole number, 0 or less.</source>
        <translation>Потеря Морали при проваленном броске за невыплату — целое число, 0 или меньше.</translation>
    </message>
    <message>
        <source>The armies can fight again tomorrow</source>
        <translation>Завтра армии могут снова сразиться</translation>
    </message>
    <message>
        <source>The attacker must be one of the two sides in this battle.</source>
        <translation>Атакующим должна быть одна из двух сторон этого сражения.</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Битва окончена</translation>
    </message>
    <message>
        <source>The contest has been rolled: the battle type can no longer change.</source>
        <translation>Соревнование уже разыграно: тип битвы больше нельзя изменить.</translation>
    </message>
    <message>
        <source>The disaster&apos;s morale modifier is a whole number.</source>
        <translation>Модификатор Морали от катастрофы — целое число.</translation>
    </message>
    <message>
        <source>The margin of victory is a whole number, 0 or more.</source>
        <translation>Разность — целое число, 0 или больше.</translation>
    </message>
    <message>
        <source>The mission skill is Stealth or Tactics.</source>
        <translation>Навык миссии — Скрытность или Тактика.</translation>
    </message>
    <message>
        <source>The scouts learned nothing</source>
        <translation>Разведчики ничего не узнали</translation>
    </message>
    <message>
        <source>There is no army #%1 with GURPS Mass Combat units in this campaign.</source>
        <translation>В этой кампании нет армии №%1 с отрядами GURPS Массовый бой.</translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation>Отброшен</translation>
    </message>
    <message>
        <source>Today&apos;s Strategy contest has been rolled: %1 belongs before it.</source>
        <translation>Сегодняшнее Соревнование в Стратегии уже разыграно, а %1 проводится до него.</translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation>Измена</translation>
    </message>
    <message>
        <source>Treachery in %1 (%2): %3</source>
        <translation>Измена в армии %1 (%2): %3</translation>
    </message>
    <message>
        <source>Troop Strength %1</source>
        <translation>Сила Войска %1</translation>
    </message>
    <message>
        <source>Trust must be one of %1.</source>
        <translation>Доверие должно быть одним из: %1.</translation>
    </message>
    <message>
        <source>Unit #%1 does not fight in %2.</source>
        <translation>Отряд №%1 не участвует в сражении «%2».</translation>
    </message>
    <message>
        <source>Unknown defensive position %1; known: %2.</source>
        <translation>Неизвестная оборонительная позиция %1; известны: %2.</translation>
    </message>
    <message>
        <source>With no winner the margin of victory is 0.</source>
        <translation>Без победителя разность равна 0.</translation>
    </message>
    <message>
        <source>a Glory result</source>
        <translation>итог Славы</translation>
    </message>
    <message>
        <source>a Glory roll</source>
        <translation>бросок Славы</translation>
    </message>
    <message>
        <source>a PC&apos;s Combat Skill roll</source>
        <translation>бросок боевого навыка ПП</translation>
    </message>
    <message>
        <source>a contest with no winner has margin of victory 0</source>
        <translation>у соревнования без победителя разность 0</translation>
    </message>
    <message>
        <source>a mission needs at least one person</source>
        <translation>для миссии нужен хотя бы один человек</translation>
    </message>
    <message>
        <source>a seer&apos;s reading</source>
        <translation>предсказание провидца</translation>
    </message>
    <message>
        <source>a special operation</source>
        <translation>спецоперация</translation>
    </message>
    <message>
        <source>an outcome named after an army is that army holding the field when the battle ends</source>
        <translation>исход с именем армии означает, что к концу битвы поле за этой армией</translation>
    </message>
    <message>
        <source>armour, %1</source>
        <translation>доспехи, %1</translation>
    </message>
    <message>
        <source>army commander: %1 becomes %2</source>
        <translation>командующий армией: %1 превращается в %2</translation>
    </message>
    <message>
        <source>attack on a defended position</source>
        <translation>атака укреплённой позиции</translation>
    </message>
    <message>
        <source>attack on a defended position (%1)</source>
        <translation>атака укреплённой позиции (%1)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>bad results of the GM&apos;s choosing</source>
        <translation>неприятности на выбор ГМа</translation>
    </message>
    <message>
        <source>bad results of the GM&apos;s choosing; Morale loss: enter from your book</source>
        <translation>неприятности на выбор ГМа; потеря Морали: введите из книги</translation>
    </message>
    <message>
        <source>battle type must be one of %1, got %2</source>
        <translation>тип битвы должен быть одним из: %1; получено %2</translation>
    </message>
    <message>
        <source>below %1&apos;s lower bound (%2)</source>
        <translation>ниже нижней границы для «%1» (%2)</translation>
    </message>
    <message>
        <source>boost: must be %1 to %2, got %3</source>
        <translation>boost: должно быть от %1 до %2, получено %3</translation>
    </message>
    <message>
        <source>critical failure</source>
        <translation>критический провал</translation>
    </message>
    <message>
        <source>critical failure by %1</source>
        <translation>критический провал на %1</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>критический успех</translation>
    </message>
    <message>
        <source>critical success by %1</source>
        <translation>критический успех с запасом %1</translation>
    </message>
    <message>
        <source>critical success: %1</source>
        <translation>критический успех: %1</translation>
    </message>
    <message>
        <source>crossbowmen</source>
        <translation>арбалетчики</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>защита</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>обороняющийся</translation>
    </message>
    <message>
        <source>disaster</source>
        <translation>катастрофы</translation>
    </message>
    <message>
        <source>entered by the GM</source>
        <translation>введено ГМом</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>провал</translation>
    </message>
    <message>
        <source>failure by %1</source>
        <translation>провал на %1</translation>
    </message>
    <message>
        <source>false reading believed: the seer&apos;s Strategy %1</source>
        <translation>поверил ложному предсказанию: Стратегия провидца %1</translation>
    </message>
    <message>
        <source>false reading rejected: own Strategy %1</source>
        <translation>отверг ложное предсказание: собственная Стратегия %1</translation>
    </message>
    <message>
        <source>false reading: average of seer&apos;s %1 and commander&apos;s %2 = %3 (%4)</source>
        <translation>ложное предсказание: среднее Стратегии провидца %1 и командующего %2 = %3 (%4)</translation>
    </message>
    <message>
        <source>groups: at least one man is needed</source>
        <translation>groups: нужен хотя бы один человек</translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation>тяжёлая кавалерия</translation>
    </message>
    <message>
        <source>heavy infantry</source>
        <translation>тяжёлая пехота</translation>
    </message>
    <message>
        <source>heavy missile troops</source>
        <translation>тяжёлые стрелки</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>удерживает позицию</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>is ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>is thrown back</source>
        <translation>отброшен</translation>
    </message>
    <message>
        <source>last month&apos;s extra pay ends: %1</source>
        <translation>доплата прошлого месяца закончилась: %1</translation>
    </message>
    <message>
        <source>levy spearmen</source>
        <translation>ополченцы-копейщики</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>лёгкая кавалерия</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>лёгкая пехота</translation>
    </message>
    <message>
        <source>light missile troops</source>
        <translation>лёгкие стрелки</translation>
    </message>
    <message>
        <source>longbowmen</source>
        <translation>лучники</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>потери %1</translation>
    </message>
    <message>
        <source>luck: the %1&apos;s commander %2 has no Luck</source>
        <translation>luck: у командующего (%1) %2 нет Удачи</translation>
    </message>
    <message>
        <source>mana: must be one of %1 (others: enter from your book), got %2</source>
        <translation>mana: должно быть одним из: %1 (другие: введите из книги); получено %2</translation>
    </message>
    <message>
        <source>medium cavalry</source>
        <translation>средняя кавалерия</translation>
    </message>
    <message>
        <source>medium infantry</source>
        <translation>средняя пехота</translation>
    </message>
    <message>
        <source>medium missile troops</source>
        <translation>средние стрелки</translation>
    </message>
    <message>
        <source>missed pay: say how much Morale a failed roll costs (the book&apos;s number)</source>
        <translation>невыплата: укажите, сколько Морали стоит проваленный бросок (число из книги)</translation>
    </message>
    <message>
        <source>mission must be one of %1, got %2</source>
        <translation>миссия должна быть одной из: %1; получено %2</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>по-разному</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>мораль</translation>
    </message>
    <message>
        <source>no Morale change</source>
        <translation>Мораль не изменилась</translation>
    </message>
    <message>
        <source>no TS against</source>
        <translation>против нуля СВ</translation>
    </message>
    <message>
        <source>no TS per man for %1 at TL%2 (enter it from your book)</source>
        <translation>нет СВ на человека для «%1» на ТУ%2 (введите из книги)</translation>
    </message>
    <message>
        <source>no disaster</source>
        <translation>катастрофы нет</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>нет отрядов</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>победителя нет</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>nothing is owed</source>
        <translation>ничего не положено</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>теперь %1</translation>
    </message>
    <message>
        <source>open field</source>
        <translation>чистое поле</translation>
    </message>
    <message>
        <source>over %1:1</source>
        <translation>свыше %1:1</translation>
    </message>
    <message>
        <source>paid %1 (%2%)</source>
        <translation>выплачено %1 (%2%)</translation>
    </message>
    <message>
        <source>paid %1 (%2%): Morale %3 next month</source>
        <translation>выплачено %1 (%2%): Мораль %3 в следующем месяце</translation>
    </message>
    <message>
        <source>paid %1% of normal pay (hiring cost not entered: no sum)</source>
        <translation>выплачено %1% обычного жалованья (стоимость найма не введена: без суммы)</translation>
    </message>
    <message>
        <source>paid %1: pay missed (Morale rolls for unpaid troops)</source>
        <translation>выплачено %1: невыплата (броски Морали за невыплату)</translation>
    </message>
    <message>
        <source>pay missed: Morale roll %1 vs %2, failed: Morale %3 until pay resumes (and bad results of the GM&apos;s choosing)</source>
        <translation>невыплата: бросок Морали %1 против %2, провал: Мораль %3 до возобновления выплат (и неприятности на выбор ГМа)</translation>
    </message>
    <message>
        <source>pay missed: Morale roll %1 vs %2, made it</source>
        <translation>невыплата: бросок Морали %1 против %2, успех</translation>
    </message>
    <message>
        <source>pay resumed: %1 Morale back (1 every %2 days over %3 days)</source>
        <translation>выплаты возобновлены: возвращено %1 Морали (по 1 каждые %2 дн. за %3 дн.)</translation>
    </message>
    <message>
        <source>pikemen</source>
        <translation>пикинёры</translation>
    </message>
    <message>
        <source>placing powers</source>
        <translation>распределение сил</translation>
    </message>
    <message>
        <source>procedure %1 rolls no morale</source>
        <translation>процедура %1 не требует броска Морали</translation>
    </message>
    <message>
        <source>quality %1 not in the Troop Quality table: x1</source>
        <translation>качества %1 нет в таблице Качества Войска: x1</translation>
    </message>
    <message>
        <source>quality stays %1 (%2)</source>
        <translation>качество остаётся: %1 (%2)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>recruits: at least one man</source>
        <translation>новобранцы: хотя бы один человек</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>отступил</translation>
    </message>
    <message>
        <source>retreats in good order</source>
        <translation>отступает в хорошем порядке</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>выпало %1</translation>
    </message>
    <message>
        <source>rolled %1 +%2 (enemy powers) = %3</source>
        <translation>выпало %1 +%2 (силы врага) = %3</translation>
    </message>
    <message>
        <source>rolled (GM only)</source>
        <translation>бросок (только для ГМа)</translation>
    </message>
    <message>
        <source>rolls %1, keeps %2</source>
        <translation>броски %1, оставлен %2</translation>
    </message>
    <message>
        <source>rolls hidden</source>
        <translation>броски скрыты</translation>
    </message>
    <message>
        <source>rounded down</source>
        <translation>с округлением вниз</translation>
    </message>
    <message>
        <source>rounded nearest</source>
        <translation>с округлением до ближайшего</translation>
    </message>
    <message>
        <source>rounded up</source>
        <translation>с округлением вверх</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>routed, rolled %1</source>
        <translation>бегство, выпало %1</translation>
    </message>
    <message>
        <source>routs</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>side must be attacker or defender, got %1</source>
        <translation>сторона должна быть attacker или defender, получено %1</translation>
    </message>
    <message>
        <source>spearmen</source>
        <translation>копейщики</translation>
    </message>
    <message>
        <source>stance must be one of %1, got %2</source>
        <translation>установка должна быть одной из: %1; получено %2</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>success by %1</source>
        <translation>успех с запасом %1</translation>
    </message>
    <message>
        <source>success: %1</source>
        <translation>успех: %1</translation>
    </message>
    <message>
        <source>the Disaster roll&apos;s dice (House rules ▸ Disasters ▸ Dice): %1</source>
        <translation>кубики броска Катастрофы (Домашние правила ▸ Катастрофы ▸ Кубики): %1</translation>
    </message>
    <message>
        <source>the Disaster table is not entered: enter it from your book, or enter the disaster</source>
        <translation>таблица Катастроф не введена: введите её из книги или введите саму катастрофу</translation>
    </message>
    <message>
        <source>the casualty table</source>
        <translation>таблица потерь</translation>
    </message>
    <message>
        <source>the damage table covers TL 0 to %1; got TL %2</source>
        <translation>таблица урона охватывает ТУ от 0 до %1; получен ТУ %2</translation>
    </message>
    <message>
        <source>the day is not computed exactly with Luck rerolls</source>
        <translation>с перебросами Удачей день не рассчитывается точно</translation>
    </message>
    <message>
        <source>the enemy has no TS: top row</source>
        <translation>у врага нет СВ: верхняя строка</translation>
    </message>
    <message>
        <source>the margin of victory cannot be negative, got %1</source>
        <translation>разность не может быть отрицательной, получено %1</translation>
    </message>
    <message>
        <source>the reading was sound but the commander rejected it (%1)</source>
        <translation>предсказание было верным, но командующий его отверг (%1)</translation>
    </message>
    <message>
        <source>the stance level is 0 or more</source>
        <translation>уровень установки — 0 или больше</translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation>отброшен</translation>
    </message>
    <message>
        <source>troop type %1 is not in the troop table</source>
        <translation>типа войск %1 нет в таблице войск</translation>
    </message>
    <message>
        <source>trust must be one of %1, got %2</source>
        <translation>доверие должно быть одним из: %1; получено %2</translation>
    </message>
    <message>
        <source>unknown defensive position %1; known: %2</source>
        <translation>неизвестная оборонительная позиция %1; известны: %2</translation>
    </message>
    <message>
        <source>unknown morale modifier %1; known: %2</source>
        <translation>неизвестный модификатор Морали %1; известны: %2</translation>
    </message>
    <message>
        <source>unknown special weapon %1; known: %2</source>
        <translation>неизвестное особое оружие %1; известны: %2</translation>
    </message>
    <message>
        <source>up to %1:1</source>
        <translation>до %1:1</translation>
    </message>
    <message>
        <source>very fierce battle</source>
        <translation>очень ожесточённая битва</translation>
    </message>
    <message>
        <source>winner must be attacker, defender or none, got %1</source>
        <translation>победитель должен быть attacker, defender или none; получено %1</translation>
    </message>
</context>
<context>
    <name>Generic</name>
    <message>
        <source>%1 attack</source>
        <translation>%1: атака</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 атакует %2</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 vs %4, %5</source>
        <translation>%1 атакует %2: %3 против %4, %5</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 vs %4, %5; %2 is out of action</source>
        <translation>%1 атакует %2: %3 против %4, %5; %2 выведен из строя</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1: урон</translation>
    </message>
    <message>
        <source>%1 heals %2</source>
        <translation>%1 восстанавливает %2</translation>
    </message>
    <message>
        <source>%1 heals %2 damage: %3</source>
        <translation>%1 восстанавливает %2 урона: %3</translation>
    </message>
    <message>
        <source>%1 is not a generic unit.</source>
        <translation>%1 — не отряд базовых правил.</translation>
    </message>
    <message>
        <source>%1 is out of action and cannot attack.</source>
        <translation>%1 выведен из строя и не может атаковать.</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 получает %2</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: %3</source>
        <translation>%1 получает %2 урона: %3</translation>
    </message>
    <message>
        <source>%1/%2 hits</source>
        <translation>%1/%2 попаданий</translation>
    </message>
    <message>
        <source>A unit cannot attack itself.</source>
        <translation>Отряд не может атаковать сам себя.</translation>
    </message>
    <message>
        <source>Apply damage</source>
        <translation>Нанести урон</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <source>Bad unit: %1</source>
        <translation>Недопустимый отряд: %1</translation>
    </message>
    <message>
        <source>Choose an attacker and a target.</source>
        <translation>Выберите атакующего и цель.</translation>
    </message>
    <message>
        <source>Damage must be a whole number other than 0 (negative heals).</source>
        <translation>Урон должен быть целым числом, отличным от 0 (отрицательный — лечение).</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Выведен из строя</translation>
    </message>
    <message>
        <source>hits for %1</source>
        <translation>попадание, урон %1</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>промах</translation>
    </message>
</context>
<context>
    <name>GurpsArmyDialog</name>
    <message>
        <source>Army: %1</source>
        <translation>Армия: %1</translation>
    </message>
    <message>
        <source>Troop Strength is worked out from the units in the battle.</source>
        <translation>Сила Войска вычисляется по отрядам в сражении.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>New leader</source>
        <translation>Новый лидер</translation>
    </message>
    <message>
        <source>New seer</source>
        <translation>Новый провидец</translation>
    </message>
    <message>
        <source>New PC</source>
        <translation>Новый ПП</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>Модификатор ГМа</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>%1, row %2: “%3” is not a whole number.</source>
        <translation>%1, строка %2: «%3» — не целое число.</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Лидеры</translation>
    </message>
    <message>
        <source>Leaders, row %1: give the leader a name.</source>
        <translation>Лидеры, строка %1: дайте лидеру имя.</translation>
    </message>
    <message>
        <source>Leaders, row %1: skills cannot be negative.</source>
        <translation>Лидеры, строка %1: навыки не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>Seers, row %1: give the seer a name.</source>
        <translation>Провидцы, строка %1: дайте провидцу имя.</translation>
    </message>
    <message>
        <source>Seers</source>
        <translation>Провидцы</translation>
    </message>
    <message>
        <source>Modifiers, row %1: give the modifier a name.</source>
        <translation>Модификаторы, строка %1: дайте модификатору название.</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>PCs, row %1: give the PC a name.</source>
        <translation>ПП, строка %1: дайте ПП имя.</translation>
    </message>
    <message>
        <source>PCs</source>
        <translation>ПП</translation>
    </message>
    <message>
        <source>PCs, row %1: commands is none, unit or army.</source>
        <translation>ПП, строка %1: в «командует» укажите none, unit или army.</translation>
    </message>
    <message>
        <source>PCs, row %1: skill and DR cannot be negative.</source>
        <translation>ПП, строка %1: навык и СП не могут быть отрицательными.</translation>
    </message>
    <message>
        <source>Two PCs are called “%1”.</source>
        <translation>Двух ПП зовут «%1».</translation>
    </message>
    <message>
        <source>Two leaders are called “%1”.</source>
        <translation>Двух лидеров зовут «%1».</translation>
    </message>
    <message>
        <source>Give the army a name.</source>
        <translation>Дайте армии название.</translation>
    </message>
    <message>
        <source>Name the commander.</source>
        <translation>Назовите командующего.</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <source>Army &amp;name:</source>
        <translation>&amp;Название армии:</translation>
    </message>
    <message>
        <source>&amp;Tech level:</source>
        <translation>&amp;Технологический уровень:</translation>
    </message>
    <message>
        <source>TL</source>
        <translation>ТУ</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Командующий</translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation>&amp;Командующий:</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Стратегия:</translation>
    </message>
    <message>
        <source>T&amp;actics:</source>
        <translation>Т&amp;актика:</translation>
    </message>
    <message>
        <source>St&amp;ealth:</source>
        <translation>Скр&amp;ытность:</translation>
    </message>
    <message>
        <source>Has &amp;Luck (may reroll the contest)</source>
        <translation>Есть &amp;Удача (может перебросить Соревнование)</translation>
    </message>
    <message>
        <source>Other leaders (mission leaders, successors)</source>
        <translation>Другие лидеры (лидеры миссий, преемники)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Add leader</source>
        <translation>Добавить лидера</translation>
    </message>
    <message>
        <source>Remove leader</source>
        <translation>Убрать лидера</translation>
    </message>
    <message>
        <source>Divination skill</source>
        <translation>Навык предсказания</translation>
    </message>
    <message>
        <source>Own Strategy</source>
        <translation>Собственная Стратегия</translation>
    </message>
    <message>
        <source>Add seer</source>
        <translation>Добавить провидца</translation>
    </message>
    <message>
        <source>Remove seer</source>
        <translation>Убрать провидца</translation>
    </message>
    <message>
        <source>Troop Strength and special unit superiority</source>
        <translation>Сила войск и превосходство особых отрядов</translation>
    </message>
    <message>
        <source>S&amp;uperiority (GM):</source>
        <translation>П&amp;ревосходство (ведущий):</translation>
    </message>
    <message>
        <source>Special unit superiority the text does not cover: a Strategy bonus you judge (all light cavalry against all infantry, +3, is counted for you).</source>
        <translation>Превосходство особых отрядов, которое правила не описывают: бонус к Стратегии на ваше усмотрение (вся лёгкая кавалерия против всей пехоты, +3, учитывается автоматически).</translation>
    </message>
    <message>
        <source>PCs and named NPCs in the battle</source>
        <translation>Персонажи игроков и именные NPC в сражении</translation>
    </message>
    <message>
        <source>Combat skill</source>
        <translation>Боевой навык</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Выживание</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Слава</translation>
    </message>
    <message>
        <source>DR</source>
        <translation>СП</translation>
    </message>
    <message>
        <source>Commands (none/unit/army)</source>
        <translation>Командует (никем/отрядом/армией)</translation>
    </message>
    <message>
        <source>Add PC</source>
        <translation>Добавить персонажа</translation>
    </message>
    <message>
        <source>Remove PC</source>
        <translation>Убрать персонажа</translation>
    </message>
    <message>
        <source>Morale situation (every morale roll of this army)</source>
        <translation>Обстановка для Морали (каждый бросок Морали этой армии)</translation>
    </message>
    <message>
        <source>Other named modifiers (GM&apos;s own)</source>
        <translation>Другие именованные модификаторы (ведущего)</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>К чему применяется</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Add modifier</source>
        <translation>Добавить модификатор</translation>
    </message>
    <message>
        <source>Remove modifier</source>
        <translation>Убрать модификатор</translation>
    </message>
</context>
<context>
    <name>GurpsDisasterDialog</name>
    <message>
        <source>Disaster for %1</source>
        <translation>Катастрофа для %1</translation>
    </message>
    <message>
        <source>The Disaster table is not entered: roll your book&apos;s Disaster roll for %1 and say what happens.</source>
        <translation>Таблица Катастроф не введена: сделайте бросок Катастрофы по книге для %1 и опишите, что произошло.</translation>
    </message>
    <message>
        <source>%1 Add %2 to the roll for the enemy&apos;s powers (2 points each).</source>
        <translation>%1 Прибавьте %2 к броску за силы врага (по 2 очка за +1).</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Say what the disaster is.</source>
        <translation>Опишите катастрофу.</translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <source>&amp;What happens:</source>
        <translation>&amp;Что происходит:</translation>
    </message>
    <message>
        <source>the row of your book&apos;s Disaster table</source>
        <translation>строка таблицы Катастроф из вашей книги</translation>
    </message>
    <message>
        <source>&amp;Morale this battle:</source>
        <translation>&amp;Мораль в этом сражении:</translation>
    </message>
    <message>
        <source>&amp;Commanders are lost (morale stays down until a clear victory)</source>
        <translation>&amp;Командиры потеряны (Мораль остаётся сниженной до явной победы)</translation>
    </message>
</context>
<context>
    <name>GurpsGloryDialog</name>
    <message>
        <source>%1&apos;s Glory roll: %2 against %3, margin %4. Read the row for that margin in your book&apos;s Glory table.</source>
        <translation>Бросок Славы (%1): %2 против %3, запас %4. Найдите строку с этим запасом в таблице Славы вашей книги.</translation>
    </message>
    <message>
        <source>Glory result from your book</source>
        <translation>Результат Славы из вашей книги</translation>
    </message>
    <message>
        <source>&amp;Reputation:</source>
        <translation>&amp;Репутация:</translation>
    </message>
    <message>
        <source>&amp;Strategy (next battle):</source>
        <translation>&amp;Стратегия (в следующем сражении):</translation>
    </message>
    <message>
        <source>As the book&apos;s row gives it; Muster applies it only to a commander (the army&apos;s: bonuses 1 larger, penalties 1 smaller).</source>
        <translation>Как указано в строке книги; Muster применяет это только к командиру (командующему армией: бонусы на 1 больше, штрафы на 1 меньше).</translation>
    </message>
    <message>
        <source>For &amp;how long:</source>
        <translation>&amp;На какой срок:</translation>
    </message>
    <message>
        <source>e.g. a year</source>
        <translation>напр. год</translation>
    </message>
</context>
<context>
    <name>GurpsSetupDialog</name>
    <message>
        <source>Battle in the open field</source>
        <translation>Битва в чистом поле</translation>
    </message>
    <message>
        <source>Attack on a defended position</source>
        <translation>Атака укреплённой позиции</translation>
    </message>
    <message>
        <source>%1 (+%2 Strategy)</source>
        <translation>%1 (+%2 к Стратегии)</translation>
    </message>
    <message>
        <source>Only an attack on a defended position has works: untick them or change the type.</source>
        <translation>Укрепления бывают только при атаке укреплённой позиции: снимите отметки или смените тип.</translation>
    </message>
    <message>
        <source>Battle set-up</source>
        <translation>Подготовка сражения</translation>
    </message>
    <message>
        <source>Battle &amp;type:</source>
        <translation>&amp;Тип сражения:</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Атакующий:</translation>
    </message>
    <message>
        <source>The defender&apos;s &amp;works (they stack; defended position only):</source>
        <translation>&amp;Укрепления обороняющегося (складываются; только для обороняемой позиции):</translation>
    </message>
</context>
<context>
    <name>GurpsUnitDialog</name>
    <message>
        <source>Edit GURPS Unit</source>
        <translation>Правка отряда GURPS</translation>
    </message>
    <message>
        <source>Add GURPS Unit</source>
        <translation>Новый отряд GURPS</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Удерживает позицию</translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation>Отброшен</translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation>Отступил в хорошем порядке</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Бежит</translation>
    </message>
    <message>
        <source>TS cannot be worked out: %1</source>
        <translation>СВ не вычисляется: %1</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введена</translation>
    </message>
    <message>
        <source>computed</source>
        <translation>вычислена</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>запасной расчёт</translation>
    </message>
    <message>
        <source>TS %1 (%2):</source>
        <translation>СВ %1 (%2):</translation>
    </message>
    <message>
        <source>(the per-man table is read at the army&apos;s TL in battle)</source>
        <translation>(в битве таблица СВ на человека читается на ТУ армии)</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Дайте отряду название.</translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation>Сначала добавьте соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>Troop type: say what kind of troops these are.</source>
        <translation>Тип войск: укажите, что это за войска.</translation>
    </message>
    <message>
        <source>Head count: a unit in the field needs at least one soldier.</source>
        <translation>Численность: в отряде на поле нужен хотя бы один солдат.</translation>
    </message>
    <message>
        <source>Morale: below 3 the unit can never pass a morale roll; use 3 or more.</source>
        <translation>Мораль: ниже 3 отряд никогда не пробросит Мораль; укажите 3 или больше.</translation>
    </message>
    <message>
        <source>GURPS Mass Combat unit</source>
        <translation>Отряд GURPS Mass Combat</translation>
    </message>
    <message>
        <source>&amp;Unit</source>
        <translation>&amp;Отряд</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. Royal Pikes</source>
        <translation>напр. Королевские пикинёры</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>&amp;Troop type:</source>
        <translation>Тип во&amp;йск:</translation>
    </message>
    <message>
        <source>&amp;Head count:</source>
        <translation>&amp;Численность:</translation>
    </message>
    <message>
        <source> troops</source>
        <translation> чел.</translation>
    </message>
    <message>
        <source>&amp;Quality:</source>
        <translation>&amp;Качество:</translation>
    </message>
    <message>
        <source>Green, Average, Seasoned, Veteran or Elite; its numbers come from the Troop Quality table once you enter it from your book.</source>
        <translation>Зелёные, Средние, Опытные, Ветераны или Элита; числа берутся из таблицы Качества войск, как только вы внесёте её из своей книги.</translation>
    </message>
    <message>
        <source>&amp;Morale:</source>
        <translation>&amp;Мораль:</translation>
    </message>
    <message>
        <source>Rolled on 3d6: success at or under this number.</source>
        <translation>Бросок 3d6: успех, если выпало не больше этого числа.</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>Состо&amp;яние:</translation>
    </message>
    <message>
        <source>Losses so far:</source>
        <translation>Потери на данный момент:</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>&amp;Battles fought:</source>
        <translation>&amp;Проведено сражений:</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>ещё не считали</translation>
    </message>
    <message>
        <source>The unit&apos;s experience: battles fought (days of campaigning do not count). Muster adds one when a battle ends.</source>
        <translation>Опыт отряда: число проведённых сражений (дни похода не считаются). Muster прибавляет одно, когда сражение заканчивается.</translation>
    </message>
    <message>
        <source>&amp;Hiring cost:</source>
        <translation>Сто&amp;имость найма:</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>не указана</translation>
    </message>
    <message>
        <source>What raising the unit cost, from your book (with its quality&apos;s cost bonus). Monthly pay is 10% of it.</source>
        <translation>Сколько стоило собрать отряд, по вашей книге (с надбавкой за качество). Месячное жалованье — 10% от неё.</translation>
    </message>
    <message>
        <source>Troop St&amp;rength</source>
        <translation>Си&amp;ла войск</translation>
    </message>
    <message>
        <source>TS &amp;entered:</source>
        <translation>СВ &amp;введена:</translation>
    </message>
    <message>
        <source>worked out</source>
        <translation>вычисляется</translation>
    </message>
    <message>
        <source>The unit&apos;s TS from your book. Left at &quot;worked out&quot;, Muster computes it from TS per man (or the per-man table once entered), else falls back to head count.</source>
        <translation>Сила войск отряда по вашей книге. Если оставить «вычисляется», Muster рассчитает её по СВ на человека (или по таблице на человека, когда она внесена), иначе — по численности.</translation>
    </message>
    <message>
        <source>TS &amp;per man:</source>
        <translation>СВ на ч&amp;еловека:</translation>
    </message>
    <message>
        <source>from the table</source>
        <translation>по таблице</translation>
    </message>
    <message>
        <source>TS per man for this troop type and TL (the book&apos;s table); racial, missile and armour bonuses are added as the rules say.</source>
        <translation>СВ на человека для этого типа войск и ТУ (таблица из книги); расовые бонусы и бонусы за метательное оружие и доспехи добавляются по правилам.</translation>
    </message>
    <message>
        <source>&amp;TL:</source>
        <translation>&amp;ТУ:</translation>
    </message>
    <message>
        <source>the army&apos;s</source>
        <translation>как у армии</translation>
    </message>
    <message>
        <source>&amp;Stirrups (cavalry)</source>
        <translation>Ст&amp;ремена (кавалерия)</translation>
    </message>
    <message>
        <source>Cavalry without stirrups: -1 TS per man.</source>
        <translation>Кавалерия без стремян: −1 СВ на человека.</translation>
    </message>
    <message>
        <source>&amp;Missile bonus:</source>
        <translation>Бонус за мет&amp;ательное:</translation>
    </message>
    <message>
        <source>TS per man added for missile weapons (from your book), after the racial minimum of 1.</source>
        <translation>СВ на человека за метательное оружие (по вашей книге), добавляется после расового минимума 1.</translation>
    </message>
    <message>
        <source>&amp;Armour bonus:</source>
        <translation>Бонус за &amp;доспехи:</translation>
    </message>
    <message>
        <source>TS per man added for armour (from your book), after the racial minimum of 1.</source>
        <translation>СВ на человека за доспехи (по вашей книге), добавляется после расового минимума 1.</translation>
    </message>
    <message>
        <source>Non-human race (racial modifier = half of ST + 10 per Super Strength + HT + extra HP)</source>
        <translation>Нечеловеческая раса (расовый модификатор = половина от ST + 10 за уровень Суперсилы + HT + дополнительные HP)</translation>
    </message>
    <message>
        <source>S&amp;T:</source>
        <translation>&amp;ST:</translation>
    </message>
    <message>
        <source>H&amp;T:</source>
        <translation>&amp;HT:</translation>
    </message>
    <message>
        <source>E&amp;xtra HP:</source>
        <translation>Доп. H&amp;P:</translation>
    </message>
    <message>
        <source>S&amp;uper Strength:</source>
        <translation>С&amp;уперсила:</translation>
    </message>
    <message>
        <source>&amp;Or the modifier:</source>
        <translation>Или моди&amp;фикатор:</translation>
    </message>
    <message>
        <source>from ST, HT, HP</source>
        <translation>по ST, HT, HP</translation>
    </message>
    <message>
        <source>The racial modifier from your book (lizard men +3, hobbits -1); left alone, Muster works it out from the numbers beside.</source>
        <translation>Расовый модификатор по вашей книге (люди-ящеры +3, хоббиты −1); если его не трогать, Muster рассчитает его по числам рядом.</translation>
    </message>
    <message>
        <source>Special weapons and vehicles (how many of each):</source>
        <translation>Особое оружие и техника (сколько каждого):</translation>
    </message>
    <message>
        <source>Weapon or vehicle</source>
        <translation>Оружие или техника</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Сколько</translation>
    </message>
</context>
<context>
    <name>GurpsUpkeepDialog</name>
    <message>
        <source>The book&apos;s number, from house rules.</source>
        <translation>Число из книги, из домашних правил.</translation>
    </message>
    <message>
        <source>Your call: the book&apos;s number was not retrieved (enter it under House rules ▸ Upkeep ▸ Missed pay ▸ Failure morale).</source>
        <translation>На ваше усмотрение: число из книги не найдено (введите его в Домашние правила ▸ Содержание ▸ Невыплата ▸ Мораль при провале).</translation>
    </message>
    <message>
        <source>No army has GURPS Mass Combat units yet.</source>
        <translation>Пока ни в одной армии нет отрядов GURPS Массовый бой.</translation>
    </message>
    <message>
        <source>extra pay %1</source>
        <translation>доплата %1</translation>
    </message>
    <message>
        <source>missed pay %1</source>
        <translation>невыплата %1</translation>
    </message>
    <message>
        <source>+%1% extra: Morale %2 next month</source>
        <translation>+%1% доплаты: Мораль %2 в следующем месяце</translation>
    </message>
    <message>
        <source>Pay missed: every unit rolls Morale (Veteran and Elite at most 14); a failure costs the Morale below and bad results of your choosing.</source>
        <translation>Невыплата жалованья: каждый отряд бросает Мораль (Ветераны и Элита — не выше 14); провал стоит указанной ниже Морали и неприятностей на ваш выбор.</translation>
    </message>
    <message>
        <source>Normal pay is %1% of each unit&apos;s hiring cost a month.</source>
        <translation>Обычное жалованье — %1% стоимости найма отряда в месяц.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1 paid: %2</source>
        <translation>%1 — жалованье выплачено: %2</translation>
    </message>
    <message>
        <source>%1 Morale %2→%3</source>
        <translation>%1: Мораль %2→%3</translation>
    </message>
    <message>
        <source>no Morale change</source>
        <translation>Мораль не изменилась</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation>Сначала откройте или создайте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>GURPS upkeep</source>
        <translation>Содержание армии GURPS</translation>
    </message>
    <message>
        <source>&amp;Army:</source>
        <translation>&amp;Армия:</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Войска</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Сражения</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Pay a month</source>
        <translation>Жалованье в месяц</translation>
    </message>
    <message>
        <source>Pay effects</source>
        <translation>Последствия выплат</translation>
    </message>
    <message>
        <source>&amp;Pay day</source>
        <translation>&amp;День выплаты</translation>
    </message>
    <message>
        <source>Pa&amp;id this month:</source>
        <translation>&amp;Выплачено в этом месяце:</translation>
    </message>
    <message>
        <source>% of normal pay</source>
        <translation>% обычного жалованья</translation>
    </message>
    <message>
        <source>A failed roll &amp;costs:</source>
        <translation>Проваленный бросок &amp;стоит:</translation>
    </message>
    <message>
        <source> Morale</source>
        <translation> Морали</translation>
    </message>
    <message>
        <source>Pa&amp;y the army</source>
        <translation>Выпла&amp;тить армии</translation>
    </message>
    <message>
        <source>&amp;Treachery</source>
        <translation>&amp;Предательство</translation>
    </message>
    <message>
        <source>Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered).</source>
        <translation>Предательство в армии: все остальные отряды бросают Мораль; провал −1, успех +1 (гнев).</translation>
    </message>
    <message>
        <source>T&amp;raitors:</source>
        <translation>П&amp;редатели:</translation>
    </message>
    <message>
        <source>Roll &amp;Morale for the other units</source>
        <translation>Бросить &amp;Мораль за остальные отряды</translation>
    </message>
    <message>
        <source>R&amp;ecruits</source>
        <translation>Попо&amp;лнение</translation>
    </message>
    <message>
        <source>Replacements: the unit&apos;s battles become the average over all its men, recruits counting their quality&apos;s lowest number of battles (Green 1).</source>
        <translation>Пополнение: число сражений отряда становится средним по всем его бойцам, а новобранцы считаются с наименьшим числом сражений для своего качества (Зелёные — 1).</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Отряд:</translation>
    </message>
    <message>
        <source>&amp;Men:</source>
        <translation>&amp;Бойцов:</translation>
    </message>
    <message>
        <source>&amp;Quality:</source>
        <translation>&amp;Качество:</translation>
    </message>
    <message>
        <source>&amp;Add the recruits</source>
        <translation>Добав&amp;ить пополнение</translation>
    </message>
</context>
<context>
    <name>HeatGauge</name>
    <message>
        <source>Heat gauge</source>
        <translation>Шкала нагрева</translation>
    </message>
    <message>
        <source>Heat %1 of %2 (shutdown checks from %3); %4 this turn, %5 sinks, about %6 after the damage phase. Effects now: %7</source>
        <translation>Нагрев %1 из %2 (проверки отключения с %3); %4 за этот ход, теплоотводов %5, около %6 после фазы урона. Эффекты сейчас: %7</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>HelpCommands</name>
    <message>
        <source>About Muster</source>
        <translation>О программе Muster</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;A battle manager for tabletop game masters: BUCS, By This Poleaxe, GURPS Mass Combat and d20 mech combat.&lt;/p&gt;&lt;p&gt;Every action is saved at once and can be undone, even after reopening the campaign.&lt;/p&gt;&lt;p&gt;Licence: MIT (see the LICENSE file).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Muster %1&lt;/h3&gt;&lt;p&gt;Менеджер сражений для ведущих настольных игр: BUCS, By This Poleaxe, GURPS Mass Combat и бои мехов по d20.&lt;/p&gt;&lt;p&gt;Каждое действие сразу сохраняется и может быть отменено — даже после повторного открытия кампании.&lt;/p&gt;&lt;p&gt;Лицензия: MIT (см. файл LICENSE).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Python %1 · Qt %2 · PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;Python %1 · Qt %2 · PySide6 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quick Start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>&lt;ol&gt;&lt;li&gt;Add a side (Ctrl+Shift+N), a force (Ctrl+Shift+F) and units (Ctrl+U) in the Army Roster.&lt;/li&gt;&lt;li&gt;Start a battle (Ctrl+B) and pick the units taking part.&lt;/li&gt;&lt;li&gt;Choose attacker and target; the odds show before you roll (Ctrl+K).&lt;/li&gt;&lt;li&gt;Walk the phases with Ctrl+. and Ctrl+, ; Ctrl+Z undoes anything.&lt;/li&gt;&lt;li&gt;Rolling real dice? Turn on Edit ▸ Manual Dice (Ctrl+D).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Everything is saved as you go; there is no Save button to forget.&lt;/p&gt;</source>
        <translation>&lt;ol&gt;&lt;li&gt;Добавьте в составе армий сторону (Ctrl+Shift+N), соединение (Ctrl+Shift+F) и отряды (Ctrl+U).&lt;/li&gt;&lt;li&gt;Начните сражение (Ctrl+B) и выберите участвующие отряды.&lt;/li&gt;&lt;li&gt;Выберите атакующего и цель; шансы видны ещё до броска (Ctrl+K).&lt;/li&gt;&lt;li&gt;Переходите по фазам клавишами Ctrl+. и Ctrl+, ; Ctrl+Z отменяет что угодно.&lt;/li&gt;&lt;li&gt;Бросаете настоящие кубики? Включите Правка ▸ Ручные кубики (Ctrl+D).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Всё сохраняется по ходу игры; кнопки «Сохранить», о которой можно забыть, здесь нет.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Show the history of</source>
        <translation>Показать историю</translation>
    </message>
    <message>
        <source>Click an action to go back to just after it; Redo steps forward again.</source>
        <translation>Щёлкните действие, чтобы вернуться к моменту сразу после него; вперёд можно вернуться командой «Повторить».</translation>
    </message>
    <message>
        <source>History of actions</source>
        <translation>История действий</translation>
    </message>
    <message>
        <source>Current battle</source>
        <translation>Текущее сражение</translation>
    </message>
    <message>
        <source>Whole campaign</source>
        <translation>Вся кампания</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (выполнено)</translation>
    </message>
    <message>
        <source>%1 (undone: Redo or a click brings it back)</source>
        <translation>%1 (отменено: вернуть можно командой «Повторить» или щелчком)</translation>
    </message>
</context>
<context>
    <name>InitiativeModel</name>
    <message>
        <source>(removed unit)</source>
        <translation>(отряд удалён)</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Search names, categories, tags…</source>
        <translation>Поиск по названиям, категориям, меткам…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Поиск в библиотеке</translation>
    </message>
    <message>
        <source>Rules system filter</source>
        <translation>Фильтр по системе правил</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>Library templates</source>
        <translation>Шаблоны библиотеки</translation>
    </message>
    <message>
        <source>Add to Roster</source>
        <translation>Добавить в состав</translation>
    </message>
    <message>
        <source>Add the selected templates to the force selected in the Army Roster (or drag them onto a force).</source>
        <translation>Добавить выбранные шаблоны в соединение, выбранное в составе армий (или перетащите их на соединение).</translation>
    </message>
    <message>
        <source>Save Unit to Library</source>
        <translation>Сохранить отряд в библиотеку</translation>
    </message>
    <message>
        <source>Keep the unit selected in the Army Roster as a template.</source>
        <translation>Сохранить отряд, выбранный в составе армий, как шаблон.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n шаблон</numerusform>
            <numerusform>%n шаблона</numerusform>
            <numerusform>%n шаблонов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 templates shown</source>
        <translation>Показано шаблонов: %1 из %2</translation>
    </message>
    <message>
        <source>The library is empty: select a unit in the Army Roster and press “Save Unit to Library”, or import a library file (File menu).</source>
        <translation>Библиотека пуста: выберите отряд в составе армий и нажмите «Сохранить отряд в библиотеку» или импортируйте файл библиотеки (меню «Файл»).</translation>
    </message>
    <message>
        <source>Delete Templates</source>
        <translation>Удаление шаблонов</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n template(s) from your library? This cannot be undone (campaigns keep their units).</source>
        <translation>
            <numerusform>Удалить %n шаблон из библиотеки? Это нельзя отменить (кампании сохранят свои отряды).</numerusform>
            <numerusform>Удалить %n шаблона из библиотеки? Это нельзя отменить (кампании сохранят свои отряды).</numerusform>
            <numerusform>Удалить %n шаблонов из библиотеки? Это нельзя отменить (кампании сохранят свои отряды).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Метки</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <translation>%1 %2 (%3–%4)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 %2: %3 — %4</source>
        <translation>%1 %2: %3 — %4</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1 (копия %2)</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>%1 added to %2 from the library</source>
        <translation>%1 добавлен в соединение %2 из библиотеки</translation>
    </message>
    <message>
        <source>%1 edited</source>
        <translation>Изменено: %1</translation>
    </message>
    <message>
        <source>%1 hidden from the players</source>
        <translation>Отряд %1 скрыт от игроков</translation>
    </message>
    <message>
        <source>%1 is now acting</source>
        <translation>Теперь действует %1</translation>
    </message>
    <message>
        <source>%1 join %2</source>
        <translation>%1 вступают в сражение %2</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 вступает в сражение %2</translation>
    </message>
    <message>
        <source>%1 renamed %2</source>
        <translation>Переименование: %1 → %2</translation>
    </message>
    <message>
        <source>%1 revealed to the players</source>
        <translation>Отряд %1 показан игрокам</translation>
    </message>
    <message>
        <source>%1 runs, seed %2</source>
        <translation>прогонов: %1, зерно %2</translation>
    </message>
    <message>
        <source>%1: %2 [%3] = %4 ≤ %5%6: %7</source>
        <translation>%1: %2 [%3] = %4 ≤ %5%6: %7</translation>
    </message>
    <message>
        <source>%1: %2 [%3]%4 = %5 vs %6: %7</source>
        <translation>%1: %2 [%3]%4 = %5 против %6: %7</translation>
    </message>
    <message numerus="yes">
        <source>%n copies made</source>
        <translation>
            <numerusform>Сделана %n копия</numerusform>
            <numerusform>Сделано %n копии</numerusform>
            <numerusform>Сделано %n копий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>Изменён %n отряд</numerusform>
            <numerusform>Изменено %n отряда</numerusform>
            <numerusform>Изменено %n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported from a spreadsheet</source>
        <translation>
            <numerusform>Из таблицы импортирован %n отряд</numerusform>
            <numerusform>Из таблицы импортировано %n отряда</numerusform>
            <numerusform>Из таблицы импортировано %n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1</source>
        <translation>
            <numerusform>%n отряд переведён в соединение %1</numerusform>
            <numerusform>%n отряда переведены в соединение %1</numerusform>
            <numerusform>%n отрядов переведено в соединение %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) moved to %1: %2</source>
        <translation>
            <numerusform>%n отряд переведён в соединение %1: %2</numerusform>
            <numerusform>%n отряда переведены в соединение %1: %2</numerusform>
            <numerusform>%n отрядов переведено в соединение %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s): %1</source>
        <translation>
            <numerusform>Изменён %n отряд: %1</numerusform>
            <numerusform>Изменено %n отряда: %1</numerusform>
            <numerusform>Изменено %n отрядов: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units added to %1 from the library</source>
        <translation>
            <numerusform>%n отряд добавлен в соединение %1 из библиотеки</numerusform>
            <numerusform>%n отряда добавлены в соединение %1 из библиотеки</numerusform>
            <numerusform>%n отрядов добавлено в соединение %1 из библиотеки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units hidden from the players</source>
        <translation>
            <numerusform>%n отряд скрыт от игроков</numerusform>
            <numerusform>%n отряда скрыты от игроков</numerusform>
            <numerusform>%n отрядов скрыты от игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units revealed to the players</source>
        <translation>
            <numerusform>%n отряд показан игрокам</numerusform>
            <numerusform>%n отряда показаны игрокам</numerusform>
            <numerusform>%n отрядов показаны игрокам</numerusform>
        </translation>
    </message>
    <message>
        <source>1 copy made</source>
        <translation>Сделана 1 копия</translation>
    </message>
    <message>
        <source>Add %1 from the library</source>
        <translation>Добавить %1 из библиотеки</translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation>Добавить %1 в сражение %2</translation>
    </message>
    <message numerus="yes">
        <source>Add %n units from the library</source>
        <translation>
            <numerusform>Добавить %n отряд из библиотеки</numerusform>
            <numerusform>Добавить %n отряда из библиотеки</numerusform>
            <numerusform>Добавить %n отрядов из библиотеки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n units to %1</source>
        <translation>
            <numerusform>Добавить %n отряд в сражение %1</numerusform>
            <numerusform>Добавить %n отряда в сражение %1</numerusform>
            <numerusform>Добавить %n отрядов в сражение %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Add force %1</source>
        <translation>Добавить соединение %1</translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation>Добавить сторону %1</translation>
    </message>
    <message>
        <source>Add unit %1</source>
        <translation>Добавить отряд %1</translation>
    </message>
    <message>
        <source>Add units to battle</source>
        <translation>Добавить отряды в сражение</translation>
    </message>
    <message>
        <source>Advance to %1</source>
        <translation>Перейти к фазе «%1»</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Вернуться к фазе «%1»</translation>
    </message>
    <message>
        <source>Back to %1 %2: %3</source>
        <translation>Возврат: %1 %2, %3</translation>
    </message>
    <message>
        <source>Back to %1 %2: %3 — %4</source>
        <translation>Возврат: %1 %2, %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins (%n units)</source>
        <translation>
            <numerusform>Начинается сражение %1 (%n отряд)</numerusform>
            <numerusform>Начинается сражение %1 (%n отряда)</numerusform>
            <numerusform>Начинается сражение %1 (%n отрядов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units)</source>
        <translation>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отряд)</numerusform>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отряда)</numerusform>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отрядов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle %1 begins from scenario %2 (%n units) — %3</source>
        <translation>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отряд) — %3</numerusform>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отряда) — %3</numerusform>
            <numerusform>Сражение %1 начинается по сценарию %2 (%n отрядов) — %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Change active unit</source>
        <translation>Сменить действующий отряд</translation>
    </message>
    <message>
        <source>Delete force</source>
        <translation>Удалить соединение</translation>
    </message>
    <message>
        <source>Delete force %1</source>
        <translation>Удалить соединение %1</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>Удалить сценарий</translation>
    </message>
    <message>
        <source>Delete scenario %1</source>
        <translation>Удалить сценарий %1</translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <source>Delete unit %1</source>
        <translation>Удалить отряд %1</translation>
    </message>
    <message>
        <source>Dice roller</source>
        <translation>Бросок кубиков</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Копировать %1</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n unit(s)</source>
        <translation>
            <numerusform>Копировать %n отряд</numerusform>
            <numerusform>Копировать %n отряда</numerusform>
            <numerusform>Копировать %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate scenario %1</source>
        <translation>Копировать сценарий %1</translation>
    </message>
    <message>
        <source>Duplicate units</source>
        <translation>Копировать отряды</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Правка: %1</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n unit(s)</source>
        <translation>
            <numerusform>Изменить %n отряд</numerusform>
            <numerusform>Изменить %n отряда</numerusform>
            <numerusform>Изменить %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit scenario %1</source>
        <translation>Изменить сценарий %1</translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation>Изменить отряд</translation>
    </message>
    <message>
        <source>Force %1 added to %2</source>
        <translation>Соединение %1 добавлено к стороне %2</translation>
    </message>
    <message numerus="yes">
        <source>Force %1 imported into %2 (%n units)</source>
        <translation>
            <numerusform>Соединение %1 импортировано к стороне %2 (%n отряд)</numerusform>
            <numerusform>Соединение %1 импортировано к стороне %2 (%n отряда)</numerusform>
            <numerusform>Соединение %1 импортировано к стороне %2 (%n отрядов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Force %1 removed with its units</source>
        <translation>Соединение %1 удалено вместе с отрядами</translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 %5s): %3; about %4 %5s to a decision.</source>
        <translation>Прогноз (%1, не более %2, единица: %5): %3; до развязки около %4 (%5).</translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 days): %3; about %4 days to a decision.</source>
        <translation>Прогноз (%1, не более %2 дней): %3; до развязки около %4 дня.</translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 rounds): %3; about %4 rounds to a decision.</source>
        <translation>Прогноз (%1, не более %2 раундов): %3; до развязки около %4 раунда.</translation>
    </message>
    <message>
        <source>Forecast (%1, up to %2 turns): %3; about %4 turns to a decision.</source>
        <translation>Прогноз (%1, не более %2 ходов): %3; до развязки около %4 хода.</translation>
    </message>
    <message>
        <source>Hide %1 from players</source>
        <translation>Скрыть %1 от игроков</translation>
    </message>
    <message numerus="yes">
        <source>Hide %n units from players</source>
        <translation>
            <numerusform>Скрыть %n отряд от игроков</numerusform>
            <numerusform>Скрыть %n отряда от игроков</numerusform>
            <numerusform>Скрыть %n отрядов от игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide units</source>
        <translation>Скрыть отряды</translation>
    </message>
    <message>
        <source>House rules for %1</source>
        <translation>Домашние правила для %1</translation>
    </message>
    <message>
        <source>House rules for %1 changed</source>
        <translation>Домашние правила для %1 изменены</translation>
    </message>
    <message>
        <source>House rules for %1 reset to defaults</source>
        <translation>Домашние правила для %1 сброшены к исходным</translation>
    </message>
    <message numerus="yes">
        <source>Import %n unit(s) from CSV</source>
        <translation>
            <numerusform>Импортировать %n отряд из CSV</numerusform>
            <numerusform>Импортировать %n отряда из CSV</numerusform>
            <numerusform>Импортировать %n отрядов из CSV</numerusform>
        </translation>
    </message>
    <message>
        <source>Import force %1</source>
        <translation>Импортировать соединение %1</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Импортированные</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Следующая фаза</translation>
    </message>
    <message>
        <source>Note forecast</source>
        <translation>Записать прогноз</translation>
    </message>
    <message>
        <source>Players&apos; side: %1</source>
        <translation>Сторона игроков: %1</translation>
    </message>
    <message>
        <source>Previous phase</source>
        <translation>Предыдущая фаза</translation>
    </message>
    <message>
        <source>Rename to %1</source>
        <translation>Переименовать в %1</translation>
    </message>
    <message>
        <source>Reveal %1 to players</source>
        <translation>Показать %1 игрокам</translation>
    </message>
    <message numerus="yes">
        <source>Reveal %n units to players</source>
        <translation>
            <numerusform>Показать игрокам %n отряд</numerusform>
            <numerusform>Показать игрокам %n отряда</numerusform>
            <numerusform>Показать игрокам %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal units</source>
        <translation>Показать отряды</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Бросок %1</translation>
    </message>
    <message>
        <source>Save scenario %1</source>
        <translation>Сохранить сценарий %1</translation>
    </message>
    <message>
        <source>Scenario %1 copied as %2</source>
        <translation>Сценарий %1 скопирован как %2</translation>
    </message>
    <message>
        <source>Scenario %1 edited</source>
        <translation>Сценарий %1 изменён</translation>
    </message>
    <message numerus="yes">
        <source>Scenario %1 prepared (%n units)</source>
        <translation>
            <numerusform>Подготовлен сценарий %1 (%n отряд)</numerusform>
            <numerusform>Подготовлен сценарий %1 (%n отряда)</numerusform>
            <numerusform>Подготовлен сценарий %1 (%n отрядов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario %1 removed</source>
        <translation>Сценарий %1 удалён</translation>
    </message>
    <message>
        <source>Show enemy detail to players</source>
        <translation>Показывать игрокам подробности о противнике</translation>
    </message>
    <message>
        <source>Show players an enemy summary only</source>
        <translation>Показывать игрокам только сводку о противнике</translation>
    </message>
    <message>
        <source>Side %1 added</source>
        <translation>Добавлена сторона %1</translation>
    </message>
    <message>
        <source>Start battle %1</source>
        <translation>Начать сражение %1</translation>
    </message>
    <message>
        <source>Start scenario</source>
        <translation>Начать сценарий</translation>
    </message>
    <message>
        <source>The players now command %1</source>
        <translation>Теперь игроки командуют стороной %1</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Unit %1 added to %2</source>
        <translation>Отряд %1 добавлен в соединение %2</translation>
    </message>
    <message>
        <source>Unit %1 removed</source>
        <translation>Отряд %1 удалён</translation>
    </message>
    <message>
        <source>conditions: %1</source>
        <translation>условия: %1</translation>
    </message>
    <message>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <source>distance: %1</source>
        <translation>расстояние: %1</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точный</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>неудача</translation>
    </message>
    <message>
        <source>positions: %1</source>
        <translation>позиции: %1</translation>
    </message>
    <message>
        <source>round</source>
        <translation>раунд</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Dice and modifiers</source>
        <translation>Кубики и модификаторы</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muster</source>
        <extracomment>docks whose View-menu toggle is a command of its own rather than &quot;toggle_&lt;dock&gt;&quot;</extracomment>
        <translation>Muster</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Повт&amp;орить</translation>
    </message>
    <message>
        <source>Undo &amp;Campaign Change</source>
        <translation>Отменить изменение &amp;кампании</translation>
    </message>
    <message>
        <source>Redo Campaign C&amp;hange</source>
        <translation>Повторить изменение кампа&amp;нии</translation>
    </message>
    <message>
        <source>no campaign open</source>
        <translation>кампания не открыта</translation>
    </message>
    <message>
        <source>Manual dice: you will be asked for each roll.</source>
        <translation>Ручные кубики: Muster спросит результат каждого броска.</translation>
    </message>
    <message>
        <source>Automatic dice.</source>
        <translation>Автоматические кубики.</translation>
    </message>
    <message>
        <source>GURPS &amp;Upkeep (Pay, Treachery, Recruits)…</source>
        <translation>GURPS: &amp;содержание (жалованье, измена, новобранцы)…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Кампания</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Сражение</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Спр&amp;авка</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Основная панель</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Новая кампания…</translation>
    </message>
    <message>
        <source>New Campaign from &amp;Sample…</source>
        <translation>Новая кампания из &amp;примера…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>&amp;Открыть кампанию…</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>Сохранить &amp;копию как…</translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation>&amp;Закрыть кампанию</translation>
    </message>
    <message>
        <source>Check &amp;File</source>
        <translation>Проверить &amp;файл</translation>
    </message>
    <message>
        <source>Export Log as &amp;CSV…</source>
        <translation>Экспорт журнала в &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Log as &amp;Markdown…</source>
        <translation>Экспорт журнала в &amp;Markdown…</translation>
    </message>
    <message>
        <source>&amp;Import Scenario, Force or Library…</source>
        <translation>&amp;Импорт сценария, соединения или библиотеки…</translation>
    </message>
    <message>
        <source>Import Roster from C&amp;SV…</source>
        <translation>Импорт состава из C&amp;SV…</translation>
    </message>
    <message>
        <source>Export &amp;Scenario…</source>
        <translation>Экспорт &amp;сценария…</translation>
    </message>
    <message>
        <source>&amp;Export Selected Force…</source>
        <translation>&amp;Экспорт выбранного соединения…</translation>
    </message>
    <message>
        <source>Export &amp;Library…</source>
        <translation>Экспорт &amp;библиотеки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Manual Dice (enter physical rolls)</source>
        <translation>&amp;Ручные кубики (ввод настоящих бросков)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Сочетания клавиш…</translation>
    </message>
    <message>
        <source>Add &amp;Side…</source>
        <translation>Добавить с&amp;торону…</translation>
    </message>
    <message>
        <source>Add &amp;Force…</source>
        <translation>Добавить &amp;соединение…</translation>
    </message>
    <message>
        <source>Add &amp;Unit…</source>
        <translation>Добавить &amp;отряд…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <source>&amp;Delete Unit or Force</source>
        <translation>&amp;Удалить отряд или соединение</translation>
    </message>
    <message>
        <source>D&amp;uplicate Units</source>
        <translation>&amp;Дублировать отряды</translation>
    </message>
    <message>
        <source>&amp;Bulk Edit Units…</source>
        <translation>&amp;Массовая правка отрядов…</translation>
    </message>
    <message>
        <source>Save Unit to &amp;Library</source>
        <translation>Сохранить отряд в &amp;библиотеку</translation>
    </message>
    <message>
        <source>Apply &amp;Damage…</source>
        <translation>Нанести у&amp;рон…</translation>
    </message>
    <message>
        <source>&amp;Table Link…</source>
        <translation>Свя&amp;зь со столом…</translation>
    </message>
    <message>
        <source>Serve each side&apos;s page to the players&apos; phones and the table&apos;s page to a TV, over this computer&apos;s network</source>
        <translation>Раздать страницу каждой стороны на телефоны игроков, а страницу стола — на телевизор, через сеть этого компьютера</translation>
    </message>
    <message>
        <source>D&amp;ice Report…</source>
        <translation>Отчёт по куб&amp;икам…</translation>
    </message>
    <message>
        <source>Is a die fair? How often each face came up, against a fair die</source>
        <translation>Честный ли кубик? Как часто выпадала каждая грань по сравнению с честным кубиком</translation>
    </message>
    <message>
        <source>&amp;New Battle…</source>
        <translation>&amp;Новое сражение…</translation>
    </message>
    <message>
        <source>&amp;Scenarios…</source>
        <translation>С&amp;ценарии…</translation>
    </message>
    <message>
        <source>New Scenario from Ro&amp;ster…</source>
        <translation>Новый сценарий из с&amp;остава…</translation>
    </message>
    <message>
        <source>&amp;Resolve Action</source>
        <translation>&amp;Выполнить действие</translation>
    </message>
    <message>
        <source>Next &amp;Unit</source>
        <translation>Следующий о&amp;тряд</translation>
    </message>
    <message>
        <source>Ne&amp;xt Phase</source>
        <translation>Следующая &amp;фаза</translation>
    </message>
    <message>
        <source>&amp;Previous Phase</source>
        <translation>&amp;Предыдущая фаза</translation>
    </message>
    <message>
        <source>&amp;Rewind to Start of Round…</source>
        <translation>Отк&amp;ат к началу раунда…</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Сбросить расположение окон</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>&amp;Quick Start</source>
        <translation>&amp;Быстрый старт</translation>
    </message>
    <message>
        <source>&amp;About Muster</source>
        <translation>&amp;О программе Muster</translation>
    </message>
    <message>
        <source>Muster stopped while opening “%1” last time, so it was not opened again. Open it from File ▸ Open Recent when you are ready (File ▸ Check File then says whether it is damaged).</source>
        <translation>В прошлый раз Muster завершился во время открытия «%1», поэтому файл не открыт повторно. Откройте его через Файл ▸ Недавние, когда будете готовы (Файл ▸ Проверить файл покажет, не повреждён ли он).</translation>
    </message>
    <message>
        <source>Sample Campaign</source>
        <translation>Пример кампании</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>told of the new main window after a switch (the app&apos;s crash handler keeps the window it reports on)</extracomment>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Muster stopped while arranging its panels last time, so the saved layouts were set aside and the default layout is used. View ▸ Reset Layout brings it back at any time.</source>
        <translation>В прошлый раз Muster остановился, расставляя панели, поэтому сохранённые расположения окон отложены и используется расположение по умолчанию. Команда Вид ▸ Сбросить расположение окон вернёт его в любой момент.</translation>
    </message>
</context>
<context>
    <name>Mech</name>
    <message>
        <source>%1 %2 actuator</source>
        <translation>%1, актуатор: %2</translation>
    </message>
    <message>
        <source>%1 %2 actuator is out</source>
        <translation>%1: актуатор (%2) не работает</translation>
    </message>
    <message>
        <source>%1 (%2) fires %3, not %4</source>
        <translation>%1 (%2) стреляет %3, а не %4</translation>
    </message>
    <message>
        <source>%1 (rear)</source>
        <translation>%1 (назад)</translation>
    </message>
    <message>
        <source>%1 EXPLODES for %2 — %3</source>
        <translation>%1 ВЗРЫВАЕТСЯ, урон %2 — %3</translation>
    </message>
    <message>
        <source>%1 actuator hit</source>
        <translation>попадание в актуатор: %1</translation>
    </message>
    <message>
        <source>%1 actuator was already hit</source>
        <translation>актуатор (%1) уже был поражён</translation>
    </message>
    <message>
        <source>%1 already lost</source>
        <translation>уже потеряно: %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1 bonus</source>
        <translation>Бонус: %1</translation>
    </message>
    <message>
        <source>%1 cannot attack %2: it is on the same side. Attacks go at the other sides&apos; mechs.</source>
        <translation>%1 не может атаковать %2: это та же сторона. Атаковать можно только мехов других сторон.</translation>
    </message>
    <message>
        <source>%1 cannot attack %2: that is itself.</source>
        <translation>%1 не может атаковать %2: это он сам.</translation>
    </message>
    <message>
        <source>%1 cannot attack itself: choose a mech of another side</source>
        <translation>%1 не может атаковать сам себя: выберите меха другой стороны</translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation>%1 не может атаковать: %2</translation>
    </message>
    <message>
        <source>%1 cannot attack: the mech is shut down this turn</source>
        <translation>%1 не может атаковать: мех отключён в этом ходу</translation>
    </message>
    <message>
        <source>%1 cannot attack: the pilot is %2</source>
        <translation>%1 не может атаковать: пилот %2</translation>
    </message>
    <message>
        <source>%1 cannot fire weapons: sensors hit %2 times</source>
        <translation>%1 не может стрелять: попаданий в сенсоры — %2</translation>
    </message>
    <message>
        <source>%1 cannot fire: its location (%2) is lost</source>
        <translation>%1 не может стрелять: его место (%2) потеряно</translation>
    </message>
    <message>
        <source>%1 cannot fire: knocked out</source>
        <translation>%1 не может стрелять: выведено из строя</translation>
    </message>
    <message>
        <source>%1 cannot move like that: %2</source>
        <translation>%1 не может так двигаться: %2</translation>
    </message>
    <message>
        <source>%1 cannot move: %2</source>
        <translation>%1 не может двигаться: %2</translation>
    </message>
    <message>
        <source>%1 cannot move: the mech is shut down this turn</source>
        <translation>%1 не может двигаться: мех отключён в этом ходу</translation>
    </message>
    <message>
        <source>%1 cannot move: the pilot is %2</source>
        <translation>%1 не может двигаться: пилот %2</translation>
    </message>
    <message>
        <source>%1 carried from %2 → %3</source>
        <translation>%1 переходит с места «%2» → %3</translation>
    </message>
    <message>
        <source>%1 damage this turn</source>
        <translation>%1 урона за этот ход</translation>
    </message>
    <message>
        <source>%1 declares %2 at %3, range %4</source>
        <translation>%1 объявляет %2 по %3, дистанция %4</translation>
    </message>
    <message>
        <source>%1 declares %2 at %3, range %4 (%5)</source>
        <translation>%1 объявляет %2 по %3, дистанция %4 (%5)</translation>
    </message>
    <message>
        <source>%1 destroyed outright</source>
        <translation>сразу уничтожено: %1</translation>
    </message>
    <message>
        <source>%1 excess from %2 wasted</source>
        <translation>%1 лишнего урона с места «%2» пропадает</translation>
    </message>
    <message>
        <source>%1 explosion</source>
        <translation>взрыв: %1</translation>
    </message>
    <message>
        <source>%1 faces needed, only %2 left</source>
        <translation>нужно граней: %1, осталось только %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 от %2</translation>
    </message>
    <message>
        <source>%1 has a bad record sheet: %2: %3</source>
        <translation>У %1 ошибка в карточке: %2: %3</translation>
    </message>
    <message>
        <source>%1 has already moved this turn; undo that move to enter it again.</source>
        <translation>%1 уже двигался в этом ходу; отмените то движение, чтобы ввести его заново.</translation>
    </message>
    <message>
        <source>%1 has no ammo: %2 is empty</source>
        <translation>у %1 нет боекомплекта: %2 пуст</translation>
    </message>
    <message>
        <source>%1 has no ammo: %2 is knocked out or lost</source>
        <translation>у %1 нет боекомплекта: %2 выведен из строя или потерян</translation>
    </message>
    <message>
        <source>%1 has no charges left</source>
        <translation>у %1 не осталось зарядов</translation>
    </message>
    <message>
        <source>%1 has no feet: it cannot kick</source>
        <translation>у %1 нет стоп: удар ногой невозможен</translation>
    </message>
    <message>
        <source>%1 has no hands: it cannot punch</source>
        <translation>у %1 нет кистей: удар рукой невозможен</translation>
    </message>
    <message>
        <source>%1 has no weapon &apos;%2&apos; (weapons: %3; or punch, kick)</source>
        <translation>у %1 нет оружия «%2» (оружие: %3; или punch, kick)</translation>
    </message>
    <message>
        <source>%1 has only %2 charges left</source>
        <translation>у %1 осталось зарядов: %2</translation>
    </message>
    <message>
        <source>%1 heat sink items listed but only %2 sinks</source>
        <translation>указано теплоотводов-предметов: %1, а всего теплоотводов %2</translation>
    </message>
    <message>
        <source>%1 internal</source>
        <translation>%1 по структуре</translation>
    </message>
    <message>
        <source>%1 is already covered by row %2</source>
        <translation>%1 уже занято строкой %2</translation>
    </message>
    <message>
        <source>%1 is already out of the battle (%2)</source>
        <translation>%1 уже вне сражения (%2)</translation>
    </message>
    <message>
        <source>%1 is knocked out or its location is lost</source>
        <translation>%1 выведен из строя или его место потеряно</translation>
    </message>
    <message>
        <source>%1 is lost</source>
        <translation>потеряно: %1</translation>
    </message>
    <message>
        <source>%1 is on %2&apos;s own side: choose a mech of another side</source>
        <translation>%1 на стороне %2: выберите меха другой стороны</translation>
    </message>
    <message>
        <source>%1 is out of the battle: %2</source>
        <translation>%1 вне сражения: %2</translation>
    </message>
    <message>
        <source>%1 knocked out</source>
        <translation>%1 выведено из строя</translation>
    </message>
    <message>
        <source>%1 knocked out (empty: no explosion)</source>
        <translation>%1 выведено из строя (пусто: взрыва нет)</translation>
    </message>
    <message>
        <source>%1 leaves the battle (%2)</source>
        <translation>%1 покидает сражение (%2)</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>%1: потеря</translation>
    </message>
    <message>
        <source>%1 lost (%2)</source>
        <translation>потеряно: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 was lost in an earlier round and cannot be repaired</source>
        <translation>%1 меха %2 потеряно в прошлом раунде, ремонт невозможен</translation>
    </message>
    <message>
        <source>%1 sinks = %2</source>
        <translation>%1 теплоотводы = %2</translation>
    </message>
    <message>
        <source>%1 stays put</source>
        <translation>%1 остаётся на месте</translation>
    </message>
    <message>
        <source>%1 terrain changes in %2 ground hexes</source>
        <translation>%1 смен местности на %2 гекс. по земле</translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation>%1 к попаданию</translation>
    </message>
    <message>
        <source>%1 to hit, -%2 MP</source>
        <translation>%1 к попаданию, -%2 ОП</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>%1 was already knocked out</source>
        <translation>%1 уже выведено из строя</translation>
    </message>
    <message>
        <source>%1 was lost in an earlier round and cannot be repaired</source>
        <translation>%1: потеряно в прошлом раунде, ремонт невозможен</translation>
    </message>
    <message>
        <source>%1 wasted (nothing left)</source>
        <translation>%1 впустую (ничего не осталось)</translation>
    </message>
    <message>
        <source>%1 withdraws the %2 attack at %3</source>
        <translation>%1 отзывает атаку (%2) по %3</translation>
    </message>
    <message>
        <source>%1%2 = %3 vs %4</source>
        <translation>%1%2 = %3 против %4</translation>
    </message>
    <message>
        <source>%1+ damage this turn</source>
        <translation>%1+ урона за этот ход</translation>
    </message>
    <message>
        <source>%1: %2 (natural 20), HIT: %3</source>
        <translation>%1: %2 (натуральная 20), ПОПАДАНИЕ: %3</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 по %3</translation>
    </message>
    <message>
        <source>%1: %2 consciousness roll (%3)</source>
        <translation>%1: %2, бросок на сознание (%3)</translation>
    </message>
    <message>
        <source>%1: %2 damage die %3 on %4</source>
        <translation>%1: %2, кубик урона %3 по %4</translation>
    </message>
    <message>
        <source>%1: %2 explodes (%3)</source>
        <translation>%1: %2 взрывается (%3)</translation>
    </message>
    <message>
        <source>%1: %2 has %3 left and %4 already declared this phase (weapons on one bin share it)</source>
        <translation>%1: в %2 осталось %3, и %4 уже объявлено в этой фазе (оружие с одним боекомплектом делит его)</translation>
    </message>
    <message>
        <source>%1: %2 hit location on %3</source>
        <translation>%1: %2, место попадания по %3</translation>
    </message>
    <message>
        <source>%1: %2 hit location on %3 (%4 of %5)</source>
        <translation>%1: %2, место попадания по %3 (%4 из %5)</translation>
    </message>
    <message>
        <source>%1: %2 repair on %3 %4</source>
        <translation>%1: %2 — ремонт %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2, HIT: %3</source>
        <translation>%1: %2, ПОПАДАНИЕ: %3</translation>
    </message>
    <message>
        <source>%1: %2, miss</source>
        <translation>%1: %2, промах</translation>
    </message>
    <message>
        <source>%1: DESTROYED</source>
        <translation>%1: УНИЧТОЖЕН</translation>
    </message>
    <message>
        <source>%1: DESTROYED (%2)</source>
        <translation>%1: УНИЧТОЖЕН (%2)</translation>
    </message>
    <message>
        <source>%1: GEL misses</source>
        <translation>%1: GEL мимо</translation>
    </message>
    <message>
        <source>%1: GEL repairs %2 on %3</source>
        <translation>%1: GEL чинит %2 (%3)</translation>
    </message>
    <message>
        <source>%1: PILOT DEAD</source>
        <translation>%1: ПИЛОТ ПОГИБ</translation>
    </message>
    <message>
        <source>%1: ammunition check at heat %2</source>
        <translation>%1: проверка боекомплекта при нагреве %2</translation>
    </message>
    <message>
        <source>%1: critical hit roll, %2 (%3)</source>
        <translation>%1: бросок на критическое попадание, %2 (%3)</translation>
    </message>
    <message>
        <source>%1: expected a list of whole numbers</source>
        <translation>%1: ожидается список целых чисел</translation>
    </message>
    <message>
        <source>%1: expected an object of dice kinds (%2)</source>
        <translation>%1: ожидается объект с видами бросков (%2)</translation>
    </message>
    <message>
        <source>%1: initiative</source>
        <translation>%1: инициатива</translation>
    </message>
    <message>
        <source>%1: initiative (tie reroll)</source>
        <translation>%1: инициатива (переброс при ничьей)</translation>
    </message>
    <message>
        <source>%1: must be a whole number from 0 to 100</source>
        <translation>%1: должно быть целым числом от 0 до 100</translation>
    </message>
    <message>
        <source>%1: not a field of a movement (expected %2)</source>
        <translation>%1: у перемещения нет такого поля (ожидалось %2)</translation>
    </message>
    <message>
        <source>%1: nothing to do</source>
        <translation>%1: делать нечего</translation>
    </message>
    <message>
        <source>%1: piloting roll (%2)</source>
        <translation>%1: бросок пилотирования (%2)</translation>
    </message>
    <message>
        <source>%1: shutdown check at heat %2</source>
        <translation>%1: проверка отключения при нагреве %2</translation>
    </message>
    <message>
        <source>%1: unknown kind of roll; use %2</source>
        <translation>%1: неизвестный вид броска; используйте: %2</translation>
    </message>
    <message>
        <source>%1; no weapon fire</source>
        <translation>%1; стрельба невозможна</translation>
    </message>
    <message>
        <source>%1; out of the battle: %2</source>
        <translation>%1; вне сражения: %2</translation>
    </message>
    <message>
        <source>%1; the engine is destroyed and the mech with it</source>
        <translation>%1; двигатель уничтожен, а с ним и мех</translation>
    </message>
    <message numerus="yes">
        <source>%n jump jet(s) out</source>
        <translation>
            <numerusform>%n прыжковый двигатель не работает</numerusform>
            <numerusform>%n прыжковых двигателя не работают</numerusform>
            <numerusform>%n прыжковых двигателей не работают</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <translation>«%1» — это %2, а не %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is mounted in %2, not %3</source>
        <translation>«%1» установлен в %2, а не в %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GEL pack of %2</source>
        <translation>«%1» — не GEL-пакет меха %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location</source>
        <translation>«%1» — не место</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location (%2)</source>
        <translation>«%1» — не место (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a location (%2); rear-facing torso weapons sit in the torso with rear: true</source>
        <translation>«%1» — не место (%2); оружие, смотрящее назад, ставится в торс с rear: true</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a unit of this battle.</source>
        <translation>«%1» — не отряд этого сражения.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an ammo item of this design</source>
        <translation>«%1» — не боекомплект этой конструкции</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item of this design</source>
        <translation>«%1» — не предмет этой конструкции</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>«%1» — не одно из: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is required (text)</source>
        <translation>«%1» обязательно (текст)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by item %2 too</source>
        <translation>«%1» уже занят предметом %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2</source>
        <translation>«%1» должно быть одним из: %2</translation>
    </message>
    <message>
        <source>&apos;range&apos; must be a whole number of hexes</source>
        <translation>&apos;range&apos; должно быть целым числом гексов</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>+%1 engine</source>
        <translation>+%1 двигатель</translation>
    </message>
    <message>
        <source>-%1 MP</source>
        <translation>-%1 ОП</translation>
    </message>
    <message>
        <source>-%1 MP for heat %2</source>
        <translation>-%1 ОП за нагрев %2</translation>
    </message>
    <message>
        <source>A mech needs a design: pick a sample design or build one in the designer.</source>
        <translation>Меху нужна конструкция: выберите готовую или соберите свою в конструкторе.</translation>
    </message>
    <message>
        <source>A movement is a set of fields (mode, forward, backward, ...).</source>
        <translation>Движение — это набор полей (mode, forward, backward, ...).</translation>
    </message>
    <message>
        <source>An attack declaration is a set of fields (attacker, target, weapon, range, ...).</source>
        <translation>Объявление атаки — это набор полей (attacker, target, weapon, range, ...).</translation>
    </message>
    <message>
        <source>Artillery is not part of this game: the phase is skipped.</source>
        <translation>Артиллерии в этой игре нет: фаза пропускается.</translation>
    </message>
    <message>
        <source>Bad mech record sheet: %1: %2</source>
        <translation>Ошибка в карточке меха: %1: %2</translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: nobody moves; every mech that can act repeats its declared attacks at the same range while its target is in the battle; an attack the rules refuse (weapon lost, no ammunition) is left out. A side is beaten when none of its mechs can fight (destroyed, pilot dead or knocked out).</source>
        <translation>Обе стороны продолжают бой как сейчас: никто не двигается; каждый мех, способный действовать, повторяет объявленные атаки на той же дистанции, пока цель в сражении; атака, которую правила запрещают (оружие потеряно, нет боекомплекта), пропускается. Сторона побеждена, когда ни один её мех не может сражаться (уничтожен, пилот погиб или без сознания).</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Уборка</translation>
    </message>
    <message>
        <source>Clean-up, turn %1</source>
        <translation>Уборка, ход %1</translation>
    </message>
    <message>
        <source>Clean-up: %1</source>
        <translation>Уборка: %1</translation>
    </message>
    <message>
        <source>Clean-up: every mech is still in the fight</source>
        <translation>Уборка: все мехи остаются в бою</translation>
    </message>
    <message numerus="yes">
        <source>Combat turn %1: %2 of %n attacks hit.</source>
        <translation>
            <numerusform>Бой, ход %1: попаданий %2 из %n атаки.</numerusform>
            <numerusform>Бой, ход %1: попаданий %2 из %n атак.</numerusform>
            <numerusform>Бой, ход %1: попаданий %2 из %n атак.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat, turn %1 (%n attacks)</source>
        <translation>
            <numerusform>Бой, ход %1 (%n атака)</numerusform>
            <numerusform>Бой, ход %1 (%n атаки)</numerusform>
            <numerusform>Бой, ход %1 (%n атак)</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage phase</source>
        <translation>Фаза урона</translation>
    </message>
    <message>
        <source>Damage phase turn %1:</source>
        <translation>Фаза урона, ход %1:</translation>
    </message>
    <message>
        <source>Damage phase, turn %1</source>
        <translation>Фаза урона, ход %1</translation>
    </message>
    <message>
        <source>Declare %1 %2 at %3</source>
        <translation>Объявить: %1, %2 по %3</translation>
    </message>
    <message>
        <source>Declare attack</source>
        <translation>Объявить атаку</translation>
    </message>
    <message>
        <source>Declaring attacks</source>
        <translation>Объявление атак</translation>
    </message>
    <message>
        <source>GEL %1 repairs %2 on %3</source>
        <translation>GEL %1 чинит %2 (%3)</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>Модификатор ведущего</translation>
    </message>
    <message>
        <source>Gunnery</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Gyro hit x%1</source>
        <translation>Гироскоп повреждён ×%1</translation>
    </message>
    <message>
        <source>Heat %1</source>
        <translation>Нагрев %1</translation>
    </message>
    <message>
        <source>Initiative turn %1: %2. %3 (highest) goes first; order: %4</source>
        <translation>Инициатива, ход %1: %2. %3 (наибольший) ходит первым; порядок: %4</translation>
    </message>
    <message>
        <source>Initiative turn %1: %2. %3 (highest) goes last; order: %4</source>
        <translation>Инициатива, ход %1: %2. %3 (наибольший) ходит последним; порядок: %4</translation>
    </message>
    <message>
        <source>Initiative was already rolled for turn %1; undo it to roll again.</source>
        <translation>Инициатива на ход %1 уже брошена; отмените бросок, чтобы бросить снова.</translation>
    </message>
    <message>
        <source>Initiative, turn %1</source>
        <translation>Инициатива, ход %1</translation>
    </message>
    <message>
        <source>Kicked</source>
        <translation>Получил удар ногой</translation>
    </message>
    <message>
        <source>Long range (%1 hexes; %2/%3/%4)</source>
        <translation>Дальняя дистанция (%1 гекс.; %2/%3/%4)</translation>
    </message>
    <message>
        <source>Medium range (%1 hexes; %2/%3/%4)</source>
        <translation>Средняя дистанция (%1 гекс.; %2/%3/%4)</translation>
    </message>
    <message>
        <source>Minimum range %1 (%2 hexes inside)</source>
        <translation>Минимальная дистанция %1 (ближе на %2 гекс.)</translation>
    </message>
    <message>
        <source>Missed a kick</source>
        <translation>Промах ударом ногой</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Движение: %1</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>No attacks are declared: declare attacks for each mech first.</source>
        <translation>Атаки не объявлены: сначала объявите атаки каждого меха.</translation>
    </message>
    <message>
        <source>Nobody moves. Declared attacks are repeated as declared. Every other mech (and one whose targets can no longer fight) fires at the enemy it faces: the first mech of each side faces the first of the other, the second the second, and so on; when that enemy cannot fight, the next one that can. It fires at %1 hexes every weapon that reaches and bears, the most damage for its heat first, while its heat stays below shutdown and ammunition checks. A side is beaten when none of its mechs can fight (destroyed, pilot dead or knocked out).</source>
        <translation>Никто не двигается. Объявленные атаки повторяются как объявлены. Каждый другой мех (и тот, чьи цели уже не могут сражаться) стреляет по врагу напротив: первый мех каждой стороны — по первому меху другой, второй — по второму и так далее; если этот враг не может сражаться, то по следующему, который может. Он стреляет на %1 гексов из всего оружия, которое достаёт и наведено, сначала из того, что даёт больше урона на единицу тепла, пока тепло ниже порогов отключения и проверки боеприпасов. Сторона разбита, когда ни один её мех не может сражаться (уничтожен, пилот погиб или без сознания).</translation>
    </message>
    <message>
        <source>Own movement (%1, %2 die)</source>
        <translation>Своё движение (%1, %2 кубик)</translation>
    </message>
    <message>
        <source>PILOT OUT</source>
        <translation>ПИЛОТ БЕЗ СОЗНАНИЯ</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>ЛЕЖИТ</translation>
    </message>
    <message>
        <source>Piloting</source>
        <translation>Пилотирование</translation>
    </message>
    <message>
        <source>Resolve combat</source>
        <translation>Разрешить бой</translation>
    </message>
    <message>
        <source>Resolving attacks</source>
        <translation>Разрешение атак</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Бросить инициативу</translation>
    </message>
    <message>
        <source>Rolling initiative</source>
        <translation>Бросок инициативы</translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation>ОТКЛЮЧЁН</translation>
    </message>
    <message>
        <source>Sensors hit x%1</source>
        <translation>Сенсоры повреждены ×%1</translation>
    </message>
    <message>
        <source>Short range (%1 hexes; %2/%3/%4)</source>
        <translation>Ближняя дистанция (%1 гекс.; %2/%3/%4)</translation>
    </message>
    <message>
        <source>Target movement (die %1)</source>
        <translation>Движение цели (кубик %1)</translation>
    </message>
    <message>
        <source>The damage phase</source>
        <translation>Фаза урона</translation>
    </message>
    <message>
        <source>The damage phase of turn %1 is done; undo it to run it again.</source>
        <translation>Фаза урона хода %1 уже проведена; отмените её, чтобы провести снова.</translation>
    </message>
    <message>
        <source>There are no mechs in this battle.</source>
        <translation>В этом сражении нет мехов.</translation>
    </message>
    <message>
        <source>There is no declared attack number %1.</source>
        <translation>Объявленной атаки №%1 нет.</translation>
    </message>
    <message>
        <source>This turn&apos;s combat is over: the forecast starts with its damage phase.</source>
        <translation>Стрельба этого хода окончена: прогноз начинается с фазы урона.</translation>
    </message>
    <message>
        <source>Unit #%1 is not in this battle.</source>
        <translation>Отряда №%1 нет в этом сражении.</translation>
    </message>
    <message>
        <source>Weapon heat: %1</source>
        <translation>Нагрев от оружия: %1</translation>
    </message>
    <message>
        <source>Withdraw %1 %2 attack</source>
        <translation>Отозвать атаку: %1, %2</translation>
    </message>
    <message>
        <source>Withdraw attack</source>
        <translation>Отозвать атаку</translation>
    </message>
    <message>
        <source>a %1 actuator cannot be in %2</source>
        <translation>актуатор %1 не может быть в %2</translation>
    </message>
    <message>
        <source>a %1 actuator is in %2 or %3, not %4</source>
        <translation>актуатор «%1» находится в %2 или %3, а не в %4</translation>
    </message>
    <message>
        <source>a %1 row must name the item it knocks out</source>
        <translation>строка %1 должна называть предмет, который выводит из строя</translation>
    </message>
    <message>
        <source>a GEL pack must repair something (a number or dice)</source>
        <translation>GEL-пакет должен что-то чинить (число или кубики)</translation>
    </message>
    <message>
        <source>a forecast repeats the declared attacks: declare at least one</source>
        <translation>прогноз повторяет объявленные атаки: объявите хотя бы одну</translation>
    </message>
    <message>
        <source>a kick with the %1 reaches %2, not %3</source>
        <translation>удар ногой (%1) достаёт %2, а не %3</translation>
    </message>
    <message>
        <source>a leg is lost: at most %1 MP</source>
        <translation>нога потеряна: не больше %1 ОП</translation>
    </message>
    <message>
        <source>a location is listed twice</source>
        <translation>место указано дважды</translation>
    </message>
    <message>
        <source>a mech cannot kick itself</source>
        <translation>мех не может ударить ногой сам себя</translation>
    </message>
    <message>
        <source>a mech cannot punch itself</source>
        <translation>мех не может ударить рукой сам себя</translation>
    </message>
    <message>
        <source>a mech cannot shoot itself</source>
        <translation>мех не может стрелять в себя</translation>
    </message>
    <message>
        <source>a mech that jumps needs jump_jet items</source>
        <translation>прыгающему меху нужны предметы jump_jet</translation>
    </message>
    <message>
        <source>a mech with a lost leg cannot kick</source>
        <translation>мех без ноги не может бить ногой</translation>
    </message>
    <message>
        <source>a prone mech cannot kick</source>
        <translation>лежащий мех не может бить ногой</translation>
    </message>
    <message>
        <source>a punch with the %1 reaches %2, not %3</source>
        <translation>удар рукой (%1) достаёт %2, а не %3</translation>
    </message>
    <message>
        <source>a sample design needs a name</source>
        <translation>у готовой конструкции должно быть название</translation>
    </message>
    <message>
        <source>a side is a name (text)</source>
        <translation>сторона — это название (текст)</translation>
    </message>
    <message>
        <source>a weapon needs a long range of at least 1 hex</source>
        <translation>у оружия дальняя дистанция должна быть не меньше 1 гекса</translation>
    </message>
    <message>
        <source>actuator hit (%1 %2)</source>
        <translation>попадание в актуатор (%1, %2)</translation>
    </message>
    <message>
        <source>already prone</source>
        <translation>уже лежит</translation>
    </message>
    <message>
        <source>ammo check</source>
        <translation>проверка боекомплекта</translation>
    </message>
    <message>
        <source>ammo check %1 vs %2: BIN EXPLODES</source>
        <translation>проверка боекомплекта %1 против %2: ВЗРЫВ БОЕКОМПЛЕКТА</translation>
    </message>
    <message>
        <source>ammo check %1 vs %2: safe</source>
        <translation>проверка боекомплекта %1 против %2: без взрыва</translation>
    </message>
    <message>
        <source>an ammo bin or GEL pack needs at least 1 shot/charge</source>
        <translation>боекомплекту или GEL-пакету нужен хотя бы 1 выстрел/заряд</translation>
    </message>
    <message>
        <source>an entry is listed twice</source>
        <translation>запись указана дважды</translation>
    </message>
    <message>
        <source>armor %1 / structure %2 left</source>
        <translation>осталось: броня %1 / структура %2</translation>
    </message>
    <message>
        <source>armor %1/%2</source>
        <translation>броня %1/%2</translation>
    </message>
    <message>
        <source>attack %1: %2</source>
        <translation>атака %1: %2</translation>
    </message>
    <message>
        <source>attack %1: %2 has %3 left, %4 declared this phase (weapons on one bin share it)</source>
        <translation>атака %1: в %2 осталось %3, объявлено в этой фазе %4 (оружие с одним боекомплектом делит его)</translation>
    </message>
    <message>
        <source>attacker and target have the same id</source>
        <translation>у атакующего и цели один id</translation>
    </message>
    <message>
        <source>bearing must be one of %1</source>
        <translation>сектор должен быть одним из: %1</translation>
    </message>
    <message>
        <source>cannot be negative</source>
        <translation>не может быть отрицательным</translation>
    </message>
    <message>
        <source>cannot kick with the %1: %2</source>
        <translation>нельзя ударить ногой (%1): %2</translation>
    </message>
    <message>
        <source>cannot kick: %1</source>
        <translation>удар ногой невозможен: %1</translation>
    </message>
    <message>
        <source>cannot punch with the %1: %2</source>
        <translation>нельзя ударить рукой (%1): %2</translation>
    </message>
    <message>
        <source>cannot punch: %1</source>
        <translation>удар рукой невозможен: %1</translation>
    </message>
    <message>
        <source>carried from %1</source>
        <translation>перешло с места «%1»</translation>
    </message>
    <message>
        <source>choose the GEL pack to use (packs: %1)</source>
        <translation>выберите GEL-пакет (пакеты: %1)</translation>
    </message>
    <message>
        <source>choose the location to repair (%1)</source>
        <translation>выберите место ремонта (%1)</translation>
    </message>
    <message>
        <source>conscious</source>
        <translation>в сознании</translation>
    </message>
    <message>
        <source>cover entries are names (text)</source>
        <translation>укрытия задаются названиями (текстом)</translation>
    </message>
    <message>
        <source>critical 20</source>
        <translation>крит 20</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>критическое попадание</translation>
    </message>
    <message>
        <source>critical roll %1: %2</source>
        <translation>бросок на крит %1: %2</translation>
    </message>
    <message>
        <source>damage cannot be negative</source>
        <translation>урон не может быть отрицательным</translation>
    </message>
    <message>
        <source>damage must be a whole number or dice such as 4d6</source>
        <translation>урон должен быть целым числом или кубиками, например 4d6</translation>
    </message>
    <message>
        <source>damage transfer goes round in a circle</source>
        <translation>переход урона идёт по кругу</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>destroyed (%1)</source>
        <translation>уничтожен (%1)</translation>
    </message>
    <message>
        <source>engine hit %1 times</source>
        <translation>попаданий в двигатель: %1</translation>
    </message>
    <message>
        <source>engine hit %1: +%2 heat a turn</source>
        <translation>попадание в двигатель %1: +%2 нагрева за ход</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>ожидается %1, получено %2</translation>
    </message>
    <message>
        <source>expected &apos;location.actuator&apos;, e.g. &apos;left_leg.hip&apos;</source>
        <translation>ожидается &apos;место.актуатор&apos;, например &apos;left_leg.hip&apos;</translation>
    </message>
    <message>
        <source>expected a design object</source>
        <translation>ожидается объект конструкции</translation>
    </message>
    <message>
        <source>expected a design object or the name of a sample design</source>
        <translation>ожидается объект конструкции или название готовой конструкции</translation>
    </message>
    <message>
        <source>expected a list of locations</source>
        <translation>ожидается список мест</translation>
    </message>
    <message>
        <source>expected a list of locations (%1)</source>
        <translation>ожидается список мест (%1)</translation>
    </message>
    <message>
        <source>expected a list of reason texts</source>
        <translation>ожидается список текстов причин</translation>
    </message>
    <message>
        <source>expected a whole number or null (impossible)</source>
        <translation>ожидается целое число или null (невозможно)</translation>
    </message>
    <message>
        <source>expected a whole-number modifier, got %1</source>
        <translation>ожидается целый модификатор, получено %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидается объект</translation>
    </message>
    <message>
        <source>expected {&quot;name&quot;: text, &quot;value&quot;: whole number}</source>
        <translation>ожидается {&quot;name&quot;: текст, &quot;value&quot;: целое число}</translation>
    </message>
    <message>
        <source>expected {&quot;pack&quot;: id, &quot;location&quot;: location}</source>
        <translation>ожидается {&quot;pack&quot;: id, &quot;location&quot;: место}</translation>
    </message>
    <message>
        <source>failed a consciousness roll this turn</source>
        <translation>в этом ходу провален бросок на сознание</translation>
    </message>
    <message>
        <source>failed to stand: the mech stays prone in its hex; the declared hexes were not moved</source>
        <translation>встать не удалось: мех лежит в своём гексе; заявленные гексы не пройдены</translation>
    </message>
    <message>
        <source>falls prone</source>
        <translation>падает</translation>
    </message>
    <message>
        <source>gel: expected a list of {pack, location}</source>
        <translation>gel: ожидается список {pack, location}</translation>
    </message>
    <message>
        <source>gel[%1]: expected {&quot;pack&quot;: id, &quot;location&quot;: location}</source>
        <translation>gel[%1]: ожидалось {&quot;pack&quot;: id, &quot;location&quot;: location}</translation>
    </message>
    <message>
        <source>gel_pods</source>
        <translation>GEL-капсулы</translation>
    </message>
    <message>
        <source>give attacks (or attacker/target), piloting: [mech ids] or heat</source>
        <translation>укажите attacks (или attacker/target), piloting: [id мехов] или heat</translation>
    </message>
    <message>
        <source>gyro hit</source>
        <translation>попадание в гироскоп</translation>
    </message>
    <message>
        <source>gyro hit %1: piloting %2</source>
        <translation>попадание в гироскоп %1: пилотирование %2</translation>
    </message>
    <message>
        <source>head hit %1: %2</source>
        <translation>попадание в голову %1: %2</translation>
    </message>
    <message>
        <source>head hit (%1)</source>
        <translation>попадание в голову (%1)</translation>
    </message>
    <message>
        <source>heat</source>
        <translation>нагрев</translation>
    </message>
    <message>
        <source>heat %1</source>
        <translation>нагрев %1</translation>
    </message>
    <message>
        <source>heat %1+%2+%3+%4</source>
        <translation>нагрев %1+%2+%3+%4</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>гексы</translation>
    </message>
    <message>
        <source>hexes from the start must be 0-%1 (hexes moved)</source>
        <translation>гексов от начала должно быть 0–%1 (пройдено гексов)</translation>
    </message>
    <message>
        <source>hexes: must be a whole number of hexes from the start hex</source>
        <translation>hexes: должно быть целым числом гексов от начального гекса</translation>
    </message>
    <message>
        <source>highest_goes: must be &apos;first&apos; or &apos;last&apos;</source>
        <translation>highest_goes: должно быть &apos;first&apos; или &apos;last&apos;</translation>
    </message>
    <message>
        <source>hit %1: the pilot dies of the trauma</source>
        <translation>попадание %1: пилот погибает от травм</translation>
    </message>
    <message>
        <source>hit location from the %1</source>
        <translation>место попадания (%1)</translation>
    </message>
    <message>
        <source>internal damage</source>
        <translation>урон по структуре</translation>
    </message>
    <message>
        <source>is missing (every location needs armor and internal structure)</source>
        <translation>отсутствует (у каждого места должны быть броня и внутренняя структура)</translation>
    </message>
    <message>
        <source>is missing (use null for no transfer)</source>
        <translation>отсутствует (null — без перехода урона)</translation>
    </message>
    <message>
        <source>is not a location</source>
        <translation>не является местом</translation>
    </message>
    <message>
        <source>is not a location (%1)</source>
        <translation>не является местом (%1)</translation>
    </message>
    <message>
        <source>is not an ammo bin or GEL pack of this design</source>
        <translation>не боекомплект и не GEL-пакет этой конструкции</translation>
    </message>
    <message>
        <source>is not valid design JSON (%1)</source>
        <translation>не является корректным JSON конструкции (%1)</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>jumped</source>
        <translation>прыгал</translation>
    </message>
    <message>
        <source>jumped %1 hexes, but jump MP is %2</source>
        <translation>прыжок на %1 гекс., но ОП прыжка — %2</translation>
    </message>
    <message>
        <source>jumping ignores terrain: count terrain changes of ground hexes only</source>
        <translation>прыжок не учитывает местность: считайте смены местности только на земле</translation>
    </message>
    <message numerus="yes">
        <source>jumps %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>прыгает на %n гекс от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>прыгает на %n гекса от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>прыгает на %n гексов от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps running</source>
        <translation>продолжает работать</translation>
    </message>
    <message>
        <source>kick</source>
        <translation>удар ногой</translation>
    </message>
    <message>
        <source>kick (%1)</source>
        <translation>удар ногой (%1)</translation>
    </message>
    <message>
        <source>kick needs a foot: %1 has them on %2</source>
        <translation>для удара ногой нужна стопа: у %1 они на %2</translation>
    </message>
    <message>
        <source>kicked</source>
        <translation>получил удар ногой</translation>
    </message>
    <message>
        <source>leg lost (%1)</source>
        <translation>потеря ноги (%1)</translation>
    </message>
    <message>
        <source>life support hit, heat %1</source>
        <translation>жизнеобеспечение повреждено, нагрев %1</translation>
    </message>
    <message>
        <source>life support hit: consciousness roll every damage phase at heat %1+</source>
        <translation>попадание в жизнеобеспечение: бросок на сознание в каждой фазе урона при нагреве %1+</translation>
    </message>
    <message>
        <source>life support: %1</source>
        <translation>жизнеобеспечение: %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>потеряно: %1</translation>
    </message>
    <message>
        <source>mech shut down</source>
        <translation>мех отключён</translation>
    </message>
    <message>
        <source>minimum range cannot be beyond long range</source>
        <translation>минимальная дистанция не может быть больше дальней</translation>
    </message>
    <message>
        <source>missed kick</source>
        <translation>промах ударом ногой</translation>
    </message>
    <message>
        <source>mode: must be one of %1</source>
        <translation>mode: должно быть одним из: %1</translation>
    </message>
    <message>
        <source>moved %1 hexes backward, but backward movement is limited to walk MP (%2)</source>
        <translation>пройдено назад %1 гекс., но движение назад ограничено ОП шага (%2)</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>должно быть не меньше %1, получено %2</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>должно быть не больше %1, получено %2</translation>
    </message>
    <message>
        <source>must be one more than the %1 rows of &apos;needed&apos;</source>
        <translation>должно быть на единицу больше числа строк &apos;needed&apos; (%1)</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>должно быть одним из: %1</translation>
    </message>
    <message>
        <source>must be one of %1 or null</source>
        <translation>должно быть одним из: %1 — или null</translation>
    </message>
    <message>
        <source>must not be below min (%1)</source>
        <translation>не может быть меньше min (%1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>natural 20</source>
        <translation>натуральная 20</translation>
    </message>
    <message>
        <source>no attack roll needed</source>
        <translation>бросок атаки не нужен</translation>
    </message>
    <message>
        <source>no change (still unconscious)</source>
        <translation>без изменений (всё ещё без сознания)</translation>
    </message>
    <message>
        <source>no critical</source>
        <translation>нет крита</translation>
    </message>
    <message>
        <source>no live ammunition: no check</source>
        <translation>боевого боекомплекта нет: проверки нет</translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; given</source>
        <translation>мех «%1» не передан</translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; in this battle</source>
        <translation>меха «%1» нет в этом сражении</translation>
    </message>
    <message>
        <source>no mech &apos;%1&apos; in this battle (order lists initiative by mech id)</source>
        <translation>меха «%1» нет в этом сражении (order перечисляет инициативу по id мехов)</translation>
    </message>
    <message>
        <source>no sample design &apos;%1&apos; (have: %2)</source>
        <translation>нет готовой конструкции «%1» (есть: %2)</translation>
    </message>
    <message>
        <source>no sample design named &apos;%1...&apos; (names are at most %2 characters; have: %3)</source>
        <translation>нет готовой конструкции «%1...» (названия не длиннее %2 знаков; есть: %3)</translation>
    </message>
    <message>
        <source>no structure left</source>
        <translation>структуры не осталось</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>nothing left</source>
        <translation>ничего не осталось</translation>
    </message>
    <message>
        <source>nothing left to hit: damage wasted</source>
        <translation>попадать больше некуда: урон пропадает</translation>
    </message>
    <message>
        <source>only &apos;reroll&apos; is supported</source>
        <translation>поддерживается только &apos;reroll&apos;</translation>
    </message>
    <message>
        <source>only torso items can face the rear</source>
        <translation>назад могут смотреть только предметы в торсе</translation>
    </message>
    <message>
        <source>order lists mech ids (text)</source>
        <translation>order перечисляет id мехов (текстом)</translation>
    </message>
    <message>
        <source>out of range: a kick reaches %1 hex, target is %2 away</source>
        <translation>вне досягаемости: удар ногой достаёт на %1 гекс., до цели %2</translation>
    </message>
    <message>
        <source>out of range: a punch reaches %1 hex, target is %2 away</source>
        <translation>вне досягаемости: удар рукой достаёт на %1 гекс., до цели %2</translation>
    </message>
    <message>
        <source>out of range: target is %1 hexes away, %2 long range is %3</source>
        <translation>вне досягаемости: до цели %1 гекс., дальняя дистанция %2 — %3</translation>
    </message>
    <message>
        <source>out of range: target is %1 hexes away, %2 reaches %3</source>
        <translation>вне досягаемости: до цели %1 гекс., %2 достаёт на %3</translation>
    </message>
    <message>
        <source>out of the battle: %1</source>
        <translation>вне сражения: %1</translation>
    </message>
    <message>
        <source>passes out: the mech shuts down next round</source>
        <translation>теряет сознание: мех отключается в следующем раунде</translation>
    </message>
    <message>
        <source>pilot %1</source>
        <translation>пилот %1</translation>
    </message>
    <message>
        <source>pilot already dead</source>
        <translation>пилот уже погиб</translation>
    </message>
    <message>
        <source>pilot dead</source>
        <translation>пилот погиб</translation>
    </message>
    <message>
        <source>pilot killed</source>
        <translation>пилот погиб</translation>
    </message>
    <message>
        <source>pilot unconscious</source>
        <translation>пилот без сознания</translation>
    </message>
    <message>
        <source>piloting (%1) %2 vs %3: %4</source>
        <translation>пилотирование (%1) %2 против %3: %4</translation>
    </message>
    <message>
        <source>piloting (%1) fails: %2, %3</source>
        <translation>пилотирование (%1) провалено: %2, %3</translation>
    </message>
    <message>
        <source>piloting (%1): none, %2</source>
        <translation>пилотирование (%1): нет, %2</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>лежит</translation>
    </message>
    <message>
        <source>punch</source>
        <translation>удар рукой</translation>
    </message>
    <message>
        <source>punch (%1)</source>
        <translation>удар рукой (%1)</translation>
    </message>
    <message>
        <source>punch needs a hand: %1 has them on %2</source>
        <translation>для удара рукой нужна кисть: у %1 они на %2</translation>
    </message>
    <message>
        <source>ran</source>
        <translation>бежал</translation>
    </message>
    <message>
        <source>range cannot be negative</source>
        <translation>дистанция не может быть отрицательной</translation>
    </message>
    <message>
        <source>range must be at least 1 hex</source>
        <translation>дистанция должна быть не меньше 1 гекса</translation>
    </message>
    <message>
        <source>ranges must grow: short &lt;= medium &lt;= long</source>
        <translation>дистанции должны расти: short &lt;= medium &lt;= long</translation>
    </message>
    <message>
        <source>rear torsos use their torso&apos;s critical chart</source>
        <translation>тыл торса использует таблицу критов своего торса</translation>
    </message>
    <message>
        <source>run</source>
        <translation>бега</translation>
    </message>
    <message>
        <source>run (%1) cannot be below walk (%2)</source>
        <translation>бег (%1) не может быть меньше шага (%2)</translation>
    </message>
    <message numerus="yes">
        <source>runs %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>бежит на %n гекс от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>бежит на %n гекса от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>бежит на %n гексов от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
        </translation>
    </message>
    <message>
        <source>sensors hit %1: %2 to hit</source>
        <translation>попадание в сенсоры %1: %2 к попаданию</translation>
    </message>
    <message>
        <source>shut down</source>
        <translation>отключён</translation>
    </message>
    <message>
        <source>shutdown check %1 vs %2: %3</source>
        <translation>проверка отключения %1 против %2: %3</translation>
    </message>
    <message>
        <source>shutdown check automatic: %1</source>
        <translation>проверка отключения автоматически: %1</translation>
    </message>
    <message>
        <source>shuts down next turn</source>
        <translation>отключается в следующем ходу</translation>
    </message>
    <message>
        <source>side must be one of %1</source>
        <translation>сторона должна быть одной из: %1</translation>
    </message>
    <message>
        <source>spent %1 MP (%2) but %3 MP is %4</source>
        <translation>потрачено %1 ОП (%2), а ОП %3 — %4</translation>
    </message>
    <message>
        <source>spent %1 MP (%2) but %3 MP is %4 (%5)</source>
        <translation>потрачено %1 ОП (%2), а ОП %3 — %4 (%5)</translation>
    </message>
    <message>
        <source>stand-up attempt %1 fails (%2)</source>
        <translation>попытка встать %1 провалена (%2)</translation>
    </message>
    <message>
        <source>stand-up attempt %1: %2 vs %3 stands</source>
        <translation>попытка встать %1: %2 против %3, встаёт</translation>
    </message>
    <message>
        <source>stand-up attempt %1: %2 vs %3 stays down</source>
        <translation>попытка встать %1: %2 против %3, остаётся лежать</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>вставание</translation>
    </message>
    <message>
        <source>standing up, attempt %1</source>
        <translation>вставание, попытка %1</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>остаётся в сознании</translation>
    </message>
    <message>
        <source>stays standing</source>
        <translation>остаётся на ногах</translation>
    </message>
    <message>
        <source>stays unconscious</source>
        <translation>остаётся без сознания</translation>
    </message>
    <message>
        <source>stood up on attempt %1; the other attempts were not needed</source>
        <translation>встал с попытки %1; остальные попытки не понадобились</translation>
    </message>
    <message>
        <source>structure %1/%2</source>
        <translation>структура %1/%2</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>местность</translation>
    </message>
    <message>
        <source>the ammunition explosion counts toward next turn&apos;s piloting roll</source>
        <translation>взрыв боекомплекта учитывается в броске пилотирования следующего хода</translation>
    </message>
    <message>
        <source>the chart must cover 1-20 exactly once; missing %1</source>
        <translation>таблица должна покрывать 1–20 ровно один раз; не хватает %1</translation>
    </message>
    <message>
        <source>the design has jump jets but 0 jump MP</source>
        <translation>у конструкции есть прыжковые двигатели, но 0 ОП прыжка</translation>
    </message>
    <message>
        <source>the last band must be open-ended (null)</source>
        <translation>последний диапазон должен быть открытым (null)</translation>
    </message>
    <message>
        <source>the mech is not prone</source>
        <translation>мех не лежит</translation>
    </message>
    <message>
        <source>the mech is prone: it must stand up (1 MP, 2 heat, piloting roll) before moving</source>
        <translation>мех лежит: сначала он должен встать (1 ОП, 2 нагрева, бросок пилотирования)</translation>
    </message>
    <message>
        <source>the mech spent MP or moved: say whether it walked, ran or jumped</source>
        <translation>мех потратил ОП или сдвинулся: укажите, шёл он, бежал или прыгал</translation>
    </message>
    <message>
        <source>the pilot is unconscious: the mech is shut down next turn</source>
        <translation>пилот без сознания: мех отключён в следующем ходу</translation>
    </message>
    <message>
        <source>turning</source>
        <translation>повороты</translation>
    </message>
    <message>
        <source>two mechs have the id &apos;%1&apos;</source>
        <translation>у двух мехов один id «%1»</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>без сознания</translation>
    </message>
    <message>
        <source>unknown cover &apos;%1&apos;; use %2</source>
        <translation>неизвестное укрытие «%1»; используйте: %2</translation>
    </message>
    <message>
        <source>wake-up %1 vs %2: %3</source>
        <translation>пробуждение %1 против %2: %3</translation>
    </message>
    <message>
        <source>wakes up</source>
        <translation>приходит в сознание</translation>
    </message>
    <message>
        <source>waking up</source>
        <translation>пробуждение</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>шага</translation>
    </message>
    <message>
        <source>walked</source>
        <translation>шёл</translation>
    </message>
    <message numerus="yes">
        <source>walks %n hex(es) from its start hex, %1/%2 MP, +%3 heat, %4 die %5</source>
        <translation>
            <numerusform>идёт на %n гекс от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>идёт на %n гекса от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
            <numerusform>идёт на %n гексов от начального гекса, %1/%2 ОП, +%3 нагрева, %4 кубик %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MechCard</name>
    <message>
        <source>armor %1 of %2, structure %3 of %4</source>
        <translation>броня %1 из %2, структура %3 из %4</translation>
    </message>
    <message>
        <source>out</source>
        <translation>не работает</translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation>Оборудование: %1</translation>
    </message>
    <message>
        <source>No equipment.</source>
        <translation>Оборудования нет.</translation>
    </message>
    <message>
        <source>Critical chart:</source>
        <translation>Таблица критов:</translation>
    </message>
    <message>
        <source>Critical chart (its torso&apos;s: %1):</source>
        <translation>Таблица критов (своего торса: %1):</translation>
    </message>
    <message>
        <source>Location details</source>
        <translation>Подробности места</translation>
    </message>
    <message>
        <source>No mech in this battle.</source>
        <translation>В этом сражении нет мехов.</translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation>УНИЧТОЖЕН</translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation>ОТКЛЮЧЁН</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>ЛЕЖИТ</translation>
    </message>
    <message>
        <source>PILOT UNCONSCIOUS</source>
        <translation>ПИЛОТ БЕЗ СОЗНАНИЯ</translation>
    </message>
    <message>
        <source>PILOT DEAD</source>
        <translation>ПИЛОТ ПОГИБ</translation>
    </message>
    <message>
        <source>PILOT %1</source>
        <translation>ПИЛОТ: %1</translation>
    </message>
    <message>
        <source>(%1 t)</source>
        <translation>(%1 т)</translation>
    </message>
    <message>
        <source>Point at or click a location (or Tab to the diagram and use the arrow keys) to see its equipment and critical chart.</source>
        <translation>Наведите указатель на место или щёлкните по нему (или перейдите на схему клавишей Tab и используйте стрелки), чтобы увидеть его оборудование и таблицу критов.</translation>
    </message>
</context>
<context>
    <name>MechDesignerDialog</name>
    <message>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Internal</source>
        <translation>Структура</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Новое оружие</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: «%2» — не число</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: «%2» — не целое число</translation>
    </message>
    <message>
        <source>name: give the design a name</source>
        <translation>name: дайте конструкции название</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Actuator</source>
        <translation>Актуатор</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Боекомплект</translation>
    </message>
    <message>
        <source>Ammo bin</source>
        <translation>Боекомплект</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation>Центр торса</translation>
    </message>
    <message>
        <source>Center torso rear</source>
        <translation>Центр торса (тыл)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Двигатель</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Оборудование</translation>
    </message>
    <message>
        <source>Foot</source>
        <translation>Стопа</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <source>GEL dispenser</source>
        <translation>GEL-раздатчик</translation>
    </message>
    <message>
        <source>GEL pack</source>
        <translation>GEL-пакет</translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation>Гироскоп</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Кисть</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Нагрев</translation>
    </message>
    <message>
        <source>Heat sink</source>
        <translation>Теплоотвод</translation>
    </message>
    <message>
        <source>Hip</source>
        <translation>Тазобедренный сустав</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Item / actuator</source>
        <translation>Предмет / актуатор</translation>
    </message>
    <message>
        <source>Jump jet</source>
        <translation>Прыжковый двигатель</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>Левая рука</translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation>Левая нога</translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation>Левый торс</translation>
    </message>
    <message>
        <source>Left torso rear</source>
        <translation>Левый торс (тыл)</translation>
    </message>
    <message>
        <source>Life support</source>
        <translation>Жизнеобеспечение</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Location destroyed</source>
        <translation>Место уничтожено</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Дальняя</translation>
    </message>
    <message>
        <source>Lower arm</source>
        <translation>Предплечье</translation>
    </message>
    <message>
        <source>Lower leg</source>
        <translation>Голень</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мин.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>No critical hit</source>
        <translation>Нет крита</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Other equipment</source>
        <translation>Прочее оборудование</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>Правая рука</translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation>Правая нога</translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation>Правый торс</translation>
    </message>
    <message>
        <source>Right torso rear</source>
        <translation>Правый торс (тыл)</translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation>Сенсоры</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Ближняя</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Выстрелы</translation>
    </message>
    <message>
        <source>Shoulder</source>
        <translation>Плечевой сустав</translation>
    </message>
    <message>
        <source>Targeting computer</source>
        <translation>Прицельный компьютер</translation>
    </message>
    <message>
        <source>To</source>
        <translation>До</translation>
    </message>
    <message>
        <source>Tons</source>
        <translation>Тонн</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Upper arm</source>
        <translation>Плечо</translation>
    </message>
    <message>
        <source>Upper leg</source>
        <translation>Бедро</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>Mech Designer</source>
        <translation>Конструктор мехов</translation>
    </message>
    <message>
        <source>Start &amp;from sample:</source>
        <translation>Начать &amp;с образца:</translation>
    </message>
    <message>
        <source>&amp;Load sample</source>
        <translation>&amp;Загрузить образец</translation>
    </message>
    <message>
        <source>Mech</source>
        <translation>Мех</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Tonnage:</source>
        <translation>&amp;Тоннаж:</translation>
    </message>
    <message>
        <source>&amp;Walk / run / jump MP:</source>
        <translation>ОД &amp;шага / бега / прыжка:</translation>
    </message>
    <message>
        <source>Walk MP</source>
        <translation>ОД шага</translation>
    </message>
    <message>
        <source>Run MP</source>
        <translation>ОД бега</translation>
    </message>
    <message>
        <source>Jump MP (needs jump jet items)</source>
        <translation>ОД прыжка (нужны прыжковые двигатели)</translation>
    </message>
    <message>
        <source>Heat &amp;sinks:</source>
        <translation>Те&amp;плоотводы:</translation>
    </message>
    <message>
        <source>All sinks; those not listed as items sit in the engine</source>
        <translation>Все теплоотводы; те, что не указаны как предметы, стоят в двигателе</translation>
    </message>
    <message>
        <source>Hands / feet:</source>
        <translation>Кисти / ступни:</translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation>Левая кисть</translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation>Правая кисть</translation>
    </message>
    <message>
        <source>Left foot</source>
        <translation>Левая ступня</translation>
    </message>
    <message>
        <source>Right foot</source>
        <translation>Правая ступня</translation>
    </message>
    <message>
        <source>Armor and internal structure</source>
        <translation>Броня и внутренняя структура</translation>
    </message>
    <message>
        <source>Weapons and equipment</source>
        <translation>Оружие и оборудование</translation>
    </message>
    <message>
        <source>&amp;Add item</source>
        <translation>&amp;Добавить предмет</translation>
    </message>
    <message>
        <source>&amp;Remove item</source>
        <translation>&amp;Убрать предмет</translation>
    </message>
    <message>
        <source>Damage: a number (one location) or dice such as 2d6 (one location die per die). Pick each item&apos;s kind, location and ammo bin from the lists.</source>
        <translation>Урон: число (одна зона) или кубики, например 2d6 (по броску зоны на каждый кубик). Вид, зону и отсек боеприпасов каждого предмета выберите из списков.</translation>
    </message>
    <message>
        <source>Critical chart (d20, rows must cover 1-20 exactly once)</source>
        <translation>Таблица критических попаданий (d20, строки должны покрыть 1–20 ровно по одному разу)</translation>
    </message>
    <message>
        <source>Add ro&amp;w</source>
        <translation>Добавить ст&amp;року</translation>
    </message>
    <message>
        <source>Remove r&amp;ow</source>
        <translation>Убрать стро&amp;ку</translation>
    </message>
</context>
<context>
    <name>MechDiagram</name>
    <message>
        <source>Damage diagram</source>
        <extracomment>below this width the rear torsos go under the legs (the boxes are then wide enough for their numbers)</extracomment>
        <translation>Схема повреждений</translation>
    </message>
    <message>
        <source>Double-click for a larger view</source>
        <translation>Двойной щелчок — крупный вид</translation>
    </message>
    <message>
        <source>Damage diagram: no mech</source>
        <translation>Схема повреждений: меха нет</translation>
    </message>
    <message>
        <source>Damage diagram of %1</source>
        <translation>Схема повреждений: %1</translation>
    </message>
</context>
<context>
    <name>MechFocusDialog</name>
    <message>
        <source>Mech Status: %1</source>
        <translation>Состояние меха: %1</translation>
    </message>
    <message>
        <source>Mech Status</source>
        <translation>Состояние меха</translation>
    </message>
</context>
<context>
    <name>MechSheet</name>
    <message>
        <source>%1 (R)</source>
        <translation>%1 (З)</translation>
    </message>
    <message>
        <source>conscious</source>
        <translation>в сознании</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>без сознания</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>погиб</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>%1 — %2 record sheet (blank)</source>
        <translation>%1 — бланк %2 (пустой)</translation>
    </message>
    <message>
        <source>%1 — %2 record sheet</source>
        <translation>%1 — бланк %2</translation>
    </message>
    <message>
        <source>blank sheet</source>
        <translation>пустой бланк</translation>
    </message>
    <message>
        <source>damage as of %1</source>
        <translation>повреждения на %1</translation>
    </message>
    <message>
        <source>MECH RECORD SHEET — %1</source>
        <translation>БЛАНК МЕХА — %1</translation>
    </message>
    <message>
        <source>ARMOR DIAGRAM</source>
        <translation>СХЕМА БРОНИ</translation>
    </message>
    <message>
        <source>INTERNAL STRUCTURE DIAGRAM</source>
        <translation>СХЕМА ВНУТРЕННЕЙ СТРУКТУРЫ</translation>
    </message>
    <message>
        <source>Mech data</source>
        <translation>Данные меха</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Tonnage</source>
        <translation>Тоннаж</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 т</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Walk %1 · Run %2 · Jump %3</source>
        <translation>Шаг %1 · Бег %2 · Прыжок %3</translation>
    </message>
    <message>
        <source>Heat sinks</source>
        <translation>Радиаторы</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Loc</source>
        <translation>Зона</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Нагрев</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мин.</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Ближ.</translation>
    </message>
    <message>
        <source>Med</source>
        <translation>Сред.</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Дальн.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Ammunition (tick a box per shot)</source>
        <translation>Боеприпасы (отмечайте по клетке за выстрел)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2) — gone</source>
        <translation>%1 (%2) — утрачено</translation>
    </message>
    <message>
        <source>rear:</source>
        <translation>сзади:</translation>
    </message>
    <message>
        <source>Critical hit charts (d20; tick a hit)</source>
        <translation>Таблицы критических попаданий (d20; отмечайте попадание)</translation>
    </message>
    <message>
        <source>%1 — destroyed</source>
        <translation>%1 — уничтожено</translation>
    </message>
    <message>
        <source>Heat scale (tick the heat after sinks; %1 sinks)</source>
        <translation>Шкала нагрева (отмечайте нагрев после радиаторов; радиаторов: %1)</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Gunnery %1 · Piloting %2</source>
        <translation>Стрельба %1 · Пилотирование %2</translation>
    </message>
    <message>
        <source>Hits taken (consciousness roll: d20 + piloting)</source>
        <translation>Полученные попадания (бросок на сознание: d20 + пилотирование)</translation>
    </message>
    <message>
        <source>Pilot is %1</source>
        <translation>Пилот %1</translation>
    </message>
    <message>
        <source>Movement die</source>
        <translation>Кубик движения</translation>
    </message>
    <message>
        <source>walked</source>
        <translation>шёл</translation>
    </message>
    <message>
        <source>ran</source>
        <translation>бежал</translation>
    </message>
    <message>
        <source>jumped</source>
        <translation>прыгал</translation>
    </message>
    <message>
        <source>heat as walked or ran, +%1 a hex jumped</source>
        <translation>нагрев как при шаге или беге, +%1 за каждый гекс прыжка</translation>
    </message>
    <message>
        <source>%1 heat</source>
        <translation>нагрев %1</translation>
    </message>
    <message>
        <source>%1 die: %2, %3 to its own attacks, %4</source>
        <translation>%1 кубик: %2, %3 к собственным атакам, %4</translation>
    </message>
    <message>
        <source>Number = hexes moved (%1)</source>
        <translation>Число = пройдено гексов (%1)</translation>
    </message>
    <message>
        <source>Attacks on it: %1 per pip · acted in place: %2</source>
        <translation>Атаки по нему: %1 за очко · действовал на месте: %2</translation>
    </message>
    <message>
        <source>A</source>
        <comment>armor, one letter</comment>
        <extracomment>no text on screen is drawn smaller than this (the platform&apos;s small font)</extracomment>
        <translation>Б</translation>
    </message>
    <message>
        <source>S</source>
        <comment>internal structure, one letter</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>REAR</source>
        <translation>ТЫЛ</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>ПОТЕРЯНО</translation>
    </message>
    <message>
        <source>falls off</source>
        <translation>отвалится</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>ещё +%1</translation>
    </message>
    <message>
        <source>intact</source>
        <translation>цело</translation>
    </message>
    <message>
        <source>A: armor damaged</source>
        <translation>A: броня повреждена</translation>
    </message>
    <message>
        <source>S: structure damaged</source>
        <translation>S: структура повреждена</translation>
    </message>
    <message>
        <source>✕: destroyed</source>
        <translation>✕: уничтожено</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>критическое попадание</translation>
    </message>
    <message>
        <source>AUTO</source>
        <translation>АВТО</translation>
    </message>
    <message>
        <source>Heat %1</source>
        <translation>Нагрев %1</translation>
    </message>
    <message>
        <source>SHUTDOWN</source>
        <translation>ОТКЛЮЧЕНИЕ</translation>
    </message>
    <message>
        <source>sinks −%1</source>
        <translation>теплоотводы −%1</translation>
    </message>
    <message>
        <source>this turn +%1</source>
        <translation>за ход +%1</translation>
    </message>
    <message>
        <source>%1   Gunnery %2   Piloting %3</source>
        <translation>%1   Стрельба %2   Пилотирование %3</translation>
    </message>
    <message>
        <source>%1 %2: own attacks %3, attackers %4</source>
        <translation>%1 %2: свои атаки %3, атакующие его %4</translation>
    </message>
    <message>
        <source>No movement die yet · walk %1, run %2, jump %3</source>
        <translation>Кубика движения пока нет · шаг %1, бег %2, прыжок %3</translation>
    </message>
    <message>
        <source>DESTROYED</source>
        <translation>УНИЧТОЖЕН</translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation>ОТКЛЮЧЁН</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>ЛЕЖИТ</translation>
    </message>
    <message>
        <source>to hit %1</source>
        <translation>попадание %1</translation>
    </message>
    <message>
        <source>-%1 MP</source>
        <translation>-%1 ОП</translation>
    </message>
    <message>
        <source>ammo check (%1 %2+ to pass)</source>
        <translation>проверка боекомплекта (%1, %2+ — без взрыва)</translation>
    </message>
    <message>
        <source>shuts down (no roll)</source>
        <translation>отключается (без броска)</translation>
    </message>
    <message>
        <source>shutdown check (%1 %2+ to stay up)</source>
        <translation>проверка отключения (%1, %2+ — остаётся в строю)</translation>
    </message>
    <message>
        <source>life support hit: consciousness roll</source>
        <translation>жизнеобеспечение повреждено: бросок на сознание</translation>
    </message>
    <message>
        <source>%1 (rear)</source>
        <translation>%1 (назад)</translation>
    </message>
    <message>
        <source>Armor %1 of %2, structure %3 of %4.</source>
        <translation>Броня %1 из %2, структура %3 из %4.</translation>
    </message>
    <message>
        <source>Critical hits: %1.</source>
        <translation>Критические попадания: %1.</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (не работает)</translation>
    </message>
    <message>
        <source>Equipment: %1.</source>
        <translation>Оборудование: %1.</translation>
    </message>
    <message>
        <source>Actuator</source>
        <translation>Актуатор</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>CT</source>
        <translation>ЦТ</translation>
    </message>
    <message>
        <source>CTR</source>
        <translation>ЦТт</translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation>Центральный торс</translation>
    </message>
    <message>
        <source>Center torso (rear)</source>
        <translation>Центральный торс (сзади)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Двигатель</translation>
    </message>
    <message>
        <source>Foot actuator</source>
        <translation>Актуатор стопы</translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation>Гироскоп</translation>
    </message>
    <message>
        <source>HD</source>
        <translation>Г</translation>
    </message>
    <message>
        <source>Hand actuator</source>
        <translation>Актуатор кисти</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <source>Hip actuator</source>
        <translation>Актуатор тазобедренного сустава</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Поп.</translation>
    </message>
    <message>
        <source>LA</source>
        <translation>ЛР</translation>
    </message>
    <message>
        <source>LL</source>
        <translation>ЛН</translation>
    </message>
    <message>
        <source>LT</source>
        <translation>ЛТ</translation>
    </message>
    <message>
        <source>LTR</source>
        <translation>ЛТт</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>Левая рука</translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation>Левая нога</translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation>Левый торс</translation>
    </message>
    <message>
        <source>Left torso (rear)</source>
        <translation>Левый торс (сзади)</translation>
    </message>
    <message>
        <source>Life support</source>
        <translation>Жизнеобеспечение</translation>
    </message>
    <message>
        <source>Lower arm actuator</source>
        <translation>Актуатор предплечья</translation>
    </message>
    <message>
        <source>Lower leg actuator</source>
        <translation>Актуатор голени</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>ОП</translation>
    </message>
    <message>
        <source>RA</source>
        <translation>ПР</translation>
    </message>
    <message>
        <source>RL</source>
        <translation>ПН</translation>
    </message>
    <message>
        <source>RT</source>
        <translation>ПТ</translation>
    </message>
    <message>
        <source>RTR</source>
        <translation>ПТт</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>Правая рука</translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation>Правая нога</translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation>Правый торс</translation>
    </message>
    <message>
        <source>Right torso (rear)</source>
        <translation>Правый торс (сзади)</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>Откл.</translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation>Сенсоры</translation>
    </message>
    <message>
        <source>Shoulder actuator</source>
        <translation>Актуатор плечевого сустава</translation>
    </message>
    <message>
        <source>Upper arm actuator</source>
        <translation>Актуатор плеча</translation>
    </message>
    <message>
        <source>Upper leg actuator</source>
        <translation>Актуатор бедра</translation>
    </message>
    <message>
        <source>armor damaged</source>
        <translation>броня повреждена</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожено</translation>
    </message>
    <message>
        <source>no critical</source>
        <translation>нет крита</translation>
    </message>
    <message>
        <source>part destroyed</source>
        <translation>часть уничтожена</translation>
    </message>
    <message>
        <source>structure damaged</source>
        <translation>структура повреждена</translation>
    </message>
</context>
<context>
    <name>MechStatusWidget</name>
    <message>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <source>Show every mech&apos;s diagram and heat side by side</source>
        <translation>Показать схемы и нагрев всех мехов рядом</translation>
    </message>
    <message>
        <source>Pilot and details</source>
        <translation>Пилот и подробности</translation>
    </message>
    <message>
        <source>The legend, the pilot and movement card, the movement die, critical hits and the details of the location pointed at</source>
        <translation>Легенда, карточка пилота и движения, кубик движения, критические попадания и подробности выбранной секции</translation>
    </message>
    <message>
        <source>Locations as a table</source>
        <translation>Места таблицей</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <source>Movement die: %1 %2 (own attacks %3, attackers %4)</source>
        <translation>Кубик движения: %1 %2 (свои атаки %3, атакующие его %4)</translation>
    </message>
    <message>
        <source>Movement die: none yet this turn</source>
        <translation>Кубик движения: в этом ходу пока нет</translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation>%1 не работает</translation>
    </message>
    <message>
        <source>Criticals: %1</source>
        <translation>Криты: %1</translation>
    </message>
    <message>
        <source>No critical hits.</source>
        <translation>Критических попаданий нет.</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>потеряно</translation>
    </message>
    <message>
        <source>0 — falls off</source>
        <translation>0 — отвалится</translation>
    </message>
    <message>
        <source>  CT rear</source>
        <translation>  ЦТ, тыл</translation>
    </message>
    <message>
        <source>  LT rear</source>
        <translation>  ЛТ, тыл</translation>
    </message>
    <message>
        <source>  RT rear</source>
        <translation>  ПТ, тыл</translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation>Центр торса</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>Левая рука</translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation>Левая нога</translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation>Левый торс</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>Правая рука</translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation>Правая нога</translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation>Правый торс</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>двигатель</translation>
    </message>
    <message>
        <source>gyro</source>
        <translation>гироскоп</translation>
    </message>
    <message>
        <source>life support</source>
        <translation>жизнеобеспечение</translation>
    </message>
    <message>
        <source>sensors</source>
        <translation>сенсоры</translation>
    </message>
</context>
<context>
    <name>MechUnitDialog</name>
    <message>
        <source>Edit Mech</source>
        <translation>Изменить меха</translation>
    </message>
    <message>
        <source>Add Mech</source>
        <translation>Добавить меха</translation>
    </message>
    <message>
        <source>%1 (%2 t)</source>
        <translation>%1 (%2 т)</translation>
    </message>
    <message>
        <source>%1 (%2 t, custom)</source>
        <translation>%1 (%2 т, своя)</translation>
    </message>
    <message>
        <source>%1 t · walk %2 / run %3 / jump %4 · %5 heat sinks · %6</source>
        <translation>%1 т · шаг %2 / бег %3 / прыжок %4 · теплоотводов: %5 · %6</translation>
    </message>
    <message>
        <source>no weapons</source>
        <translation>без оружия</translation>
    </message>
    <message>
        <source>Give the mech a name.</source>
        <translation>Дайте меху имя.</translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation>Сначала добавьте соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>Choose a design.</source>
        <translation>Выберите конструкцию.</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>Конструкция: %1</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Conscious</source>
        <translation>В сознании</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Погиб</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Без сознания</translation>
    </message>
    <message>
        <source>Mech</source>
        <translation>Мех</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. Red Boar</source>
        <translation>напр. Красный Вепрь</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>&amp;Design:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>D&amp;esigner…</source>
        <translation>&amp;Конструктор…</translation>
    </message>
    <message>
        <source>Open the record-sheet designer to change this design or build a new one</source>
        <translation>Открыть конструктор листа меха, чтобы изменить эту модель или собрать новую</translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation>&amp;Пилот:</translation>
    </message>
    <message>
        <source>Pilot&apos;s name</source>
        <translation>Имя пилота</translation>
    </message>
    <message>
        <source>&amp;Gunnery:</source>
        <translation>Стр&amp;ельба:</translation>
    </message>
    <message>
        <source>Added to every attack roll</source>
        <translation>Прибавляется к каждому броску атаки</translation>
    </message>
    <message>
        <source>P&amp;iloting:</source>
        <translation>П&amp;илотирование:</translation>
    </message>
    <message>
        <source>Added to initiative, piloting and consciousness rolls (a new pilot has +1)</source>
        <translation>Прибавляется к броскам инициативы, пилотирования и сознания (у нового пилота +1)</translation>
    </message>
    <message>
        <source>&amp;Head hits taken:</source>
        <translation>Попаданий в &amp;голову:</translation>
    </message>
    <message>
        <source>Pilot &amp;state:</source>
        <translation>Сос&amp;тояние пилота:</translation>
    </message>
</context>
<context>
    <name>PageCard</name>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Копировать адрес</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
</context>
<context>
    <name>PilotCard</name>
    <message>
        <source>Pilot and movement</source>
        <translation>Пилот и движение</translation>
    </message>
    <message>
        <source>Movement die %1 %2.</source>
        <translation>Кубик движения: %1 %2.</translation>
    </message>
    <message>
        <source>No movement die yet.</source>
        <translation>Кубика движения пока нет.</translation>
    </message>
    <message>
        <source>Pilot %1, gunnery %2, piloting %3, %4, %5 of 6 consciousness boxes hit. %6</source>
        <translation>Пилот %1, стрельба %2, пилотирование %3, %4, отмечено клеток сознания: %5 из 6. %6</translation>
    </message>
    <message>
        <source>Pilot %1, gunnery %2, piloting %3, %4, %5 of %7 consciousness boxes hit. %6</source>
        <translation>Пилот %1, стрельба %2, пилотирование %3, %4, отмечено клеток сознания: %5 из %7. %6</translation>
    </message>
</context>
<context>
    <name>PlayerLink</name>
    <message>
        <source>&amp;Player View</source>
        <translation>&amp;Экран игроков</translation>
    </message>
    <message>
        <source>A second window for the table&apos;s screen: whose turn it is and how the players&apos; units stand, with no GM secrets</source>
        <translation>Второе окно для экрана за столом: чей ход и в каком состоянии отряды игроков, без секретов мастера</translation>
    </message>
    <message>
        <source>Pa&amp;use Player Screen</source>
        <translation>&amp;Приостановить экран игроков</translation>
    </message>
    <message>
        <source>Blank the players&apos; screen; choose again to reveal it</source>
        <translation>Затемнить экран игроков; выберите ещё раз, чтобы показать его</translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation>П&amp;араметры экрана игроков</translation>
    </message>
    <message>
        <source>Show &amp;Enemy Detail</source>
        <translation>Показывать &amp;подробности о противнике</translation>
    </message>
    <message>
        <source>&amp;Hide from Players</source>
        <translation>С&amp;крыть от игроков</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показывать</translation>
    </message>
    <message>
        <source>Follow My Battle</source>
        <translation>Моё текущее сражение</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Экран</translation>
    </message>
    <message>
        <source>In a Window</source>
        <translation>В окне</translation>
    </message>
    <message>
        <source>Full Screen on %1</source>
        <translation>Во весь экран на %1</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Players&apos; Side</source>
        <translation>Сторона игроков</translation>
    </message>
    <message>
        <source>The players&apos; screen is paused.</source>
        <translation>Экран игроков приостановлен.</translation>
    </message>
    <message>
        <source>The players&apos; screen is back.</source>
        <translation>Экран игроков снова показан.</translation>
    </message>
    <message>
        <source>&amp;Reveal to Players</source>
        <translation>&amp;Показать игрокам</translation>
    </message>
    <message>
        <source>Select the units to hide or reveal in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно скрыть или показать.</translation>
    </message>
</context>
<context>
    <name>PlayerMech</name>
    <message>
        <source>Damage diagram and heat of %1</source>
        <translation>Схема повреждений и нагрев: %1</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>Waiting for the battle to begin…</source>
        <translation>Ожидание начала сражения…</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1   (%2)</source>
        <translation>%1   (%2)</translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation>Расстояние: %1</translation>
    </message>
    <message>
        <source>Your forces: %1</source>
        <translation>Ваши силы: %1</translation>
    </message>
    <message>
        <source>Opposing forces</source>
        <translation>Силы противника</translation>
    </message>
    <message>
        <source>%1 · has losses</source>
        <translation>%1 · есть потери</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2: %n move spaces</source>
        <translation>
            <numerusform>%1 — %2: %n клетка</numerusform>
            <numerusform>%1 — %2: %n клетки</numerusform>
            <numerusform>%1 — %2: %n клеток</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2: 1 move space</source>
        <translation>%1 — %2: 1 клетка</translation>
    </message>
    <message>
        <source>%1 — %2: engaged</source>
        <translation>%1 — %2: в схватке</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: DESTROYED</source>
        <translation>%1: УНИЧТОЖЕН</translation>
    </message>
    <message numerus="yes">
        <source>%n hits taken</source>
        <translation>
            <numerusform>%n попадание</numerusform>
            <numerusform>%n попадания</numerusform>
            <numerusform>%n попаданий</numerusform>
        </translation>
    </message>
    <message>
        <source>1 hit taken</source>
        <translation>1 попадание</translation>
    </message>
    <message>
        <source>Badly hurt</source>
        <translation>Тяжело ранен</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Уничтожен</translation>
    </message>
    <message>
        <source>Fighting · %1</source>
        <translation>В бою · %1</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Удерживает позицию</translation>
    </message>
    <message>
        <source>Hurt</source>
        <translation>Ранен</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Выведен из строя</translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation>Выбыл из боя</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>ЛЕЖИТ</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Retreated</source>
        <translation>Отступил</translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation>Отступил в хорошем порядке</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Обращён в бегство</translation>
    </message>
    <message>
        <source>SHUT DOWN</source>
        <translation>ОТКЛЮЧЁН</translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation>Отброшен</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation>Невредим</translation>
    </message>
    <message>
        <source>armor %1%</source>
        <translation>броня %1%</translation>
    </message>
    <message>
        <source>badly hurt</source>
        <translation>тяжело ранен</translation>
    </message>
    <message>
        <source>center torso</source>
        <translation>центральный торс</translation>
    </message>
    <message>
        <source>center torso rear</source>
        <translation>центральный торс сзади</translation>
    </message>
    <message>
        <source>head</source>
        <translation>голова</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>ранен</translation>
    </message>
    <message>
        <source>left arm</source>
        <translation>левая рука</translation>
    </message>
    <message>
        <source>left leg</source>
        <translation>левая нога</translation>
    </message>
    <message>
        <source>left torso</source>
        <translation>левый торс</translation>
    </message>
    <message>
        <source>left torso rear</source>
        <translation>левый торс сзади</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>потеряно: %1</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>вновь собран</translation>
    </message>
    <message>
        <source>right arm</source>
        <translation>правая рука</translation>
    </message>
    <message>
        <source>right leg</source>
        <translation>правая нога</translation>
    </message>
    <message>
        <source>right torso</source>
        <translation>правый торс</translation>
    </message>
    <message>
        <source>right torso rear</source>
        <translation>правый торс сзади</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>в бегстве</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>стоек</translation>
    </message>
    <message>
        <source>structure %1%</source>
        <translation>структура %1%</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>невредим</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Muster — Players</source>
        <translation>Muster — игроки</translation>
    </message>
</context>
<context>
    <name>Poleaxe</name>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2/%3 HTK · %4 · %5</source>
        <translation>%1 %2/%3 ПДВ · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turn)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n ход)</numerusform>
            <numerusform>%1 (%2 %3, %n хода)</numerusform>
            <numerusform>%1 (%2 %3, %n ходов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n turns)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n ход)</numerusform>
            <numerusform>%1 (%2 %3, %n хода)</numerusform>
            <numerusform>%1 (%2 %3, %n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (also %2: one row, counted once)</source>
        <translation>%1 (а также %2: одна строка таблицы, учитывается один раз)</translation>
    </message>
    <message>
        <source>%1 (unit #%2) is not a squad in this battle.</source>
        <translation>%1 (отряд №%2) не участвует в этом сражении.</translation>
    </message>
    <message>
        <source>%1 HD at 1 HTK per %2 HD = %3 HTK</source>
        <translation>%1 КХ по 1 ПДВ за %2 КХ = %3 ПДВ</translation>
    </message>
    <message>
        <source>%1 HTK</source>
        <translation>%1 ПДВ</translation>
    </message>
    <message>
        <source>%1 Out of the Fight · %2</source>
        <translation>%1 Выбыл из боя · %2</translation>
    </message>
    <message>
        <source>%1 and %2 are engaged in melee</source>
        <translation>%1 и %2 сходятся в рукопашной</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation>%1 и %2 — на одной стороне.</translation>
    </message>
    <message>
        <source>%1 and %2 come into contact</source>
        <translation>%1 и %2 вступают в соприкосновение</translation>
    </message>
    <message>
        <source>%1 and cannot attack</source>
        <translation>%1 и не может атаковать</translation>
    </message>
    <message>
        <source>%1 and cannot shoot</source>
        <translation>%1 и не может стрелять</translation>
    </message>
    <message>
        <source>%1 belongs to the %2 phase; %3 is in %4.</source>
        <translation>%1 — действие фазы «%2»; сражение «%3» сейчас в фазе «%4».</translation>
    </message>
    <message>
        <source>%1 combatants: over %2, so squads fight grouped in bodies (battles or conroys)</source>
        <translation>бойцов: %1, больше %2, поэтому отряды сражаются группами (баталиями или конруа)</translation>
    </message>
    <message>
        <source>%1 does not strike back: %2</source>
        <translation>%1 не наносит ответного удара: %2</translation>
    </message>
    <message>
        <source>%1 fails to rally %2 (CHA check: rolled %3, needed %4 or more)</source>
        <translation>%1 не может собрать отряд «%2» (проверка ХАР: выпало %3, нужно %4 или больше)</translation>
    </message>
    <message>
        <source>%1 fails to rally %2 (Tactics roll: rolled %3, needed %4 or less)</source>
        <translation>%1 не может собрать отряд «%2» (бросок Тактики: выпало %3, нужно %4 или меньше)</translation>
    </message>
    <message>
        <source>%1 has a bad state: %2</source>
        <translation>У отряда «%1» повреждено состояние: %2</translation>
    </message>
    <message>
        <source>%1 has no leader to rally it (add one in the squad builder).</source>
        <translation>У отряда «%1» нет командира, чтобы его собрать (добавьте командира в редакторе отряда).</translation>
    </message>
    <message>
        <source>%1 holds (%2 vs %3)</source>
        <translation>%1 — держится (%2 против %3)</translation>
    </message>
    <message>
        <source>%1 is Out of the Fight</source>
        <translation>отряд «%1» выбыл из боя</translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not a By This Poleaxe squad.</source>
        <translation>%1 — отряд системы %2, а не отряд By This Poleaxe.</translation>
    </message>
    <message>
        <source>%1 is already set up (undo the set-up to roll again).</source>
        <translation>Сражение «%1» уже расставлено (отмените расстановку, чтобы бросить заново).</translation>
    </message>
    <message>
        <source>%1 is not built yet; open it in the squad builder.</source>
        <translation>Отряд «%1» ещё не собран; откройте его в редакторе отряда.</translation>
    </message>
    <message>
        <source>%1 melee on %2 (roll %3 of %4): %5</source>
        <translation>Рукопашная: %1 → %2 (бросок %3 из %4): %5</translation>
    </message>
    <message>
        <source>%1 melee on %2: %3</source>
        <translation>Рукопашная: %1 → %2: %3</translation>
    </message>
    <message>
        <source>%1 missile fire on %2: %3</source>
        <translation>Стрельба: %1 → %2: %3</translation>
    </message>
    <message>
        <source>%1 morale check (%2): holds on %3 or less (MV %4%5)</source>
        <translation>%1: проверка морали (%2): держится при %3 или меньше (ПМ %4%5)</translation>
    </message>
    <message>
        <source>%1 moved this turn: only stationary squads and trained skirmishers may shoot.</source>
        <translation>Отряд «%1» двигался в этот ход: стрелять могут только стоявшие на месте отряды и обученные застрельщики.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n space</source>
        <translation>
            <numerusform>%1 — перемещение на %n клетку</numerusform>
            <numerusform>%1 — перемещение на %n клетки</numerusform>
            <numerusform>%1 — перемещение на %n клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n spaces</source>
        <translation>
            <numerusform>%1 — перемещение на %n клетку</numerusform>
            <numerusform>%1 — перемещение на %n клетки</numerusform>
            <numerusform>%1 — перемещение на %n клеток</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be a list of squads, got %2.</source>
        <translation>%1: должен быть список отрядов, получено %2.</translation>
    </message>
    <message>
        <source>%1 must be a squad of this battle, got %2.</source>
        <translation>%1: нужен отряд этого сражения, а получено %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1 rallies %2</source>
        <translation>%1 собирает отряд «%2»</translation>
    </message>
    <message>
        <source>%1 rallies %2 (CHA check: rolled %3, needed %4 or more)</source>
        <translation>%1 собирает отряд «%2» (проверка ХАР: выпало %3, нужно %4 или больше)</translation>
    </message>
    <message>
        <source>%1 rallies %2 (Tactics roll: rolled %3, needed %4 or less)</source>
        <translation>%1 собирает отряд «%2» (бросок Тактики: выпало %3, нужно %4 или меньше)</translation>
    </message>
    <message>
        <source>%1 rallies %2: CHA check, d20 + CHA modifier, meet or beat %3</source>
        <translation>%1 собирает отряд «%2»: проверка ХАР, d20 + модификатор ХАР, %3 или больше</translation>
    </message>
    <message>
        <source>%1 rallies %2: Tactics roll, d20 at or under %3 (Tactics %4%5)</source>
        <translation>%1 собирает отряд «%2»: бросок Тактики, d20, %3 или меньше (Тактика %4%5)</translation>
    </message>
    <message>
        <source>%1 routs at once, away from the closest enemy danger along the safest route; friendly squads that see it must check morale</source>
        <translation>Отряд «%1» сразу обращается в бегство прочь от ближайшей вражеской угрозы по самому безопасному пути; союзные отряды, которые это видят, проходят проверку морали</translation>
    </message>
    <message>
        <source>%1 routs! (%2 vs %3)</source>
        <translation>%1 — бегство! (%2 против %3)</translation>
    </message>
    <message>
        <source>%1 save against %2: saves on %3 or less (DV %4%5)</source>
        <translation>%1: спасбросок против %2: спасается при %3 или меньше (ПЗ %4%5)</translation>
    </message>
    <message>
        <source>%1 saves %2 vs %3: %4</source>
        <translation>%1: спасбросок %2 против %3: %4</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>Стрельба: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n space): rolled %3, needed %4 or less: %5</source>
        <translation>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клетка): выпало %3, нужно %4 или меньше: %5</numerusform>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клетки): выпало %3, нужно %4 или меньше: %5</numerusform>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клеток): выпало %3, нужно %4 или меньше: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shoots at %2 (%n spaces): rolled %3, needed %4 or less: %5</source>
        <translation>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клетка): выпало %3, нужно %4 или меньше: %5</numerusform>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клетки): выпало %3, нужно %4 или меньше: %5</numerusform>
            <numerusform>Отряд «%1» стреляет по отряду «%2» (%n клеток): выпало %3, нужно %4 или меньше: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no losses; it does not roll on the Out of the Fight table.</source>
        <translation>Отряд «%1» не понёс потерь и не бросает по таблице выбывших из боя.</translation>
    </message>
    <message>
        <source>%1 → %2 (strikes back): %3 vs %4, %5</source>
        <translation>%1 → %2 (ответный удар): %3 против %4, %5</translation>
    </message>
    <message>
        <source>%1 → %2: %3 vs %4, %5</source>
        <translation>%1 → %2: %3 против %4, %5</translation>
    </message>
    <message>
        <source>%1&apos;s CHA %2</source>
        <translation>%1: ХАР %2</translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation>%1, обездвижен</translation>
    </message>
    <message>
        <source>%1: %2 (rolled %3, total %4)</source>
        <translation>%1: %2 (выпало %3, итого %4)</translation>
    </message>
    <message>
        <source>%1: %2 (rolled %3, total %4) — %5</source>
        <translation>%1: %2 (выпало %3, итого %4) — %5</translation>
    </message>
    <message>
        <source>%1: Out of the Fight roll</source>
        <translation>%1: бросок по таблице выбывших из боя</translation>
    </message>
    <message>
        <source>%1: members killed (%2)</source>
        <translation>%1: убито бойцов (%2)</translation>
    </message>
    <message>
        <source>%1: members severely injured (%2)</source>
        <translation>%1: тяжело ранено бойцов (%2)</translation>
    </message>
    <message>
        <source>%1: spell effects counted down</source>
        <translation>%1: действие заклинаний сокращается</translation>
    </message>
    <message>
        <source>%1: the sides start %2 move spaces apart</source>
        <translation>%1: стороны начинают на расстоянии %2 кл. хода</translation>
    </message>
    <message>
        <source>%1: the sides start %2 move spaces apart (%3)</source>
        <translation>%1: стороны начинают на расстоянии %2 кл. хода (%3)</translation>
    </message>
    <message>
        <source>%1: unknown field %2 (expected %3).</source>
        <translation>%1: неизвестное поле %2 (ожидалось %3).</translation>
    </message>
    <message numerus="yes">
        <source>%n attack</source>
        <translation>
            <numerusform>%n атака</numerusform>
            <numerusform>%n атаки</numerusform>
            <numerusform>%n атак</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacks</source>
        <translation>
            <numerusform>%n атака</numerusform>
            <numerusform>%n атаки</numerusform>
            <numerusform>%n атак</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit</source>
        <translation>
            <numerusform>%n попадание</numerusform>
            <numerusform>%n попадания</numerusform>
            <numerusform>%n попаданий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n попадание</numerusform>
            <numerusform>%n попадания</numerusform>
            <numerusform>%n попаданий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n morale checks</source>
        <translation>
            <numerusform>%n проверка морали</numerusform>
            <numerusform>%n проверки морали</numerusform>
            <numerusform>%n проверок морали</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a range of %2 ft: touch and under-%3-ft spells can only be used in melee (0 move spaces), target is %4 away</source>
        <translation>дальность заклинания «%1» — %2 фт.: заклинания касания и с дальностью меньше %3 фт. применяются только в рукопашной (0 клеток хода), а до цели %4 кл.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no leader; give the rallying leader&apos;s CHA or Tactics</source>
        <translation>у отряда «%1» нет командира; укажите Харизму или Тактику собирающего командира</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no missile weapon</source>
        <translation>у отряда «%1» нет метательного оружия</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight</source>
        <translation>отряд «%1» выбыл из боя</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight and cannot be rallied</source>
        <translation>отряд «%1» выбыл из боя, его нельзя собрать</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is Out of the Fight; healing cannot bring it back (house default, see spells.healing_revives)</source>
        <translation>отряд «%1» выбыл из боя; лечение не возвращает его в бой (домашнее правило, см. spells.healing_revives)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already Out of the Fight</source>
        <translation>отряд «%1» уже выбыл из боя</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is held by a spell</source>
        <translation>отряд «%1» обездвижен заклинанием</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice (expected e.g. 3, 1/2, 1+1, 1-1)</source>
        <translation>«%1» — не кости хитов (ожидалось, например, 3, 1/2, 1+1, 1-1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice: a fraction cannot divide by 0</source>
        <translation>«%1» — не кости хитов: в дроби нельзя делить на 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Hit Dice: at most %2 per member</source>
        <translation>«%1» — не кости хитов: не больше %2 на бойца</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fighting member of &apos;%2&apos;</source>
        <translation>«%1» не сражающийся боец отряда «%2»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not routing (it is %2)</source>
        <translation>отряд «%1» не бежит (его состояние: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is routing</source>
        <translation>отряд «%1» бежит</translation>
    </message>
    <message>
        <source>&apos;%1&apos; moved this turn: only stationary squads and trained skirmishers may shoot</source>
        <translation>отряд «%1» двигался в этот ход: стрелять могут только стоявшие на месте отряды и обученные застрельщики</translation>
    </message>
    <message>
        <source>&apos;%1&apos; moves at most %2 spaces (its slowest squad)</source>
        <translation>группа «%1» проходит не больше %2 кл. хода (по самому медленному отряду)</translation>
    </message>
    <message>
        <source>1 HTK lost</source>
        <translation>потерян 1 ПДВ</translation>
    </message>
    <message>
        <source>A By This Poleaxe battle has two sides; these squads come from %1.</source>
        <translation>В сражении By This Poleaxe две стороны, а у этих отрядов их %1.</translation>
    </message>
    <message>
        <source>A target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>AV %1 DV %2 MV %3</source>
        <translation>ПА %1 ПЗ %2 ПМ %3</translation>
    </message>
    <message>
        <source>AV +%1</source>
        <translation>ПА +%1</translation>
    </message>
    <message>
        <source>After the battle: %1</source>
        <translation>После сражения: %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <translation>Назад: %1</translation>
    </message>
    <message>
        <source>Bad squad: %1</source>
        <translation>Неверный отряд: %1</translation>
    </message>
    <message>
        <source>Bad squad: %1: %2</source>
        <translation>Неверный отряд: %1: %2</translation>
    </message>
    <message>
        <source>Bad squad: expected an object</source>
        <translation>Неверный отряд: ожидался объект</translation>
    </message>
    <message>
        <source>Battle %1 has a bad state: %2</source>
        <translation>У сражения «%1» повреждено состояние: %2</translation>
    </message>
    <message>
        <source>Battle %1 is not set up yet: roll the distance between the sides first.</source>
        <translation>Сражение «%1» ещё не расставлено: сначала бросьте расстояние между сторонами.</translation>
    </message>
    <message>
        <source>Body %1</source>
        <translation>Группа %1</translation>
    </message>
    <message>
        <source>Body %1 needs a name.</source>
        <translation>Группе %1 нужно имя.</translation>
    </message>
    <message>
        <source>Body %1: squad</source>
        <translation>Группа «%1»: отряд</translation>
    </message>
    <message>
        <source>Both sides keep fighting as now: the declared engagements stand; a squad whose foe has fallen or routs turns on the first enemy squad still fighting; routing squads flee unpursued and nobody rallies. A side is broken when none of its squads is still fighting; the melee stops then, or at the turn limit.</source>
        <translation>Обе стороны продолжают бой как сейчас: заявленные схватки остаются; отряд, чей противник пал или бежит, переходит на первый ещё сражающийся вражеский отряд; бегущие отряды уходят без преследования, и никто их не собирает. Сторона сломлена, когда ни один её отряд больше не сражается; тогда рукопашная заканчивается, иначе — по достижении предела ходов.</translation>
    </message>
    <message>
        <source>Both squads must stand in a body on the battle line.</source>
        <translation>Оба отряда должны стоять в группах на линии сражения.</translation>
    </message>
    <message>
        <source>Cannot set up the battle: %1</source>
        <translation>Расставить сражение нельзя: %1</translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation>Заклинание: %1</translation>
    </message>
    <message>
        <source>Cast spell</source>
        <translation>Сотворить заклинание</translation>
    </message>
    <message>
        <source>Choose at least one morale check to roll.</source>
        <translation>Выберите хотя бы одну проверку морали для броска.</translation>
    </message>
    <message>
        <source>Choose at least one squad to roll for.</source>
        <translation>Выберите хотя бы один отряд для броска.</translation>
    </message>
    <message>
        <source>Cleric or druid of level %1</source>
        <translation>Жрец или друид %1-го уровня</translation>
    </message>
    <message>
        <source>Cover must be none, soft or hard, not %1.</source>
        <translation>Укрытие — нет, лёгкое или прочное (none, soft, hard), а не %1.</translation>
    </message>
    <message>
        <source>DV +%1</source>
        <translation>ПЗ +%1</translation>
    </message>
    <message>
        <source>Declare movement</source>
        <translation>Заявка движения</translation>
    </message>
    <message>
        <source>Declared for %1: %2</source>
        <translation>Заявка «%1»: %2</translation>
    </message>
    <message>
        <source>Declaring movement and charges</source>
        <translation>Заявка движения и натиска</translation>
    </message>
    <message>
        <source>Describe the spell: name, kind and targets.</source>
        <translation>Опишите заклинание: название, вид и цели.</translation>
    </message>
    <message>
        <source>Dismiss morale check</source>
        <translation>Отмена проверки морали</translation>
    </message>
    <message>
        <source>Dismiss morale check of %1</source>
        <translation>Отменена проверка морали: %1</translation>
    </message>
    <message>
        <source>Engagement %1</source>
        <translation>Схватка %1</translation>
    </message>
    <message>
        <source>Engagement %1 must say who attacks whom.</source>
        <translation>В схватке %1 нужно указать, кто кого атакует.</translation>
    </message>
    <message>
        <source>Engagement %1: cover must be none, soft or hard, not %2.</source>
        <translation>Схватка %1: укрытие — нет, лёгкое или прочное (none, soft, hard), а не %2.</translation>
    </message>
    <message>
        <source>Engagement %1: direction must be front, flank or rear, not %2.</source>
        <translation>Схватка %1: направление — фронт, фланг или тыл (front, flank, rear), а не %2.</translation>
    </message>
    <message>
        <source>Every squad must be in a body; not placed: %1.</source>
        <translation>Каждый отряд должен быть в группе; не распределены: %1.</translation>
    </message>
    <message>
        <source>GM&apos;s call</source>
        <translation>решение мастера</translation>
    </message>
    <message>
        <source>HD per HTK must be %1 to %2; got %3</source>
        <translation>КХ на 1 ПДВ — от %1 до %2, а указано %3</translation>
    </message>
    <message>
        <source>HTK lost: %1</source>
        <translation>потеряно ПДВ: %1</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message numerus="yes">
        <source>Melee (%n engagements)</source>
        <translation>
            <numerusform>Рукопашная (%n схватка)</numerusform>
            <numerusform>Рукопашная (%n схватки)</numerusform>
            <numerusform>Рукопашная (%n схваток)</numerusform>
        </translation>
    </message>
    <message>
        <source>Melee: %1 and %2</source>
        <translation>Рукопашная: %1 и %2</translation>
    </message>
    <message>
        <source>Melee: %1, %2</source>
        <translation>Рукопашная: %1, %2</translation>
    </message>
    <message>
        <source>Missile fire</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Morale check: %1</source>
        <translation>Проверка морали: %1</translation>
    </message>
    <message>
        <source>Morale checks</source>
        <translation>Проверки морали</translation>
    </message>
    <message>
        <source>Morale: %1</source>
        <translation>Мораль: %1</translation>
    </message>
    <message>
        <source>Move spaces between the sides at the start</source>
        <translation>Клетки хода между сторонами в начале</translation>
    </message>
    <message>
        <source>No morale check for %1 (GM&apos;s ruling)</source>
        <translation>Без проверки морали: %1 (решение мастера)</translation>
    </message>
    <message>
        <source>No morale check is due for unit #%1.</source>
        <translation>Отряду №%1 проверка морали не нужна.</translation>
    </message>
    <message>
        <source>No morale checks are due.</source>
        <translation>Проверок морали не требуется.</translation>
    </message>
    <message>
        <source>No squads are engaged: melee needs bodies in contact (0 move spaces apart).</source>
        <translation>Ни один отряд не в бою: для рукопашной группы должны соприкасаться (расстояние 0 клеток хода).</translation>
    </message>
    <message>
        <source>Out of the Fight</source>
        <translation>Выбывшие из боя</translation>
    </message>
    <message numerus="yes">
        <source>Out of the Fight (%n squads)</source>
        <translation>
            <numerusform>Выбыли из боя (%n отряд)</numerusform>
            <numerusform>Выбыли из боя (%n отряда)</numerusform>
            <numerusform>Выбыли из боя (%n отрядов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Out of the Fight (spell)</source>
        <translation>Выбыл из боя (заклинание)</translation>
    </message>
    <message>
        <source>Out of the Fight: %1</source>
        <translation>Выбыли из боя: %1</translation>
    </message>
    <message>
        <source>Out of the Fight: no morale check</source>
        <translation>выбыл из боя: проверки морали нет</translation>
    </message>
    <message>
        <source>Phase %1: %2</source>
        <translation>Фаза %1: %2</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Сбор отряда</translation>
    </message>
    <message>
        <source>Resolve melee</source>
        <translation>Разрешить рукопашную</translation>
    </message>
    <message>
        <source>Set up %1: %2 move spaces apart</source>
        <translation>Расстановка «%1»: расстояние %2 кл. хода</translation>
    </message>
    <message>
        <source>Set up battle</source>
        <translation>Расстановка сражения</translation>
    </message>
    <message>
        <source>Spell %1 must be a whole number, got %2.</source>
        <translation>Заклинание: %1 — нужно целое число, а получено %2.</translation>
    </message>
    <message>
        <source>Spell casting</source>
        <translation>Сотворение заклинаний</translation>
    </message>
    <message>
        <source>Spell kind must be one of %1.</source>
        <translation>Вид заклинания — один из: %1.</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <source>The caster</source>
        <translation>Заклинатель</translation>
    </message>
    <message>
        <source>The cleric or druid level must be a whole number from 0 (none) to 40.</source>
        <translation>Уровень жреца или друида — целое число от 0 (нет) до 40.</translation>
    </message>
    <message>
        <source>The move must be a whole number of spaces, got %1.</source>
        <translation>Движение задаётся целым числом клеток, а получено %1.</translation>
    </message>
    <message>
        <source>The shooter</source>
        <translation>Стрелок</translation>
    </message>
    <message>
        <source>The sides start %1 move spaces apart</source>
        <translation>Стороны начинают на расстоянии %1 кл. хода</translation>
    </message>
    <message>
        <source>The spell</source>
        <translation>Заклинание</translation>
    </message>
    <message>
        <source>The squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Начинается ход %1</translation>
    </message>
    <message>
        <source>a %1 spell affects one squad; use area_damage for several</source>
        <translation>заклинание вида %1 действует на один отряд; для нескольких используйте area_damage</translation>
    </message>
    <message>
        <source>a %1 spell gives +%2 to +%3; got %4</source>
        <translation>заклинание вида %1 даёт от +%2 до +%3, а указано %4</translation>
    </message>
    <message>
        <source>a battle has exactly two sides</source>
        <translation>в сражении ровно две стороны</translation>
    </message>
    <message>
        <source>a charge moves towards the enemy</source>
        <translation>натиск направлен к противнику</translation>
    </message>
    <message>
        <source>a forecast needs the engaged squads on two sides</source>
        <translation>для прогноза сражающиеся отряды должны быть на двух сторонах</translation>
    </message>
    <message>
        <source>a large beast needs a flat %1 set by the GM</source>
        <translation>крупному зверю нужно постоянное значение %1, заданное мастером</translation>
    </message>
    <message>
        <source>a large beast takes 2 or more hits</source>
        <translation>крупному зверю нужно 2 попадания или больше</translation>
    </message>
    <message>
        <source>a low-level spell affecting only 1-2 individuals has no effect at this scale</source>
        <translation>заклинание низкого уровня, действующее на 1–2 существ, в таком масштабе не действует</translation>
    </message>
    <message>
        <source>a number of more than 20 digits</source>
        <translation>число длиннее 20 цифр</translation>
    </message>
    <message>
        <source>a spell needs at least one target squad</source>
        <translation>заклинанию нужен хотя бы один отряд-цель</translation>
    </message>
    <message>
        <source>a squad cannot attack itself</source>
        <translation>отряд не может атаковать сам себя</translation>
    </message>
    <message>
        <source>a squad has 1 to %1 members, got %2</source>
        <translation>в отряде от 1 до %1 бойцов, а указано %2</translation>
    </message>
    <message>
        <source>a squad has at most %1 fighting members, got %2</source>
        <translation>в отряде не больше %1 сражающихся бойцов, а указано %2</translation>
    </message>
    <message>
        <source>already routing: no check</source>
        <translation>уже бежит: проверки нет</translation>
    </message>
    <message>
        <source>an outcome named after a side is that side holding the field while the other breaks</source>
        <translation>исход с названием стороны означает, что эта сторона удерживает поле, а другая сломлена</translation>
    </message>
    <message>
        <source>another phase</source>
        <translation>другая фаза</translation>
    </message>
    <message>
        <source>attack bonus</source>
        <translation>бонус атаки</translation>
    </message>
    <message>
        <source>average %1 HD: %2</source>
        <translation>в среднем %1 КХ: %2</translation>
    </message>
    <message>
        <source>average AC %1 (counts as %2): %3</source>
        <translation>средний КД %1 (считается как %2): %3</translation>
    </message>
    <message>
        <source>average AC %1: %2</source>
        <translation>средний КД %1: %2</translation>
    </message>
    <message>
        <source>base move %1 ft: %2</source>
        <translation>базовая скорость %1 фт.: %2</translation>
    </message>
    <message>
        <source>body ids must be unique</source>
        <translation>идентификаторы групп не должны повторяться</translation>
    </message>
    <message>
        <source>both sides declare movement and charges</source>
        <translation>обе стороны заявляют движение и натиск</translation>
    </message>
    <message>
        <source>both sides finish declared movement</source>
        <translation>обе стороны завершают заявленное движение</translation>
    </message>
    <message>
        <source>both sides move half their stated distance</source>
        <translation>обе стороны проходят половину заявленного расстояния</translation>
    </message>
    <message numerus="yes">
        <source>charges %n space away from the enemy</source>
        <translation>
            <numerusform>натиск на %n клетку от противника</numerusform>
            <numerusform>натиск на %n клетки от противника</numerusform>
            <numerusform>натиск на %n клеток от противника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n space towards the enemy</source>
        <translation>
            <numerusform>натиск на %n клетку к противнику</numerusform>
            <numerusform>натиск на %n клетки к противнику</numerusform>
            <numerusform>натиск на %n клеток к противнику</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces away from the enemy</source>
        <translation>
            <numerusform>натиск на %n клетку от противника</numerusform>
            <numerusform>натиск на %n клетки от противника</numerusform>
            <numerusform>натиск на %n клеток от противника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>charges %n spaces towards the enemy</source>
        <translation>
            <numerusform>натиск на %n клетку к противнику</numerusform>
            <numerusform>натиск на %n клетки к противнику</numerusform>
            <numerusform>натиск на %n клеток к противнику</numerusform>
        </translation>
    </message>
    <message>
        <source>cleric_level must not be negative</source>
        <translation>cleric_level не может быть отрицательным</translation>
    </message>
    <message>
        <source>cover must be one of %1</source>
        <translation>укрытие — одно из: %1</translation>
    </message>
    <message>
        <source>d20 + modifiers, meet or beat %1</source>
        <translation>d20 + модификаторы, %1 или больше</translation>
    </message>
    <message>
        <source>d20 at or under %1 (Tactics %2 with modifiers)</source>
        <translation>d20, %1 или меньше (Тактика %2 с модификаторами)</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>defense bonus</source>
        <translation>бонус защиты</translation>
    </message>
    <message>
        <source>direction must be one of %1</source>
        <translation>направление — одно из: %1</translation>
    </message>
    <message>
        <source>expected Hit Dice such as 3, &apos;1/2&apos; or &apos;1+1&apos;, got %1</source>
        <translation>ожидались кости хитов вида 3, &apos;1/2&apos; или &apos;1+1&apos;, а получено %1</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>ожидался список</translation>
    </message>
    <message>
        <source>expected a list of members</source>
        <translation>ожидался список бойцов</translation>
    </message>
    <message>
        <source>expected a list of squad ids</source>
        <translation>ожидался список идентификаторов отрядов</translation>
    </message>
    <message>
        <source>expected a non-empty list of bodies</source>
        <translation>ожидался непустой список групп</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>ожидалось целое число, а получено %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ожидался объект</translation>
    </message>
    <message>
        <source>expected an object describing the squad</source>
        <translation>ожидался объект с описанием отряда</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>ожидался объект, а получено: %1</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>ожидался текст, а получено %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>ожидалось true или false, а получено %1</translation>
    </message>
    <message>
        <source>expected two different side names</source>
        <translation>ожидались названия двух разных сторон</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>flank</source>
        <translation>фланг</translation>
    </message>
    <message>
        <source>flat value set by the GM for a large beast</source>
        <translation>постоянное значение крупного зверя, заданное мастером</translation>
    </message>
    <message numerus="yes">
        <source>for %n turn</source>
        <translation>
            <numerusform>на %n ход</numerusform>
            <numerusform>на %n хода</numerusform>
            <numerusform>на %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n turns</source>
        <translation>
            <numerusform>на %n ход</numerusform>
            <numerusform>на %n хода</numerusform>
            <numerusform>на %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>friends in sight must check: %1</source>
        <translation>проверка для союзников в поле зрения: %1</translation>
    </message>
    <message>
        <source>hd must not be negative</source>
        <translation>hd не может быть отрицательным</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>вылечено</translation>
    </message>
    <message>
        <source>heavy crossbow</source>
        <translation>тяжёлый арбалет</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>попадание</translation>
    </message>
    <message>
        <source>hit; save %1 vs %2: %3</source>
        <translation>попадание; спасбросок %1 против %2: %3</translation>
    </message>
    <message>
        <source>hits on %1 or less (AV %2%3)</source>
        <translation>попадает при %1 или меньше (ПА %2%3)</translation>
    </message>
    <message>
        <source>hits on %1 or less (missile AV %2%3)</source>
        <translation>попадает при %1 или меньше (ПС %2%3)</translation>
    </message>
    <message>
        <source>hits plus temp_hits (%1) exceed Hits to Kill (%2)</source>
        <translation>hits вместе с temp_hits (%1) больше ПДВ (%2)</translation>
    </message>
    <message>
        <source>incapacitated</source>
        <translation>обездвижен</translation>
    </message>
    <message>
        <source>incapacitated: temporary HTK, squad held</source>
        <translation>обездвижен: временные ПДВ, отряд удерживается</translation>
    </message>
    <message>
        <source>is missing from a built squad</source>
        <translation>отсутствует у собранного отряда</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; needs a CHA score or a Tactics skill to rally</source>
        <translation>чтобы собрать отряд, командиру «%1» нужна Харизма или навык Тактики</translation>
    </message>
    <message>
        <source>light crossbow</source>
        <translation>лёгкий арбалет</translation>
    </message>
    <message>
        <source>lightly injured</source>
        <translation>легко ранен</translation>
    </message>
    <message>
        <source>long bow</source>
        <translation>длинный лук</translation>
    </message>
    <message>
        <source>melee combat</source>
        <translation>рукопашный бой</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; needs Hit Dice (hd) or a level</source>
        <translation>бойцу «%1» нужны кости хитов (hd) или уровень</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; needs an armour class (ac)</source>
        <translation>бойцу «%1» нужен класс доспеха (ac)</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>missile fire and spells</source>
        <translation>стрельба и заклинания</translation>
    </message>
    <message>
        <source>morale check due: %1</source>
        <translation>нужна проверка морали: %1</translation>
    </message>
    <message>
        <source>morale checks due: %1</source>
        <translation>нужны проверки морали: %1</translation>
    </message>
    <message>
        <source>movement and charges are declared in phase 1 only</source>
        <translation>движение и натиск заявляются только в фазе 1</translation>
    </message>
    <message numerus="yes">
        <source>moves %n space away from the enemy</source>
        <translation>
            <numerusform>отход на %n клетку от противника</numerusform>
            <numerusform>отход на %n клетки от противника</numerusform>
            <numerusform>отход на %n клеток от противника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n space towards the enemy</source>
        <translation>
            <numerusform>движение на %n клетку к противнику</numerusform>
            <numerusform>движение на %n клетки к противнику</numerusform>
            <numerusform>движение на %n клеток к противнику</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces away from the enemy</source>
        <translation>
            <numerusform>отход на %n клетку от противника</numerusform>
            <numerusform>отход на %n клетки от противника</numerusform>
            <numerusform>отход на %n клеток от противника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n spaces towards the enemy</source>
        <translation>
            <numerusform>движение на %n клетку к противнику</numerusform>
            <numerusform>движение на %n клетки к противнику</numerusform>
            <numerusform>движение на %n клеток к противнику</numerusform>
        </translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>должно быть не меньше %1, а получено %2</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>должно быть не меньше 1</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>должно быть не больше %1, а получено %2</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>должно быть одним из: %1</translation>
    </message>
    <message>
        <source>must be one of %1; got &apos;%2&apos;</source>
        <translation>должно быть одним из: %1; получено «%2»</translation>
    </message>
    <message>
        <source>no HTK lost</source>
        <translation>ПДВ не потеряно</translation>
    </message>
    <message>
        <source>no body with id &apos;%1&apos;</source>
        <translation>нет группы с идентификатором «%1»</translation>
    </message>
    <message>
        <source>no squad can strike: nothing to forecast</source>
        <translation>ни один отряд не может атаковать: прогнозировать нечего</translation>
    </message>
    <message>
        <source>no squad with id &apos;%1&apos;</source>
        <translation>нет отряда с идентификатором «%1»</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not a squad value</source>
        <translation>это не показатель отряда</translation>
    </message>
    <message>
        <source>not a squad value; use one of %1</source>
        <translation>это не показатель отряда; допустимо: %1</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>не собран</translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; &apos;%2&apos; reaches %3 (%4 ft at %5 ft a space)</source>
        <translation>вне досягаемости: до цели %1 кл. хода; «%2» достаёт на %3 кл. (%4 фт. при %5 фт. на клетку)</translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; a %2&apos;s effective range is %3 and it has no long range</source>
        <translation>вне досягаемости: до цели %1 кл. хода; %2: прицельная дистанция — %3, дальней нет</translation>
    </message>
    <message>
        <source>out of range: target is %1 move spaces away; a %2&apos;s long range is %3</source>
        <translation>вне досягаемости: до цели %1 кл. хода; %2: дальняя дистанция — %3</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>собран вновь</translation>
    </message>
    <message>
        <source>range must not be negative</source>
        <translation>расстояние не может быть отрицательным</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>тыл</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>бежит</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>спасся</translation>
    </message>
    <message>
        <source>set by the GM (%1)</source>
        <translation>задано мастером (%1)</translation>
    </message>
    <message>
        <source>severely injured</source>
        <translation>тяжело ранен</translation>
    </message>
    <message>
        <source>short bow</source>
        <translation>короткий лук</translation>
    </message>
    <message>
        <source>side must be one of %1</source>
        <translation>сторона — одна из: %1</translation>
    </message>
    <message>
        <source>spell kind must be one of %1</source>
        <translation>вид заклинания — один из: %1</translation>
    </message>
    <message>
        <source>squad &apos;%1&apos; has no %2; build it first</source>
        <translation>у отряда «%1» нет показателя «%2»; сначала соберите отряд</translation>
    </message>
    <message>
        <source>squad &apos;%1&apos; is not on side &apos;%2&apos;</source>
        <translation>отряд «%1» не на стороне «%2»</translation>
    </message>
    <message>
        <source>stands still</source>
        <translation>стоит на месте</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>держится</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>внезапность</translation>
    </message>
    <message>
        <source>the range in move spaces is needed for missile fire</source>
        <translation>для стрельбы нужно расстояние в клетках хода</translation>
    </message>
    <message>
        <source>the squad has no fighting members; list them with their Hit Dice or level</source>
        <translation>в отряде нет сражающихся бойцов; перечислите их с костями хитов или уровнем</translation>
    </message>
    <message>
        <source>the squad has no fighting members; list them with their armour class</source>
        <translation>в отряде нет сражающихся бойцов; перечислите их с классом доспеха</translation>
    </message>
    <message>
        <source>the squad type is needed for its %1 (one of %2)</source>
        <translation>для показателя «%1» нужен тип отряда (один из: %2)</translation>
    </message>
    <message>
        <source>the squad&apos;s base movement in feet (move_ft) is needed</source>
        <translation>нужна базовая скорость отряда в футах (move_ft)</translation>
    </message>
    <message>
        <source>thrown weapon</source>
        <translation>метательное оружие</translation>
    </message>
    <message>
        <source>total %1 HD / %2 = %3: %4</source>
        <translation>всего %1 КХ / %2 = %3: %4</translation>
    </message>
    <message>
        <source>unharmed</source>
        <translation>невредим</translation>
    </message>
    <message>
        <source>unknown missile weapon &apos;%1&apos;; use one of %2</source>
        <translation>неизвестное метательное оружие «%1»; допустимо: %2</translation>
    </message>
    <message>
        <source>unknown morale trigger &apos;%1&apos;; use one of %2</source>
        <translation>неизвестная причина проверки морали «%1»; допустимо: %2</translation>
    </message>
    <message>
        <source>unknown squad type &apos;%1&apos;; use one of %2</source>
        <translation>неизвестный тип отряда «%1»; допустимо: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the log&apos;s rolls)</source>
        <translation>
            <numerusform>… и ещё %n (см. броски в журнале боя)</numerusform>
            <numerusform>… и ещё %n (см. броски в журнале боя)</numerusform>
            <numerusform>… и ещё %n (см. броски в журнале боя)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoleaxeAftermathDialog</name>
    <message>
        <source>After the Battle: Out of the Fight</source>
        <translation>После сражения: выбывшие из боя</translation>
    </message>
    <message>
        <source>Every squad that dropped rolls d10 on the Out of the Fight table; squads that only lost Hits to Kill roll if you tick them. A cleric or druid present adds +1 to +5; a squad that lost under half its HTK adds +5.</source>
        <translation>Каждый павший отряд бросает d10 по таблице «Выбывшие из боя»; отряды, которые только потеряли HTK, бросают, если вы их отметите. Присутствие жреца или друида даёт от +1 до +5; отряд, потерявший меньше половины своих HTK, получает +5.</translation>
    </message>
    <message>
        <source>&amp;Cleric or druid present, level:</source>
        <translation>&amp;Жрец или друид рядом, уровень:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;Roll for the ticked squads</source>
        <translation>&amp;Бросить за отмеченные отряды</translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation>Потери:</translation>
    </message>
</context>
<context>
    <name>PoleaxeBodiesDialog</name>
    <message>
        <source>Set Up Bodies</source>
        <translation>Боевые группы</translation>
    </message>
    <message>
        <source>Group the squads into named bodies (battles or conroys). A body moves, declares and charges as one on the move-space line. Every squad must be in a body of its own side; then roll 2d6 for the distance between the sides.</source>
        <translation>Объедините отряды в именованные боевые группы (баталии или конруа). Группа движется, объявляет действия и атакует натиском как единое целое по линии клеток хода. Каждый отряд должен входить в группу своей стороны; затем бросьте 2d6 на расстояние между сторонами.</translation>
    </message>
    <message>
        <source>&amp;Squads</source>
        <translation>&amp;Отряды</translation>
    </message>
    <message>
        <source>Put the selected squads &amp;in:</source>
        <translation>Поместить выбранные отряды &amp;в:</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <translation>&amp;Назначить</translation>
    </message>
    <message>
        <source>&amp;Bodies</source>
        <translation>&amp;Группы</translation>
    </message>
    <message>
        <source>New body&apos;s name, e.g. Left battle</source>
        <translation>Название новой группы, напр. Левая баталия</translation>
    </message>
    <message>
        <source>A&amp;dd body</source>
        <translation>&amp;Добавить группу</translation>
    </message>
    <message>
        <source>&amp;Remove body</source>
        <translation>&amp;Убрать группу</translation>
    </message>
    <message>
        <source>Remove the selected body; its squads are left unplaced</source>
        <translation>Убрать выбранную группу; её отряды останутся нераспределёнными</translation>
    </message>
</context>
<context>
    <name>PoleaxePanel</name>
    <message>
        <source>After the battle…</source>
        <translation>После сражения…</translation>
    </message>
    <message>
        <source>Roll the Out of the Fight table for squads that took losses</source>
        <translation>Бросить по таблице «Выбывшие из боя» за отряды, понёсшие потери</translation>
    </message>
    <message>
        <source>Ctrl+. next phase, Ctrl+, back</source>
        <translation>Ctrl+. — следующая фаза, Ctrl+, — назад</translation>
    </message>
    <message>
        <source>Battlefield (move spaces; 0 = engaged in melee)</source>
        <translation>Поле боя (клетки хода; 0 — в рукопашной)</translation>
    </message>
    <message>
        <source>This &amp;phase</source>
        <translation>Эта &amp;фаза</translation>
    </message>
    <message>
        <source>Set up the battle</source>
        <translation>Подготовка сражения</translation>
    </message>
    <message>
        <source>Roll 2d6 for the move spaces between the two sides. Each side forms one body.</source>
        <translation>Бросьте 2d6 на число клеток хода между сторонами. Каждая сторона образует одну боевую группу.</translation>
    </message>
    <message>
        <source>Morale checks due</source>
        <translation>Положенные проверки морали</translation>
    </message>
    <message>
        <source>No check for the selected squad</source>
        <translation>Выбранному отряду проверка не нужна</translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation>&amp;Группа:</translation>
    </message>
    <message>
        <source>&amp;Moves (spaces, − = away):</source>
        <translation>&amp;Ход (клетки, − = назад):</translation>
    </message>
    <message>
        <source>C&amp;harge</source>
        <translation>&amp;Натиск</translation>
    </message>
    <message>
        <source>&amp;Shooter:</source>
        <translation>&amp;Стрелок:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>Co&amp;ver:</source>
        <translation>&amp;Укрытие:</translation>
    </message>
    <message>
        <source>Rally a routing squad</source>
        <translation>Собрать бегущий отряд</translation>
    </message>
    <message>
        <source>R&amp;ally</source>
        <translation>Собр&amp;ать</translation>
    </message>
    <message>
        <source>S&amp;quads</source>
        <translation>Отр&amp;яды</translation>
    </message>
    <message>
        <source>B&amp;odies</source>
        <translation>Груп&amp;пы</translation>
    </message>
    <message>
        <source>Spe&amp;ll</source>
        <translation>&amp;Заклинание</translation>
    </message>
    <message>
        <source>Spell at squad scale:</source>
        <translation>Заклинание в масштабе отрядов:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>spell name</source>
        <translation>название заклинания</translation>
    </message>
    <message>
        <source>on</source>
        <translation>на</translation>
    </message>
    <message>
        <source>HD </source>
        <translation>HD </translation>
    </message>
    <message>
        <source>HD per HTK </source>
        <translation>HD на HTK </translation>
    </message>
    <message>
        <source>bonus +</source>
        <translation>бонус +</translation>
    </message>
    <message>
        <source> turn(s)</source>
        <translation> ход(ов)</translation>
    </message>
    <message>
        <source>&amp;Cast</source>
        <translation>Сот&amp;ворить</translation>
    </message>
    <message>
        <source>&amp;Roll distance (2d6)</source>
        <translation>&amp;Бросить дистанцию (2d6)</translation>
    </message>
    <message>
        <source>Roll &amp;morale checks</source>
        <translation>Бросить проверки &amp;морали</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Объявить</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>Стре&amp;лять</translation>
    </message>
    <message>
        <source>&amp;Resolve melee (all engaged squads)</source>
        <translation>&amp;Разрешить рукопашную (все сцепившиеся отряды)</translation>
    </message>
</context>
<context>
    <name>PoleaxeSquadDialog</name>
    <message>
        <source>Squad Builder</source>
        <translation>Конструктор отряда</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. Orc spearmen</source>
        <translation>напр. Орки-копейщики</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>Squad &amp;type:</source>
        <translation>&amp;Тип отряда:</translation>
    </message>
    <message>
        <source>&amp;Movement (feet):</source>
        <translation>Дви&amp;жение (футы):</translation>
    </message>
    <message>
        <source> ft</source>
        <translation> фт</translation>
    </message>
    <message>
        <source>Melee &amp;weapons:</source>
        <translation>Оружие &amp;ближнего боя:</translation>
    </message>
    <message>
        <source>M&amp;issile weapon:</source>
        <translation>&amp;Метательное оружие:</translation>
    </message>
    <message>
        <source>Ma&amp;gic weapons:</source>
        <translation>Ма&amp;гическое оружие:</translation>
    </message>
    <message>
        <source>Special &amp;offence:</source>
        <translation>Особая &amp;атака:</translation>
    </message>
    <message>
        <source>Special &amp;defence:</source>
        <translation>Особая &amp;защита:</translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation>Вер&amp;хом</translation>
    </message>
    <message>
        <source>Trained s&amp;kirmishers (may shoot after moving)</source>
        <translation>Обученные стр&amp;елки (могут стрелять после движения)</translation>
    </message>
    <message>
        <source>&amp;Leader with the squad</source>
        <translation>&amp;Лидер с отрядом</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Fighter / trained leader</source>
        <translation>Воин / обученный лидер</translation>
    </message>
    <message>
        <source>CHA:</source>
        <translation>ХАР:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Tactics:</source>
        <translation>Тактика:</translation>
    </message>
    <message>
        <source>Members (up to five; Hit Dice such as 1, 1+1, 1/2, or a character level)</source>
        <translation>Состав (до пяти; Кости хитов вроде 1, 1+1, 1/2 или уровень персонажа)</translation>
    </message>
    <message>
        <source>&amp;Add member</source>
        <translation>&amp;Добавить бойца</translation>
    </message>
    <message>
        <source>&amp;Remove member</source>
        <translation>&amp;Убрать бойца</translation>
    </message>
    <message>
        <source>Derived values (set an override to replace one; the derivation stays visible)</source>
        <translation>Производные значения (задайте замену, чтобы переопределить; расчёт остаётся виден)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot make the sheet</source>
        <translation>Не удаётся составить лист</translation>
    </message>
    <message>
        <source>With current damage marked</source>
        <translation>С отмеченными текущими повреждениями</translation>
    </message>
    <message>
        <source>Blank (undamaged)</source>
        <translation>Пустой (без повреждений)</translation>
    </message>
    <message>
        <source>Record Sheet</source>
        <translation>Бланк</translation>
    </message>
    <message>
        <source>Which sheet?</source>
        <translation>Какой лист?</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Сначала откройте кампанию.</translation>
    </message>
    <message>
        <source>There is no unit in this campaign. Add one with Campaign ▸ Add Unit.</source>
        <translation>В этой кампании нет отрядов. Добавьте отряд: Кампания ▸ Добавить отряд.</translation>
    </message>
    <message>
        <source>Which unit?</source>
        <translation>Какой отряд?</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no force in this campaign. Add one with Campaign ▸ Add Force.</source>
        <translation>В этой кампании нет соединений. Добавьте соединение: Кампания ▸ Добавить соединение.</translation>
    </message>
    <message>
        <source>Force Sheet</source>
        <translation>Лист соединения</translation>
    </message>
    <message>
        <source>Which force?</source>
        <translation>Какое соединение?</translation>
    </message>
    <message>
        <source>There is no battle in this campaign. Start one with Battle ▸ New Battle.</source>
        <translation>В этой кампании нет сражений. Начните сражение: Сражение ▸ Новое сражение.</translation>
    </message>
    <message>
        <source>Battle Sheet</source>
        <translation>Лист сражения</translation>
    </message>
    <message>
        <source>Which battle?</source>
        <translation>Какое сражение?</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Печать: %1</translation>
    </message>
    <message>
        <source>Sent %1 to the printer</source>
        <translation>Отправлено на принтер: %1</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Папка %1 не существует.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>%1 — unit card (blank)</source>
        <translation>%1 — карточка отряда (пустая)</translation>
    </message>
    <message>
        <source>%1 — unit card</source>
        <translation>%1 — карточка отряда</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (продолжение)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n unit(s) · %2</source>
        <translation>
            <numerusform>%1 · %n отряд · %2</numerusform>
            <numerusform>%1 · %n отряда · %2</numerusform>
            <numerusform>%1 · %n отрядов · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>FORCE SHEET — %1</source>
        <translation>ЛИСТ СОЕДИНЕНИЯ — %1</translation>
    </message>
    <message>
        <source>%1 force sheet</source>
        <translation>%1 — лист соединения</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Соединение</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Без стороны</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>No unit is in this battle yet.</source>
        <translation>В этом сражении пока нет отрядов.</translation>
    </message>
    <message>
        <source>%1 · %2 %3 · %4</source>
        <translation>%1 · %2 %3 · %4</translation>
    </message>
    <message>
        <source>BATTLE SHEET — %1</source>
        <translation>ЛИСТ СРАЖЕНИЯ — %1</translation>
    </message>
    <message>
        <source>%1 battle sheet</source>
        <translation>%1 — лист сражения</translation>
    </message>
    <message>
        <source>Force sheets</source>
        <translation>Листы соединений</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>сломлен</translation>
    </message>
    <message>
        <source>Quality ladder: one column per hit (tick the kind of hit)</source>
        <translation>Лестница качества: по столбцу на попадание (отметьте вид попадания)</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Casualty</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Подвижность</translation>
    </message>
    <message>
        <source>Specialties</source>
        <translation>Специализации</translation>
    </message>
    <message>
        <source>%1 — %2 h</source>
        <translation>%1 — %2 ч</translation>
    </message>
    <message>
        <source>%1 (now: %2 h left)</source>
        <translation>%1 (сейчас: осталось %2 ч)</translation>
    </message>
    <message>
        <source>Orders (tick the one given)</source>
        <translation>Приказы (отметьте отданный)</translation>
    </message>
    <message>
        <source>Joined by %1 (%2) — dead</source>
        <translation>При отряде: %1 (%2) — погиб</translation>
    </message>
    <message>
        <source>Joined by %1 (%2)</source>
        <translation>При отряде: %1 (%2)</translation>
    </message>
    <message>
        <source>Commanded by %1</source>
        <translation>Командует: %1</translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation>Окопался</translation>
    </message>
    <message>
        <source>Pinned down by %1</source>
        <translation>Прижат огнём: %1</translation>
    </message>
    <message>
        <source>Momentum %1</source>
        <translation>Натиск %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>AV</source>
        <translation>Атк</translation>
    </message>
    <message>
        <source>DV</source>
        <translation>Защ</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>Дв</translation>
    </message>
    <message>
        <source>MR</source>
        <translation>Мор</translation>
    </message>
    <message>
        <source>HTK</source>
        <translation>Жив</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>стоек</translation>
    </message>
    <message>
        <source>routing</source>
        <translation>в бегстве</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>вновь собран</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Move %1 ft</source>
        <translation>Движение %1 фт</translation>
    </message>
    <message>
        <source>%1 weapons</source>
        <translation>%1 оружие</translation>
    </message>
    <message>
        <source>%1 / long %2</source>
        <translation>%1 / дальн. %2</translation>
    </message>
    <message>
        <source>%1 (range %2 spaces)</source>
        <translation>%1 (дальность в клетках: %2)</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>верхом</translation>
    </message>
    <message>
        <source>Arms: %1</source>
        <translation>Вооружение: %1</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>уровень %1</translation>
    </message>
    <message>
        <source>CHA %1</source>
        <translation>ХАР %1</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>обучен</translation>
    </message>
    <message>
        <source>Leader: %1</source>
        <translation>Лидер: %1</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>%1 set by the GM to %2 (rules give %3)</source>
        <translation>%1: мастер установил %2 (по правилам %3)</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Бойцы</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Боец</translation>
    </message>
    <message>
        <source>HD</source>
        <translation>КХ</translation>
    </message>
    <message>
        <source>AC</source>
        <translation>КД</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Удерживает позицию</translation>
    </message>
    <message>
        <source>Thrown back</source>
        <translation>Отброшен</translation>
    </message>
    <message>
        <source>Retreated in good order</source>
        <translation>Отступил в хорошем порядке</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>Обращён в бегство</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>удерживает позицию</translation>
    </message>
    <message>
        <source>thrown back</source>
        <translation>отброшен</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>отступил</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>обращён в бегство</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Бойцов</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>СВ</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Войска</translation>
    </message>
    <message>
        <source>Losses so far: %1</source>
        <translation>Потери на данный момент: %1</translation>
    </message>
    <message>
        <source>Losses: none yet</source>
        <translation>Потери: пока нет</translation>
    </message>
    <message>
        <source>Status after the day&apos;s morale roll</source>
        <translation>Состояние после дневного броска Морали</translation>
    </message>
    <message>
        <source>Losses after the battle (men)</source>
        <translation>Потери после битвы (человек)</translation>
    </message>
    <message>
        <source>Day 1: ________    Day 2: ________    Day 3: ________</source>
        <translation>День 1: ________    День 2: ________    День 3: ________</translation>
    </message>
    <message>
        <source>Tech level</source>
        <translation>Техуровень</translation>
    </message>
    <message>
        <source>Commander: %1</source>
        <translation>Командующий: %1</translation>
    </message>
    <message>
        <source>Seer: %1 (skill %2, Strategy %3)</source>
        <translation>Провидец: %1 (навык %2, Стратегия %3)</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Командиры</translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation>%1 %2 (базовый)</translation>
    </message>
    <message>
        <source>%1 (GM only)</source>
        <translation>%1 (только для мастера)</translation>
    </message>
    <message>
        <source>Strategy working</source>
        <translation>Расчёт Стратегии</translation>
    </message>
    <message>
        <source>Morale modifiers</source>
        <translation>Модификаторы Морали</translation>
    </message>
    <message>
        <source>%1 — attacker</source>
        <translation>%1 — атакующий</translation>
    </message>
    <message>
        <source>%1 — defender</source>
        <translation>%1 — обороняющийся</translation>
    </message>
    <message>
        <source>GURPS army</source>
        <translation>Армия GURPS</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Hits (tick one per hit)</source>
        <translation>Попадания (отмечайте по одному за попадание)</translation>
    </message>
    <message>
        <source>Army sheet</source>
        <translation>Лист армии</translation>
    </message>
    <message>
        <source>the printer refused a new page</source>
        <translation>принтер отказался начать новую страницу</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>не удаётся записать %1</translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation>не удалось запустить принтер</translation>
    </message>
    <message>
        <source>Arms</source>
        <translation>Вооружение</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Численность</translation>
    </message>
    <message>
        <source>Export Battle Sheet as PDF</source>
        <translation>Экспорт листа сражения в PDF</translation>
    </message>
    <message>
        <source>Export Battle Sheet as PDF…</source>
        <translation>Экспорт листа сражения в PDF…</translation>
    </message>
    <message>
        <source>Export Force Sheet as PD&amp;F…</source>
        <translation>Экспорт листа соединения в PD&amp;F…</translation>
    </message>
    <message>
        <source>Export Force Sheet as PDF</source>
        <translation>Экспорт листа соединения в PDF</translation>
    </message>
    <message>
        <source>Export Record Sheet as P&amp;DF…</source>
        <translation>Экспорт бланка в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export Record Sheet as PDF</source>
        <translation>Экспорт бланка в PDF</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>В строю</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Morale hits</source>
        <translation>Удары по морали</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Print &amp;Battle Sheet…</source>
        <translation>Печать листа с&amp;ражения…</translation>
    </message>
    <message>
        <source>Print &amp;Force Sheet…</source>
        <translation>Печать листа &amp;соединения…</translation>
    </message>
    <message>
        <source>Print &amp;Record Sheet…</source>
        <translation>Печать &amp;бланка…</translation>
    </message>
    <message>
        <source>Print Battle Sheet</source>
        <translation>Печать листа сражения</translation>
    </message>
    <message>
        <source>Print Force Sheet</source>
        <translation>Печать листа соединения</translation>
    </message>
    <message>
        <source>Print Record Sheet</source>
        <translation>Печать бланка</translation>
    </message>
</context>
<context>
    <name>ReferenceLink</name>
    <message>
        <source>Rules &amp;Reference…</source>
        <translation>&amp;Справочник по правилам…</translation>
    </message>
    <message>
        <source>Each rules system in our own words, its tables, and this campaign&apos;s house rules</source>
        <translation>Каждая система правил нашими словами, её таблицы и домашние правила этой кампании</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <source>yes</source>
        <extracomment>a value the default tables do not have (a house rule&apos;s own entry) where a value sits in the tables: keys of objects and indexes of lists</extracomment>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1: expected yes or no, got %2</source>
        <translation>%1: ожидается «да» или «нет», введено %2</translation>
    </message>
    <message>
        <source>%1: expected a whole number, got %2</source>
        <translation>%1: ожидается целое число, введено %2</translation>
    </message>
    <message>
        <source>%1: expected a number, got %2</source>
        <translation>%1: ожидается число, введено %2</translation>
    </message>
    <message>
        <source>%1: must not be empty</source>
        <translation>%1: не может быть пустым</translation>
    </message>
    <message numerus="yes">
        <source>%1: at most %n character(s)</source>
        <translation>
            <numerusform>%1: не длиннее %n символа</numerusform>
            <numerusform>%1: не длиннее %n символов</numerusform>
            <numerusform>%1: не длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>house default</source>
        <translation>домашнее решение</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>противоречие</translation>
    </message>
    <message>
        <source>house rule</source>
        <translation>домашнее правило</translation>
    </message>
    <message>
        <source>(default %1)</source>
        <translation>(по умолчанию %1)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background:%1&quot;&gt;%2 House default&lt;/span&gt;: Muster&apos;s choice where the source is silent or its numbers were lost. &lt;span style=&quot;background:%3&quot;&gt;%4 Contradiction&lt;/span&gt;: the source disagrees with itself; the data holds a switch. &lt;span style=&quot;background:%5&quot;&gt;%6 House rule&lt;/span&gt;: changed in this campaign.</source>
        <translation>&lt;span style=&quot;background:%1&quot;&gt;%2 Домашнее решение&lt;/span&gt;: выбор Muster там, где источник молчит или его числа утеряны. &lt;span style=&quot;background:%3&quot;&gt;%4 Противоречие&lt;/span&gt;: источник противоречит сам себе; в данных есть переключатель. &lt;span style=&quot;background:%5&quot;&gt;%6 Домашнее правило&lt;/span&gt;: изменено в этой кампании.</translation>
    </message>
    <message>
        <source>Rules Reference — %1</source>
        <translation>Справочник по правилам — %1</translation>
    </message>
    <message>
        <source>There is no written reference for these rules yet; the Tables tab shows every number the engine uses.</source>
        <translation>Справки по этим правилам пока нет; на вкладке «Таблицы» есть все числа, которыми пользуется движок.</translation>
    </message>
    <message>
        <source>The campaign&apos;s house rules were refused: %1</source>
        <translation>Домашние правила кампании отклонены: %1</translation>
    </message>
    <message>
        <source>No campaign open: showing the bundled defaults.</source>
        <translation>Кампания не открыта: показаны значения по умолчанию.</translation>
    </message>
    <message numerus="yes">
        <source>Campaign %1: %n house rule(s) for these rules.</source>
        <translation>
            <numerusform>Кампания %1: %n домашнее правило для этих правил.</numerusform>
            <numerusform>Кампания %1: %n домашних правила для этих правил.</numerusform>
            <numerusform>Кампания %1: %n домашних правил для этих правил.</numerusform>
        </translation>
    </message>
    <message>
        <source>House default</source>
        <translation>Домашнее решение</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Противоречие</translation>
    </message>
    <message>
        <source>%1 House rule: the default is %2</source>
        <translation>%1 Домашнее правило: по умолчанию %2</translation>
    </message>
    <message>
        <source>Open a campaign to set house rules; these are the bundled defaults.</source>
        <translation>Откройте кампанию, чтобы задать домашние правила; здесь показаны значения по умолчанию.</translation>
    </message>
    <message>
        <source>Double-click a value to change it for this campaign only. Changes are checked by the rules engine before they are saved; Edit ▸ Undo takes a saved change back.</source>
        <translation>Дважды щёлкните значение, чтобы изменить его только для этой кампании. Перед сохранением изменения проверяются движком правил; Правка ▸ Отменить возвращает сохранённое изменение.</translation>
    </message>
    <message>
        <source>Open a campaign first: house rules belong to a campaign.</source>
        <translation>Сначала откройте кампанию: домашние правила принадлежат кампании.</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Вернуть значения по умолчанию</translation>
    </message>
    <message>
        <source>Remove every house rule of %1 from this campaign? Edit ▸ Undo brings them back.</source>
        <translation>Удалить из этой кампании все домашние правила для «%1»? Правка ▸ Отменить вернёт их.</translation>
    </message>
    <message>
        <source>Rules Reference</source>
        <translation>Справочник по правилам</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>The rules system whose reference, tables and house rules are shown</source>
        <translation>Система правил, чей справочник, таблицы и домашние правила показаны</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Найти:</translation>
    </message>
    <message>
        <source>a word in the rules or a table field</source>
        <translation>слово в правилах или поле таблицы</translation>
    </message>
    <message>
        <source>Re&amp;ference</source>
        <translation>&amp;Справочник</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Таблицы</translation>
    </message>
    <message>
        <source>&amp;House Rules</source>
        <translation>&amp;Домашние правила</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Вернуть по умолчанию</translation>
    </message>
    <message>
        <source>Remove every house rule of this rules system from the campaign (undoable)</source>
        <translation>Убрать из кампании все домашние правила этой системы (можно отменить)</translation>
    </message>
    <message>
        <source>&amp;Discard Edits</source>
        <translation>&amp;Отбросить правки</translation>
    </message>
    <message>
        <source>&amp;Save House Rules</source>
        <translation>Сохр&amp;анить домашние правила</translation>
    </message>
</context>
<context>
    <name>RosterCommands</name>
    <message>
        <source>Add Side</source>
        <translation>Добавить сторону</translation>
    </message>
    <message>
        <source>Name of the side:</source>
        <translation>Название стороны:</translation>
    </message>
    <message>
        <source>Add a side first, then select it to add a force to it.</source>
        <translation>Сначала добавьте сторону, затем выберите её, чтобы добавить к ней соединение.</translation>
    </message>
    <message>
        <source>Add Force</source>
        <translation>Добавить соединение</translation>
    </message>
    <message>
        <source>Name of the force:</source>
        <translation>Название соединения:</translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation>Добавить отряд</translation>
    </message>
    <message>
        <source>Rules for the new unit:</source>
        <translation>Правила для нового отряда:</translation>
    </message>
    <message>
        <source>Add a side and a force first: every unit belongs to a force.</source>
        <translation>Сначала добавьте сторону и соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>Select a side, force or unit in the Army Roster to rename it.</source>
        <translation>Выберите сторону, соединение или отряд в составе армий, чтобы переименовать.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <source>Select a unit or force in the Army Roster to delete it.</source>
        <translation>Выберите отряд или соединение в составе армий, чтобы удалить.</translation>
    </message>
    <message>
        <source>Deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation>Удалено. Отмена (Ctrl+Z) вернёт обратно.</translation>
    </message>
    <message>
        <source>Select a generic unit in the Army Roster to damage it by hand; other rules apply damage through their battle panel.</source>
        <translation>Выберите в составе армий отряд по общим правилам, чтобы нанести ему урон вручную; другие правила наносят урон через свою панель сражения.</translation>
    </message>
    <message>
        <source>Apply Damage</source>
        <translation>Нанести урон</translation>
    </message>
    <message>
        <source>Damage (negative heals):</source>
        <translation>Урон (отрицательный лечит):</translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation>Сначала откройте или создайте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>Select templates in the Library first.</source>
        <translation>Сначала выберите шаблоны в библиотеке.</translation>
    </message>
    <message>
        <source>Select a force in the Army Roster (or drop the templates on one) to add them to it.</source>
        <translation>Выберите соединение в составе армий (или перетащите на него шаблоны), чтобы добавить их туда.</translation>
    </message>
    <message>
        <source>Drop the templates on a force (or one of its units) in the Army Roster.</source>
        <translation>Перетащите шаблоны на соединение (или на один из его отрядов) в составе армий.</translation>
    </message>
    <message>
        <source>Select the unit(s) to keep in the library in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно сохранить в библиотеке.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) saved to your library.</source>
        <translation>
            <numerusform>%n отряд сохранён в библиотеку.</numerusform>
            <numerusform>%n отряда сохранены в библиотеку.</numerusform>
            <numerusform>%n отрядов сохранено в библиотеку.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the units to duplicate in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно продублировать.</translation>
    </message>
    <message>
        <source>Select the units to edit in the Army Roster (Ctrl+click for several).</source>
        <translation>Выберите в составе армий отряды для правки (Ctrl+щелчок — несколько).</translation>
    </message>
    <message>
        <source>Select the units to add to the battle in the Army Roster.</source>
        <translation>Выберите в составе армий отряды, которые нужно добавить в сражение.</translation>
    </message>
    <message>
        <source>&amp;Add to Battle</source>
        <translation>Добавить в с&amp;ражение</translation>
    </message>
    <message>
        <source>%1 (%2) — current battle</source>
        <translation>%1 (%2) — текущее сражение</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Start a &amp;Battle with These…</source>
        <translation>Начать &amp;сражение с ними…</translation>
    </message>
</context>
<context>
    <name>RosterDock</name>
    <message>
        <source>Army Roster</source>
        <translation>Состав армий</translation>
    </message>
    <message>
        <source>Find a unit…</source>
        <translation>Найти отряд…</translation>
    </message>
    <message>
        <source>Find a unit in the roster</source>
        <translation>Найти отряд в составе армий</translation>
    </message>
    <message>
        <source>Army roster: sides, forces and units</source>
        <translation>Состав армий: стороны, соединения и отряды</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>out of|destroyed|rout|dead</source>
        <translation>выбы|уничтож|бегств|бежит|погиб|мёртв|убит</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (hidden from players)</source>
        <translation>%1 (скрыт от игроков)</translation>
    </message>
    <message>
        <source>Hidden · %1</source>
        <translation>Скрыт · %1</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>0-level human, monster under 1 HD</source>
        <translation>Человек 0-го уровня, чудовище меньше 1 КХ</translation>
    </message>
    <message>
        <source>1 HD or Man-at-Arms</source>
        <translation>1 КХ или латник</translation>
    </message>
    <message>
        <source>1 hit of damage</source>
        <translation>1 попадание урона</translation>
    </message>
    <message>
        <source>1 member killed, 1 to 3 severely injured, the rest lightly injured</source>
        <translation>1 боец убит, от 1 до 3 тяжело ранены, остальные легко ранены</translation>
    </message>
    <message>
        <source>1 to 2 members killed, the rest severely injured</source>
        <translation>1–2 бойца убиты, остальные тяжело ранены</translation>
    </message>
    <message>
        <source>1 to 4 members killed, the rest severely injured</source>
        <translation>От 1 до 4 бойцов убиты, остальные тяжело ранены</translation>
    </message>
    <message>
        <source>1 to 4 severely injured, the rest lightly injured</source>
        <translation>От 1 до 4 тяжело ранены, остальные легко ранены</translation>
    </message>
    <message>
        <source>10+ HD</source>
        <translation>10+ КХ</translation>
    </message>
    <message>
        <source>10th level and above cleric or druid present</source>
        <translation>Есть жрец или друид 10-го уровня и выше</translation>
    </message>
    <message>
        <source>120 feet</source>
        <translation>120 футов</translation>
    </message>
    <message>
        <source>150 feet or more</source>
        <translation>150 футов или больше</translation>
    </message>
    <message>
        <source>1st to 3rd level cleric or druid present</source>
        <translation>Есть жрец или друид 1–3-го уровня</translation>
    </message>
    <message>
        <source>2 hits of damage</source>
        <translation>2 попадания урона</translation>
    </message>
    <message>
        <source>2 to 3 HD</source>
        <translation>2–3 КХ</translation>
    </message>
    <message>
        <source>4 to 5 HD</source>
        <translation>4–5 КХ</translation>
    </message>
    <message>
        <source>4th to 5th level cleric or druid present</source>
        <translation>Есть жрец или друид 4–5-го уровня</translation>
    </message>
    <message>
        <source>6 to 7 HD</source>
        <translation>6–7 КХ</translation>
    </message>
    <message>
        <source>60 feet or less</source>
        <translation>60 футов или меньше</translation>
    </message>
    <message>
        <source>6th to 7th level cleric or druid present</source>
        <translation>Есть жрец или друид 6–7-го уровня</translation>
    </message>
    <message>
        <source>8 to 9 HD</source>
        <translation>8–9 КХ</translation>
    </message>
    <message>
        <source>8th to 9th level cleric or druid present</source>
        <translation>Есть жрец или друид 8–9-го уровня</translation>
    </message>
    <message>
        <source>90 feet</source>
        <translation>90 футов</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>A. Battle in the open field</source>
        <translation>А. Битва «в чистом поле»</translation>
    </message>
    <message>
        <source>AC rounding</source>
        <translation>Округление КД</translation>
    </message>
    <message>
        <source>Actuators</source>
        <translation>Приводы</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Прибавка</translation>
    </message>
    <message>
        <source>Adequate</source>
        <translation>Сносное</translation>
    </message>
    <message>
        <source>Air Traffic Control</source>
        <translation>Управление воздушным движением</translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation>Воздушно-десантные</translation>
    </message>
    <message>
        <source>All light cavalry against all infantry</source>
        <translation>Вся армия — лёгкая кавалерия против армии из одной пехоты</translation>
    </message>
    <message>
        <source>All members killed</source>
        <translation>Все бойцы убиты</translation>
    </message>
    <message>
        <source>All members lightly injured</source>
        <translation>Все бойцы легко ранены</translation>
    </message>
    <message>
        <source>Alone no orders</source>
        <translation>В одиночку, без приказа</translation>
    </message>
    <message>
        <source>Alone orders</source>
        <translation>В одиночку, с приказом</translation>
    </message>
    <message>
        <source>Always fail min</source>
        <translation>Всегда провал от</translation>
    </message>
    <message>
        <source>Always max</source>
        <translation>Всегда до</translation>
    </message>
    <message>
        <source>Always min</source>
        <translation>Всегда от</translation>
    </message>
    <message>
        <source>Always succeed max</source>
        <translation>Всегда успех до</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Боеприпасы</translation>
    </message>
    <message>
        <source>Ammo check</source>
        <translation>Проверка боеприпасов</translation>
    </message>
    <message>
        <source>Ammo dice</source>
        <translation>Кубики боеприпасов</translation>
    </message>
    <message>
        <source>Amphibious</source>
        <translation>Амфибийные</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Действует на</translation>
    </message>
    <message>
        <source>Arcs</source>
        <translation>Секторы обстрела</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Арктические</translation>
    </message>
    <message>
        <source>Area Damage</source>
        <translation>Урон по площади</translation>
    </message>
    <message>
        <source>Area damage</source>
        <translation>Урон по площади</translation>
    </message>
    <message>
        <source>Area damage spell (Fire Ball, Lightning Bolt): as damage, on every squad in the area</source>
        <translation>Заклинание урона по площади (Огненный шар, Молния): как заклинание урона, по каждому отряду в области</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Бронетехника</translation>
    </message>
    <message>
        <source>Armor allowed with</source>
        <translation>Бронетехника допустима с</translation>
    </message>
    <message>
        <source>Armor barred</source>
        <translation>Бронетехника запрещена</translation>
    </message>
    <message>
        <source>Army commander adjust</source>
        <translation>Поправка для командующего армией</translation>
    </message>
    <message>
        <source>Army knows enemy spies are active</source>
        <translation>Армия знает о вражеских шпионах</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Артиллерия</translation>
    </message>
    <message>
        <source>Assassination</source>
        <translation>Убийство</translation>
    </message>
    <message>
        <source>Assassination of an enemy leader</source>
        <translation>Убийство вражеского лидера</translation>
    </message>
    <message>
        <source>Assisting</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Attached</source>
        <translation>Прикреплены</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Attack Value</source>
        <translation>Показатель атаки</translation>
    </message>
    <message>
        <source>Attack penalty</source>
        <translation>Штраф к атаке</translation>
    </message>
    <message>
        <source>Attack value</source>
        <translation>Значение атаки</translation>
    </message>
    <message>
        <source>Attacked by surprise</source>
        <translation>Атакован внезапно</translation>
    </message>
    <message>
        <source>Attacked from the flank</source>
        <translation>Атакован с фланга</translation>
    </message>
    <message>
        <source>Attacked from the rear</source>
        <translation>Атакован с тыла</translation>
    </message>
    <message>
        <source>Attacker only at position</source>
        <translation>У позиции — только Атакующему</translation>
    </message>
    <message>
        <source>Attacker takes position</source>
        <translation>Атакующий занимает позицию</translation>
    </message>
    <message>
        <source>Attacker won</source>
        <translation>Победил Атакующий</translation>
    </message>
    <message>
        <source>Attacking from surprise</source>
        <translation>Внезапная атака</translation>
    </message>
    <message>
        <source>Attacking from the flank</source>
        <translation>Атака с фланга</translation>
    </message>
    <message>
        <source>Attacking from the rear</source>
        <translation>Атака с тыла</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Автоматически</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Средние</translation>
    </message>
    <message>
        <source>Average rounding</source>
        <translation>Округление среднего</translation>
    </message>
    <message>
        <source>Average soldiery, orcs</source>
        <translation>Обычные солдаты, орки</translation>
    </message>
    <message>
        <source>Aviation</source>
        <translation>Авиация</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B. The defender won</source>
        <translation>Б. Победил Обороняющийся</translation>
    </message>
    <message>
        <source>BUCS</source>
        <translation>BUCS</translation>
    </message>
    <message>
        <source>BUCS unit combat</source>
        <translation>BUCS: бой отрядов</translation>
    </message>
    <message>
        <source>BUCS units</source>
        <translation>Отряды BUCS</translation>
    </message>
    <message>
        <source>BUCS: a terrain named in the conditions or positions (urban, forest, …) and “cramped” are set on the battle.</source>
        <translation>BUCS: местность, названная в условиях или позициях (urban, forest, …), и «cramped» (теснота) задаются для сражения.</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Диапазоны</translation>
    </message>
    <message>
        <source>Barely Adequate</source>
        <translation>Едва сносное</translation>
    </message>
    <message>
        <source>Base morale</source>
        <translation>Базовая Мораль</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Основа</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Beat this enemy this year</source>
        <translation>Побеждали этого врага в этом году</translation>
    </message>
    <message>
        <source>Bed rest days</source>
        <translation>Дней постельного режима</translation>
    </message>
    <message>
        <source>Believes</source>
        <translation>Верит</translation>
    </message>
    <message>
        <source>Beyond ten</source>
        <translation>Свыше 10:1</translation>
    </message>
    <message>
        <source>Bodies over combatants</source>
        <translation>Группы отрядов при бойцах свыше</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Корпус</translation>
    </message>
    <message>
        <source>Bomber</source>
        <translation>Бомбардировщик</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Both sides declare movement and charges</source>
        <translation>Обе стороны объявляют движение и атаки</translation>
    </message>
    <message>
        <source>Both sides finish declared movement</source>
        <translation>Обе стороны завершают объявленное движение</translation>
    </message>
    <message>
        <source>Both sides move half their stated distance</source>
        <translation>Обе стороны проходят половину объявленного расстояния</translation>
    </message>
    <message>
        <source>Bridge a River</source>
        <translation>Навести мост через реку</translation>
    </message>
    <message>
        <source>By This Poleaxe</source>
        <translation>By This Poleaxe</translation>
    </message>
    <message>
        <source>By This Poleaxe squads</source>
        <translation>Отряды By This Poleaxe</translation>
    </message>
    <message>
        <source>By This Poleaxe: a distance in move spaces (e.g. 7) places the bodies that far apart; 2d6 rolls it as the battle starts; blank leaves the roll to the battle panel.</source>
        <translation>By This Poleaxe: расстояние в клетках хода (например, 7) расставляет группы на таком расстоянии; 2d6 — бросок в начале сражения; пустое поле оставляет бросок панели сражения.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>C. The attacker won</source>
        <translation>В. Победил Атакующий</translation>
    </message>
    <message>
        <source>CHA modifiers</source>
        <translation>Модификаторы ХАР</translation>
    </message>
    <message>
        <source>Capped qualities</source>
        <translation>Качества с пределом</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Замок</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Casualty hits per medical unit</source>
        <translation>Попаданий по потерям на медотряд</translation>
    </message>
    <message>
        <source>Casualty shift</source>
        <translation>Сдвиг потерь</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Кавалерия</translation>
    </message>
    <message>
        <source>Center torso</source>
        <translation>Центральный торс</translation>
    </message>
    <message>
        <source>Center torso rear</source>
        <translation>Центральный торс сзади</translation>
    </message>
    <message>
        <source>Charges per use</source>
        <translation>Зарядов за применение</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Завершение хода</translation>
    </message>
    <message>
        <source>Clear victory from</source>
        <translation>Явная победа от</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>Жрец</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Колонка</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Combat Engineering</source>
        <translation>Военно-инженерные</translation>
    </message>
    <message>
        <source>Combat enhancement spell: AV +1 to +3</source>
        <translation>Боевое усиливающее заклинание: ПА от +1 до +3</translation>
    </message>
    <message>
        <source>Combat round</source>
        <translation>Раунд боя</translation>
    </message>
    <message>
        <source>Commands lesser units</source>
        <translation>Командует отрядами ниже</translation>
    </message>
    <message>
        <source>Communication Operations</source>
        <translation>Работа со связью</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Компоненты</translation>
    </message>
    <message>
        <source>Consciousness</source>
        <translation>Сознание</translation>
    </message>
    <message>
        <source>Consciousness from heat</source>
        <translation>Потеря сознания от нагрева</translation>
    </message>
    <message>
        <source>Contact distance</source>
        <translation>Дистанция сближения</translation>
    </message>
    <message>
        <source>Contest</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Cost bonus</source>
        <translation>Надбавка к стоимости</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Covert</source>
        <translation>Скрытая группа</translation>
    </message>
    <message>
        <source>Craft (Structural)</source>
        <translation>Ремесло (строительство)</translation>
    </message>
    <message>
        <source>Crappy weapon</source>
        <translation>Паршивое оружие</translation>
    </message>
    <message>
        <source>Crappy weapon (dagger, club, hoe)</source>
        <translation>Паршивое оружие (кинжал, дубина, мотыга)</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Критическое попадание</translation>
    </message>
    <message>
        <source>Critical failure</source>
        <translation>Критический провал</translation>
    </message>
    <message>
        <source>Critical failure column</source>
        <translation>Колонка при критическом провале</translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation>Критический успех</translation>
    </message>
    <message>
        <source>Critical success bonus</source>
        <translation>Бонус при критическом успехе</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>DR divisor</source>
        <translation>Делитель СП</translation>
    </message>
    <message>
        <source>DR rounding</source>
        <translation>Округление СП</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Damage from column A</source>
        <translation>Урон по колонке A</translation>
    </message>
    <message>
        <source>Damage from column B</source>
        <translation>Урон по колонке B</translation>
    </message>
    <message>
        <source>Damage from column C</source>
        <translation>Урон по колонке C</translation>
    </message>
    <message>
        <source>Damage from column D</source>
        <translation>Урон по колонке D</translation>
    </message>
    <message>
        <source>Damage per casualty hit</source>
        <translation>Урон за попадание по потерям</translation>
    </message>
    <message>
        <source>Damage spell (Magic Missile, Flame Arrow): 1 HTK per 2-3 HD worth of damage</source>
        <translation>Заклинание урона (Волшебная стрела, Огненная стрела): 1 ПДВ за каждые 2–3 КХ урона</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Days to next pay</source>
        <translation>Дней до следующей выплаты</translation>
    </message>
    <message>
        <source>Declare movement and charges</source>
        <translation>Объявление движения и атак</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Default damage</source>
        <translation>Урон по умолчанию</translation>
    </message>
    <message>
        <source>Default duration turns</source>
        <translation>Длительность по умолчанию, ходов</translation>
    </message>
    <message>
        <source>Defence against enemy powers</source>
        <translation>Защита от вражеских сил</translation>
    </message>
    <message>
        <source>Defender won</source>
        <translation>Победил Обороняющийся</translation>
    </message>
    <message>
        <source>Defending the homeland</source>
        <translation>Защита родины</translation>
    </message>
    <message>
        <source>Defense Value</source>
        <translation>Показатель защиты</translation>
    </message>
    <message>
        <source>Defense value</source>
        <translation>Значение защиты</translation>
    </message>
    <message>
        <source>Defensive position</source>
        <translation>Оборонительная позиция</translation>
    </message>
    <message>
        <source>Destroyed at</source>
        <translation>Уничтожен при</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Dies at HP</source>
        <translation>Умирает при ОЗ</translation>
    </message>
    <message>
        <source>Disasters</source>
        <translation>Катастрофы</translation>
    </message>
    <message>
        <source>Disasters (+1 to the enemy&apos;s Disaster roll per 2 points)</source>
        <translation>Катастрофы (+1 к броску Катастрофы врага за каждые 2 очка)</translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation>Делитель</translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation>Окопались</translation>
    </message>
    <message>
        <source>Dug in cancels momentum</source>
        <translation>Окоп отменяет натиск</translation>
    </message>
    <message>
        <source>Dug in only by</source>
        <translation>Окопаться мешает лишь</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Прицельная</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Эффекты</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Элита</translation>
    </message>
    <message>
        <source>Empty bin explodes</source>
        <translation>Пустой короб взрывается</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Конец раунда</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Заканчивается</translation>
    </message>
    <message>
        <source>Enemy commander captured</source>
        <translation>Вражеский командующий взят в плен</translation>
    </message>
    <message>
        <source>Enemy morale on failure</source>
        <translation>Мораль врага при провале</translation>
    </message>
    <message>
        <source>Enemy morale on public execution</source>
        <translation>Мораль врага при публичной казни</translation>
    </message>
    <message>
        <source>Enemy morale on success</source>
        <translation>Мораль врага при успехе</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Двигатель</translation>
    </message>
    <message>
        <source>Enhancement</source>
        <translation>Усиление</translation>
    </message>
    <message>
        <source>Enhancement bonus</source>
        <translation>Бонус усиления</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Equipment as</source>
        <translation>Снаряжение как</translation>
    </message>
    <message>
        <source>Establish Beachhead</source>
        <translation>Захватить плацдарм</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>Каждые</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>Отличное</translation>
    </message>
    <message>
        <source>Experience rounding</source>
        <translation>Округление опыта</translation>
    </message>
    <message>
        <source>Experienced</source>
        <translation>Опытные</translation>
    </message>
    <message>
        <source>Explosion causes criticals</source>
        <translation>Взрыв вызывает критические</translation>
    </message>
    <message>
        <source>Explosion counts as head hit</source>
        <translation>Взрыв считается попаданием в голову</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Дополнительно</translation>
    </message>
    <message>
        <source>Extra hits</source>
        <translation>Лишние попадания</translation>
    </message>
    <message>
        <source>Extra pay</source>
        <translation>Доплата</translation>
    </message>
    <message>
        <source>Extra rolls</source>
        <translation>Дополнительные броски</translation>
    </message>
    <message>
        <source>Fail by</source>
        <translation>Провал на</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Failure morale</source>
        <translation>Мораль при провале</translation>
    </message>
    <message>
        <source>Failure morale suggested</source>
        <translation>Мораль при провале — предложение</translation>
    </message>
    <message>
        <source>Fallback</source>
        <translation>Запасной расчёт</translation>
    </message>
    <message>
        <source>Fanatics</source>
        <translation>Фанатики</translation>
    </message>
    <message>
        <source>Fanatics, berserkers</source>
        <translation>Фанатики, берсерки</translation>
    </message>
    <message>
        <source>Fatal</source>
        <translation>Смертельные</translation>
    </message>
    <message>
        <source>Fatal hit</source>
        <translation>Смертельное попадание</translation>
    </message>
    <message>
        <source>Feet per space</source>
        <translation>Футов на клетку</translation>
    </message>
    <message>
        <source>Fighter</source>
        <translation>Истребитель</translation>
    </message>
    <message>
        <source>Fighter or trained leader over 6th level stacked with the squad</source>
        <translation>Воин или обученный лидер выше 6-го уровня вместе с отрядом</translation>
    </message>
    <message>
        <source>Fighting a traditional enemy</source>
        <translation>Война с традиционным врагом</translation>
    </message>
    <message>
        <source>Finish movement</source>
        <translation>Завершение движения</translation>
    </message>
    <message>
        <source>Flank</source>
        <translation>Фланг</translation>
    </message>
    <message>
        <source>Foot</source>
        <translation>Пешие</translation>
    </message>
    <message>
        <source>Foot receiving a mounted charge</source>
        <translation>Пехота под атакой конницы</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Форт</translation>
    </message>
    <message>
        <source>Free turn end</source>
        <translation>Бесплатный поворот в конце</translation>
    </message>
    <message>
        <source>Free turn start</source>
        <translation>Бесплатный поворот в начале</translation>
    </message>
    <message>
        <source>Friendly squad routing in line of sight</source>
        <translation>Свой отряд бежит в пределах видимости</translation>
    </message>
    <message>
        <source>Friends routing</source>
        <translation>Бегство своих</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <source>Full squad of 5</source>
        <translation>Полный отряд из 5</translation>
    </message>
    <message>
        <source>GEL pod MP</source>
        <translation>ОП капсулы GEL</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>Только для ГМа</translation>
    </message>
    <message>
        <source>GURPS</source>
        <translation>GURPS</translation>
    </message>
    <message>
        <source>GURPS Mass Combat</source>
        <translation>GURPS Массовый бой</translation>
    </message>
    <message>
        <source>GURPS Mass Combat army</source>
        <translation>Армия GURPS Массовый бой</translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>Базовые правила</translation>
    </message>
    <message>
        <source>Giving an order</source>
        <translation>Отдача приказа</translation>
    </message>
    <message>
        <source>Glory skill</source>
        <translation>Навык Славы</translation>
    </message>
    <message>
        <source>Glory table</source>
        <translation>Таблица Славы</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хорошее</translation>
    </message>
    <message>
        <source>Great victory</source>
        <translation>Великая победа</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёные</translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation>Гироскоп</translation>
    </message>
    <message>
        <source>HD per HTK</source>
        <translation>КХ на ПДВ</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>ОЗ</translation>
    </message>
    <message>
        <source>HP fraction</source>
        <translation>Доля ОЗ</translation>
    </message>
    <message>
        <source>HP weight</source>
        <translation>Вес ЕЖ</translation>
    </message>
    <message>
        <source>HT weight</source>
        <translation>Вес ЗД</translation>
    </message>
    <message>
        <source>Half TL rounding</source>
        <translation>Округление ТУ/2</translation>
    </message>
    <message>
        <source>Half by</source>
        <translation>Половина считается по</translation>
    </message>
    <message>
        <source>Half move rounding</source>
        <translation>Округление половины движения</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Кисть</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <translation>Прочное укрытие</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Лечение</translation>
    </message>
    <message>
        <source>Healing revives</source>
        <translation>Лечение возвращает в бой</translation>
    </message>
    <message>
        <source>Healing spell (Cure, Heal): removes 1 HTK per 2-3 HD worth of effect</source>
        <translation>Лечащее заклинание (Лечение ран, Исцеление): снимает 1 ПДВ за каждые 2–3 КХ эффекта</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Нагрев</translation>
    </message>
    <message>
        <source>Heat per hex</source>
        <translation>Нагрев за гекс</translation>
    </message>
    <message>
        <source>Heat per hit</source>
        <translation>Нагрев за попадание</translation>
    </message>
    <message>
        <source>Heat per lost MP</source>
        <translation>Нагрев за потерянное ОП</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Тяжёлые</translation>
    </message>
    <message>
        <source>Heavy cavalry</source>
        <translation>Тяжёлая кавалерия</translation>
    </message>
    <message>
        <source>Heavy chariot (TL2 and below)</source>
        <translation>Тяжёлая колесница (ТУ2 и ниже)</translation>
    </message>
    <message>
        <source>Heavy crossbow</source>
        <translation>Тяжёлый арбалет</translation>
    </message>
    <message>
        <source>Heavy damage</source>
        <translation>Тяжёлые повреждения</translation>
    </message>
    <message>
        <source>Heavy infantry</source>
        <translation>Тяжёлая пехота</translation>
    </message>
    <message>
        <source>Heavy missile troops</source>
        <translation>Тяжёлые стрелки</translation>
    </message>
    <message>
        <source>Heavy tank</source>
        <translation>Тяжёлый танк</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Густой лес</translation>
    </message>
    <message>
        <source>Helicopter</source>
        <translation>Вертолёт</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>High (AC 1 to 3)</source>
        <translation>Высокая (КД от 1 до 3)</translation>
    </message>
    <message>
        <source>Hilltop</source>
        <translation>Вершина холма</translation>
    </message>
    <message>
        <source>Hip</source>
        <translation>Бедро</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Кости хитов</translation>
    </message>
    <message>
        <source>Hit location</source>
        <translation>Место попадания</translation>
    </message>
    <message>
        <source>Hit order</source>
        <translation>Порядок попаданий</translation>
    </message>
    <message>
        <source>Hit trigger</source>
        <translation>Что считается попаданием</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
    <message>
        <source>Hits and morale</source>
        <translation>Попадания и мораль</translation>
    </message>
    <message>
        <source>Hits to Kill</source>
        <translation>Попаданий до выбывания</translation>
    </message>
    <message>
        <source>Hits to kill</source>
        <translation>Попаданий до гибели</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Human levy or 1/2 HD</source>
        <translation>Ополченцы-люди или 1/2 КХ</translation>
    </message>
    <message>
        <source>Ignores casualty hits</source>
        <translation>Не замечает попаданий по потерям</translation>
    </message>
    <message>
        <source>Ignores first morale hit</source>
        <translation>Не замечает первого попадания по морали</translation>
    </message>
    <message>
        <source>Immune to morale hits</source>
        <translation>Не получает попаданий по морали</translation>
    </message>
    <message>
        <source>In place number</source>
        <translation>Число на месте</translation>
    </message>
    <message>
        <source>In place penalty</source>
        <translation>Штраф на месте</translation>
    </message>
    <message>
        <source>Incapacitate</source>
        <translation>Выведение из строя</translation>
    </message>
    <message>
        <source>Incapacitating spell (Sleep, Web, Hold Person, Color Spray): temporary HTK until the spell ends, squad held</source>
        <translation>Выводящее из строя заклинание (Сон, Паутина, Удержание личности, Цветные брызги): временные ПДВ до конца заклинания, отряд скован</translation>
    </message>
    <message>
        <source>Inexperienced</source>
        <translation>Неопытные</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Пехота</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>Joined character</source>
        <translation>Присоединённый персонаж</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Прыжок</translation>
    </message>
    <message>
        <source>Jump MP per jet</source>
        <translation>ОП прыжка на двигатель</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Пинок</translation>
    </message>
    <message>
        <source>Kicked</source>
        <translation>Получен пинок</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Убиты</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Виды</translation>
    </message>
    <message>
        <source>Knights or other elite</source>
        <translation>Рыцари или другая элита</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Large ballista, small siege engine or light artillery (TL5 and below)</source>
        <translation>Большая баллиста, малая осадная машина или лёгкая артиллерия (ТУ5 и ниже)</translation>
    </message>
    <message>
        <source>Large siege engine or heavy artillery (TL5 and below)</source>
        <translation>Большая осадная машина или тяжёлая артиллерия (ТУ5 и ниже)</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Leader CHA</source>
        <translation>ХАР лидера</translation>
    </message>
    <message>
        <source>Leader&apos;s CHA</source>
        <translation>ХАР командира</translation>
    </message>
    <message>
        <source>Leader&apos;s CHA 15-17</source>
        <translation>ХАР лидера 15–17</translation>
    </message>
    <message>
        <source>Leader&apos;s CHA 18</source>
        <translation>ХАР лидера 18</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Слева</translation>
    </message>
    <message>
        <source>Left arm</source>
        <translation>Левая рука</translation>
    </message>
    <message>
        <source>Left leg</source>
        <translation>Левая нога</translation>
    </message>
    <message>
        <source>Left torso</source>
        <translation>Левый торс</translation>
    </message>
    <message>
        <source>Left torso rear</source>
        <translation>Левый торс сзади</translation>
    </message>
    <message>
        <source>Leg lost</source>
        <translation>Потеря ноги</translation>
    </message>
    <message>
        <source>Leg lost max MP</source>
        <translation>Макс. ОП без ноги</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Легендарные</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>Ополчение</translation>
    </message>
    <message>
        <source>Life support</source>
        <translation>Жизнеобеспечение</translation>
    </message>
    <message>
        <source>Light (AC 7 or 8)</source>
        <translation>Лёгкая (КД 7 или 8)</translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <translation>Лёгкая кавалерия</translation>
    </message>
    <message>
        <source>Light crossbow</source>
        <translation>Лёгкий арбалет</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Лёгкая пехота</translation>
    </message>
    <message>
        <source>Light missile troops</source>
        <translation>Лёгкие стрелки</translation>
    </message>
    <message>
        <source>Light tank</source>
        <translation>Лёгкий танк</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Редкий лес</translation>
    </message>
    <message>
        <source>Lightly injured</source>
        <translation>Легко раненые</translation>
    </message>
    <message>
        <source>Linked</source>
        <translation>Связаны</translation>
    </message>
    <message>
        <source>Linked facets</source>
        <translation>Связанные стороны</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Дальняя</translation>
    </message>
    <message>
        <source>Long bow</source>
        <translation>Длинный лук</translation>
    </message>
    <message>
        <source>Long range</source>
        <translation>Дальняя дистанция</translation>
    </message>
    <message>
        <source>Long range modifier</source>
        <translation>Модификатор дальней дистанции</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Проигравший</translation>
    </message>
    <message>
        <source>Loses heavy extra hit</source>
        <translation>Теряет лишнее попадание «Тяжёлых»</translation>
    </message>
    <message>
        <source>Loses mobility</source>
        <translation>Теряет мобильность</translation>
    </message>
    <message>
        <source>Lost commander morale</source>
        <translation>Мораль при потере командиров</translation>
    </message>
    <message>
        <source>Lost ground yesterday</source>
        <translation>Вчера потеряли позиции</translation>
    </message>
    <message>
        <source>Lost to this enemy this year</source>
        <translation>Проигрывали этому врагу в этом году</translation>
    </message>
    <message>
        <source>Lower arm</source>
        <translation>Предплечье</translation>
    </message>
    <message>
        <source>Lower leg</source>
        <translation>Голень</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Удача</translation>
    </message>
    <message>
        <source>Magic weapons major</source>
        <translation>Магическое оружие, сильное</translation>
    </message>
    <message>
        <source>Magic weapons minor</source>
        <translation>Магическое оружие, слабое</translation>
    </message>
    <message>
        <source>Major special defensive ability</source>
        <translation>Сильная особая защитная способность</translation>
    </message>
    <message>
        <source>Major special offensive ability</source>
        <translation>Сильная особая атакующая способность</translation>
    </message>
    <message>
        <source>Man-at-Arms, 1st level, monster up to 1+1 HD</source>
        <translation>Латник, 1-й уровень, чудовище до 1+1 КХ</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Мана</translation>
    </message>
    <message>
        <source>Manor</source>
        <translation>Усадьба</translation>
    </message>
    <message>
        <source>Many commandos from</source>
        <translation>«Много коммандос» от</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Margin per hit</source>
        <translation>Перевес на попадание</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <source>Max TL</source>
        <translation>Макс. ТУ</translation>
    </message>
    <message>
        <source>Max members</source>
        <translation>Макс. бойцов</translation>
    </message>
    <message>
        <source>Max skill</source>
        <translation>Макс. навык</translation>
    </message>
    <message>
        <source>Mech</source>
        <translation>Мехи</translation>
    </message>
    <message>
        <source>Mech Status</source>
        <translation>Состояние мехов</translation>
    </message>
    <message>
        <source>Mech combat</source>
        <translation>Бой мехов</translation>
    </message>
    <message>
        <source>Mechanized</source>
        <translation>Механизированные</translation>
    </message>
    <message>
        <source>Medical</source>
        <translation>Медицинские</translation>
    </message>
    <message>
        <source>Medical specialty</source>
        <translation>Медицинская специальность</translation>
    </message>
    <message>
        <source>Medical window hours</source>
        <translation>Срок медпомощи, часов</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <source>Medium (AC 4 to 6)</source>
        <translation>Средняя (КД от 4 до 6)</translation>
    </message>
    <message>
        <source>Medium cavalry</source>
        <translation>Средняя кавалерия</translation>
    </message>
    <message>
        <source>Medium chariot (TL2 and below)</source>
        <translation>Средняя колесница (ТУ2 и ниже)</translation>
    </message>
    <message>
        <source>Medium infantry</source>
        <translation>Средняя пехота</translation>
    </message>
    <message>
        <source>Medium missile troops</source>
        <translation>Средние стрелки</translation>
    </message>
    <message>
        <source>Medium special defensive ability</source>
        <translation>Средняя особая защитная способность</translation>
    </message>
    <message>
        <source>Medium special offensive ability</source>
        <translation>Средняя особая атакующая способность</translation>
    </message>
    <message>
        <source>Medium tank</source>
        <translation>Средний танк</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Melee combat</source>
        <translation>Рукопашный бой</translation>
    </message>
    <message>
        <source>Melee only under ft</source>
        <translation>Только рукопашная ближе, футов</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Бойцов</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мин.</translation>
    </message>
    <message>
        <source>Min HD</source>
        <translation>Мин. КХ</translation>
    </message>
    <message>
        <source>Min TL</source>
        <translation>Мин. ТУ</translation>
    </message>
    <message>
        <source>Min battles</source>
        <translation>Мин. битв</translation>
    </message>
    <message>
        <source>Min ft</source>
        <translation>Мин. футов</translation>
    </message>
    <message>
        <source>Min level</source>
        <translation>Мин. уровень</translation>
    </message>
    <message>
        <source>Min percent</source>
        <translation>Мин. %</translation>
    </message>
    <message>
        <source>Min skill</source>
        <translation>Мин. навык</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Минимум</translation>
    </message>
    <message>
        <source>Minimum base</source>
        <translation>Минимальная основа</translation>
    </message>
    <message>
        <source>Minimum hours</source>
        <translation>Минимум часов</translation>
    </message>
    <message>
        <source>Minimum range per hex</source>
        <translation>Минимальная дистанция, за гекс</translation>
    </message>
    <message>
        <source>Minor special defensive ability</source>
        <translation>Слабая особая защитная способность</translation>
    </message>
    <message>
        <source>Minor special offensive ability</source>
        <translation>Слабая особая атакующая способность</translation>
    </message>
    <message>
        <source>Minor victory</source>
        <translation>Незначительная победа</translation>
    </message>
    <message>
        <source>Minus counts as</source>
        <translation>«−» считается как</translation>
    </message>
    <message>
        <source>Missed kick</source>
        <translation>Промах пинком</translation>
    </message>
    <message>
        <source>Missed pay</source>
        <translation>Невыплата жалованья</translation>
    </message>
    <message>
        <source>Missile Attack Value</source>
        <translation>Показатель стрельбы</translation>
    </message>
    <message>
        <source>Missile fire and spells (stationary squads and trained skirmishers)</source>
        <translation>Стрельба и заклинания (неподвижные отряды и обученные застрельщики)</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Missiles and spells</source>
        <translation>Стрельба и заклинания</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Миссии</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Мобильность</translation>
    </message>
    <message>
        <source>Mobility per step</source>
        <translation>Мобильность за ступень</translation>
    </message>
    <message>
        <source>Modern artillery (TL6 and up)</source>
        <translation>Современная артиллерия (ТУ6 и выше)</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Модификатор</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>Momentum per win</source>
        <translation>Натиск за победу</translation>
    </message>
    <message>
        <source>Monster of 11+ HD</source>
        <translation>Чудовище в 11+ КХ</translation>
    </message>
    <message>
        <source>Monster of 2 to 3 HD</source>
        <translation>Чудовище в 2–3 КХ</translation>
    </message>
    <message>
        <source>Monster of 4 to 7 HD</source>
        <translation>Чудовище в 4–7 КХ</translation>
    </message>
    <message>
        <source>Monster of 8 to 10 HD</source>
        <translation>Чудовище в 8–10 КХ</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Morale (own up or the enemy&apos;s down; rate: enter from your book)</source>
        <translation>Мораль (своя вверх или вражеская вниз; курс: введите из своей книги)</translation>
    </message>
    <message>
        <source>Morale Value</source>
        <translation>Показатель морали</translation>
    </message>
    <message>
        <source>Morale cap</source>
        <translation>Предел Морали</translation>
    </message>
    <message>
        <source>Morale hits per rest day</source>
        <translation>Попаданий по морали за день отдыха</translation>
    </message>
    <message>
        <source>Morale modifier</source>
        <translation>Модификатор Морали</translation>
    </message>
    <message>
        <source>Morale modifiers</source>
        <translation>Модификаторы Морали</translation>
    </message>
    <message>
        <source>Morale share</source>
        <translation>Доля попаданий по морали</translation>
    </message>
    <message>
        <source>Morale value</source>
        <translation>Значение морали</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Верхом</translation>
    </message>
    <message>
        <source>Mounted charge</source>
        <translation>Атака конницы</translation>
    </message>
    <message>
        <source>Move half</source>
        <translation>Половина движения</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Movement die</source>
        <translation>Кубик движения</translation>
    </message>
    <message>
        <source>Movement modes</source>
        <translation>Режимы движения</translation>
    </message>
    <message>
        <source>Multi day</source>
        <translation>Несколько дней</translation>
    </message>
    <message>
        <source>Multiple hits</source>
        <translation>Несколько ран</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Множитель</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Natural 1 always misses</source>
        <translation>Натуральная 1 всегда промахивается</translation>
    </message>
    <message>
        <source>Natural 20 always hits</source>
        <translation>Натуральная 20 всегда попадает</translation>
    </message>
    <message>
        <source>Natural 20 first location only</source>
        <translation>Натуральная 20 — только первое место</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Next day</source>
        <translation>На следующий день</translation>
    </message>
    <message>
        <source>No clear winner</source>
        <translation>Не выявлено явного победителя</translation>
    </message>
    <message>
        <source>No infantry combat equipment</source>
        <translation>Бой без «Пехоты»: снаряжение</translation>
    </message>
    <message>
        <source>No infantry combat quality as</source>
        <translation>Бой без «Пехоты»: качество как</translation>
    </message>
    <message>
        <source>No post-battle damage</source>
        <translation>Без последствий после боя</translation>
    </message>
    <message>
        <source>No stirrups per man</source>
        <translation>Без стремян, на человека</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Normal mana</source>
        <translation>Обычная мана</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Число</translation>
    </message>
    <message>
        <source>On internal damage</source>
        <translation>При внутреннем уроне</translation>
    </message>
    <message>
        <source>On natural 20</source>
        <translation>При натуральной 20</translation>
    </message>
    <message>
        <source>Open field</source>
        <translation>Чистое поле</translation>
    </message>
    <message>
        <source>Opponent pinned down</source>
        <translation>Противник прижат</translation>
    </message>
    <message>
        <source>Order each round</source>
        <translation>Приказ каждый раунд</translation>
    </message>
    <message>
        <source>Order rules</source>
        <translation>Правила приказов</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Приказы</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <source>Other reason given by the GM</source>
        <translation>Другая причина по решению ведущего</translation>
    </message>
    <message>
        <source>Out of battle</source>
        <translation>Вне битвы</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Выбывшие из боя</translation>
    </message>
    <message>
        <source>Outnumbered</source>
        <translation>Перевес в численности</translation>
    </message>
    <message>
        <source>Outside specialty</source>
        <translation>Вне специальности</translation>
    </message>
    <message>
        <source>Overwhelming victory</source>
        <translation>Ошеломительная победа</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>ПП</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Частокол</translation>
    </message>
    <message>
        <source>Paradrop</source>
        <translation>Высадить десант</translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation>Частичное укрытие</translation>
    </message>
    <message>
        <source>Pay percent</source>
        <translation>Жалованье, %</translation>
    </message>
    <message>
        <source>Peasant levy, kobolds, rabble</source>
        <translation>Крестьянское ополчение, кобольды, сброд</translation>
    </message>
    <message>
        <source>Penalty per number</source>
        <translation>Штраф за единицу числа</translation>
    </message>
    <message>
        <source>Per level</source>
        <translation>За уровень</translation>
    </message>
    <message>
        <source>Per man</source>
        <translation>На человека</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Фазы</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Физические атаки</translation>
    </message>
    <message>
        <source>Piloting</source>
        <translation>Пилотирование</translation>
    </message>
    <message>
        <source>Pinned down</source>
        <translation>Прижаты</translation>
    </message>
    <message>
        <source>Plus</source>
        <translation>Плюс</translation>
    </message>
    <message>
        <source>Plus counts as</source>
        <translation>«+» считается как</translation>
    </message>
    <message>
        <source>Plus trooper</source>
        <translation>Плюс боец</translation>
    </message>
    <message>
        <source>Points per morale</source>
        <translation>Очков за единицу Морали</translation>
    </message>
    <message>
        <source>Points per plus one</source>
        <translation>Очков за +1</translation>
    </message>
    <message>
        <source>Poleaxe</source>
        <translation>Poleaxe</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Плохое</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Необычайные силы</translation>
    </message>
    <message>
        <source>Pre-battle operations</source>
        <translation>Операции перед битвой</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>Protection bonus</source>
        <translation>Бонус защиты</translation>
    </message>
    <message>
        <source>Protective spell: DV +1 to +4</source>
        <translation>Защитное заклинание: ПЗ от +1 до +4</translation>
    </message>
    <message>
        <source>Psionic boost</source>
        <translation>Усиление псионики</translation>
    </message>
    <message>
        <source>Punch</source>
        <translation>Удар рукой</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Quality as</source>
        <translation>Качество как</translation>
    </message>
    <message>
        <source>Quality divisor</source>
        <translation>Делитель качества</translation>
    </message>
    <message>
        <source>Quality multiplies special</source>
        <translation>Качество умножает особое оружие</translation>
    </message>
    <message>
        <source>Racial</source>
        <translation>Расовый модификатор</translation>
    </message>
    <message>
        <source>Racial rounding</source>
        <translation>Округление расового модификатора</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Сбор</translation>
    </message>
    <message>
        <source>Rampart</source>
        <translation>Вал</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дистанция</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Соотношение</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Необученные</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Тыл</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Причины</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>Recovery every days</source>
        <translation>Дней на восстановление</translation>
    </message>
    <message>
        <source>Rejects</source>
        <translation>Отвергает</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Требует</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Остальные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Справа</translation>
    </message>
    <message>
        <source>Right arm</source>
        <translation>Правая рука</translation>
    </message>
    <message>
        <source>Right leg</source>
        <translation>Правая нога</translation>
    </message>
    <message>
        <source>Right torso</source>
        <translation>Правый торс</translation>
    </message>
    <message>
        <source>Right torso rear</source>
        <translation>Правый торс сзади</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Roll 20 destroys part</source>
        <translation>Бросок 20 уничтожает часть</translation>
    </message>
    <message>
        <source>Roll for each extra</source>
        <translation>Бросок за каждого сверх</translation>
    </message>
    <message>
        <source>Roll modifier</source>
        <translation>Модификатор броска</translation>
    </message>
    <message>
        <source>Roll per unit</source>
        <translation>Бросок за каждый отряд</translation>
    </message>
    <message>
        <source>Rolls per opponent</source>
        <translation>Бросков на противника</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <source>Rout on failure by</source>
        <translation>Бегство при провале на</translation>
    </message>
    <message>
        <source>Rout shift</source>
        <translation>Сдвиг при бегстве</translation>
    </message>
    <message>
        <source>Routing strike back</source>
        <translation>Бегущие отвечают ударом</translation>
    </message>
    <message>
        <source>Row per margin</source>
        <translation>Строка на каждое очко запаса</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Бег</translation>
    </message>
    <message>
        <source>ST weight</source>
        <translation>Вес СЛ</translation>
    </message>
    <message>
        <source>Same TS as</source>
        <translation>СВ как у</translation>
    </message>
    <message>
        <source>Seasoned</source>
        <translation>Бывалые</translation>
    </message>
    <message>
        <source>Secure position</source>
        <translation>Надёжная позиция</translation>
    </message>
    <message>
        <source>Secure position (behind cover, pike phalanx, bless spell)</source>
        <translation>Надёжная позиция (за укрытием, фаланга пикинёров, заклинание благословения)</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Охрана</translation>
    </message>
    <message>
        <source>Security skill</source>
        <translation>Навык охраны</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Провидец</translation>
    </message>
    <message>
        <source>Sensors hits no weapon fire</source>
        <translation>Попаданий в сенсоры до запрета стрельбы</translation>
    </message>
    <message>
        <source>Sensors per hit</source>
        <translation>Сенсоры, за попадание</translation>
    </message>
    <message>
        <source>Severe</source>
        <translation>Тяжело ранены</translation>
    </message>
    <message>
        <source>Severely injured</source>
        <translation>Тяжело раненые</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Ближняя</translation>
    </message>
    <message>
        <source>Short bow</source>
        <translation>Короткий лук</translation>
    </message>
    <message>
        <source>Shoulder</source>
        <translation>Плечо</translation>
    </message>
    <message>
        <source>Shutdown</source>
        <translation>Отключение</translation>
    </message>
    <message>
        <source>Shutdown dice</source>
        <translation>Кубики отключения</translation>
    </message>
    <message>
        <source>Shutdown fails</source>
        <translation>При отключении — провал</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Significant victory</source>
        <translation>Значительная победа</translation>
    </message>
    <message>
        <source>Size modifiers</source>
        <translation>Модификаторы численности</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <source>Small ballista (TL5 and below)</source>
        <translation>Малая баллиста (ТУ5 и ниже)</translation>
    </message>
    <message>
        <source>Small battle below</source>
        <translation>Малая битва — меньше</translation>
    </message>
    <message>
        <source>Small battle skill</source>
        <translation>Навык малой битвы</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Дым</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <translation>Лёгкое укрытие</translation>
    </message>
    <message>
        <source>Spearmen</source>
        <translation>Копейщики</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Особое оружие</translation>
    </message>
    <message>
        <source>Special defence major</source>
        <translation>Особая защита, сильная</translation>
    </message>
    <message>
        <source>Special defence medium</source>
        <translation>Особая защита, средняя</translation>
    </message>
    <message>
        <source>Special defence minor</source>
        <translation>Особая защита, слабая</translation>
    </message>
    <message>
        <source>Special offence major</source>
        <translation>Особая атака, сильная</translation>
    </message>
    <message>
        <source>Special offence medium</source>
        <translation>Особая атака, средняя</translation>
    </message>
    <message>
        <source>Special offence minor</source>
        <translation>Особая атака, слабая</translation>
    </message>
    <message>
        <source>Special operations</source>
        <translation>Спецоперации</translation>
    </message>
    <message>
        <source>Special per item</source>
        <translation>Особое оружие — за единицу</translation>
    </message>
    <message>
        <source>Special unit superiority</source>
        <translation>Превосходство особых войск</translation>
    </message>
    <message>
        <source>Specialties</source>
        <translation>Специальности</translation>
    </message>
    <message>
        <source>Specialty</source>
        <translation>Специальность</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Заклинания</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Squad all equipped with major magic weapons</source>
        <translation>У всего отряда сильное магическое оружие</translation>
    </message>
    <message>
        <source>Squad all equipped with minor magic weapons</source>
        <translation>У всего отряда слабое магическое оружие</translation>
    </message>
    <message>
        <source>Squad has 1 member</source>
        <translation>В отряде 1 боец</translation>
    </message>
    <message>
        <source>Squad has 2 members</source>
        <translation>В отряде 2 бойца</translation>
    </message>
    <message>
        <source>Squad has 3 members</source>
        <translation>В отряде 3 бойца</translation>
    </message>
    <message>
        <source>Squad has 4 members</source>
        <translation>В отряде 4 бойца</translation>
    </message>
    <message>
        <source>Squad has taken a hit</source>
        <translation>Отряд получил попадание</translation>
    </message>
    <message>
        <source>Squad took less than half its Hits to Kill</source>
        <translation>Отряд получил меньше половины своих попаданий до гибели</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Манера боя</translation>
    </message>
    <message>
        <source>Stand up MP</source>
        <translation>ОП на подъём</translation>
    </message>
    <message>
        <source>Stand up heat</source>
        <translation>Нагрев при подъёме</translation>
    </message>
    <message>
        <source>Start distance</source>
        <translation>Начальная дистанция</translation>
    </message>
    <message>
        <source>Starting distance: By This Poleaxe counts move spaces; write 1 to 99, or 2d6, or leave it blank.</source>
        <translation>Начальное расстояние: By This Poleaxe считает клетки хода; укажите от 1 до 99, или 2d6, или оставьте пустым.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Ступени</translation>
    </message>
    <message>
        <source>Strategy bonus</source>
        <translation>Бонус к Стратегии</translation>
    </message>
    <message>
        <source>Strategy bonus many</source>
        <translation>Бонус к Стратегии при многих</translation>
    </message>
    <message>
        <source>Strategy contest</source>
        <translation>Соревнование в Стратегии</translation>
    </message>
    <message>
        <source>Strategy modifiers</source>
        <translation>Модификаторы Стратегии</translation>
    </message>
    <message>
        <source>Strength in numbers per unit</source>
        <translation>Численный перевес за отряд</translation>
    </message>
    <message>
        <source>Stress keeps last morale hit</source>
        <translation>Под стрессом последнее попадание по морали остаётся</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Успех</translation>
    </message>
    <message>
        <source>Success bonus</source>
        <translation>Бонус при успехе</translation>
    </message>
    <message>
        <source>Success if rejected</source>
        <translation>Успех, если отвергнут</translation>
    </message>
    <message>
        <source>Success roll</source>
        <translation>Бросок на успех</translation>
    </message>
    <message>
        <source>Super strength</source>
        <translation>Сверхсила</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Внезапность</translation>
    </message>
    <message>
        <source>Surprise momentum</source>
        <translation>Натиск от внезапности</translation>
    </message>
    <message>
        <source>Survival rows</source>
        <translation>Строки выживания</translation>
    </message>
    <message>
        <source>TL lead over</source>
        <translation>Превосходство в ТУ больше</translation>
    </message>
    <message>
        <source>TS</source>
        <translation>СВ</translation>
    </message>
    <message>
        <source>TS multiplier</source>
        <translation>Множитель СВ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Tactics die</source>
        <translation>Кубик тактики</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Целевое число</translation>
    </message>
    <message>
        <source>Target base</source>
        <translation>Основа целевого числа</translation>
    </message>
    <message>
        <source>Team size</source>
        <translation>Размер группы</translation>
    </message>
    <message>
        <source>Tech level</source>
        <translation>Технологический уровень</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Terrain change</source>
        <translation>Смена местности</translation>
    </message>
    <message>
        <source>Terrain momentum multiplier</source>
        <translation>Множитель натиска от местности</translation>
    </message>
    <message>
        <source>Terrain specialty</source>
        <translation>Специальность по местности</translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation>Метательное</translation>
    </message>
    <message>
        <source>Thrown back yesterday</source>
        <translation>Отброшены вчера</translation>
    </message>
    <message>
        <source>Thrown weapon</source>
        <translation>Метательное оружие</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Tie in defended position</source>
        <translation>Ничья у обороняемой позиции</translation>
    </message>
    <message>
        <source>Tie resets momentum</source>
        <translation>Ничья сбрасывает натиск</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Ties go to</source>
        <translation>Ничья в пользу</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Кратность</translation>
    </message>
    <message>
        <source>To hit</source>
        <translation>Попадание</translation>
    </message>
    <message>
        <source>Tons per point</source>
        <translation>Тонн на единицу урона</translation>
    </message>
    <message>
        <source>Took hit</source>
        <translation>Получено попадание</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Перенос урона</translation>
    </message>
    <message>
        <source>Transfer causes criticals</source>
        <translation>Перенос вызывает критические</translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation>Измена</translation>
    </message>
    <message>
        <source>Treat Injury</source>
        <translation>Лечение ран</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Ров</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Поводы</translation>
    </message>
    <message>
        <source>Troop strength</source>
        <translation>Сила Войска</translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation>Типы войск</translation>
    </message>
    <message>
        <source>Tumble</source>
        <translation>Акробатика</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Turn hexside</source>
        <translation>Поворот на грань</translation>
    </message>
    <message>
        <source>Two handed</source>
        <translation>Двуручное</translation>
    </message>
    <message>
        <source>Two-handed weapon</source>
        <translation>Двуручное оружие</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Типы</translation>
    </message>
    <message>
        <source>Unarmored (AC 9 or 10)</source>
        <translation>Без доспеха (КД 9 или 10)</translation>
    </message>
    <message>
        <source>Unconscious fails</source>
        <translation>Без сознания — провал</translation>
    </message>
    <message>
        <source>Undead</source>
        <translation>Нежить</translation>
    </message>
    <message>
        <source>Under half</source>
        <translation>Меньше половины</translation>
    </message>
    <message>
        <source>Unfordable river</source>
        <translation>Непроходимая вброд река</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation>Невредим</translation>
    </message>
    <message>
        <source>Unit Status</source>
        <translation>Состояние отрядов</translation>
    </message>
    <message>
        <source>Unit morale hits on death</source>
        <translation>Попаданий по морали отряду при его смерти</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Отряды</translation>
    </message>
    <message>
        <source>Unwalled town</source>
        <translation>Город без стен</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>До</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Upper arm</source>
        <translation>Верх руки</translation>
    </message>
    <message>
        <source>Upper leg</source>
        <translation>Верх ноги</translation>
    </message>
    <message>
        <source>Use Skill</source>
        <translation>Применить навык</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Very high (AC 0 and less)</source>
        <translation>Очень высокая (КД 0 и меньше)</translation>
    </message>
    <message>
        <source>Very high mana</source>
        <translation>Очень высокая мана</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Ветераны</translation>
    </message>
    <message>
        <source>Veterans</source>
        <translation>Ветераны</translation>
    </message>
    <message>
        <source>Veterans, hobgoblins, white apes</source>
        <translation>Ветераны, хобгоблины, белые обезьяны</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Walled city</source>
        <translation>Город со стенами</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Вода</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Wins needed</source>
        <translation>Нужно побед</translation>
    </message>
    <message>
        <source>amphibious</source>
        <translation>побережье</translation>
    </message>
    <message>
        <source>arctic</source>
        <translation>арктика</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>бронетехника</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>center torso</source>
        <translation>центр торса</translation>
    </message>
    <message>
        <source>center torso rear</source>
        <translation>центр торса (тыл)</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дни</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>пустыня</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>дверной проём</translation>
    </message>
    <message>
        <source>foot</source>
        <translation>пешие</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>лес</translation>
    </message>
    <message>
        <source>front</source>
        <translation>спереди</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>кисть</translation>
    </message>
    <message>
        <source>head</source>
        <translation>голова</translation>
    </message>
    <message>
        <source>hip</source>
        <translation>тазобедренный сустав</translation>
    </message>
    <message>
        <source>jungle</source>
        <translation>джунгли</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>высадка</translation>
    </message>
    <message>
        <source>left</source>
        <translation>слева</translation>
    </message>
    <message>
        <source>left arm</source>
        <translation>левая рука</translation>
    </message>
    <message>
        <source>left leg</source>
        <translation>левая нога</translation>
    </message>
    <message>
        <source>left torso</source>
        <translation>левый торс</translation>
    </message>
    <message>
        <source>left torso rear</source>
        <translation>левый торс (тыл)</translation>
    </message>
    <message>
        <source>lower arm</source>
        <translation>предплечье</translation>
    </message>
    <message>
        <source>lower leg</source>
        <translation>голень</translation>
    </message>
    <message>
        <source>mechanized</source>
        <translation>механизированные</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>горы</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>численность</translation>
    </message>
    <message>
        <source>open</source>
        <translation>открытая</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>сзади</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>right</source>
        <translation>справа</translation>
    </message>
    <message>
        <source>right arm</source>
        <translation>правая рука</translation>
    </message>
    <message>
        <source>right leg</source>
        <translation>правая нога</translation>
    </message>
    <message>
        <source>right torso</source>
        <translation>правый торс</translation>
    </message>
    <message>
        <source>right torso rear</source>
        <translation>правый торс (тыл)</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>раунды</translation>
    </message>
    <message>
        <source>shoulder</source>
        <translation>плечевой сустав</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>болото</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>ходы</translation>
    </message>
    <message>
        <source>upper arm</source>
        <translation>плечо</translation>
    </message>
    <message>
        <source>upper leg</source>
        <translation>бедро</translation>
    </message>
    <message>
        <source>urban</source>
        <translation>город</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
</context>
<context>
    <name>RulesNotes</name>
    <message>
        <source>&quot;At least half its troops&quot; is counted by head count (house reading); set to &quot;units&quot; to count units instead.</source>
        <translation>«Хотя бы половина войск» считается по числу бойцов (домашнее толкование); задайте &quot;units&quot;, чтобы считать по отрядам.</translation>
    </message>
    <message>
        <source>&apos;2x&apos; and &apos;3x&apos; are read as two or three separate wounds, each reduced by DR (the GURPS convention); &quot;multiply&quot; rolls once, multiplies, then subtracts DR.</source>
        <translation>&apos;2x&apos; и &apos;3x&apos; читаются как две или три отдельные раны, каждая уменьшается на СП (так принято в GURPS); &quot;multiply&quot; — один бросок, умножение, затем вычитается СП.</translation>
    </message>
    <message>
        <source>&apos;Squad has taken a hit&apos;: a hit is scored when the attack roll is at or under the attacker&apos;s AV, so a squad checks morale for each hit scored on it, whether its save succeeds or not, until it routs (ruling on a question the source leaves open); an attack from the flank, rear or by surprise or a mounted charge adds one check. &apos;failed_save&apos; restores the earlier reading: one check a phase, raised only by failed saves.</source>
        <translation>«Отряд получил попадание»: попадание засчитывается, когда бросок атаки не выше ПА атакующего, поэтому отряд проверяет мораль за каждое засчитанное по нему попадание, удался спасбросок или нет, пока не обратится в бегство (решение по вопросу, который источник оставляет открытым); атака с фланга, с тыла, внезапная атака или атака конницы добавляет одну проверку. &apos;failed_save&apos; возвращает прежнее толкование: одна проверка за фазу, и только от проваленных спасбросков.</translation>
    </message>
    <message>
        <source>4 hours inferred from the worked example (Legendary 1 hour, Raw 10 hours).</source>
        <translation>4 часа выведены из разобранного примера («Легендарные» — 1 час, «Необученные» — 10 часов).</translation>
    </message>
    <message>
        <source>A clear victory: a win by 4 or more (the rows above &apos;No clear winner&apos;; house reading).</source>
        <translation>Явная победа — выигрыш на 4 или больше (строки выше «Не выявлено явного победителя»; домашнее толкование).</translation>
    </message>
    <message>
        <source>A failed seer makes the commander use the average of the seer&apos;s and his own Strategy (rounded down: house default), the seer&apos;s Strategy if he believes every word, or his own if he rejects the reading. A commander who rejects a reading gains nothing from a successful one either (Success if rejected: house default). The real roll and the modifier are GM-only.</source>
        <translation>При провале провидца командующий использует среднее из Стратегии провидца и своей (с округлением вниз: домашнее решение), Стратегию провидца, если верит каждому слову, или свою, если отвергает предсказание. Командующий, отвергший предсказание, ничего не получает и от удачного («Успех, если отвергнут»: домашнее решение). Настоящий бросок и модификатор видит только ГМ.</translation>
    </message>
    <message>
        <source>A routing or held squad does not strike back (house default; true lets a routing squad strike back).</source>
        <translation>Бегущий или скованный отряд не отвечает ударом (домашнее решение; «да» позволяет бегущему отряду отвечать).</translation>
    </message>
    <message>
        <source>A routing unit rolls 1d and moves up that many rows (heavier losses). A very fierce battle moves both sides up as many rows as the GM says.</source>
        <translation>Бегущий отряд бросает 1d и сдвигается на столько же строк вверх (потери тяжелее). Очень ожесточённая битва сдвигает обе стороны вверх на столько строк, сколько скажет ГМ.</translation>
    </message>
    <message>
        <source>A simple unit for trying Muster out: d20 + attack against the target number (Target base) + defense; a hit deals the attacker&apos;s damage dice.</source>
        <translation>Простой отряд, чтобы опробовать Muster: d20 + атака против целевого числа («Основа целевого числа») + защита; при попадании наносится урон по кубикам урона атакующего.</translation>
    </message>
    <message>
        <source>A squad is up to five combatants on one figure; battles of over 100 combatants group squads into bodies (a &apos;battle&apos; or &apos;conroy&apos;).</source>
        <translation>Отряд — до пяти бойцов на одной фигурке; в сражениях больше чем на 100 бойцов отряды объединяются в группы («баталии» или «конруа»).</translation>
    </message>
    <message>
        <source>A tied skill contest has no winner (house default).</source>
        <translation>При ничьей в соревновании навыков победителя нет (домашнее решение).</translation>
    </message>
    <message>
        <source>A unit without Infantry fights as Raw and as Poorly equipped (ruling: combat is outside its specialties): Raw&apos;s quality modifier, equipment -4 whatever its rating, no mobility bonus and no Heavy extra hit. &apos;No infantry combat equipment&apos; is poor (default), penalties_only (the earlier reading: equipment bonuses dropped, 0 and penalties kept, mobility kept) or normal.</source>
        <translation>Отряд без специальности «Пехота» сражается как «Необученные» и с «Плохим» снаряжением (решение: бой вне его специальностей): модификатор качества «Необученных», снаряжение -4 независимо от его оценки, без бонуса мобильности и без лишнего попадания «Тяжёлых». Настройка „Бой без «Пехоты»: снаряжение“ принимает значения poor (по умолчанию), penalties_only (прежнее толкование: бонусы снаряжения отбрасываются, 0 и штрафы остаются, мобильность сохраняется) или normal.</translation>
    </message>
    <message>
        <source>Amphibious or beach terrain.</source>
        <translation>Высадка с воды или побережье.</translation>
    </message>
    <message>
        <source>An army more than 2 TLs ahead is not capped at 10:1: +1 for each further 10:1 (the text&apos;s example: TL6 against TL3 at 30:1 is +10). Reading of &apos;each further 10:1&apos;: +8, then +1 at 20:1, +1 at 30:1 and so on (bonus = 8 + floor(ratio / 10) - 1).</source>
        <translation>Армия, опережающая врага больше чем на 2 ТУ, не ограничена пределом 10:1: +1 за каждые следующие 10:1 (пример из текста: ТУ6 против ТУ3 при 30:1 даёт +10). Толкование слов «за каждые следующие 10:1»: +8, затем +1 при 20:1, ещё +1 при 30:1 и так далее (бонус = 8 + floor(ratio / 10) - 1).</translation>
    </message>
    <message>
        <source>Arctic terrain or sub-zero conditions.</source>
        <translation>Арктика или минусовая температура.</translation>
    </message>
    <message>
        <source>As a great victory, and the defending commander is captured.</source>
        <translation>Как великая победа, и командующий обороняющихся взят в плен.</translation>
    </message>
    <message>
        <source>Average the members&apos; armour classes (descending AC) and round to the nearest whole AC, then read the band (ruling: ACs 4, 5, 7, 7, 9 average 6.4, AC 6, medium, DV 3). House default: an average of exactly x.5 goes to the worse (higher) AC. &apos;up&apos; (always the worse AC, the earlier reading) and &apos;down&apos; are the other choices.</source>
        <translation>Усредните классы доспеха бойцов (нисходящий КД), округлите до ближайшего целого КД и найдите диапазон (решение: КД 4, 5, 7, 7, 9 дают в среднем 6.4, то есть КД 6, средняя, ПЗ 3). Домашнее решение: среднее ровно x.5 идёт к худшему (большему) КД. Другие варианты — &apos;up&apos; (всегда худший КД, прежнее толкование) и &apos;down&apos;.</translation>
    </message>
    <message>
        <source>Base move in feet to abstract move spaces (about 60 ft each); a rate between rows takes the lower row (house reading).</source>
        <translation>Перевод базового движения в футах в абстрактные клетки хода (около 60 футов каждая); скорость между строками берёт нижнюю строку (домашнее толкование).</translation>
    </message>
    <message>
        <source>Both sides hold; the defender has -2 morale the next day.</source>
        <translation>Обе стороны удерживают позиции; у Обороняющегося на следующий день Мораль -2.</translation>
    </message>
    <message>
        <source>Common order: attack enemy units.</source>
        <translation>Общий приказ: атаковать вражеские отряды.</translation>
    </message>
    <message>
        <source>Common order: use one of the unit&apos;s skills at unit quality.</source>
        <translation>Общий приказ: применить один из навыков отряда на уровне его качества.</translation>
    </message>
    <message>
        <source>Confirmed bands from hexes moved away from the start hex. A movement action without leaving the hex marks a 6; house default: the 6 gives attackers no penalty (set &apos;In place penalty&apos; to -6 for the literal reading).</source>
        <translation>Подтверждённые диапазоны по числу гексов, на которые мех удалился от начального гекса. Движение без выхода из гекса отмечается 6; домашнее решение: эта 6 не даёт атакующим штрафа (для буквального прочтения задайте «Штраф на месте» -6).</translation>
    </message>
    <message>
        <source>Confirmed: 1 MP per hex, +1 MP per terrain change, one free hexside turn at the start and one at the end, 1 MP per further hexside, backward only up to walk MP, standing 1 MP + 2 heat + piloting roll, GEL pod 1 MP, jumping within walk/run MP. House defaults: -1 MP per 5 heat (BattleTech&apos;s value); a mech with a lost leg has at most 1 MP and cannot jump-run; each jump jet knocked out or lost costs 1 jump MP.</source>
        <translation>Подтверждено: 1 ОП за гекс, +1 ОП за смену местности, один бесплатный поворот на грань в начале и один в конце, 1 ОП за каждую следующую грань, назад — не больше ОП шага, подъём — 1 ОП + 2 нагрева + бросок пилотирования, капсула GEL — 1 ОП, прыжок — в пределах ОП шага/бега. Домашние решения: -1 ОП за каждые 5 нагрева (значение BattleTech); у меха с потерянной ногой не больше 1 ОП, и он не может ни бежать, ни прыгать; каждый выведенный из строя или потерянный прыжковый двигатель стоит 1 ОП прыжка.</translation>
    </message>
    <message>
        <source>Confirmed: GEL repairs up to the original armor value, the rest is wasted; parts lost in earlier rounds cannot be repaired, parts about to fall off this round can. House default: repair removes the most recent damage first (carried excess, then structure, then armor).</source>
        <translation>Подтверждено: GEL восстанавливает броню до исходного значения, остальное пропадает; части, потерянные в прошлых раундах, не чинятся, а части, которые вот-вот отвалятся в этом раунде, — чинятся. Домашнее решение: ремонт сначала убирает самый свежий урон (перенесённый избыток, затем структуру, затем броню).</translation>
    </message>
    <message>
        <source>Confirmed: a critical hit on ammo destroys the bin and it explodes for its weapon&apos;s damage in its own location, forcing a consciousness roll. House defaults: an empty bin does not explode; the explosion counts as a head hit for the consciousness counter; the heat ammo check blows the bin with the highest average damage.</source>
        <translation>Подтверждено: критическое попадание в боеприпасы уничтожает короб, и он взрывается с уроном своего оружия в своём же месте, вынуждая бросок на сознание. Домашние решения: пустой короб не взрывается; взрыв считается попаданием в голову для счётчика сознания; проверка боеприпасов от нагрева взрывает короб с наибольшим средним уроном.</translation>
    </message>
    <message>
        <source>Confirmed: a natural 20 on the attack die or any internal damage to a part gives a critical roll on the part&apos;s chart; a 20 on the critical die destroys the part and what is attached to it. House defaults: one critical roll per part hit even when both reasons apply; with a multi-die weapon the natural 20 counts for the first part hit; rear torsos use their torso&apos;s chart; damage carried over in the damage phase can score criticals, an ammo explosion cannot.</source>
        <translation>Подтверждено: натуральная 20 на кубике атаки или любой внутренний урон части даёт бросок на критическое попадание по таблице этой части; 20 на кубике критического попадания уничтожает часть и всё, что к ней прикреплено. Домашние решения: один бросок на критическое попадание за каждую поражённую часть, даже если есть обе причины; у оружия с несколькими кубиками натуральная 20 учитывается для первой поражённой части; торсы сзади используют таблицу своего торса; урон, перенесённый в фазе урона, может вызвать критические попадания, взрыв боеприпасов — нет.</translation>
    </message>
    <message>
        <source>Confirmed: arms and legs pass excess damage to their torso, side torsos to the center torso; a lost side torso takes its arm and leg; losing the head or center torso destroys the mech. House defaults: a rear torso is the same body part seen from behind with its own hit points, so losing either side of a torso loses both; rear side torsos pass excess to the rear center torso; damage landing on a part already lost goes on to the next part.</source>
        <translation>Подтверждено: руки и ноги передают избыточный урон своему торсу, боковые торсы — центральному; потерянный боковой торс уносит с собой руку и ногу; потеря головы или центрального торса уничтожает меха. Домашние решения: торс сзади — та же часть корпуса, увиденная со спины, со своими очками здоровья, поэтому потеря любой стороны торса означает потерю обеих; боковые торсы сзади передают избыток центральному торсу сзади; урон, пришедшийся в уже потерянную часть, переходит на следующую.</translation>
    </message>
    <message>
        <source>Confirmed: d20 + piloting needs 10, one roll a turn whatever the reasons, failure falls prone; the same roll stands a mech up. House defaults (BattleTech&apos;s values): 20+ damage this turn -1, each lost leg -5, actuators and gyro as in components, kicked 0, missed kick 0; an unconscious pilot or shut-down mech fails automatically; a prone mech does not roll. Rulings: the 20 damage counts each point once, where it first struck (damage carried from a lost part is not counted again); the odds of the roll include every modifier of the turn; an ammunition explosion from the heat check comes after the roll and counts toward next turn&apos;s roll.</source>
        <translation>Подтверждено: d20 + пилотирование, нужно 10, один бросок за ход, сколько бы ни было причин, при провале мех падает; тот же бросок поднимает меха. Домашние решения (значения BattleTech): 20+ урона за этот ход -1, каждая потерянная нога -5, приводы и гироскоп — как в разделе «Компоненты», получен пинок 0, промах пинком 0; пилот без сознания или отключённый мех проваливает бросок автоматически; лежащий мех не бросает. Решения: в 20 урона каждая единица учитывается один раз, там, куда она пришлась сначала (урон, перенесённый с потерянной части, повторно не считается); шансы броска учитывают все модификаторы хода; взрыв боеприпасов от проверки нагрева происходит после броска и учитывается в броске следующего хода.</translation>
    </message>
    <message>
        <source>Confirmed: d20 + piloting, the highest chooses first or last, the rest go lowest to highest. House default: ties are rerolled among the tied.</source>
        <translation>Подтверждено: d20 + пилотирование; выбросивший больше всех выбирает, ходить первым или последним, остальные ходят от меньшего результата к большему. Домашнее решение: при ничьей участники ничьей перебрасывают.</translation>
    </message>
    <message>
        <source>Confirmed: d20 + piloting; needed by the number of the head hit; the 6th hit kills. Wake-up rolls use the number for hits taken so far (at least the first) and do not count as hits.</source>
        <translation>Подтверждено: d20 + пилотирование; нужное число зависит от номера попадания в голову; 6-е попадание убивает. Броски на пробуждение используют число для уже полученных попаданий (не меньше первого) и попаданиями не считаются.</translation>
    </message>
    <message>
        <source>Confirmed: modified 10 hits; medium -2, long -4, nothing beyond long; -1 per hex inside minimum range (minimum 6, adjacent target: -5). House defaults are marked on their values.</source>
        <translation>Подтверждено: попадание при 10 с модификаторами; средняя дистанция -2, дальняя -4, дальше дальней — ничего; -1 за каждый гекс внутри минимальной дистанции (минимум 6, соседняя цель: -5). Домашние решения отмечены у своих значений.</translation>
    </message>
    <message>
        <source>Confirmed: punches need a hand, kicks a foot, both are normal attacks (gunnery, d20 location); a kick that hits makes the target roll piloting, a miss makes the kicker roll. House defaults: damage tonnage/10 (punch) and tonnage/5 (kick) rounded up when the design gives none; adjacent targets only; no heat; a prone mech cannot kick.</source>
        <translation>Подтверждено: для удара рукой нужна кисть, для пинка — стопа, оба — обычные атаки (стрельба, место по d20); попавший пинок заставляет цель бросить пилотирование, промах — самого пинающего. Домашние решения: урон тоннаж/10 (удар рукой) и тоннаж/5 (пинок) с округлением вверх, если конструкция его не задаёт; только по соседним целям; без нагрева; лежащий мех не может бить ногой.</translation>
    </message>
    <message>
        <source>Confirmed: shutdown check from 14 heat with 2d20. House defaults (BattleTech&apos;s values): attack penalty bands, shutdown and ammo-check numbers; 30+ shuts down without a roll.</source>
        <translation>Подтверждено: проверка отключения с 14 нагрева на 2d20. Домашние решения (значения BattleTech): диапазоны штрафа к атаке, числа отключения и проверки боеприпасов; при 30+ мех отключается без броска.</translation>
    </message>
    <message>
        <source>Confirmed: walk white -1 to own attacks and 1 heat; run black -2 and 2 heat; jump red -3 and the walk/run heat plus 1 per hex jumped.</source>
        <translation>Подтверждено: шаг — белый, -1 к собственным атакам и 1 нагрева; бег — чёрный, -2 и 2 нагрева; прыжок — красный, -3 и нагрев шага/бега плюс 1 за каждый гекс прыжка.</translation>
    </message>
    <message>
        <source>Contradiction: the words say subtract half the quality (&apos;Quality divisor&apos; 2); the bridge example only works subtracting all of it (set &apos;Quality divisor&apos; to 1). Giving an order is a move-equivalent action in the Orders section, an attack action in Unit Quality (set &apos;Giving an order&apos; to attack).</source>
        <translation>Противоречие: текст велит вычитать половину качества («Делитель качества» 2); пример с мостом сходится, только если вычитать его целиком (задайте «Делитель качества» 1). Отдача приказа в разделе «Приказы» — действие, равное движению, а в разделе «Качество отряда» — действие атаки (задайте «Отдача приказа» = attack).</translation>
    </message>
    <message>
        <source>Counted per battle; reset by end-battle (house reading).</source>
        <translation>Считается за сражение; сбрасывается командой end-battle (домашнее толкование).</translation>
    </message>
    <message>
        <source>DR/2, DR/5, DR/10: fractions rounded down (house default); &quot;up&quot; is the other choice.</source>
        <translation>СП/2, СП/5, СП/10: дроби округляются вниз (домашнее решение); другой вариант — &quot;up&quot;.</translation>
    </message>
    <message>
        <source>Drug- or technology-boosted psionics: +1 to +5 (GM&apos;s decision).</source>
        <translation>Псионика, усиленная препаратами или технологией: от +1 до +5 (решает ГМ).</translation>
    </message>
    <message>
        <source>Each attacking unit retreats in good order on a morale success, else routs.</source>
        <translation>Каждый атакующий отряд при успешном броске Морали отступает в хорошем порядке, иначе бежит.</translation>
    </message>
    <message>
        <source>Each losing unit retreats in good order on a morale success, else routs.</source>
        <translation>Каждый отряд проигравшей стороны при успешном броске Морали отступает в хорошем порядке, иначе бежит.</translation>
    </message>
    <message>
        <source>Each side places its points secretly; they stay GM-only until revealed. Other effects (Strategy, casualties, healing) were not retrieved.</source>
        <translation>Каждая сторона распределяет свои очки тайно; до раскрытия их видит только ГМ. Прочие эффекты (Стратегия, потери, лечение) не найдены.</translation>
    </message>
    <message>
        <source>Each squad in melee rolls one d10 against each squad it fights; all attack rolls are made, then every squad hit saves.</source>
        <translation>Каждый отряд в рукопашной бросает один d10 против каждого отряда, с которым сражается; сначала делаются все броски атаки, затем каждый поражённый отряд делает спасбросок.</translation>
    </message>
    <message>
        <source>Ends when the pinned side destroys one of the pinning units (&apos;destroy one of the units and even the odds&apos;); a pinning unit that retreats does not end it (ruling on a question the source leaves open).</source>
        <translation>Заканчивается, когда прижатая сторона уничтожает один из прижимающих отрядов («уничтожить один из отрядов и уравнять шансы»); если прижимающий отряд отступает, это не прекращается (решение по вопросу, который источник оставляет открытым).</translation>
    </message>
    <message>
        <source>Every unit of both sides rolls morale: success holds, failure by 1-4 retreats in good order, by 5+ routs.</source>
        <translation>Каждый отряд обеих сторон бросает Мораль: при успехе удерживает позицию, при провале на 1-4 отступает в хорошем порядке, на 5+ бежит.</translation>
    </message>
    <message>
        <source>Extra pay this month: +50% gives +1 Morale next month, +100% or more +2.</source>
        <translation>Доплата в этом месяце: +50% даёт +1 к Морали в следующем месяце, +100% и больше — +2.</translation>
    </message>
    <message>
        <source>Fighting from a doorway, elevator or narrow street; winning one round frees the unit.</source>
        <translation>Бой из дверного проёма, лифта или с узкой улицы; победа в одном раунде освобождает отряд.</translation>
    </message>
    <message>
        <source>Full text 10.1: each PC has a Survival and a Glory modifier (example: Survival -3, Glory +3). The range was not retrieved; Muster links them (Glory = -Survival) unless Linked is no (reading of the example).</source>
        <translation>Полный текст, 10.1: у каждого ПП есть модификатор Выживания и модификатор Славы (пример: Выживание -3, Слава +3). Допустимый диапазон не найден; Muster связывает их (Слава = -Выживание), пока «Связаны» не выставлено в «нет» (толкование примера).</translation>
    </message>
    <message>
        <source>Full text 10.2: Combat Skill roll (skill + Survival modifier); succeeded by 5+ unhurt, by 1-4 1 hit, exactly 2 hits, failed by 1-2 A, 3-4 B, 5-6 C, 7+ or a critical failure D.</source>
        <translation>Полный текст, 10.2: бросок боевого навыка (навык + модификатор Выживания); успех на 5+ — невредим, на 1-4 — 1 попадание, ровно — 2 попадания, провал на 1-2 — A, на 3-4 — B, на 5-6 — C, на 7+ или критический провал — D.</translation>
    </message>
    <message>
        <source>Full text 10.3, damage by TL: times x (dice)d + adds, less DR (divided by the DR divisor at TL 10 and up).</source>
        <translation>Полный текст, 10.3, урон по ТУ: кратность x (кубики)d + прибавка, минус СП (делённое на делитель СП при ТУ 10 и выше).</translation>
    </message>
    <message>
        <source>Full text 10.4: Strategy modifiers apply only to a PC who commands a unit; commanding the army, each bonus is 1 larger and each penalty 1 smaller. Roll Glory even if the character died.</source>
        <translation>Полный текст, 10.4: модификаторы Стратегии действуют только для ПП, командующего отрядом; если он командует армией, каждый бонус больше на 1, а каждый штраф меньше на 1. Славу бросают, даже если персонаж погиб.</translation>
    </message>
    <message>
        <source>Full text 10.4: the Glory table (margin -&gt; Reputation, duration, Strategy modifier) was NOT RETRIEVED. Each row: lowest and highest margin (empty = open), Reputation, Strategy and duration. Enter them from your book; until then the GM enters each result after the roll.</source>
        <translation>Полный текст, 10.4: таблица Славы (запас -&gt; Репутация, длительность, модификатор Стратегии) НЕ НАЙДЕНА. Каждая строка: наименьший и наибольший запас (пусто = без границы), Репутация, Стратегия и длительность. Введите их из книги; до тех пор ГМ вводит каждый результат после броска.</translation>
    </message>
    <message>
        <source>Full text 12: a unit&apos;s experience after replacements is the man-weighted average of battles (recruits count their row&apos;s lower bound, Green 1); the text&apos;s example truncates 8.99 to 8.</source>
        <translation>Полный текст, 12: опыт отряда после пополнения — среднее число битв, взвешенное по числу людей (новобранцы считаются по нижней границе своей строки, «Зелёные» — 1); в примере из текста дробная часть отброшена: 8.99 даёт 8.</translation>
    </message>
    <message>
        <source>Full text 13: normal monthly pay is 10% of the hiring cost (which includes the experience cost bonus of the Troop Quality table). Hiring costs were not retrieved: the GM enters them.</source>
        <translation>Полный текст, 13: обычное месячное жалованье — 10% стоимости найма (в которую входит надбавка за опыт из таблицы Качества Войска). Стоимости найма не найдены: их вводит ГМ.</translation>
    </message>
    <message>
        <source>Full text 14: every 2 points of extraordinary power spent on disasters give the enemy +1 on his Disaster roll.</source>
        <translation>Полный текст, 14: каждые 2 очка необычайных сил, потраченные на катастрофы, дают врагу +1 к его броску Катастрофы.</translation>
    </message>
    <message>
        <source>Full text 14: power points x mana level (normal x1, very high x2; the other rows were not retrieved). How the pool is computed was not retrieved: the GM enters each side&apos;s points.</source>
        <translation>Полный текст, 14: очки сил x уровень маны (обычная x1, очень высокая x2; остальные строки не найдены). Как считается запас, не найдено: ГМ вводит очки каждой стороны.</translation>
    </message>
    <message>
        <source>Full text 3.2: racial TS modifier = half of (racial ST modifier + racial HT modifier + extra hit points), each level of Super Strength +10 to ST; the base TS per man never goes below 1; missile and armour bonuses are added after that minimum. Examples in the text: lizard men +3, hobbits -1; hobbit light infantry TS 2, hobbit heavy infantry with slings TS 5.</source>
        <translation>Полный текст, 3.2: расовый модификатор СВ = половина от (расовый модификатор СЛ + расовый модификатор ЗД + дополнительные ЕЖ), каждый уровень Сверхсилы даёт +10 к СЛ; базовая СВ на человека никогда не опускается ниже 1; бонусы за метательное оружие и доспехи прибавляются после этого минимума. Примеры из текста: ящеролюды +3, хоббиты -1; лёгкая пехота хоббитов СВ 2, тяжёлая пехота хоббитов с пращами СВ 5.</translation>
    </message>
    <message>
        <source>Full text 3.3 (the first rows, light chariots among them, were not retrieved: add them). Chariots also add the TS of one extra missile trooper of their weight (Plus trooper), when that trooper&apos;s TS per man is known. Each value counts per vehicle or animal (see Special per item). The GM values any other special weapon.</source>
        <translation>Полный текст, 3.3 (первые строки, среди них лёгкие колесницы, не найдены: добавьте их). Колесницы добавляют ещё СВ одного стрелка своего веса («Плюс боец»), если СВ на человека для этого бойца известна. Каждое значение считается за одну машину или животное (см. «Особое оружие — за единицу»). Любое другое особое оружие оценивает ГМ.</translation>
    </message>
    <message>
        <source>Full text 3.4: cavalry without stirrups takes -1 TS (per man, as in the Mobility table; the table itself was not retrieved).</source>
        <translation>Полный текст, 3.4: кавалерия без стремян получает -1 к СВ (на человека, как в таблице Мобильности; сама таблица не найдена).</translation>
    </message>
    <message>
        <source>Full text 3.5: an army made entirely of light cavalry against one made entirely of infantry gets +3 Strategy (as a 2:1 superiority).</source>
        <translation>Полный текст, 3.5: армия целиком из лёгкой кавалерии против армии целиком из пехоты получает +3 к Стратегии (как при превосходстве 2:1).</translation>
    </message>
    <message>
        <source>Full text 8: losses in percent by signed margin (winner +margin, loser -margin). Only two cells were retrieved: +3 4d%, -3 (4d+20)%. Enter the other rows from your book (margin, dice, plus); a unit whose row has no entry has its losses entered by the GM.</source>
        <translation>Полный текст, 8: потери в процентах по запасу со знаком (победитель +запас, проигравший -запас). Найдены только две ячейки: +3 4d%, -3 (4d+20)%. Остальные строки введите из книги («Запас», «Кубики», «Плюс»); если для строки отряда записи нет, его потери вводит ГМ.</translation>
    </message>
    <message>
        <source>Full text 9: each army&apos;s Disaster roll and its table were NOT RETRIEVED (a higher roll is worse). Enter the dice and the rows (lowest and highest roll, result, morale, and whether commanders are lost) from your book; until then the GM rolls the book&apos;s Disaster roll and enters each disaster in the battle panel.</source>
        <translation>Полный текст, 9: бросок Катастрофы каждой армии и его таблица НЕ НАЙДЕНЫ (чем выше бросок, тем хуже). Введите кубики и строки (наименьший и наибольший бросок, результат, Мораль и теряются ли командиры) из книги; до тех пор ГМ делает бросок Катастрофы по книге и вводит каждую катастрофу на панели сражения.</translation>
    </message>
    <message>
        <source>GURPS Basic Set success roll: 3d6 at or under effective skill; margin = skill - roll. 3-4 always succeed (margin at least 0), 17-18 always fail (margin at most -1), whatever the skill (the ruling on automatic results).</source>
        <translation>Бросок на успех по Базовым правилам GURPS: 3d6 не выше эффективного навыка; запас = навык - бросок. 3-4 — всегда успех (запас не меньше 0), 17-18 — всегда провал (запас не больше -1), каким бы ни был навык (решение об автоматических результатах).</translation>
    </message>
    <message>
        <source>Healing cannot bring a squad that has dropped back into the fight (house default; true allows it).</source>
        <translation>Лечение не возвращает в бой выбывший отряд (домашнее решение; «да» это разрешает).</translation>
    </message>
    <message>
        <source>Hits each ready medical unit heals a day (house default: the source gives no number; the GM may enter the day&apos;s number instead). A medical crew heals a casualty hit first while one is still within the 24 hours after the battle, else a morale hit (ruling: the source says both that medical crews heal morale hits and that they heal casualty hits).</source>
        <translation>Сколько попаданий в день лечит каждый готовый медицинский отряд (домашнее решение: источник числа не даёт; вместо него ведущий может ввести число за день). Медицинская команда сначала лечит попадание по потерям, пока такое ещё в пределах 24 часов после сражения, иначе — попадание по морали (решение: источник говорит и что медики лечат попадания по морали, и что они лечат попадания по потерям).</translation>
    </message>
    <message>
        <source>House default (BattleTech values on the roll): named cover and terrain modifiers a GM picks per attack; repeat a name for each hex of woods in the way.</source>
        <translation>Домашнее решение (значения BattleTech в пересчёте на бросок): именованные модификаторы укрытий и местности, которые ведущий выбирает для каждой атаки; повторите название для каждого гекса леса на линии огня.</translation>
    </message>
    <message>
        <source>House default (ruling): a natural 20 on the attack die always hits, since it scores a potential critical and a critical needs a location; false makes it an ordinary roll.</source>
        <translation>Домашнее решение (толкование): натуральная 20 на кубике атаки всегда попадает, поскольку даёт возможное критическое попадание, а критическому попаданию нужно место; «нет» делает её обычным броском.</translation>
    </message>
    <message>
        <source>House default for line of sight: every other squad of the routing squad&apos;s body (without bodies, of its side) checks once for each squad of its side that routs, in the same phase, so routs cascade; the GM may add or dismiss checks.</source>
        <translation>Домашнее решение вместо «в пределах видимости»: каждый другой отряд группы бегущего отряда (если групп нет — его стороны) проверяет мораль один раз за каждый обратившийся в бегство отряд своей стороны, в той же фазе, так что бегство распространяется каскадом; мастер может добавить или отменить проверки.</translation>
    </message>
    <message>
        <source>House default from d20 Modern: a character at -10 hit points or lower is dead.</source>
        <translation>Домашнее решение из d20 Modern: персонаж с -10 ОЗ или меньше мёртв.</translation>
    </message>
    <message>
        <source>House default: BattleTech&apos;s table on a d20. From the rear, torso results hit the rear torsos; from the target&apos;s left side, right-side results hit the matching left location (and the mirror from the right), as the source says.</source>
        <translation>Домашнее решение: таблица BattleTech на d20. При атаке сзади результаты по торсу попадают в торсы сзади; с левого бока цели результаты правой стороны попадают в соответствующее левое место (и зеркально справа), как сказано в источнике.</translation>
    </message>
    <message>
        <source>House default: Hits to Kill never drops below 1, whatever the size modifier.</source>
        <translation>Домашнее решение: ПДВ никогда не опускается ниже 1, каким бы ни был модификатор численности.</translation>
    </message>
    <message>
        <source>House default: a natural 1 is not an automatic miss (the source says nothing of it).</source>
        <translation>Домашнее решение: натуральная 1 — не автоматический промах (источник об этом молчит).</translation>
    </message>
    <message>
        <source>House default: a tie is no result; neither side wins, momentum is kept.</source>
        <translation>Домашнее решение: ничья не даёт результата; не побеждает ни одна сторона, натиск сохраняется.</translation>
    </message>
    <message>
        <source>House default: counts for missile fire too.</source>
        <translation>Домашнее решение: действует и на стрельбу.</translation>
    </message>
    <message>
        <source>House default: melee only.</source>
        <translation>Домашнее решение: только в рукопашной.</translation>
    </message>
    <message>
        <source>House default: morale hits land first, then casualty hits; the hit that takes the unit below Raw decides its fate and later hits are lost.</source>
        <translation>Домашнее решение: сначала засчитываются попадания по морали, затем попадания по потерям; судьбу отряда решает то попадание, которое опускает его ниже «Необученных», а все последующие попадания пропадают.</translation>
    </message>
    <message>
        <source>House default: pay days are a month (30 days) apart, so a unit paid in full again gets back up to 15 Morale lost to missed pay by the next pay day.</source>
        <translation>Домашнее решение: выплаты идут раз в месяц (через 30 дней), поэтому отряд, которому снова платят полностью, к следующей выплате возвращает до 15 Морали, потерянной из-за невыплаты.</translation>
    </message>
    <message>
        <source>House default: which directions (seen from the attacker) a location&apos;s weapons cover. Rear-mounted weapons use the rear arc.</source>
        <translation>Домашнее решение: какие направления (с точки зрения атакующего) покрывает оружие каждого места. Оружие, установленное назад, стреляет в задний сектор.</translation>
    </message>
    <message>
        <source>House default: while the book&apos;s number is not entered, the Upkeep dialog offers -1 Morale for a failed roll (the GM may change it there).</source>
        <translation>Домашнее решение: пока число из книги не введено, окно «Содержание» предлагает -1 к Морали за проваленный бросок (ГМ может изменить его там).</translation>
    </message>
    <message>
        <source>House defaults (BattleTech&apos;s values): engine +5 heat a turn per hit, the third destroys the mech; gyro piloting -3 after one hit, -6 after two; life support: a consciousness roll each damage phase at heat 15+; sensors under To hit; actuators: piloting penalty for leg actuators, punch/kick penalty (null: that attack is impossible).</source>
        <translation>Домашние решения (значения BattleTech): двигатель — +5 нагрева за ход за каждое попадание, третье уничтожает меха; гироскоп — пилотирование -3 после одного попадания, -6 после двух; жизнеобеспечение — бросок на сознание в каждой фазе урона при нагреве 15+; сенсоры — в разделе «Попадание»; приводы — штраф к пилотированию за приводы ног, штраф к удару рукой/пинку (null: такая атака невозможна).</translation>
    </message>
    <message>
        <source>House defaults (BattleTech&apos;s values): sensors -2 to hit per hit, and no weapon fire after 2 hits.</source>
        <translation>Домашние решения (значения BattleTech): сенсоры — -2 к попаданию за каждое попадание в них, а после 2 попаданий стрелять нельзя.</translation>
    </message>
    <message>
        <source>House reading (ruling): losing a rear side torso loses that side&apos;s torso, arm and leg; losing the rear centre torso destroys the mech.</source>
        <translation>Домашнее толкование (решение): потеря бокового торса сзади означает потерю торса, руки и ноги этой стороны; потеря центрального торса сзади уничтожает меха.</translation>
    </message>
    <message>
        <source>House reading of &apos;never suffer penalties for Momentum&apos;: while either unit in a pairing is dug in, neither side&apos;s momentum counts (false: momentum counts).</source>
        <translation>Домашнее толкование слов «никогда не получают штрафов от натиска»: пока хотя бы один из двух отрядов в схватке окопался, натиск не учитывается ни у одной стороны («нет»: натиск учитывается).</translation>
    </message>
    <message>
        <source>House reading: the rear torsos have their own armour and structure (&apos;separate Hit Points&apos;) and otherwise work like the front torso; hits from behind that land on a torso land on its rear.</source>
        <translation>Домашнее толкование: у торсов сзади своя броня и структура («отдельные очки здоровья»), в остальном они работают как торс спереди; попадания сзади, пришедшиеся в торс, приходятся в его тыл.</translation>
    </message>
    <message>
        <source>How &apos;N+M&apos; and &apos;N-M&apos; Hit Dice count in totals and averages: 1+1 counts as 1, 1-1 as 0.5. A character&apos;s level counts as its Hit Dice; 0-level counts as 0.</source>
        <translation>Как кости хитов вида «N+M» и «N-M» учитываются в суммах и средних: 1+1 считается как 1, 1-1 — как 0.5. Уровень персонажа считается его костями хитов; 0-й уровень — как 0.</translation>
    </message>
    <message>
        <source>Losing commanders lowers morale until the army wins a clear victory (full text 7.1); the text gives no number: -1 is a house default (the text&apos;s example of a wounded unit commander). Other disasters last one battle.</source>
        <translation>Потеря командиров снижает Мораль, пока армия не одержит явную победу (полный текст 7.1); числа текст не даёт: -1 — домашнее решение (по примеру из текста с раненым командиром отряда). Остальные катастрофы действуют одну битву.</translation>
    </message>
    <message>
        <source>Losses are rounded up. The split of losses into dead and wounded was not retrieved: the GM decides.</source>
        <translation>Потери округляются вверх. Деление потерь на убитых и раненых не найдено: решает ГМ.</translation>
    </message>
    <message>
        <source>Momentum is earned by the unit that rolled for its side (the lead); helpers neither gain nor lose it, and a helper that later leads starts from its own streak (ruling on a question the source leaves open).</source>
        <translation>Натиск набирает отряд, который бросал за свою сторону (ведущий отряд); помогающие отряды его не получают и не теряют, а помогавший отряд, ставший позже ведущим, начинает со своей собственной серии (решение по вопросу, который источник оставляет открытым).</translation>
    </message>
    <message>
        <source>Much safer and easier than assassination (roll +2 is the house default). Success: +1 Strategy, +2 when many commandos went. Failure: no bonus; beaten by security: the scouts are ambushed and lost.</source>
        <translation>Гораздо безопаснее и проще убийства (+2 к броску — домашнее решение). Успех: +1 к Стратегии, +2, если ходило много коммандос. Провал: без бонуса; если охрана победила — разведчики попадают в засаду и гибнут.</translation>
    </message>
    <message>
        <source>Named in the source without a time.</source>
        <translation>Назван в источнике без указания времени.</translation>
    </message>
    <message>
        <source>Numbers for By This Poleaxe. Entries marked as house defaults are Muster&apos;s choices where the source is silent or garbled (see the Rules Reference); a campaign may override any of them.</source>
        <translation>Числа для By This Poleaxe. Записи, отмеченные как домашние решения, — выбор Muster там, где источник молчит или искажён (см. справочник правил); кампания может переопределить любую из них.</translation>
    </message>
    <message>
        <source>Numbers for the GURPS Mass Combat engine, from the excerpt of the article and from what was read of the whole article (Roleplayer #30). Entries marked as house defaults are Muster&apos;s choices where the source is silent or lost; entries marked &quot;enter from your book&quot; are tables whose numbers were not retrieved: they ship empty (or with the article&apos;s example values) and the GM enters them from the book. A campaign may override any of them.</source>
        <translation>Числа для движка GURPS Массовый бой — из отрывка статьи и из прочитанного в полной статье (Roleplayer #30). Записи, отмеченные как домашние решения, — выбор Muster там, где источник молчит или утерян; записи с пометкой «введите из книги» — таблицы, чьи числа не найдены: они поставляются пустыми (или со значениями из примеров статьи), и ГМ вводит их из книги. Кампания может переопределить любую из них.</translation>
    </message>
    <message>
        <source>Numbers for the d20 mech game (Wild Pig Comics demo). Sections marked as house defaults hold numbers the source leaves to its record sheets; they are BattleTech values moved onto d20 scales and a GM may override any of them per campaign. Piloting and attack modifiers are stored as signed roll modifiers: a penalty of +5 to the number needed is stored as -5 on the roll.</source>
        <translation>Числа для d20-игры о мехах (демоверсия Wild Pig Comics). Разделы, отмеченные как домашние решения, содержат числа, которые источник оставляет своим листам записи; это значения BattleTech, перенесённые на шкалы d20, и ведущий может переопределить любое из них для кампании. Модификаторы пилотирования и атаки хранятся как модификаторы броска со знаком: штраф +5 к нужному числу хранится как -5 к броску.</translation>
    </message>
    <message>
        <source>Only the defender of a defended position gets these; several features stack. The full text&apos;s list of positions was not retrieved: these values are the seed-era notes, kept as provisional.</source>
        <translation>Эти модификаторы получает только Обороняющийся на оборонительной позиции; несколько особенностей складываются. Список позиций из полного текста не найден: эти значения взяты из ранних заметок и оставлены как предварительные.</translation>
    </message>
    <message>
        <source>Only the row &apos;x4 or more&apos; survived in the source; its number and the other rows are house defaults.</source>
        <translation>В источнике уцелела только строка «x4 и больше»; её число и остальные строки — домашние решения.</translation>
    </message>
    <message>
        <source>Quick Contest of the two commanders. Critical results do not decide it: only success/failure and margins. A tie at a defended position means the attack did not carry: the defender&apos;s table at margin 0 (house reading, the attacker&apos;s table starts at 1).</source>
        <translation>Быстрое Соревнование двух командующих. Критические результаты его не решают: важны только успех/провал и запасы. Ничья у обороняемой позиции означает, что атака не удалась: таблица Обороняющегося с разностью 0 (домашнее толкование; таблица Атакующего начинается с 1).</translation>
    </message>
    <message>
        <source>Ranges such as &apos;one to four&apos; are rolled (1d4, 1d2, 1d3) and capped by the squad&apos;s size (house default).</source>
        <translation>Диапазоны вроде «от одного до четырёх» определяются броском (1d4, 1d2, 1d3) и ограничены численностью отряда (домашнее решение).</translation>
    </message>
    <message>
        <source>Ratio of the two armies&apos; Troop Strength (bigger / smaller), full text 5.1: 1.2 or less 0; to 1.4 +1; to 1.7 +2; to 2 +3; to 3 +4; to 5 +5; to 7 +6; to 10 +7; over 10 +8. Up to is a fraction (numerator, denominator), inclusive; empty is the open top row. The stronger army&apos;s commander gets the bonus.</source>
        <translation>Соотношение Силы Войска двух армий (большая / меньшая), полный текст 5.1: 1.2 или меньше 0; до 1.4 +1; до 1.7 +2; до 2 +3; до 3 +4; до 5 +5; до 7 +6; до 10 +7; больше 10 +8. «До» — дробь (числитель, знаменатель) включительно; пусто — открытая верхняя строка. Бонус получает командующий более сильной армии.</translation>
    </message>
    <message>
        <source>Resistance check: d20 + the leader&apos;s CHA modifier, meet or beat 10; or a d20 at or under the leader&apos;s Tactics skill if that chance is better.</source>
        <translation>Проверка сопротивления: d20 + модификатор ХАР лидера, нужно 10 или больше; либо d20 не выше навыка Тактики лидера, если так шанс лучше.</translation>
    </message>
    <message>
        <source>Rest heals one morale hit a day; under stress a unit&apos;s last morale hit does not heal.</source>
        <translation>Отдых снимает одно попадание по морали в день; под давлением последнее попадание по морали у отряда не снимается.</translation>
    </message>
    <message>
        <source>Success: the target dies (a disaster for the enemy; if it was the commander, the best surviving leader by Strategy takes over). Failure raises the enemy&apos;s morale: +1, or +2 if the spies are publicly executed (house defaults).</source>
        <translation>Успех: цель погибает (катастрофа для врага; если это был командующий, командование принимает уцелевший лидер с лучшей Стратегией). Провал поднимает Мораль врага: +1 или +2, если шпионов публично казнят (домашние решения).</translation>
    </message>
    <message>
        <source>TL/2 at TL 5 and 7: rounded down (house default); &quot;up&quot; is the other choice.</source>
        <translation>ТУ/2 при ТУ 5 и 7: округление вниз (домашнее решение); другой вариант — &quot;up&quot;.</translation>
    </message>
    <message>
        <source>The 1 HD row equals the 2-3 HD row in the source; kept as printed.</source>
        <translation>В источнике строка 1 КХ совпадает со строкой 2-3 КХ; оставлено как напечатано.</translation>
    </message>
    <message>
        <source>The attacker holds if at least half its troops make morale; otherwise the whole army retreats in good order.</source>
        <translation>Атакующий удерживает позицию, если хотя бы половина его войск пробросит Мораль; иначе вся армия отступает в хорошем порядке.</translation>
    </message>
    <message>
        <source>The attacker is thrown back to where it started; it may attack again the next day at -2 morale.</source>
        <translation>Атакующий отброшен на исходные позиции; на следующий день он может атаковать снова с Моралью -2.</translation>
    </message>
    <message>
        <source>The attacker takes the position; each defending unit retreats in good order on a morale success, else routs (the end of this row is inferred).</source>
        <translation>Атакующий занимает позицию; каждый обороняющийся отряд при успешном броске Морали отступает в хорошем порядке, иначе бежит (конец этой строки восстановлен по смыслу).</translation>
    </message>
    <message>
        <source>The attacker technically won, but the defender carries no morale penalty into the next day.</source>
        <translation>Формально Атакующий победил, но у Обороняющегося на следующий день нет штрафа к Морали.</translation>
    </message>
    <message>
        <source>The defender holds if at least half its troops make morale; otherwise it retreats in good order.</source>
        <translation>Обороняющийся удерживает позицию, если хотя бы половина его войск пробросит Мораль; иначе он отступает в хорошем порядке.</translation>
    </message>
    <message>
        <source>The extra hit sits at the bottom of the ladder: the unit stays at Raw for one more hit before it breaks (house reading).</source>
        <translation>Лишнее попадание стоит в самом низу лестницы: отряд остаётся «Необученным» ещё на одно попадание, прежде чем сломаться (домашнее толкование).</translation>
    </message>
    <message>
        <source>The half move in phase 2 is half the declared spaces rounded up; the rest is moved in phase 4 (house default; &apos;down&apos; is the other choice).</source>
        <translation>Половина движения в фазе 2 — половина объявленных клеток с округлением вверх; остаток проходится в фазе 4 (домашнее решение; другой вариант — &apos;down&apos;).</translation>
    </message>
    <message>
        <source>The loser routs; no morale roll.</source>
        <translation>Проигравший бежит; бросок Морали не делается.</translation>
    </message>
    <message>
        <source>The rest of Special Unit Superiority was not retrieved: the GM enters any other bonus in the army&apos;s superiority field. The text says the light cavalry army is &apos;attacking&apos;; Muster gives the bonus in the open field to either side and, at a defended position, only to the attacker (house reading).</source>
        <translation>Остальная часть «Превосходства особых войск» не найдена: любой другой бонус ГМ вводит в поле превосходства армии. Текст говорит, что армия лёгкой кавалерии «атакует»; Muster даёт бонус в чистом поле любой стороне, а у обороняемой позиции — только Атакующему (домашнее толкование).</translation>
    </message>
    <message>
        <source>The row is read from the average Hit Dice of the squad&apos;s members (house reading; the squad-size modifiers already cover short squads); &apos;total_over_divisor&apos; reads it from the total like the Attack Value. A value between rows takes the lower row.</source>
        <translation>Строка определяется по средним костям хитов бойцов отряда (домашнее толкование; неполные отряды уже учтены модификаторами численности); &apos;total_over_divisor&apos; определяет её по сумме, как для значения атаки. Значение между строками берёт нижнюю строку.</translation>
    </message>
    <message>
        <source>The side with the better tech level gets +(difference + 2).</source>
        <translation>Сторона с более высоким технологическим уровнем получает +(разница + 2).</translation>
    </message>
    <message>
        <source>The source gives no end; the GM clears it when the unit is no longer under fire from several sides.</source>
        <translation>Источник не говорит, когда это заканчивается; ведущий снимает состояние, когда отряд больше не под огнём с нескольких сторон.</translation>
    </message>
    <message>
        <source>The source lost this number; +2 continues the 2-point steps.</source>
        <translation>В источнике это число утеряно; +2 продолжает шаг в 2 очка.</translation>
    </message>
    <message>
        <source>The source lost this number; +4 continues the 2-point steps.</source>
        <translation>В источнике это число утеряно; +4 продолжает шаг в 2 очка.</translation>
    </message>
    <message>
        <source>The source names the missions and their effects but gives no roll. Default: the mission leader rolls the mission skill with the team-size and mission modifiers; if the enemy posted security, it is a Quick Contest against the security leader&apos;s Tactics (ties go to the security).</source>
        <translation>Источник называет миссии и их последствия, но не даёт броска. По умолчанию лидер миссии бросает навык миссии с модификаторами за размер группы и за миссию; если враг выставил охрану, это Быстрое Соревнование с Тактикой командира охраны (ничья — в пользу охраны).</translation>
    </message>
    <message>
        <source>The source only says Luck lets the commander reroll the contest. Default follows the GURPS Luck advantage: roll twice more and keep the best of the three. Set Extra rolls to 1 and Keep to &quot;last&quot; for a plain reroll. The odds before a contest count a commander&apos;s declared Luck: with keep best, the best of the rolls; with keep last, a reroll of a failed roll.</source>
        <translation>Источник говорит лишь, что Удача позволяет командующему перебросить соревнование. По умолчанию — как преимущество Удача в GURPS: ещё два броска, из трёх берётся лучший. Для простого переброса задайте «Дополнительные броски» 1 и «Оставить» = &quot;last&quot;. Шансы перед соревнованием учитывают заявленную Удачу командующего: при best — лучший из бросков, при last — переброс проваленного броска.</translation>
    </message>
    <message>
        <source>The source: 1 HTK per 2 to 3 HD. House default: the GM chooses 2 or 3 for each cast; 2 is offered first.</source>
        <translation>В источнике: 1 ПДВ за 2–3 КХ. Домашнее решение: мастер выбирает 2 или 3 при каждом сотворении; сначала предлагается 2.</translation>
    </message>
    <message>
        <source>The text does not say how half of an odd sum rounds: down (house default); up or nearest are the other choices.</source>
        <translation>Текст не говорит, как округляется половина нечётной суммы: вниз, down (домашнее решение); другие варианты — up (вверх) и nearest (до ближайшего).</translation>
    </message>
    <message>
        <source>The text spreads a side&apos;s losses over its units; since armour and rout shift each unit&apos;s row, Muster rolls each unit&apos;s percentage on its own row (house reading).</source>
        <translation>Текст распределяет потери стороны по её отрядам; поскольку доспехи и бегство сдвигают строку каждого отряда, Muster бросает процент каждого отряда по его собственной строке (домашнее толкование).</translation>
    </message>
    <message>
        <source>The two CHA bonuses do not stack; CHA above 18 counts as 18 (house reading).</source>
        <translation>Два бонуса ХАР не складываются; ХАР выше 18 считается как 18 (домашнее толкование).</translation>
    </message>
    <message>
        <source>The unit counts as dug in; one unit a round without Amphibious lands without being pinned down.</source>
        <translation>Отряд считается окопавшимся; за раунд один отряд без специальности «Амфибийные» высаживается, не оказываясь прижатым.</translation>
    </message>
    <message>
        <source>Total Hit Dice of the members divided by 5, taken literally (a short squad attacks weaker); a value between rows takes the lower row (house reading).</source>
        <translation>Сумма костей хитов бойцов, делённая на 5, буквально (неполный отряд атакует слабее); значение между строками берёт нижнюю строку (домашнее толкование).</translation>
    </message>
    <message>
        <source>Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered).</source>
        <translation>Измена в армии: каждый из остальных отрядов бросает Мораль; провал -1, успех +1 (возмущение).</translation>
    </message>
    <message>
        <source>Treat Injury is a house assumption; the source&apos;s list is cut off.</source>
        <translation>«Лечение ран» — домашнее допущение; список в источнике обрывается.</translation>
    </message>
    <message>
        <source>Troop Quality table, full text 4.1: NOT RETRIEVED except Green&apos;s lower bound (1 battle) and Veteran base Morale 15. Enter Min battles, TS multiplier, Base morale and Cost bonus (percent) from your book; empty means not entered.</source>
        <translation>Таблица Качества Войска, полный текст 4.1: НЕ НАЙДЕНА, кроме нижней границы «Зелёных» (1 битва) и базовой Морали 15 у «Ветеранов». Введите «Мин. битв», «Множитель СВ», «Базовая Мораль» и «Надбавка к стоимости» (в процентах) из книги; пусто — значит не введено.</translation>
    </message>
    <message>
        <source>Troop types named in the full text. Per man (TS per man by TL: rows of lowest TL, highest TL and TS) was NOT RETRIEVED: enter it from your book; until then a unit&apos;s TS is what the GM enters, or the fallback. Light cavalry has the same TS as light infantry (text). Casualty shift: rows down the casualty table for armour (text: heavy 4, medium 2, light and spearmen 1); missile troops are not in that list (0 until you enter otherwise).</source>
        <translation>Типы войск, названные в полном тексте. «На человека» (СВ на человека по ТУ: строки из наименьшего ТУ, наибольшего ТУ и СВ) НЕ НАЙДЕНО: введите из книги; до тех пор СВ отряда — то, что ввёл ГМ, или запасной расчёт. У лёгкой кавалерии та же СВ, что у лёгкой пехоты (по тексту). «Сдвиг потерь» — на сколько строк вниз по таблице потерь сдвигают доспехи (по тексту: тяжёлые 4, средние 2, лёгкие и копейщики 1); стрелков в этом списке нет (0, пока вы не введёте другое).</translation>
    </message>
    <message>
        <source>Units that routed or retreated do not fight the next day unless the GM returns them; next-day morale modifiers from the result table apply to the next day&apos;s morale rolls only.</source>
        <translation>Бежавшие или отступившие отряды на следующий день не сражаются, если ГМ их не вернёт; модификаторы Морали на следующий день из таблицы результатов действуют только на броски Морали следующего дня.</translation>
    </message>
    <message>
        <source>Units without Amphibious start a combat from landing craft pinned down until they win two rounds.</source>
        <translation>Отряды без специальности «Амфибийные», начинающие бой с десантных судов, прижаты, пока не выиграют два раунда.</translation>
    </message>
    <message>
        <source>Unpaid troops roll Morale (Veteran and Elite at most 14 for this); a failure has bad results of the GM&apos;s choosing. The start of the rule, and any number, was not retrieved: leave Failure morale empty and the GM says the loss in the Upkeep dialog, or enter the book&apos;s number. Once pay resumes, every second day gives back 1 Morale lost to missed pay, never more.</source>
        <translation>Войска без жалованья бросают Мораль («Ветераны» и «Элита» для этого броска — не выше 14); провал приносит неприятности на выбор ГМа. Начало правила и какие-либо числа не найдены: оставьте «Мораль при провале» пустой, и ГМ укажет потерю в окне «Содержание», или введите число из книги. Когда выплаты возобновляются, каждый второй день возвращает 1 Мораль, потерянную из-за невыплаты, но не больше.</translation>
    </message>
    <message>
        <source>Value inferred; not legible in the source.</source>
        <translation>Значение выведено: в источнике оно неразборчиво.</translation>
    </message>
    <message>
        <source>When the GM has entered no TS and the per-man table has no row for the unit: head count x Per man x the quality&apos;s TS multiplier (1 while the multiplier is not entered). Only a fallback, when nothing better is known.</source>
        <translation>Когда ГМ не ввёл СВ, а в таблице «На человека» нет строки для отряда: численность x «На человека» x «Множитель СВ» качества (1, пока множитель не введён). Лишь запасной расчёт, когда ничего лучшего не известно.</translation>
    </message>
    <message>
        <source>Whether every margin has its own row was not retrieved: Muster counts one row per point of margin, so moving down 4 rows from -3 reaches +1 (house reading). Down means fewer losses.</source>
        <translation>Есть ли у каждого значения запаса своя строка, не найдено: Muster считает по строке на каждое очко запаса, так что сдвиг на 4 строки вниз от -3 приводит к +1 (домашнее толкование). Вниз — значит меньше потерь.</translation>
    </message>
    <message>
        <source>Whether quality multiplies special weapons is not known; Muster does not (house reading).</source>
        <translation>Умножает ли качество особое оружие, неизвестно; Muster не умножает (домашнее толкование).</translation>
    </message>
    <message>
        <source>Which attacks each modifier counts for (&apos;Applies to&apos;) is the source&apos;s silence: mounted and crappy-weapon modifiers count for missile fire too, the two-handed weapon in melee only (house defaults, marked on each). Flank, rear and surprise are one row of the table: +1 at most from them, however many apply.</source>
        <translation>На какие атаки действует каждый модификатор («Действует на»), источник умалчивает: модификаторы «Верхом» и «Паршивое оружие» действуют и на стрельбу, двуручное оружие — только в рукопашной (домашние решения, отмечены у каждого). Фланг, тыл и внезапность — одна строка таблицы: от них в сумме не больше +1, сколько бы их ни было.</translation>
    </message>
    <message>
        <source>Which skill the Glory roll uses was not retrieved: Muster rolls the same combat skill plus the Glory modifier (house default).</source>
        <translation>Какой навык используется для броска Славы, не найдено: Muster бросает тот же боевой навык плюс модификатор Славы (домашнее решение).</translation>
    </message>
</context>
<context>
    <name>ScenarioCommands</name>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation>Сначала откройте или создайте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>Scenario saved: start it from Battle ▸ Scenarios (Ctrl+Shift+B).</source>
        <translation>Сценарий сохранён: начните его через Сражение ▸ Сценарии (Ctrl+Shift+B).</translation>
    </message>
    <message>
        <source>Scenario deleted. Undo (Ctrl+Z) brings it back.</source>
        <translation>Сценарий удалён. Отмена (Ctrl+Z) вернёт его.</translation>
    </message>
</context>
<context>
    <name>ScenarioDialog</name>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Edit Scenario</source>
        <translation>Правка сценария</translation>
    </message>
    <message>
        <source>The rules of a prepared scenario stay as its units were prepared.</source>
        <translation>Правила подготовленного сценария остаются теми, по которым готовились его отряды.</translation>
    </message>
    <message>
        <source>Forces (as prepared): %1</source>
        <translation>Соединения (как подготовлены): %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Give the scenario a name.</source>
        <translation>Дайте сценарию название.</translation>
    </message>
    <message>
        <source>Tick the units taking part (add units of these rules to the roster first).</source>
        <translation>Отметьте участвующие отряды (сначала добавьте в состав армий отряды по этим правилам).</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Новый сценарий</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Ambush at the Ford</source>
        <translation>Засада у брода</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Starting &amp;distance:</source>
        <translation>Начальная &amp;дистанция:</translation>
    </message>
    <message>
        <source>300 yards</source>
        <translation>300 ярдов</translation>
    </message>
    <message>
        <source>&amp;Positions:</source>
        <translation>П&amp;озиции:</translation>
    </message>
    <message>
        <source>The Crown holds the hill; the rebels come from the woods</source>
        <translation>Корона удерживает холм; мятежники выходят из леса</translation>
    </message>
    <message>
        <source>&amp;Conditions:</source>
        <translation>&amp;Условия:</translation>
    </message>
    <message>
        <source>Fog until round 3, river in flood</source>
        <translation>Туман до 3-го раунда, река разлилась</translation>
    </message>
    <message>
        <source>&amp;Units taking part (copied with their current state):</source>
        <translation>Участвующие о&amp;тряды (копируются в текущем состоянии):</translation>
    </message>
    <message>
        <source>Pre-battle &amp;plans (one per side):</source>
        <translation>П&amp;ланы перед сражением (по одному на сторону):</translation>
    </message>
    <message>
        <source>&amp;Notes for the GM (never shown in exports of the log):</source>
        <translation>&amp;Заметки ведущего (не попадают в экспорт журнала):</translation>
    </message>
</context>
<context>
    <name>ScenariosDialog</name>
    <message numerus="yes">
        <source>%1 · %n unit(s)</source>
        <translation>
            <numerusform>%1 · %n отряд</numerusform>
            <numerusform>%1 · %n отряда</numerusform>
            <numerusform>%1 · %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;No scenarios yet.&lt;/p&gt;&lt;p&gt;Build the forces in the Army Roster, then press &lt;b&gt;New from Roster…&lt;/b&gt; to prepare a battle, or import a scenario file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сценариев пока нет.&lt;/p&gt;&lt;p&gt;Соберите соединения в составе армий, затем нажмите &lt;b&gt;Новый из состава…&lt;/b&gt;, чтобы подготовить сражение, или импортируйте файл сценария.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation>Дистанция:</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Позиции:</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Условия:</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>План:</translation>
    </message>
    <message>
        <source>GM notes:</source>
        <translation>Заметки ведущего:</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Сценарии</translation>
    </message>
    <message>
        <source>Battles prepared in advance. &lt;b&gt;Start Battle&lt;/b&gt; puts the scenario&apos;s forces on the roster and its battle in the Turn Tracker, ready for the first phase.</source>
        <translation>Заранее подготовленные сражения. &lt;b&gt;Начать сражение&lt;/b&gt; добавляет соединения сценария в состав армий, а его сражение — в порядок ходов, готовым к первой фазе.</translation>
    </message>
    <message>
        <source>&amp;Start Battle</source>
        <translation>&amp;Начать сражение</translation>
    </message>
    <message>
        <source>&amp;New from Roster…</source>
        <translation>Новый из &amp;состава…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Дублировать</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>И&amp;мпорт…</translation>
    </message>
</context>
<context>
    <name>Screenshots</name>
    <message>
        <source>Morale check</source>
        <translation>Проверка морали</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Сочетание клавиш</translation>
    </message>
    <message>
        <source>%1 is used twice: pick another key for one of them.</source>
        <translation>%1 используется дважды: выберите другое сочетание для одной из команд.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Select a command and press the new key combination in its Shortcut cell. Leave it empty to remove the shortcut.</source>
        <translation>Выберите команду и нажмите новое сочетание в её ячейке «Сочетание клавиш». Оставьте ячейку пустой, чтобы убрать сочетание.</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults</source>
        <translation>&amp;Вернуть по умолчанию</translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <source>Automatic (from its order)</source>
        <translation>Автоматически (по приказу)</translation>
    </message>
    <message>
        <source>Alone, under orders</source>
        <translation>Сам по себе, по приказу</translation>
    </message>
    <message>
        <source>Alone, without orders</source>
        <translation>Сам по себе, без приказа</translation>
    </message>
    <message>
        <source>Assisting a character</source>
        <translation>Помогает персонажу</translation>
    </message>
    <message>
        <source>Fighting from a doorway, elevator or narrow street: ends when the unit wins a round.</source>
        <translation>Бой из дверного проёма, лифта или узкой улицы: кончается, когда отряд выиграет раунд.</translation>
    </message>
    <message>
        <source>Outnumbered: ends when an enemy unit breaks and the side is no longer outnumbered.</source>
        <translation>Численный перевес врага: кончается, когда вражеский отряд сломлен и перевеса больше нет.</translation>
    </message>
    <message>
        <source>Under fire from several directions: the GM clears it.</source>
        <translation>Под огнём с нескольких направлений: снимает ведущий.</translation>
    </message>
    <message>
        <source>Landing from craft without Amphibious: ends after two rounds won.</source>
        <translation>Высадка с судов без специализации «Амфибийная»: кончается после двух выигранных раундов.</translation>
    </message>
    <message>
        <source>The unit that rolls for this side</source>
        <translation>Отряд, который бросает за эту сторону</translation>
    </message>
    <message>
        <source>Any other modifier the GM allows: a leader&apos;s feat, cover...</source>
        <translation>Любой другой модификатор, который разрешает ведущий: черта командира, укрытие…</translation>
    </message>
    <message>
        <source>Dug in</source>
        <translation>Окопался</translation>
    </message>
    <message>
        <source>With (same side):</source>
        <translation>Вместе с (та же сторона):</translation>
    </message>
    <message>
        <source>Acting:</source>
        <translation>Действует:</translation>
    </message>
    <message>
        <source>Its hits go to:</source>
        <translation>Его попадания — по:</translation>
    </message>
    <message>
        <source>GM modifier:</source>
        <translation>Модификатор ведущего:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lead&apos;s conditions&lt;/b&gt; (saved with the roll):</source>
        <translation>&lt;b&gt;Условия ведущего отряда&lt;/b&gt; (сохраняются с броском):</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Прижат: %1</translation>
    </message>
</context>
<context>
    <name>SquadDialog</name>
    <message>
        <source>Edit Squad</source>
        <translation>Изменить отряд</translation>
    </message>
    <message>
        <source>Add Squad</source>
        <translation>Добавить отряд</translation>
    </message>
    <message>
        <source>Squad (up to five combatants)</source>
        <translation>Отряд (до пяти бойцов)</translation>
    </message>
    <message>
        <source>Large beast or mythical creature (flat values)</source>
        <translation>Крупный зверь или мифическое существо (постоянные значения)</translation>
    </message>
    <message>
        <source>%1 (MV %2)</source>
        <translation>%1 (ПМ %2)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычное</translation>
    </message>
    <message>
        <source>Crappy weapons (-1)</source>
        <translation>Плохое оружие (-1)</translation>
    </message>
    <message>
        <source>Two-handed weapons (+1)</source>
        <translation>Двуручное оружие (+1)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Minor</source>
        <translation>Малая</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Крупная</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Кости хитов</translation>
    </message>
    <message>
        <source>or Level</source>
        <translation>или уровень</translation>
    </message>
    <message>
        <source>Armour class</source>
        <translation>Класс доспеха</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Хиты</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>How it is found</source>
        <translation>Как получен</translation>
    </message>
    <message>
        <source>GM override</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Override of %1</source>
        <translation>Значение мастера: %1</translation>
    </message>
    <message>
        <source>A squad has at most %1 members.</source>
        <translation>В отряде не больше %1 бойцов.</translation>
    </message>
    <message>
        <source>level</source>
        <translation>уровень</translation>
    </message>
    <message>
        <source>armour class</source>
        <translation>класс доспеха</translation>
    </message>
    <message>
        <source>hit points</source>
        <translation>хиты</translation>
    </message>
    <message>
        <source>Member %1: %2 must be a whole number, not “%3”.</source>
        <translation>Боец %1: %2 — нужно целое число, а не «%3».</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Командир</translation>
    </message>
    <message>
        <source>Give the squad a name.</source>
        <translation>Дайте отряду имя.</translation>
    </message>
    <message>
        <source>Add a force first: every squad belongs to a force.</source>
        <translation>Сначала добавьте соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>List the squad&apos;s members (up to five).</source>
        <translation>Перечислите бойцов отряда (до пяти).</translation>
    </message>
    <message>
        <source>no missile weapon</source>
        <translation>нет метательного оружия</translation>
    </message>
    <message>
        <source>cannot be derived yet</source>
        <translation>пока не вычисляется</translation>
    </message>
    <message>
        <source> (never below %1)</source>
        <translation> (не меньше %1)</translation>
    </message>
    <message>
        <source>%1 (GM)</source>
        <translation>%1 (мастер)</translation>
    </message>
    <message>
        <source> → derived %1, overridden by the GM</source>
        <translation> → по правилам %1, изменено мастером</translation>
    </message>
</context>
<context>
    <name>SystemStatusDock</name>
    <message>
        <source>Unit Status</source>
        <translation>Состояние отрядов</translation>
    </message>
    <message>
        <source>Nothing to show for this battle.

Damage diagrams, heat gauges and pilot status appear here during a mech battle.</source>
        <translation>Для этого сражения показывать нечего.

Схемы повреждений, шкалы нагрева и состояние пилотов появляются здесь во время боя мехов.</translation>
    </message>
</context>
<context>
    <name>TableLink</name>
    <message>
        <source>%1 is not an address of this computer.</source>
        <translation>%1 — не адрес этого компьютера.</translation>
    </message>
    <message>
        <source>Port %1 is not a port number (0 to 65535).</source>
        <translation>Порт %1 недопустим: номер порта — от 0 до 65535.</translation>
    </message>
    <message>
        <source>Port %1 needs rights this user does not have: choose a port above 1024.</source>
        <translation>Для порта %1 нужны права, которых у этого пользователя нет: выберите порт выше 1024.</translation>
    </message>
    <message>
        <source>The address %1, port %2 is in use: choose another port.</source>
        <translation>Адрес %1, порт %2 уже занят: выберите другой порт.</translation>
    </message>
    <message>
        <source>The table link could not start on %1, port %2: %3</source>
        <translation>Не удалось запустить связь со столом на %1, порт %2: %3</translation>
    </message>
    <message>
        <source>“%1” is not an IP address (such as 192.168.1.20).</source>
        <translation>«%1» — не IP-адрес (вида 192.168.1.20).</translation>
    </message>
</context>
<context>
    <name>TableLinkControl</name>
    <message>
        <source>Open a campaign first (File menu).</source>
        <extracomment>the server&apos;s connections changed; emitted on the server&apos;s thread, delivered on the GUI&apos;s (queued)</extracomment>
        <translation>Сначала откройте кампанию (меню «Файл»).</translation>
    </message>
</context>
<context>
    <name>TableLinkWindow</name>
    <message>
        <source>Press Start: a code to scan appears here for the table&apos;s TV and for each side&apos;s phones.</source>
        <translation>Нажмите «Запустить»: здесь появятся коды для сканирования — для телевизора за столом и для телефонов каждой стороны.</translation>
    </message>
    <message>
        <source>no campaign open</source>
        <translation>кампания не открыта</translation>
    </message>
    <message>
        <source>Table Link — %1</source>
        <translation>Связь со столом — %1</translation>
    </message>
    <message>
        <source>Serving on %1. No campaign is open: the pages say so until you open one.</source>
        <translation>Страницы раздаются на %1. Кампания не открыта: страницы сообщают об этом, пока вы её не откроете.</translation>
    </message>
    <message>
        <source>Serving on %1.</source>
        <translation>Страницы раздаются на %1.</translation>
    </message>
    <message>
        <source>Open a campaign first (File menu).</source>
        <translation>Сначала откройте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>Off. Choose the address the phones can reach, then press Start.</source>
        <translation>Выключено. Выберите адрес, доступный телефонам, и нажмите «Запустить».</translation>
    </message>
    <message>
        <source>Table (TV)</source>
        <translation>Стол (телевизор)</translation>
    </message>
    <message>
        <source>Connected (%1)</source>
        <translation>Подключены (%1)</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Подключены</translation>
    </message>
    <message>
        <source>Table Link</source>
        <translation>Связь со столом</translation>
    </message>
    <message>
        <source>Players scan their side&apos;s code with a phone on the same Wi-Fi; the table page is for the TV.</source>
        <translation>Игроки сканируют код своей стороны телефоном, подключённым к той же сети Wi-Fi; страница стола — для телевизора.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>The address of this computer that the phones reach (127.0.0.1: this computer only)</source>
        <translation>Адрес этого компьютера, доступный телефонам (127.0.0.1 — только этот компьютер)</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>любой свободный</translation>
    </message>
    <message>
        <source>The port to serve on; &quot;any free&quot; lets the computer choose</source>
        <translation>Порт, на котором раздаются страницы; при значении «любой свободный» его выбирает компьютер</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Stop serving the pages and end every connection</source>
        <translation>Прекратить раздачу страниц и закрыть все подключения</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Страница</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Подключён с</translation>
    </message>
    <message>
        <source>Closing this window keeps the pages served; Stop ends them, and so does quitting Muster. The addresses change at every start.</source>
        <translation>Если закрыть это окно, страницы продолжат работать; их останавливает кнопка «Остановить», а также выход из Muster. При каждом запуске адреса меняются.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (gunnery %2, piloting %3, %4 hits)</source>
        <translation>%1 (стрельба %2, пилотирование %3, попаданий: %4)</translation>
    </message>
    <message>
        <source>%1 of %2 left</source>
        <translation>осталось %1 из %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · the table</source>
        <translation>%1 · стол</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Attack value</source>
        <translation>Значение атаки</translation>
    </message>
    <message>
        <source>Casualty hits</source>
        <translation>Попадания по потерям</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>Defence value</source>
        <translation>Значение защиты</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Нагрев</translation>
    </message>
    <message>
        <source>Heat sinks</source>
        <translation>Радиаторы</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
    <message>
        <source>Hits before it breaks</source>
        <translation>Выдержит попаданий</translation>
    </message>
    <message>
        <source>Hits to kill</source>
        <translation>Попаданий до гибели</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Morale hits</source>
        <translation>Попадания по морали</translation>
    </message>
    <message>
        <source>Morale value</source>
        <translation>Значение морали</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Пилот</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>The campaign is closed.</source>
        <translation>Кампания закрыта.</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Войска</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
    <message>
        <source>Waiting for the battle to begin…</source>
        <translation>Ожидание начала сражения…</translation>
    </message>
    <message>
        <source>Your forces</source>
        <translation>Ваши силы</translation>
    </message>
    <message>
        <source>dug in</source>
        <translation>окопался</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>застигнут врасплох</translation>
    </message>
</context>
<context>
    <name>TransferCommands</name>
    <message>
        <source>Muster files (*.json)</source>
        <translation>Файлы Muster (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv *.txt)</source>
        <translation>Таблицы (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <source>Export Scenario</source>
        <translation>Экспорт сценария</translation>
    </message>
    <message>
        <source>Scenario exported to %1</source>
        <translation>Сценарий экспортирован: %1</translation>
    </message>
    <message>
        <source>Open or create a campaign first (File menu).</source>
        <translation>Сначала откройте или создайте кампанию (меню «Файл»).</translation>
    </message>
    <message>
        <source>This campaign has no scenarios yet: prepare one with Battle ▸ New Scenario from Roster (Ctrl+Alt+B) or import a scenario file.</source>
        <translation>В этой кампании пока нет сценариев: подготовьте сценарий через Сражение ▸ Новый сценарий из состава (Ctrl+Alt+B) или импортируйте файл сценария.</translation>
    </message>
    <message>
        <source>&amp;Scenario to export:</source>
        <translation>&amp;Сценарий для экспорта:</translation>
    </message>
    <message>
        <source>Select a force (or one of its units) in the Army Roster to export it.</source>
        <translation>Выберите соединение (или один из его отрядов) в составе армий, чтобы экспортировать его.</translation>
    </message>
    <message>
        <source>Export Force</source>
        <translation>Экспорт соединения</translation>
    </message>
    <message>
        <source>Force exported to %1</source>
        <translation>Соединение экспортировано: %1</translation>
    </message>
    <message>
        <source>Export Library</source>
        <translation>Экспорт библиотеки</translation>
    </message>
    <message>
        <source>Library exported to %1</source>
        <translation>Библиотека экспортирована: %1</translation>
    </message>
    <message>
        <source>Import Scenario, Force or Library</source>
        <translation>Импорт сценария, соединения или библиотеки</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Не удаётся импортировать</translation>
    </message>
    <message>
        <source>Open or create a campaign first: a scenario is imported into a campaign.</source>
        <translation>Сначала откройте или создайте кампанию: сценарий импортируется в кампанию.</translation>
    </message>
    <message>
        <source>Open or create a campaign first: a force is imported into a campaign.</source>
        <translation>Сначала откройте или создайте кампанию: соединение импортируется в кампанию.</translation>
    </message>
    <message>
        <source>Imported from %1; Undo (Ctrl+Z) takes it out again.</source>
        <translation>Импортировано из %1; отмена (Ctrl+Z) уберёт это снова.</translation>
    </message>
    <message numerus="yes">
        <source>%n template(s) added to your library.</source>
        <translation>
            <numerusform>%n шаблон добавлен в библиотеку.</numerusform>
            <numerusform>%n шаблона добавлены в библиотеку.</numerusform>
            <numerusform>%n шаблонов добавлено в библиотеку.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is too large to be a roster.</source>
        <translation>«%1» слишком велик для состава армий.</translation>
    </message>
    <message>
        <source>Import Roster from CSV</source>
        <translation>Импорт состава из CSV</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again.</source>
        <translation>
            <numerusform>Импортирован %n отряд; отмена (Ctrl+Z) уберёт импорт.</numerusform>
            <numerusform>Импортировано %n отряда; отмена (Ctrl+Z) уберёт импорт.</numerusform>
            <numerusform>Импортировано %n отрядов; отмена (Ctrl+Z) уберёт импорт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) imported; Undo (Ctrl+Z) takes them out again. No unit&apos;s rules use these columns, so they were left out: %1.</source>
        <translation>
            <numerusform>Импортирован %n отряд; отмена (Ctrl+Z) уберёт импорт. Эти столбцы не используются правилами ни одного отряда, поэтому пропущены: %1.</numerusform>
            <numerusform>Импортировано %n отряда; отмена (Ctrl+Z) уберёт импорт. Эти столбцы не используются правилами ни одного отряда, поэтому пропущены: %1.</numerusform>
            <numerusform>Импортировано %n отрядов; отмена (Ctrl+Z) уберёт импорт. Эти столбцы не используются правилами ни одного отряда, поэтому пропущены: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnTrackerDock</name>
    <message>
        <source>Turn Tracker</source>
        <translation>Порядок ходов</translation>
    </message>
    <message>
        <source>Current battle</source>
        <translation>Текущее сражение</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>Порядок инициативы</translation>
    </message>
    <message>
        <source>◀ Previous phase</source>
        <translation>◀ Предыдущая фаза</translation>
    </message>
    <message>
        <source>Next phase ▶</source>
        <translation>Следующая фаза ▶</translation>
    </message>
    <message>
        <source>Rewind to start of round</source>
        <translation>Откатить к началу раунда</translation>
    </message>
    <message>
        <source>Battle:</source>
        <translation>Сражение:</translation>
    </message>
    <message>
        <source>Initiative order:</source>
        <translation>Порядок инициативы:</translation>
    </message>
    <message>
        <source>No battle yet</source>
        <translation>Сражений пока нет</translation>
    </message>
    <message>
        <source>Start one with Battle ▸ New Battle (Ctrl+B).</source>
        <translation>Начните сражение через Сражение ▸ Новое сражение (Ctrl+B).</translation>
    </message>
</context>
<context>
    <name>UnitDialog</name>
    <message>
        <source>Edit Unit</source>
        <translation>Правка отряда</translation>
    </message>
    <message>
        <source>Add Unit</source>
        <translation>Добавить отряд</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Дайте отряду название.</translation>
    </message>
    <message>
        <source>Add a force first: every unit belongs to a force.</source>
        <translation>Сначала добавьте соединение: каждый отряд входит в соединение.</translation>
    </message>
    <message>
        <source>Hits taken cannot be more than the hits the unit can take.</source>
        <translation>Полученных попаданий не может быть больше, чем отряд способен выдержать.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. 2nd Platoon</source>
        <translation>напр. 2-й взвод</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>&amp;Attack bonus:</source>
        <translation>Бонус &amp;атаки:</translation>
    </message>
    <message>
        <source>&amp;Defense bonus:</source>
        <translation>Бонус &amp;защиты:</translation>
    </message>
    <message>
        <source>&amp;Hits it can take:</source>
        <translation>&amp;Выдерживает попаданий:</translation>
    </message>
    <message>
        <source>Hits &amp;taken:</source>
        <translation>&amp;Получено попаданий:</translation>
    </message>
    <message>
        <source>D&amp;amage dice:</source>
        <translation>&amp;Кубики урона:</translation>
    </message>
    <message>
        <source>d6</source>
        <translation>d6</translation>
    </message>
</context>
<context>
    <name>_Legend</name>
    <message>
        <source>Legend: blue intact, yellow A armor damaged, orange S structure damaged, dark ✕ destroyed, pink burst critical hits</source>
        <translation>Условные обозначения: синий — цело, жёлтый A — броня повреждена, оранжевый S — структура повреждена, тёмный ✕ — уничтожено, розовая вспышка — критические попадания</translation>
    </message>
</context>
<context>
    <name>panel</name>
    <message>
        <source>Select a BUCS battle first.</source>
        <translation>Сначала выберите сражение BUCS.</translation>
    </message>
    <message>
        <source>Select a GURPS battle first.</source>
        <translation>Сначала выберите сражение GURPS.</translation>
    </message>
    <message>
        <source>Select a mech battle first.</source>
        <translation>Сначала выберите сражение мехов.</translation>
    </message>
    <message>
        <source>Select a By This Poleaxe battle first.</source>
        <translation>Сначала выберите сражение By This Poleaxe.</translation>
    </message>
</context>
</TS>
