"""PyScript entry point of the play and embed pages: everything else lives in the package."""

from pygames.web.page import start

app = start()
