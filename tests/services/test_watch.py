"""``CampaignService.watch``: every commit reaches a watcher, wherever it was made, until it stops watching."""

from muster.services import generic, roster


def test_a_watcher_sees_actions_undo_and_redo_until_it_stops(skirmish):
    svc, bid, units = skirmish
    seen = []
    stop = svc.watch(lambda changes: seen.append((changes.kind, changes.label)))
    generic.apply_damage(svc, units[0], 2)
    with svc.collecting():  # a commit the GUI collects reaches the watcher too
        roster.rename(svc, "units", units[1], "Renamed")
    svc.undo()
    svc.redo()
    assert [kind for kind, _ in seen] == ["do", "do", "undo", "redo"]
    stop()
    stop()  # stopping twice is harmless
    generic.apply_damage(svc, units[0], 1)
    assert len(seen) == 4
