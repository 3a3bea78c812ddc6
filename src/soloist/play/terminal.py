"""The terminal companion: asks the person, shows the automa's moves with their reasons.

After each automa turn it prints one line about the automa from the game's table view
(`soloist.engine.tableview`); ``state`` prints the whole table in words (``state --json``:
the play's state as JSON).
"""

from __future__ import annotations

import json

from rich.markup import escape as escape_markup
from rich.rule import Rule
from rich.table import Table

from soloist.engine.errors import InvalidAnswer, SoloistError, message_of, refused_part
from soloist.engine.library import KEEP_KNOWN, FactConflict
from soloist.engine.log import Event
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import Choice, Question, said_key
from soloist.engine.tableview import (
    Reminder,
    final_table_of,
    table_lines,
    table_of,
)
from soloist.engine.taps import Draft, Taps
from soloist.play.actors import ACTORS
from soloist.play.companion import SavedPlay
from soloist.play.language import ENGLISH_WORDS, Words, styled
from soloist.play.screen import Screen
from soloist.store import StaleAnswer

#: The commands typed at a question, and what each does. A command is typed as its English
#: word or as its word in the terminal's language (`COMMAND_WORDS`).
COMMANDS: dict[str, str] = {
    "undo": phrase("take back your last answer (dice and cards already revealed stay the "
                   "same)"),
    "log": phrase("show the whole log of this game"),
    "state": phrase("show the table: scores, the automa's board, cards and dice"),
    "help": phrase("show this help"),
    "quit": phrase("leave; the game is saved after every answer"),
}
#: A game with reminders (rules to read again, such as Revive's exceptions) has one more.
REMIND = "remind"
#: At a question whose answer is built by taps on the pages: the same, one step at a time.
BUILD = "build"
#: Each word typed at the terminal (a command, a step of a built answer), as a phrase: the
#: word shown in the terminal's language (in English, the word itself).
COMMAND_WORDS: dict[str, Phrase] = {
    "undo": phrase("undo"), "log": phrase("log"), "state": phrase("state"),
    "help": phrase("help"), "quit": phrase("quit"), REMIND: phrase("remind"),
    BUILD: phrase("build"), "back": phrase("back"), "done": phrase("done"),
    "cancel": phrase("cancel"),
}


def prefill_next_line(text: str) -> None:
    """Put `text` on the next input line to be edited (where Python's readline works: a
    terminal; elsewhere nothing happens)."""
    try:
        import readline
    except ImportError:  # pragma: no cover - Windows without readline
        return

    def insert() -> None:
        readline.insert_text(text)
        readline.set_startup_hook(None)

    readline.set_startup_hook(insert)


def escape(text: str) -> str:
    """Text for the console: its markup escaped. (A control character in it, say a name
    stored by an older Soloist holding an ANSI escape, is shown as a sign by the console:
    a `Screen`.)"""
    return escape_markup(text)


#: Actors whose events are not the automa's own turn.
NOT_THE_AUTOMA = frozenset({*ACTORS, "round"})


def event_prefix(event: Event) -> tuple[str, str]:
    return ACTORS.get(event.actor, (event.actor.capitalize(), "bold blue"))


def choice_line(choice: Choice, number: int | None, words: Words = ENGLISH_WORDS) -> str:
    """A choice as the terminal lists it: by its number and its label where the list is
    numbered (a key is Soloist's word, "rows-right" or "r2c5", never shown; typing it or
    the label's words still works), else by the key to type (a number or a short word such
    as "new"; in the terminal's language where the game says it: `said_key`) and its label
    (in the terminal's language)."""
    typed = said_key(choice)
    key = escape(choice.key if typed is choice.key else words.said(typed))
    label = escape(words.said(choice.label))
    if number is not None:
        return f"  {number}) [bold]{label}[/]"
    return f"  [bold]{key}[/]" + ("" if choice.label == choice.key else f" — {label}")


