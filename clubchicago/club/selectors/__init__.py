"""The read side: what a page or a PDF shows, assembled from the models, never written back.

Each module is named for what it holds:

- ``sheets``: a chukker's score sheet from its stored deals, and the preview of a deal not yet
  saved;
- ``table_state``: everything the table page shows (the chukker in play, its seats, the next
  deal, who deals and who is vulnerable);
- ``plans``: a table's plan for the evening (every chukker's position, seats, sitters-out and
  first dealer) and the evening's tables as the director's pages list them;
- ``attendance``: who the director can tick present, and how the players present would split;
- ``progress``: every table of an evening at a glance, for the director's Play page;
- ``standings``: each player's credits, totals and rank over an evening or a season;
- ``recaps``: each table's positions as played and credited;
- ``paper``: the printed score sheets of a table's plan (or a blank one), and the chukker the
  director types in from a paper sheet with its running score.

Nothing here writes: the write services in ``services`` may read through these modules, never
the other way round (the "selectors" of the HackSoft Django styleguide).
"""
