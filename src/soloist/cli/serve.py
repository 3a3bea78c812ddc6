"""`soloist serve`: the web companion."""

from __future__ import annotations

from pathlib import Path

import click

from soloist.cli.common import reports_errors, settings


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (127.0.0.1: this computer only).")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port to listen on (0: any free port, printed).")
@click.option("--lan", is_flag=True,
              help="Listen on every network interface (0.0.0.0) so a phone on the same Wi-Fi "
                   "can open the companion; prints a private address (with a random key) and "
                   "its QR code. Other computers without the key get 403.")
@click.option("--new-key", is_flag=True,
              help="With --lan: make a new key for the private address (phones must open the "
                   "new address).")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also answer requests for this host name (a hosted deployment's domain; "
                   "IP addresses and this computer's own names are always answered). Repeat "
                   "for several; '*' for any.")
@click.option("--cache", "cache_size", type=click.IntRange(0, 100_000), default=256,
              show_default=True, help="Games kept in memory between requests.")
@click.option("--app", "app_dir", envvar="SOLOIST_APP", metavar="DIR",
              type=click.Path(file_okay=False),
              help="Also serve the phone app built by scripts/build-app.sh DIR at /app/ (try it "
                   "in a browser on this computer; env SOLOIST_APP).")
@reports_errors
def serve_command(host: str, port: int, lan: bool, new_key: bool,
                  allow_hosts: tuple[str, ...], cache_size: int, app_dir: str | None) -> None:
    """Start the web companion: play every game from a browser or a phone at the table.

    Uses the same save database as the terminal (--db, or SOLOIST_DB: a file path or a
    database URL such as postgresql://...), so a game started in one continues in the other.
    """
    from soloist.web.server import serve

    if new_key and not lan:
        raise click.UsageError("--new-key renews the key of the --lan address: add --lan")
    phone_app = None
    if app_dir is not None:
        phone_app = Path(app_dir)
        if not (phone_app / "index.html").is_file() or not (phone_app / "sw.js").is_file():
            raise click.BadParameter(f"{app_dir} is not a phone app built by "
                                     "./scripts/build-app.sh DIR", param_hint="--app")
    serve(settings().store(), host=host, port=port, lan=lan, allowed_hosts=allow_hosts,
          cache_size=cache_size, new_key=new_key, say=click.echo, phone_app=phone_app)


COMMANDS: list[click.Command] = [serve_command]
