import os

import pytest

from muster.atomic import replacing, write_text


def test_failure_leaves_the_old_file_and_no_leftovers(tmp_path):
    dest = tmp_path / "log.csv"
    dest.write_text("old")
    with pytest.raises(RuntimeError):
        with replacing(dest) as tmp:
            tmp.write_text("half")
            raise RuntimeError("disk full")
    assert dest.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["log.csv"]


def test_success_replaces_whole_with_normal_permissions(tmp_path):
    dest = write_text(tmp_path / "out.md", "| a |\n")
    assert dest.read_text() == "| a |\n"
    umask = os.umask(0)
    os.umask(umask)
    assert dest.stat().st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.md"]
