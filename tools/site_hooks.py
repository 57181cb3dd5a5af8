"""MkDocs hooks of this knowledge base (declared in mkdocs.yml): the installed package generates the pages.

A hook is a file path relative to mkdocs.yml; this file only forwards to
:mod:`rulings.site.hooks`, so the site is built by whichever ``rulings`` is
installed, from the scenarios beside mkdocs.yml.
"""

from rulings.site.hooks import on_config, on_files, on_page_content, on_post_build, on_serve  # noqa: F401
