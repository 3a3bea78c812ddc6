"""The release workflow (.github/workflows/phone-app.yml), read: on every release it builds
the phone app with the same script the tests build it with, publishes that folder to
GitHub Pages and attaches it to the release as a zip. (What the build makes is tested by
the phone app's tests, which run the built app.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "phone-app.yml"


def steps_of(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def uses(steps: list[dict[str, Any]], action: str) -> list[dict[str, Any]]:
    return [step for step in steps if str(step.get("uses", "")).split("@")[0] == action]


def test_every_release_builds_the_app_with_the_build_script_and_publishes_its_output() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text())
    triggers = workflow[True]  # (YAML reads the key "on" as true)
    assert triggers["release"]["types"] == ["published"]
    assert "workflow_dispatch" in triggers  # a fork publishes its own with "Run workflow"
    steps = steps_of(workflow)
    builds = [step for step in steps if "./scripts/build-app.sh" in step.get("run", "")]
    assert len(builds) == 1
    built = builds[0]["run"].split("./scripts/build-app.sh", 1)[1].split()[0]
    assert built == "build/app"
    # Published to GitHub Pages: the folder the script built, deployed by a later job.
    (upload,) = uses(steps, "actions/upload-pages-artifact")
    assert upload["with"]["path"] == built
    assert steps.index(upload) > steps.index(builds[0])
    (deploy,) = uses(steps, "actions/deploy-pages")
    publish = next(name for name, job in workflow["jobs"].items() if deploy in job["steps"])
    assert workflow["jobs"][publish]["needs"] == next(
        name for name, job in workflow["jobs"].items() if upload in job["steps"])
    assert workflow["permissions"]["pages"] == "write"
    assert workflow["permissions"]["id-token"] == "write"
    # The same folder, zipped, attached to the release.
    zipped = next(step for step in steps if "zip " in step.get("run", ""))
    assert f"cd {built}" in zipped["run"]
    attach = next(step for step in steps if "gh release upload" in step.get("run", ""))
    assert attach["if"] == "github.event_name == 'release'"
    assert "$APP_ZIP" in attach["run"] and "APP_ZIP=" in zipped["run"]
    assert workflow["permissions"]["contents"] == "write"
    assert steps.index(builds[0]) < steps.index(zipped) < steps.index(attach)
