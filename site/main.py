"""PyScript entry point of the play page: everything else lives in the pygames package."""

from pygames.web.app import start

app = start()
