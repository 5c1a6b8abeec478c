"""Printables: every PDF shares the renderer shape in ``clubchicago.club.pdf.base``."""