def plain_lines(value: object, indent: str = "") -> list[str]:
    """A play's plain-data state as indented "Label: value" lines (a play without a table
    view)."""
    if isinstance(value, dict):
        shown = []
        for key, item in value.items():
            name = str(key).replace("_", " ").capitalize()
            if isinstance(item, dict | list) and item:
                shown.append(f"{indent}{name}:")
                shown.extend(plain_lines(item, indent + "  "))
            else:
                shown.append(f"{indent}{name}: {_plain(item)}")
        return shown
    if isinstance(value, list):
        if all(not isinstance(item, dict | list) for item in value):
            return [f"{indent}{', '.join(_plain(item) for item in value)}"]
        return [line for item in value for line in plain_lines(item, indent + "- ")]
    return [f"{indent}{_plain(value)}"]


def _plain(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | dict) and not value:
        return "none"
    return str(value)


class TerminalCompanion:
    """Drives one saved play in the terminal until it ends or the person leaves."""

    def __init__(self, console: Screen, saved: SavedPlay, words: Words = ENGLISH_WORDS
                 ) -> None:
        self.console = console
        self.saved = saved
        self.shown = 0
        #: The terminal's language: what it says, and how it reads a command typed; the log
        #: with the person's words for the game's terms (`soloist.engine.words`), read once.
        self.words = words.renaming(saved.definition.name, saved.library.words())

    def said(self, text: str) -> str:
        """`text` (a phrase, or another text) in the terminal's language, escaped for the
        console."""
        return escape(self.words.said(text))

    def word(self, command: str) -> str:
        """The word to type for `command` in the terminal's language."""
        return self.words.said(COMMAND_WORDS[command])

    def typed_command(self, text: str) -> str:
        """What a line typed means as a command: its English word (the command typed in the
        terminal's language, or in English), else the line as typed, in lower case."""
        command = text.strip().lower().lstrip(":")
        if self.words.english:
            return command
        first, _, rest = command.partition(" ")
        for name in COMMAND_WORDS:
            if first == self.word(name).lower():
                return f"{name} {rest}".strip()
        return command

    def run(self) -> None:
        self.header()
        while True:
            self.show_new_events()
            question = self.saved.session.question
            if question is None:
                if not self.after_the_end():
                    return
                continue
            self.show_question(question)
            try:
                text = self.console.input("[bold]> [/]")
            except (EOFError, KeyboardInterrupt):
                self.leave()
                return
            if not self.handle(text, question):
                return

    def header(self) -> None:
        saved = self.saved
        definition = saved.definition
        self.console.print(Rule(f"[bold]{self.said(definition.title)}"))
        options = definition.describe_options(saved.session.options)
        if options:
            self.console.print(styled(self.words, phrase(
                "Game {game} · {options} · seed {seed}", game=saved.game_id, options=options,
                seed=saved.session.seed), game="bold"))
        else:
            self.console.print(styled(self.words, phrase(
                "Game {game} · seed {seed}", game=saved.game_id, seed=saved.session.seed),
                game="bold"))
        self.console.print(self.said(phrase(
            "Type an answer, or: {commands}.",
            commands=", ".join(self.word(name) for name in self.commands()))))

    def reminders(self) -> tuple[Reminder, ...]:
        view = table_of(self.saved.session.play)
        return view.reminders if view is not None else ()

    def commands(self) -> dict[str, str]:
        """The commands of this game: every game's, and "remind" where it has reminders."""
        reminders = self.reminders()
        if not reminders:
            return COMMANDS
        if len(reminders) == 1:
            remind = phrase("remind me of {title}", title=reminders[0].title)
        else:
            remind = phrase("remind me of {titles} and {last}", titles=" and ".join(
                reminder.title for reminder in reminders[:-1]), last=reminders[-1].title)
        return {**COMMANDS, REMIND: remind}

    def handle(self, text: str, question: Question) -> bool:
        """Act on one line typed by the person; False when they leave."""
        text = self.typed_key(text, question)
        command = self.typed_command(text)
        is_choice = question.choices is not None and command in question.choices.keys
        if not is_choice and question.taps is not None and command == BUILD:
            built = self.build(question.taps)
            if built is None:
                return True
            text = built
        elif not is_choice and command.split(" ")[0] in self.commands():
            return self.command(command)
        number = len(self.saved.session.answers)
        try:
            key = self.saved.answer(text)
        except FactConflict as conflict:
            return self.settle(conflict, text, number)
        except InvalidAnswer as error:
            self.not_valid(error)
            self.give_back(text, refused_part(error, text))
            return True
        except StaleAnswer as error:
            # Answered elsewhere meanwhile (the web companion, another terminal): carry on
            # from the game as it is now.
            self.console.print(f"[red]{escape(self.words.error(error))}[/]")
            self.saved = SavedPlay.load(self.saved.store, self.saved.game_id)
            self.shown = len(self.saved.session.log)
            self.console.print(self.said(phrase("The game is shown as it is now.")))
            return True
        except SoloistError as error:
            self.console.print(f"[red]{escape(self.words.error(error))}[/]")
            return True
        self.answered(number, key)
        return True

    def typed_key(self, text: str, question: Question) -> str:
        """A line typed that is a choice's key as this language says it (`said_key`): the
        key itself; else the line as typed."""
        if self.words.english or question.choices is None:
            return text
        typed = text.strip().casefold()
        for choice in question.choices.items:
            key = said_key(choice)
            if key is not choice.key and self.words.said(key).casefold() == typed:
                return choice.key
        return text

    def not_valid(self, error: SoloistError) -> None:
        """An answer refused, with why, and a request to answer again."""
        self.console.print(f"[red]{self.said(phrase('Not valid:'))}[/] " + self.said(phrase(
            "{error}. Please answer again.", error=message_of(error))))

    def answered(self, number: int, key: str) -> None:
        """The answer just taken, as it reads."""
        self.console.print("[dim]" + self.said(phrase(
            "Answered: “{answer}”", answer=self.answered_label(number, key))) + "[/]")

    def give_back(self, text: str, part: str) -> None:
        """A refused answer is shown with its refused part marked, and (where the terminal
        edits lines) put back on the next line to be corrected, not typed again."""
        if not text.strip():
            return
        before, found, after = text.partition(part) if part else (text, "", "")
        marked = escape(before) + (f"[bold red underline]{escape(found)}[/]" if found else "") \
            + escape(after)
        self.console.print(f"  [dim]{self.said(phrase('You typed:'))}[/] {marked}")
        prefill_next_line(text)

    def build(self, taps: Taps) -> str | None:
        """An answer put together one step at a time (the taps of the pages, as numbers);
        the text it stands for, or None when the person gives up."""
        draft = taps.start()
        while True:
            step = taps.step(draft)
            if step.paints:
                painted = self.paint_each(taps, draft)
                return None if painted is None else taps.text(painted)
            words = taps.shown(draft)
            self.console.print(f"[bold]{self.said(step.prompt)}[/]" + (
                " [dim]" + self.said(phrase("(so far: {answer})", answer=words)) + "[/]"
                if words else ""))
            for index, tap in enumerate(step.taps, start=1):
                self.console.print(f"  {index}) [bold]{self.said(tap.label)}[/]")
            extra = ["back" if draft else "", "done" if step.done else "", "cancel"]
            if step.new_name:
                self.console.print("  [dim]" + self.said(phrase(
                    "{what}: type it", what=step.new_name)) + "[/]")
            self.console.print("  [dim]" + self.said(phrase("or: {words}", words=", ".join(
                self.word(word) for word in extra if word))) + "[/]")
            try:
                reply = self.console.input(f"[bold]{escape(self.word(BUILD))}> [/]").strip()
            except (EOFError, KeyboardInterrupt):
                return None
            word = self.typed_command(reply)
            try:
                if word == "cancel":
                    return None
                if word == "done" and step.done:
                    return taps.text(draft)
                if word == "back":
                    draft = taps.back(draft)
                elif reply.isdigit() and 1 <= int(reply) <= len(step.taps):
                    draft = taps.add(draft, step.taps[int(reply) - 1].key)
                    if taps.whole(draft):
                        return taps.text(draft)
                elif step.new_name and reply:
                    draft = taps.named(draft, reply)
                    if taps.whole(draft):
                        return taps.text(draft)
                elif step.new_name:
                    self.console.print(f"[red]{self.said(phrase('Not valid:'))}[/] " + self.said(
                        phrase("choose a number from 1 to {last}, or type a name.",
                               last=len(step.taps))))
                else:
                    self.console.print(f"[red]{self.said(phrase('Not valid:'))}[/] " + self.said(
                        phrase("choose a number from 1 to {last}.", last=len(step.taps))))
            except InvalidAnswer as error:
                self.console.print(f"[red]{self.said(phrase('Not valid:'))}[/] " + self.said(
                    phrase("{error}.", error=message_of(error))))

    def paint_each(self, taps: Taps, draft: Draft) -> Draft | None:
        """A drawing painted in a terminal: each place in turn, by the number of what it
        shows."""
        step = taps.step(draft)
        self.console.print(f"[bold]{self.said(step.prompt)}[/]")
        for index, tap in enumerate(step.taps, start=1):
            self.console.print(f"  {index}) [bold]{self.said(tap.label)}[/]")
        for spot, words in enumerate(step.spots):
            while True:
                try:
                    reply = self.console.input(f"[bold]{self.said(words)}> [/]").strip()
                except (EOFError, KeyboardInterrupt):
                    return None
                if self.typed_command(reply) == "cancel":
                    return None
                if reply.isdigit() and 1 <= int(reply) <= len(step.taps):
                    draft = taps.paint(draft, spot, step.taps[int(reply) - 1].key)
                    break
                self.console.print(f"[red]{self.said(phrase('Not valid:'))}[/] " + self.said(
                    phrase("choose a number from 1 to {last}, or {cancel}.",
                           last=len(step.taps), cancel=self.word("cancel"))))
        return draft

    def answered_label(self, number: int, key: str) -> str:
        """How answer `number` (from 0), the person's, reads: its choice's label, a number
        as typed (the answers Soloist then gave itself come after it)."""
        labels = self.saved.session.answer_labels
        return labels[number] if number < len(labels) else key

    def settle(self, conflict: FactConflict, text: str, number: int) -> bool:
        """The answer contradicts a fact of the person's components: ask which is right
        (nothing was stored), or take the answer back (undo); False when they leave."""
        while True:
            question = conflict.question(self.saved.definition)
            self.show_question(question)
            self.console.print("[dim]" + self.said(phrase(
                "Or type {undo} to take back your answer (nothing has been stored).",
                undo=self.word("undo"))) + "[/]")
            try:
                reply = self.console.input("[bold]> [/]")
            except (EOFError, KeyboardInterrupt):
                self.saved.retract()
                self.leave()
                return False
            command = self.typed_command(reply)
            if command in ("undo", "quit"):
                self.saved.retract()
                if command == "quit":
                    self.leave()
                    return False
                self.console.print(f"[yellow]{self.said(phrase('Undone:'))}[/] " + self.said(
                    phrase("your answer {answer} is taken back; nothing was stored. Answer "
                           "the question again.", answer=repr(text.strip()))))
                return True
            if command == "help":
                self.show_help()
                continue
            try:
                choice, _ = question.parse(reply)
                key = self.saved.settle(conflict, choice, text)
            except FactConflict as another:  # the same answer contradicts another fact
                conflict = another
                continue
            except SoloistError as error:
                self.not_valid(error)
                continue
            if choice == KEEP_KNOWN:
                self.console.print(self.said(phrase("Your components are kept as they were.")))
            self.answered(number, key)
            return True

    def command(self, command: str) -> bool:
        if command.startswith("state"):
            self.show_state(as_json="--json" in command.split())
            return True
        if command == "quit":
            self.leave()
            return False
        if command == "undo":
            self.undo()
        elif command == REMIND:
            for reminder in self.reminders():
                self.console.print(self.said(reminder.text))
        elif command == "log":
            self.show_events(self.saved.session.log.events)
        else:
            self.show_help()
        return True

    def show_state(self, *, as_json: bool = False) -> None:
        play = self.saved.session.play
        if as_json:
            self.console.print_json(json.dumps(play.view(), default=str))
            return
        session = self.saved.session
        view = final_table_of(play, session.question,
                              session.result.summary() if session.result else None)
        for line in table_lines(view) if view is not None else plain_lines(play.view()):
            self.console.print(self.said(line))

    def show_status(self) -> None:
        """One line about the automa, after its turn."""
        view = table_of(self.saved.session.play)
        if view is not None:
            self.console.print(f"[bold reverse] {self.said(view.status)} [/]")

    def undo(self) -> None:
        session = self.saved.session
        number = len(session.answers)
        while number in session.supplied:  # the person's last answer
            number -= 1
        try:
            taken_back = self.saved.undo()
        except SoloistError as error:
            self.console.print(f"[red]{escape(self.words.error(error))}[/]")
            return
        label = session.answer_labels[number - 1] if number else taken_back
        self.shown = len(self.saved.session.log)
        self.console.print(f"[yellow]{self.said(phrase('Undone:'))}[/] " + self.said(phrase(
            "your answer “{answer}” is taken back. Dice and cards already revealed stay the "
            "same.", answer=label)))

    def after_the_end(self) -> bool:
        """At the end: offer undo (a mistyped final score); False when the person leaves."""
        result = self.saved.session.result
        assert result is not None
        self.console.print(Rule(f"[bold]{self.said(phrase('The end'))}"))
        self.console.print(f"[bold]{self.said(result.headline())}[/]")
        self.console.print(styled(self.words, phrase(
            "Type {undo} to take back your last answer, or press Enter to leave.",
            undo=self.word("undo")), undo="bold"))
        try:
            text = self.console.input("[bold]> [/]")
        except (EOFError, KeyboardInterrupt):
            text = ""
        if self.typed_command(text) == "undo":
            self.undo()
            return True
        self.console.print(self.said(phrase("Game {game} is saved with its result.",
                                           game=self.saved.game_id)))
        return False

    def leave(self) -> None:
        self.console.print("\n" + styled(self.words, phrase(
            "Saved. Continue with: {command}", command=f"soloist resume {self.saved.game_id}"),
            command="bold"))

    def show_help(self) -> None:
        table = Table(show_header=False, box=None)
        for name, text in self.commands().items():
            table.add_row(f"[bold]{escape(self.word(name))}[/]", self.said(text))
        self.console.print(table)

    def show_new_events(self) -> None:
        log = self.saved.session.log
        events = log.since(self.shown)
        self.show_events(events)
        self.shown = len(log)
        if any(event.actor not in NOT_THE_AUTOMA for event in events):
            self.show_status()

    def show_events(self, events: list[Event]) -> None:
        for event in events:
            text = escape(self.words.text(event))
            if event.actor == "round":
                if event.template.startswith("Round"):
                    self.console.print(Rule(text))
                else:
                    self.console.print(f"[bold]{text}[/]")
                continue
            _, style = event_prefix(event)
            self.console.print(f"[{style}]{escape(self.words.actor(event.actor))}:[/] {text}")

    def show_question(self, question: Question) -> None:
        self.console.print()
        where = (f"[yellow]{self.said(phrase('(from the table)'))}[/] "
                 if question.is_table_fact else "")
        self.console.print(f"{where}[bold]{self.said(question.prompt)}[/]")
        if question.help:
            self.console.print(f"[dim]{self.said(question.help)}[/]")
        if question.typing:
            self.console.print(f"[dim]{self.said(question.typing)}[/]")
        if question.choices is not None:
            numbered = not any(choice.key.isdigit() for choice in question.choices)
            for index, choice in enumerate(question.choices, start=1):
                self.console.print(choice_line(choice, index if numbered else None,
                                               self.words))
            if question.text is not None:
                examples = question.examples[:2]
                if len(examples) > 1:
                    such_as = phrase("or type it, such as “{first}” or “{second}”",
                                     first=examples[0], second=examples[1])
                else:  # a text question lists at least one example
                    such_as = phrase("or type it, such as “{example}”", example=examples[0])
                self.console.print(f"  [dim]{self.said(such_as)}[/]")
        else:
            self.console.print(f"  ({self.said(question.describe_answers())})")
        if question.taps is not None:
            self.console.print("  [dim]" + styled(self.words, phrase(
                "or type {build} to put it together one step at a time",
                build=self.word(BUILD)), build="bold") + "[/]")
