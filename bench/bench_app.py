"""Phone app benchmark: the built static site in Debian's Chromium at 390 × 844, served by
a static host on loopback (gzip where a host compresses: text and WebAssembly).

    .venv/bin/python bench/bench_app.py [--app build/app] [--starts 3] [--answers 40]
                                        [--closes 20]

Prints:
1. the download: the bytes the host sent (compressed) for a first visit, which keeps the
   whole app on the phone (goal ≤ 10 MB);
2. the first visit: from opening the address to the first usable page (goal ≤ 2.5 s at a
   load ≤ 2), with what the app reports of its own start (runtime, packages, storage,
   imports);
3. later starts: the network gone, the page reloaded, to the first usable page, STARTS
   times on a phone with no saves yet, then STARTS times with a game in progress listed
   (goal ≤ 1.5 s at a load ≤ 2);
4. answers: a Fantastic Factories game, ANSWERS answers chosen at random, each timed in the
   page from the answer's request to the next question shown (goal p95 ≤ 100 ms); each
   game's "Start the game" (in a freshly opened Soloist, tapped once the worker has prepared
   the game's rules while the form is read, as a person reads it) is timed with them, so the answers
   to questions alone and the starts are printed too, then the slowest with their
   questions and how long the worker's app and its storage took for them;
5. abrupt closes: CLOSES times, the browser closed right after the page shows an answer and
   opened again; an answer the page showed and the game then lacks is lost (goal 0).

Builds the app first (./scripts/build-app.sh build/app) when --app has none. Timings on a
shared machine are pessimistic: the machine's load (1-minute average) is printed with them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "helpers"))

from phone_app import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    PHONE,
    answers,
    app_host,
    give_an_answer,
    wait_started,
)
from playwright.sync_api import BrowserContext, Page, sync_playwright  # noqa: E402

#: Records, in the page, how long each answer took: from HTMX sending it to the next page
#: settled in place.
TIMER = """
window.__answers = [];
window.__asked = [];
document.addEventListener("htmx:beforeRequest", (event) => {
  const config = event.detail.requestConfig || {};
  if (String(config.verb || "").toLowerCase() === "post") {
    window.__sent = performance.now();
    const prompt = document.querySelector("#question-prompt, #question .prompt");
    window.__prompt = prompt ? prompt.textContent.trim() : "";
  }
});
document.addEventListener("htmx:afterSettle", () => {
  if (window.__sent !== undefined) { window.__answers.push(performance.now() - window.__sent);
                                    window.__asked.push(window.__prompt);
                                    window.__sent = undefined; }
});
"""


def load() -> str:
    return f"{os.getloadavg()[0]:.1f}"


def started_after(page: Page, began: float) -> tuple[float, dict[str, int]]:
    timings = wait_started(page)
    return time.perf_counter() - began, timings


#: How long the worker took to prepare the game's rules while each new game's form was read.
PREPARED: list[int] = []


def start_game(page: Page, url: str) -> None:
    page.goto(f"{url}new/fantastic-factories")
    wait_started(page)
    # A person reads the form before starting: while they do, the worker imports the game's
    # rules (`PhoneHost.prepare`; how long it took is printed with the answers). The tap
    # comes once the worker has done so.
    for worker in page.workers:
        worker.evaluate("self.soloistSettled ? self.soloistSettled() : true")
        PREPARED.extend(entry["took"] for entry in worker.evaluate("self.soloistPrepared || []")
                        if "/new/" in entry["url"])
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("main[data-answers='0']")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", type=Path, default=ROOT / "build" / "app")
    parser.add_argument("--starts", type=int, default=3)
    parser.add_argument("--answers", type=int, default=40)
    parser.add_argument("--closes", type=int, default=20)
    options = parser.parse_args()
    if not (options.app / "sw.js").is_file():
        subprocess.run([str(ROOT / "scripts" / "build-app.sh"), str(options.app)], check=True)
    print(f"machine load (1-minute average, {os.cpu_count()} cores): {load()}")
    with app_host(options.app) as (url, sent), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        context.set_default_timeout(120_000)
        context.add_init_script(TIMER)
        page = context.new_page()
        began = time.perf_counter()
        page.goto(url)
        first, timings = started_after(page, began)
        page.wait_for_timeout(500)  # anything the service worker still fetches counts too
        print(f"download (compressed, as the host sent it): {sent.total() / 1e6:.1f} MB "
              f"(goal ≤ 10 MB)")
        print(f"first visit to first usable page: {first:.1f} s (goal ≤ 2.5 s); the app's "
              f"own start: {timings} ms; load {load()}")

        def later_starts(what: str) -> None:
            context.set_offline(True)
            later = []
            for _ in range(options.starts):
                began = time.perf_counter()
                page.reload()
                seconds, timings = started_after(page, began)
                later.append(seconds)
                print(f"  later start (offline, {what}): {seconds:.1f} s, the app's own: "
                      f"{timings} ms; load {load()}")
            context.set_offline(False)
            if later:
                print(f"later start, offline, {what}, median of {len(later)}: "
                      f"{statistics.median(later):.1f} s ({min(later):.1f}-{max(later):.1f}; "
                      f"goal ≤ 1.5 s)")

        later_starts("no saves yet")
        # A phone with a game in progress: its first page lists it (and imports that
        # game's rules to say its options).
        start_game(page, url)
        page.get_by_role("link", name="Soloist · your games").click()
        page.wait_for_selector("#playing-heading + ul.games")
        later_starts("a game in progress")

        chooser = random.Random(1)
        # Timed in the page; kept here when a game ends (a new game is a new page).
        measured: list[float] = []
        asked: list[str] = []

        inside: list[dict[str, int]] = []  # each POST as the worker timed it

        def keep() -> None:
            page.wait_for_function("window.__sent === undefined")  # the last one settled
            times, prompts = page.evaluate("[window.__answers, window.__asked]")
            measured.extend(times)
            asked.extend(prompts)
            for worker in page.workers:
                inside.extend(request for request
                              in worker.evaluate("self.soloistRequests || []")
                              if request["method"] == "POST")

        start_game(page, url)
        given = 0
        while len(measured) + len(page.evaluate("window.__answers")) < options.answers:
            if page.locator("#question").count() == 0:  # the game is over: another one
                keep()
                start_game(page, url)
                continue
            give_an_answer(page, chooser)
            given += 1
            if given % 10 == 0:
                print(f"  {given} answers given; load {load()}", flush=True)
            if given > 3 * options.answers:
                raise SystemExit("the page timed no answers: its timer missed them")
        keep()
        print(f"answers in the page: {len(measured)}, p50 {percentile(measured, 0.5):.0f} ms, "
              f"p95 {percentile(measured, 0.95):.0f} ms (goal ≤ 100 ms); load {load()}")
        # A game's start ("Start the game", a form like an answer's) is timed with them;
        # the answers to questions alone too.
        started = "(Start the game)"
        asked = [prompt or started for prompt in asked]
        timed = list(zip(measured, asked, strict=True))
        alone = [took for took, prompt in timed if prompt != started]
        starts = ", ".join(f"{took:.0f}" for took, prompt in timed if prompt == started)
        if alone:
            print(f"  of which answers to questions: {len(alone)}, p50 "
                  f"{percentile(alone, 0.5):.0f} ms, p95 {percentile(alone, 0.95):.0f} ms; "
                  f"the {len(measured) - len(alone)} game starts: {starts} ms")
        if PREPARED:
            print(f"  the game's rules prepared while its form was read: {len(PREPARED)} "
                  f"times, {min(PREPARED)}-{max(PREPARED)} ms")
        if len(inside) == len(measured):  # where the time went, in the worker
            print(f"  in the worker (p50, p95 ms): the app "
                  f"{percentile([r['app'] for r in inside], 0.5):.0f}, "
                  f"{percentile([r['app'] for r in inside], 0.95):.0f}; storing "
                  f"{percentile([r['save'] for r in inside], 0.5):.0f}, "
                  f"{percentile([r['save'] for r in inside], 0.95):.0f}")
        print("  the slowest (ms in the page [the app, storing, in the worker]: the question "
              "answered):")
        slowest = sorted(zip(measured, range(len(measured)), asked, strict=True), reverse=True)
        for took, number, prompt in slowest[:max(3, len(measured) // 10)]:
            split = (f" [{inside[number]['app']}, {inside[number]['save']}]"
                     if len(inside) == len(measured) else "")
            print(f"    {took:5.0f}{split}  answer {number + 1}: {prompt[:80]}")
        context.close()
        browser.close()

        lost = 0
        with tempfile.TemporaryDirectory() as profile:
            def open_phone() -> tuple[BrowserContext, Page]:
                opened = playwright.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport=PHONE)
                opened.set_default_timeout(120_000)
                return opened, (opened.pages[0] if opened.pages else opened.new_page())

            phone, page = open_phone()
            # A new phone opens the app's own address first (a static host has no page at
            # a game's address: the app answers those once it is kept on the phone).
            page.goto(url)
            wait_started(page)
            start_game(page, url)
            game = str(page.locator("main").get_attribute("data-game"))
            for closed in range(options.closes):
                if page.locator("#question").count() == 0:
                    start_game(page, url)
                    game = str(page.locator("main").get_attribute("data-game"))
                give_an_answer(page, chooser)
                shown = answers(page)
                phone.close()  # right after the page showed the answer
                phone, page = open_phone()
                page.goto(f"{url}g/{game}")
                wait_started(page)
                lost += answers(page) < shown
                print(f"  close {closed + 1}: answer {shown} shown, {answers(page)} kept; "
                      f"load {load()}", flush=True)
            phone.close()
        print(f"abrupt closes: {options.closes}, acknowledged answers lost: {lost} (goal 0)")


if __name__ == "__main__":
    main()
