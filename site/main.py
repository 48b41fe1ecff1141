"""PyScript entry point of the play and embed pages: everything else lives in the package."""

from pygames.web.page import start

app = await start()  # noqa: F704, PLE1142 - PyScript runs the page's script in an event loop
