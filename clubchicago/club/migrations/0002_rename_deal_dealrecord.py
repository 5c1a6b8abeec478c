from django.db import migrations, models


class Migration(migrations.Migration):
    """``Deal`` becomes ``DealRecord``: the stored record of a ``scoring.Deal``."""

    dependencies = [
        ("club", "0001_initial"),
    ]

    operations = [
        migrations.RenameModel(old_name="Deal", new_name="DealRecord"),
        migrations.AlterField(
            model_name='dealrecord',
            name='strain',
            field=models.CharField(blank=True, choices=[('C', 'clubs'), ('D', 'diamonds'), ('H', 'hearts'), ('S', 'spades'), ('NT', 'notrump')], max_length=2, verbose_name='strain'),
        ),
    ]
