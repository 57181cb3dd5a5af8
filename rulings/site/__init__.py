"""The rulings site: Markdown pages generated from the knowledge base at build time.

``hooks.py`` is the MkDocs hook (declared in ``mkdocs.yml``); ``pages.py``
turns the verified knowledge base into pages; ``templates/`` holds their
Jinja2 templates.  Nothing generated is committed.
"""
