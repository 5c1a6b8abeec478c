"""ClubChicago: the Django project that runs a club evening of rotating Chicago bridge."""
