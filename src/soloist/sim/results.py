"""A results file that grows as batches finish, so an interrupted run resumes.

One row per game, as the runner makes it, plus a ``run`` column: the plan's `run_id`
(game, rules version, options, stand-in, seed). Opening a file for a plan reads the rows
it already holds (they must be of the same run), and the runner plays only the others.

- **CSV**: each batch is appended in one write and flushed; a line cut short by an
  interruption is dropped when the file is opened again.
- **Parquet**: a Parquet file cannot grow, so each batch is written whole beside it, as
  ``NAME.parquet.parts/part-000001.parquet`` (written to a temporary name, then renamed,
  so a part is complete or absent). When the run ends, the parts and any earlier file are
  merged into ``NAME.parquet`` and the parts folder is removed.

When a run finishes, the file is rewritten in (cell, game) order, so the same plan gives
the same file whatever the backend, the number of workers or the interruptions.
"""

from __future__ import annotations

import csv
import io
import os
import re
import shutil
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from soloist.engine.errors import OptionError
from soloist.sim.runner import Plan, Row

RUN_COLUMN = "run"
_INTEGER = re.compile(r"-?\d+")
SUFFIXES = (".csv", ".parquet", ".pq")


class ResultsFile:
    """The rows of one run in a file; `rows` are those it held when opened."""

    def __init__(self, path: Path, plan: Plan) -> None:
        self.path = path
        self.run_id = plan.run_id
        self.key_columns = plan.key_columns
        self.rows: list[Row] = []
        self.all_rows: list[Row] = []

    @staticmethod
    def open(path: Path, plan: Plan) -> ResultsFile:
        suffix = path.suffix.lower()
        store: ResultsFile
        if suffix == ".csv":
            store = CsvResults(path, plan)
        elif suffix in (".parquet", ".pq"):
            store = ParquetResults(path, plan)
        else:
            raise OptionError(f"--results {path}: give a file ending in .csv or .parquet")
        if path.is_dir():
            raise OptionError(f"--results {path} is a folder; give a file")
        if not path.parent.exists():
            raise OptionError(f"--results {path}: the folder {path.parent} does not exist")
        store.load()
        return store

    # -- reading ----------------------------------------------------------------------

    def load(self) -> None:
        raise NotImplementedError

    def accept(self, rows: Iterable[dict[str, Any]]) -> None:
        """Check the rows are this run's, give identity columns their types, keep them."""
        seen: set[tuple[object, ...]] = set()
        for raw in rows:
            missing = [column for column in (RUN_COLUMN, *self.key_columns, "game", "seed")
                       if column not in raw]
            if missing:
                raise OptionError(
                    f"{self.path} is not a results file of this run: it has no column "
                    f"{missing[0]!r}. Choose another --results file.")
            run = str(raw[RUN_COLUMN])
            if run != self.run_id:
                raise OptionError(
                    f"{self.path} holds the games of another run (run {run}; this run is "
                    f"{self.run_id}): another game, options, stand-in or seed. Choose another "
                    "--results file, or delete this one to start again.")
            row: Row = {key: value for key, value in raw.items()
                        if key != RUN_COLUMN and value is not None}
            for column in self.key_columns:
                row[column] = str(raw[column])
            row["game"] = int(raw["game"])
            row["seed"] = int(raw["seed"])
            key = (*(row[column] for column in self.key_columns), row["game"])
            if key in seen:
                continue
            seen.add(key)
            self.rows.append(row)
        self.all_rows = list(self.rows)

    # -- writing ----------------------------------------------------------------------

    def append(self, rows: Sequence[Row]) -> None:
        self.all_rows.extend(rows)
        self.write_batch(rows)

    def write_batch(self, rows: Sequence[Row]) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Flush what was written (the run may have been interrupted)."""

    def finish(self, plan: Plan) -> None:
        """The run is complete: rewrite the file whole, in (cell, game) order."""
        raise NotImplementedError

    def ordered(self, plan: Plan) -> list[Row]:
        """Every row held, the plan's cells first in their order, then any others."""
        position = {cell.key: number for number, cell in enumerate(plan.cells())}

        def order(row: Row) -> tuple[object, ...]:
            key = tuple(str(row[column]) for column in self.key_columns)
            return (position.get(key, len(position)), key, int(row["game"]))

        return sorted(self.all_rows, key=order)

    def columns(self, rows: Iterable[Row]) -> list[str]:
        columns = [RUN_COLUMN]
        for row in rows:
            for key in row:
                if key not in columns:
                    columns.append(key)
        return columns

    def replace_with(self, write: Any, suffix: str) -> None:
        """Write the whole file to a temporary name, then rename it over the file."""
        temporary = self.path.with_name(f".{self.path.name}.{os.getpid()}{suffix}")
        try:
            write(temporary)
            os.replace(temporary, self.path)
        finally:
            temporary.unlink(missing_ok=True)


