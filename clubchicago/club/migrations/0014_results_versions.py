import uuid

import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    """The results version of every evening and season (``services.versions``): what their
    cached prints, tables and ETags are keyed on."""

    dependencies = [
        ("club", "0013_club_minutes_help"),
    ]

    operations = [
        migrations.AddField(
            model_name="evening",
            name="results_version",
            field=models.UUIDField(default=uuid.uuid4, editable=False),
        ),
        migrations.AddField(
            model_name="evening",
            name="plan_version",
            field=models.UUIDField(default=uuid.uuid4, editable=False),
        ),
        migrations.AddField(
            model_name="evening",
            name="results_changed_at",
            field=models.DateTimeField(default=django.utils.timezone.now, editable=False),
        ),
        migrations.AddField(
            model_name="season",
            name="results_version",
            field=models.UUIDField(default=uuid.uuid4, editable=False),
        ),
    ]
