"""`soloist report … --lang LANG` (issue 32): the balance report in a language, the terminal's
by default; a language Soloist has not is refused in one line."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import run_soloist


def test_a_report_is_written_in_the_language_asked(tmp_path: Path) -> None:
    out = tmp_path / "bericht.html"
    done = run_soloist("report", "fantastic-factories", "--games", "8", "--seed", "3",
                       "--workers", "1", "--lang", "de", "-o", str(out), "-q",
                       database=tmp_path / "s.sqlite3")
    assert done.returncode == 0, done.stderr
    page = out.read_text(encoding="utf-8")
    assert '<html lang="de"' in page and "<h2>Zusammenfassung" in page
    assert "<h2>Summary" not in page


def test_a_language_soloist_has_not_is_refused(tmp_path: Path) -> None:
    done = run_soloist("report", "fantastic-factories", "--games", "2", "--lang", "xx",
                       "-o", str(tmp_path / "r.html"), database=tmp_path / "s.sqlite3")
    assert done.returncode != 0
    assert "Soloist has no messages in 'xx'" in done.stderr + done.stdout
    assert not (tmp_path / "r.html").exists()
