"""Where a simulation's batches are played: local worker processes, or a Ray cluster.

Both play the same `play_batch` on the same batches, so they give the same rows; they only
differ in where the work runs and in what it costs to send it there.
"""

from __future__ import annotations

import logging
import os
import signal
from collections.abc import Generator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from soloist.engine.errors import OptionError
from soloist.engine.phrase import phrase
from soloist.sim.runner import Batch, Plan, Row, SimulationError, play_batch


def _ignore_interrupts() -> None:
    """Worker processes leave Ctrl-C to the main process, which stops them cleanly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class LocalBackend:
    """Worker processes on this machine (one: everything in this process)."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise OptionError("the number of workers must be at least 1")
        self.workers = workers
        self.parallelism = workers

    def describe(self) -> str:
        if self.workers == 1:
            return phrase("{workers} local worker process", workers=self.workers)
        return phrase("{workers} local worker processes", workers=self.workers)

    def start(self) -> None:
        """Nothing to start: processes are made per run."""

    def map(self, plan: Plan, batches: Sequence[Batch]) -> Generator[list[Row], None, None]:
        if self.workers == 1 or len(batches) == 1:
            for batch in batches:
                yield play_batch(plan, batch)
            return
        pool = ProcessPoolExecutor(max_workers=min(self.workers, len(batches)),
                                   initializer=_ignore_interrupts)
        pending: set[Future[list[Row]]] = set()
        queue = list(reversed(batches))
        try:
            # A bounded number of batches in flight: an interrupted run stops quickly.
            while queue or pending:
                while queue and len(pending) < 2 * self.workers:
                    pending.add(pool.submit(play_batch, plan, queue.pop()))
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    yield future.result()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


class RayBackend:
    """Batches as Ray tasks: on the cluster at `address`, or on a local Ray started here.

    If Ray is already initialised in this process (a notebook, a test fixture), that
    connection is used and left open. When Soloist connects to a cluster by address, it
    ships its own code to the cluster (Ray's ``py_modules``) so the nodes play exactly
    this version; the nodes need Soloist's dependencies installed (docs/ray.md).
    """

    def __init__(self, address: str | None = None, *, num_cpus: int | None = None,
                 ship_code: bool | None = None) -> None:
        # Ray's own convention: RAY_ADDRESS names the cluster when no address is given.
        self.address = address or os.environ.get("RAY_ADDRESS") or None
        self.num_cpus = num_cpus
        self.ship_code = bool(self.address) if ship_code is None else ship_code
        self._ray: Any = None
        self._started_here = False
        self.parallelism = num_cpus or 1

    def describe(self) -> str:
        if self.address:
            return phrase("the Ray cluster at {address} ({cpus} CPUs)", address=self.address,
                          cpus=self.parallelism)
        return phrase("a local Ray ({cpus} CPUs)", cpus=self.parallelism)

    def start(self) -> Any:
        if self._ray is not None:
            return self._ray
        try:
            import ray
        except ImportError:
            raise OptionError("--ray needs Ray: pip install 'soloist[ray]' (or pip install "
                              "ray)") from None
        if not ray.is_initialized():
            runtime_env: dict[str, object] = {}
            if self.ship_code:
                import soloist

                runtime_env["py_modules"] = [str(Path(soloist.__file__).parent)]
            os.environ.setdefault("RAY_DEDUP_LOGS", "0")
            try:
                ray.init(address=self.address, num_cpus=None if self.address else self.num_cpus,
                         include_dashboard=False, log_to_driver=False,
                         logging_level=logging.ERROR, configure_logging=True,
                         runtime_env=runtime_env or None)
            except Exception as error:  # Ray raises many kinds; all mean "no cluster"
                where = self.address or "a local Ray"
                raise OptionError(f"cannot start or reach {where}: "
                                  f"{type(error).__name__}: {error}") from None
            self._started_here = True
        self._ray = ray
        resources: dict[str, float] = ray.cluster_resources()  # type: ignore[no-untyped-call]
        self.parallelism = max(1, int(resources.get("CPU", 1)))
        return ray

    def stop(self) -> None:
        if self._ray is not None and self._started_here:
            self._ray.shutdown()
        self._ray = None
        self._started_here = False

    def map(self, plan: Plan, batches: Sequence[Batch]) -> Generator[list[Row], None, None]:
        ray = self.start()
        remote = ray.remote(num_cpus=1, max_retries=1)(play_batch)
        plan_ref = ray.put(plan)
        queue = list(reversed(batches))
        pending: list[Any] = []
        window = 2 * self.parallelism
        try:
            while queue or pending:
                while queue and len(pending) < window:
                    pending.append(remote.remote(plan_ref, queue.pop()))
                finished, pending = ray.wait(pending, num_returns=1)
                for ref in finished:
                    yield self._get(ray, ref)
        except SimulationError:
            # A batch failed: the batches in flight end by themselves, unlooked at. Ray can
            # abort this whole process when a task is cancelled as it ends (its check "it !=
            # submissible_tasks_.end()", ray-project/ray#54527), which would lose the
            # failure's message; so only an interrupted run cancels its tasks.
            if pending:
                ray.wait(pending, num_returns=len(pending))
            pending = []
            raise
        finally:
            for ref in pending:
                ray.cancel(ref, force=True)

    @staticmethod
    def _get(ray: Any, ref: Any) -> list[Row]:
        try:
            rows: list[Row] = ray.get(ref)
        except ray.exceptions.RayTaskError as error:
            cause = getattr(error, "cause", None)
            if isinstance(cause, SimulationError):
                raise SimulationError(str(cause)) from None
            raise SimulationError(f"a Ray task failed: {cause or error}") from None
        return rows
