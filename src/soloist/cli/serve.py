"""`soloist serve`: the web companion."""

from __future__ import annotations

from pathlib import Path

import click

from soloist.cli.common import Command, Paragraphs, option, reports_errors, say, settings
from soloist.engine.phrase import phrase


@click.command("serve", cls=Command,
               help=Paragraphs(phrase("Start the web companion: play every game from a browser "
                                      "or a phone at the table."),
                               phrase("Uses the same save database as the terminal (--db, or "
                                      "SOLOIST_DB: a file path or a database URL such as "
                                      "postgresql://...), so a game started in one continues in "
                                      "the other.")))
@option("--host", default="127.0.0.1", show_default=True,
        help=phrase("Address to listen on (127.0.0.1: this computer only)."))
@option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
        help=phrase("Port to listen on (0: any free port, printed)."))
@option("--lan", is_flag=True,
        help=phrase("Listen on every network interface (0.0.0.0) so a phone on the same "
                    "Wi-Fi can open the companion; prints a private address (with a random "
                    "key) and its QR code. Other computers without the key get 403."))
@option("--new-key", is_flag=True,
        help=phrase("With --lan: make a new key for the private address (phones must open "
                    "the new address)."))
@option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
        help=phrase("Also answer requests for this host name (a hosted deployment's "
                    "domain; IP addresses and this computer's own names are always "
                    "answered). Repeat for several; '*' for any."))
@option("--cache", "cache_size", type=click.IntRange(0, 100_000), default=256,
        show_default=True, help=phrase("Games kept in memory between requests."))
@option("--app", "app_dir", envvar="SOLOIST_APP", metavar="DIR",
        type=click.Path(file_okay=False),
        help=phrase("Also serve the phone app built into DIR at /app/, to try it in a "
                    "browser on this computer (env SOLOIST_APP). Default: build/app of "
                    "Soloist's checkout when it is built there; build it with "
                    "./scripts/build-app.sh build/app in the checkout."))
@reports_errors
def serve_command(host: str, port: int, lan: bool, new_key: bool,
                  allow_hosts: tuple[str, ...], cache_size: int, app_dir: str | None) -> None:
    from soloist.web.server import serve

    if new_key and not lan:
        raise click.UsageError(phrase("--new-key renews the key of the --lan address: add "
                                      "--lan"))
    phone_app, hint = None, None
    if app_dir is not None:
        phone_app = Path(app_dir)
        if not built(phone_app):
            raise click.BadParameter(phrase("{folder} is not a phone app built by "
                                            "./scripts/build-app.sh DIR", folder=app_dir),
                                     param_hint="--app")
    else:
        phone_app, hint = default_phone_app(checkout())
    serve(settings().store(), host=host, port=port, lan=lan, allowed_hosts=allow_hosts,
          cache_size=cache_size, new_key=new_key, say=say, phone_app=phone_app,
          phone_app_hint=hint)


def built(folder: Path) -> bool:
    """Whether `folder` holds a phone app that scripts/build-app.sh built."""
    return (folder / "index.html").is_file() and (folder / "sw.js").is_file()


def checkout() -> Path | None:
    """The checkout Soloist runs from (an install made from it with `pip install -e`, as
    scripts/setup.sh does), or None when Soloist was installed from a package."""
    root = Path(__file__).resolve().parents[3]
    if (root / "scripts" / "build-app.sh").is_file() and (root / "src" / "soloist").is_dir():
        return root
    return None


def default_phone_app(root: Path | None) -> tuple[Path | None, str | None]:
    """The phone app `serve` serves without --app (build/app of the checkout, when built
    there), or None and what to do to have it."""
    if root is None:
        return None, phrase("The phone app is not served: build it from Soloist's source "
                            "(./scripts/build-app.sh DIR in its checkout) and give serve --app "
                            "DIR.")
    folder = root / "build" / "app"
    if built(folder):
        return folder, None
    return None, phrase("The phone app is not built, so /app/ is not served: build it with "
                        "./scripts/build-app.sh build/app in {root} (a few minutes, once), then "
                        "start serve again.", root=str(root))


COMMANDS: list[click.Command] = [serve_command]
