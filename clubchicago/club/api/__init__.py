"""The read-only JSON API of the published results, for a club's own website.

``v1``: each club's endpoints under ``/api/v1/clubs/{slug}/`` (django-ninja: each answer's
schema is a typed class of ``schemas``, and the OpenAPI description at ``/api/v1/openapi.json``
is generated from them);
``cors``: which other websites may read it from a visitor's browser.

The API reads through the same selectors as the pages, as the public sees them: published
evenings and public seasons only, whoever asks.
"""
