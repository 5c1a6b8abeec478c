"""Lineups: a table's players from one chukker on, so they can change between chukkers.

Every existing table gets one lineup from chukker 1 on its own rotation (offset 0) holding the
places it has: what the table played is unchanged.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def one_lineup_a_table(apps, schema_editor):
    Table = apps.get_model("club", "Table")
    Lineup = apps.get_model("club", "Lineup")
    TablePlayer = apps.get_model("club", "TablePlayer")
    Lineup.objects.bulk_create(
        (Lineup(table_id=pk, start=1, size=size, offset=0)
         for pk, size in Table.objects.values_list("pk", "size").iterator()),
        batch_size=1000,
    )
    first = Lineup.objects.filter(table_id=OuterRef("table_id")).values("pk")[:1]
    TablePlayer.objects.update(lineup_id=Subquery(first))
    if schema_editor.connection.vendor == "postgresql":
        # Check the new foreign keys now: PostgreSQL refuses to alter a table with checks
        # still pending in the transaction (the next operation makes the column NOT NULL).
        schema_editor.execute("SET CONSTRAINTS ALL IMMEDIATE")


class Migration(migrations.Migration):

    dependencies = [
        ('club', '0011_entry_key_per_table'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Lineup',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('start', models.PositiveSmallIntegerField(default=1, verbose_name='from chukker')),
                ('size', models.PositiveSmallIntegerField(verbose_name='players')),
                ('offset', models.PositiveSmallIntegerField(default=0)),
            ],
            options={
                'verbose_name': 'lineup',
                'verbose_name_plural': 'lineups',
                'ordering': ['table', 'start'],
            },
        ),
        migrations.CreateModel(
            name='SeatingChange',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('at', models.DateTimeField(auto_now_add=True, verbose_name='when')),
                ('actor', models.CharField(blank=True, max_length=120, verbose_name='by')),
                ('before', models.JSONField(blank=True, default=list)),
                ('after', models.JSONField(blank=True, default=list)),
                ('state', models.JSONField(blank=True, default=dict)),
                ('undone_at', models.DateTimeField(blank=True, null=True, verbose_name='undone')),
            ],
            options={
                'verbose_name': 'seating change',
                'verbose_name_plural': 'seating changes',
                'ordering': ['-at', '-pk'],
            },
        ),
        migrations.AlterModelOptions(
            name='tableplayer',
            options={'ordering': ['table', 'lineup__start', 'number'], 'verbose_name': 'player at a table', 'verbose_name_plural': 'players at tables'},
        ),
        migrations.RemoveConstraint(
            model_name='tableplayer',
            name='table_player_number_once',
        ),
        migrations.RemoveConstraint(
            model_name='tableplayer',
            name='player_once_per_evening',
        ),
        migrations.AddField(
            model_name='table',
            name='begins_after',
            field=models.PositiveSmallIntegerField(default=0),
        ),
        migrations.AddField(
            model_name='tableplayer',
            name='current',
            field=models.BooleanField(default=True),
        ),
        migrations.AddField(
            model_name='lineup',
            name='table',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='lineups', to='club.table'),
        ),
        migrations.AddField(
            model_name='tableplayer',
            name='lineup',
            field=models.ForeignKey(null=True, on_delete=django.db.models.deletion.CASCADE, related_name='places', to='club.lineup'),
        ),
        migrations.RunPython(one_lineup_a_table, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='tableplayer',
            name='lineup',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='places', to='club.lineup'),
        ),
        migrations.AddConstraint(
            model_name='tableplayer',
            constraint=models.UniqueConstraint(fields=('lineup', 'number'), name='lineup_number_once'),
        ),
        migrations.AddConstraint(
            model_name='tableplayer',
            constraint=models.UniqueConstraint(fields=('lineup', 'player'), name='lineup_player_once'),
        ),
        migrations.AddConstraint(
            model_name='tableplayer',
            constraint=models.UniqueConstraint(condition=models.Q(('current', True)), fields=('evening', 'player'), name='player_seated_once_per_evening'),
        ),
        migrations.AddField(
            model_name='seatingchange',
            name='evening',
            field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='seating_changes', to='club.evening'),
        ),
        migrations.AddField(
            model_name='seatingchange',
            name='user',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='lineup',
            name='change',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='lineups', to='club.seatingchange'),
        ),
        migrations.AddConstraint(
            model_name='lineup',
            constraint=models.UniqueConstraint(fields=('table', 'start'), name='lineup_start_once'),
        ),
        migrations.AddConstraint(
            model_name='lineup',
            constraint=models.CheckConstraint(condition=models.Q(('size__gte', 4), ('size__lte', 6)), name='lineup_4_to_6'),
        ),
        migrations.AddConstraint(
            model_name='lineup',
            constraint=models.CheckConstraint(condition=models.Q(('start__gte', 1)), name='lineup_start_positive'),
        ),
        migrations.AddConstraint(
            model_name='lineup',
            constraint=models.CheckConstraint(condition=models.Q(('offset__lte', 7)), name='lineup_offset_0_to_7'),
        ),
    ]
