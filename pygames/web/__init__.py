"""Everything that only makes sense in a browser: drawing, input, the app controller.

Only ``pygames.web.browser`` and ``pygames.web.app`` import ``js``/``pyscript``;
the rest (facade, renderers, input) is plain Python, tested in CPython.
"""
