# Every player gets the key lists sort and search names by (Élodie with the E's, Łukasz with
# the L's): the field, then a pass over the players already stored.

from django.db import migrations, models

# The site's own function, so the keys written here are the ones save() writes from now on.
from clubchicago.club.collation import sort_key

SORT_NAME_MAX = 255


def fill_sort_names(apps, schema_editor):
    Player = apps.get_model("club", "Player")
    players = list(Player.objects.only("pk", "name"))
    for player in players:
        player.sort_name = sort_key(player.name)[:SORT_NAME_MAX]
    Player.objects.bulk_update(players, ["sort_name"], batch_size=500)


class Migration(migrations.Migration):

    dependencies = [
        ("club", "0005_import_validators"),
    ]

    operations = [
        migrations.AddField(
            model_name="player",
            name="sort_name",
            field=models.CharField(db_index=True, default="", editable=False, max_length=255),
        ),
        migrations.RunPython(fill_sort_names, migrations.RunPython.noop),
        migrations.AlterModelOptions(
            name="player",
            options={
                "ordering": ["sort_name", "name", "pk"],
                "verbose_name": "player",
                "verbose_name_plural": "players",
            },
        ),
    ]
