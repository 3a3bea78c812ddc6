"""How a Ray run ends early: a failed batch lets the batches in flight end by themselves
(cancelling a task as it ends can abort the driver inside Ray, ray-project/ray#54527, and
the failure's message would be lost); an interrupted run cancels them.

Ray itself is replaced by a stand-in that records what the backend asks of it, so each
ending is played exactly, with no timing."""

from __future__ import annotations

from typing import Any

import pytest

from soloist.sim.backends import RayBackend
from soloist.sim.runner import SimulationError


class TaskFailed(Exception):
    def __init__(self, cause: Exception) -> None:
        super().__init__(str(cause))
        self.cause = cause


class RecordingRay:
    """Ray as the backend uses it: each task is its batch; `failing` batches fail."""

    class exceptions:  # Ray's own name
        RayTaskError = TaskFailed

    def __init__(self, failing: set[str]) -> None:
        self.failing = failing
        self.submitted: list[str] = []
        self.waited_for_all: list[list[str]] = []
        self.cancelled: list[str] = []

    def remote(self, **options: Any) -> Any:
        ray = self

        class Remote:
            def __init__(self, function: Any) -> None:
                pass

            def remote(self, plan: object, batch: str) -> str:
                ray.submitted.append(batch)
                return batch

        return Remote

    def put(self, value: object) -> object:
        return value

    def wait(self, pending: list[str], num_returns: int) -> tuple[list[str], list[str]]:
        if num_returns == len(pending) and num_returns > 1:
            self.waited_for_all.append(list(pending))
        return pending[:num_returns], pending[num_returns:]

    def get(self, ref: str) -> list[dict[str, object]]:
        if ref in self.failing:
            raise TaskFailed(SimulationError(f"batch {ref} failed"))
        return [{"batch": ref}]

    def cancel(self, ref: str, force: bool) -> None:
        self.cancelled.append(ref)


def backend_on(ray: RecordingRay) -> RayBackend:
    backend = RayBackend(num_cpus=2)
    backend._ray = ray
    return backend


def test_a_failed_batch_lets_the_batches_in_flight_end_and_cancels_none() -> None:
    ray = RecordingRay(failing={"b2"})
    batches = ["b1", "b2", "b3", "b4", "b5", "b6"]
    rows = backend_on(ray).map(object(), batches)  # type: ignore[arg-type]
    assert next(rows) == [{"batch": "b1"}]
    with pytest.raises(SimulationError, match="batch b2 failed"):
        next(rows)
    assert ray.submitted == ["b1", "b2", "b3", "b4", "b5"]  # 4 in flight at most (2 CPUs)
    assert ray.waited_for_all == [["b3", "b4", "b5"]]
    assert ray.cancelled == []


def test_an_interrupted_run_cancels_the_batches_in_flight() -> None:
    ray = RecordingRay(failing=set())
    batches = ["b1", "b2", "b3", "b4", "b5", "b6"]
    rows = backend_on(ray).map(object(), batches)  # type: ignore[arg-type]
    assert next(rows) == [{"batch": "b1"}]  # b1 to b4 were sent
    rows.close()  # what Ctrl-C in the loop reading the rows does to this generator
    assert ray.cancelled == ["b2", "b3", "b4"]
    assert ray.waited_for_all == []
