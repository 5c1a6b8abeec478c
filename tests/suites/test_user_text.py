"""What a user reads cites nothing they do not have: no internal note, no project file.

Every string a page, a PDF or a message shows is marked for translation, so the extracted
messages (``tests/suites/i18n_checks.py``) are all the text a user reads.
"""

from __future__ import annotations

import re

from tests.suites.i18n_checks import extracted_messages

# The project's own source texts and notes, and its repository's files.
INTERNAL = re.compile(r"\bseed \d{3}\b|\b(?:RULES|STYLE)\.md\b|\bdocs/\w+\.md\b", re.IGNORECASE)


def test_no_text_a_user_reads_cites_an_internal_document():
    cited = sorted(text for _context, text in extracted_messages() if INTERNAL.search(text))
    assert cited == []
