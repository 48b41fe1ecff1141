"""Down Under's board, being built: so far ``render`` draws the table and returns its hits.

``layout`` fits the view to the cards as they spread, ``area`` shades and
fences the playing area as it emerges, ``pieces`` draws the cards and
``animals`` the animals on them, ``paths`` marks where each path goes on or
stops. ``input``, ``selection``, ``words`` and the ``UI`` come with the rest
of the board; until then it is not in ``pygames.web.boards``.
"""