def _typed(text: str) -> int | float | str:
    if _INTEGER.fullmatch(text):
        return int(text)
    try:
        return float(text)
    except ValueError:
        return text


class CsvResults(ResultsFile):
    def __init__(self, path: Path, plan: Plan) -> None:
        super().__init__(path, plan)
        self.header: list[str] = []
        self.handle: io.TextIOWrapper | None = None

    def load(self) -> None:
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        data = self.path.read_bytes()
        if not data.endswith(b"\n"):  # a line cut short by an interruption
            data = data[: data.rfind(b"\n") + 1]
            self.path.write_bytes(data)
        try:
            reader = csv.DictReader(io.StringIO(data.decode("utf-8"), newline=""))
            self.header = list(reader.fieldnames or [])
            as_text = {RUN_COLUMN, *self.key_columns}
            rows = [{key: value if key in as_text or not isinstance(value, str)
                     else _typed(value)
                     for key, value in row.items() if key is not None}
                    for row in reader]
        except (UnicodeDecodeError, csv.Error) as error:
            raise OptionError(f"{self.path} cannot be read as CSV: {error}") from None
        if self.header and not rows and RUN_COLUMN not in self.header:
            raise OptionError(f"{self.path} is not a results file of this run: it has no "
                              f"column {RUN_COLUMN!r}. Choose another --results file.")
        self.accept(rows)

    def write_batch(self, rows: Sequence[Row]) -> None:
        new = [key for key in self.columns(rows) if key not in self.header]
        if new and self.header:  # a column no earlier game had: rewrite with it
            self.close()
            self.header = self.columns([{key: 0 for key in self.header}, *self.all_rows])
            self.replace_with(lambda target: self._write_all(target, self.all_rows), ".csv")
            return
        if not self.header:
            self.header = self.columns(rows)
        if self.handle is None:
            fresh = not self.path.exists() or self.path.stat().st_size == 0
            self.handle = self.path.open("a", newline="", encoding="utf-8")
            if fresh:
                csv.writer(self.handle).writerow(self.header)
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=self.header)
        writer.writerows({RUN_COLUMN: self.run_id, **row} for row in rows)
        self.handle.write(buffer.getvalue())
        self.handle.flush()

    def _write_all(self, target: Path, rows: Sequence[Row]) -> None:
        with target.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=self.header)
            writer.writeheader()
            writer.writerows({RUN_COLUMN: self.run_id, **row} for row in rows)

    def close(self) -> None:
        if self.handle is not None:
            self.handle.close()
            self.handle = None

    def finish(self, plan: Plan) -> None:
        self.close()
        rows = self.ordered(plan)
        self.header = self.columns(rows)
        self.replace_with(lambda target: self._write_all(target, rows), ".csv")


class ParquetResults(ResultsFile):
    def __init__(self, path: Path, plan: Plan) -> None:
        super().__init__(path, plan)
        self.parts = path.with_name(path.name + ".parts")
        self.count = 0

    def load(self) -> None:
        try:
            import pyarrow.parquet as pq
        except ImportError:
            raise OptionError("Parquet files need pyarrow: pip install pyarrow, or give a "
                              ".csv file") from None
        rows: list[dict[str, Any]] = []
        sources = [self.path] if self.path.exists() else []
        if self.parts.is_dir():
            for leftover in self.parts.glob(".*"):
                leftover.unlink(missing_ok=True)  # a part interrupted while written
            parts = sorted(self.parts.glob("part-*.parquet"))
            sources.extend(parts)
            self.count = len(parts)
        for source in sources:
            try:
                rows.extend(pq.read_table(source).to_pylist())
            except Exception as error:  # pyarrow's errors have no common base
                raise OptionError(f"{source} cannot be read as Parquet: {error}") from None
        self.accept(rows)

    def write_batch(self, rows: Sequence[Row]) -> None:
        import pyarrow.parquet as pq

        self.parts.mkdir(exist_ok=True)
        self.count += 1
        part = self.parts / f"part-{self.count:06d}.parquet"
        temporary = self.parts / f".{part.name}.tmp"
        pq.write_table(self.table(rows), temporary)
        os.replace(temporary, part)

    def table(self, rows: Sequence[Row]) -> Any:
        import pyarrow as pa

        columns = self.columns(rows)
        data: dict[str, Any] = {}
        for column in columns:
            values = [self.run_id if column == RUN_COLUMN else row.get(column)
                      for row in rows]
            try:
                data[column] = pa.array(values)
            except (pa.ArrowInvalid, pa.ArrowTypeError):  # mixed kinds: keep them as text
                data[column] = pa.array([None if v is None else str(v) for v in values])
        return pa.table(data)

    def finish(self, plan: Plan) -> None:
        import pyarrow.parquet as pq

        rows = self.ordered(plan)
        self.replace_with(lambda target: pq.write_table(self.table(rows), target),
                          ".parquet")
        shutil.rmtree(self.parts, ignore_errors=True)
        self.count = 0
