"""The club's laptop: one command serves a club night to the phones in the room.

Words: the *laptop form* is the site served by ``clubchicago serve`` from the director's own
computer (Linux, macOS or Windows) to every phone on the room's network, with no internet and
no server to rent; the *production form* is the site behind a reverse proxy on a public host
(the README's *Production*), unchanged by this package. The *data folder* holds one club: its
SQLite database, the secret key made on its first run, its backups and the static files the
server gives out (``datafolder``). The *public address* is the one the phones reach, the
laptop's network address (``addresses``): every link the site prints or shows as a QR code
starts with it, whatever address the director's own browser uses. A *backup* is a copy of the
database made with SQLite's online backup API while the server runs (``backups``).

Nothing here imports Django at import time: the settings read ``datafolder`` before Django is
set up, and the command line (``cli``) sets Django up only once it knows the data folder.
"""
