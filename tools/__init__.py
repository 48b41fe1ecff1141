"""Development tools that the rules never import: they make or check the games' data.

They live outside ``pygames/`` so the archive the browser downloads does not carry them.
"""
